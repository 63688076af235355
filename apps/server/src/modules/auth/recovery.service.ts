/**
 * Password recovery (spec §4 "Password recovery", §7 "Auth"; DESIGN.md §5): forgot → code →
 * change. Shapes and statuses: packages/common/src/schemas/recovery.ts.
 *
 * **No account discovery.** `forgot` does the same work whether or not an active account uses
 * the address — the human check, one lookup, a code drawn and hashed with argon2id, one
 * challenge row written (with no account for an unknown address), one mail recorded — and
 * answers the same `challenge_code_sended` with a token. A known address gets the code; an
 * unknown one gets a mail saying no account uses it (so the person learns it from their own
 * mailbox, never from the answer). Its code is mailed to nobody, so its token can never be
 * confirmed. The mail is sent by the job worker after the answer: its time is not the request's.
 *
 * **Order of checks**: `forgot` — `email_needed` / `email_not_valid`, then the human check
 * (`please_enter_captcha`, `captcha_invalid`); `forgot-code` — the token
 * (`challenge_token_invalid`, `challenge_expired`), then the code; `forgot-change` — the token,
 * `challenge_not_confirmed`, then the password (`password_empty`, `password_too_short`,
 * `password_too_long`, `password_too_weak`). A token already confirmed answers
 * `challenge_code_confirmed` again to `forgot-code` (a repeated submit).
 *
 * **The change** (one transaction): the token is ended (a second use, even concurrent, finds it
 * ended), the password hash replaced, every session of the account ended, a new session made.
 */
import { randomBytes } from 'node:crypto';
import {
  emailStatus,
  type ForgotBody,
  type ForgotChangeBody,
  type ForgotCodeBody,
  type Locale,
  passwordStatus,
} from '@potok/common';
import type { CaptchaService } from '../../lib/captcha.ts';
import { AppError } from '../../lib/errors.ts';
import { passwords } from '../../lib/passwords.ts';
import type { MailService } from '../mail/mail.service.ts';
import { mailLocale } from '../mail/mail.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import { assertPasswordStrong, FIELD_MESSAGES, newSessionValues } from './auth.service.ts';
import { hashToken } from './auth.tokens.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import { assertLive, newCode, tryCode } from './challenges.ts';

/** Request facts recovery needs. */
export interface RecoveryContext {
  ip?: string;
  userAgent: string;
  /** The request's language (`Accept-Language`), for an address no account uses. */
  locale: Locale | null;
}

/** What the recovery service is built from (services.ts). */
export interface RecoveryServiceDeps {
  auth: AuthRepository;
  challenges: ChallengesRepository;
  captcha: CaptchaService;
  mail: Pick<MailService, 'enqueueIn'>;
  /** Forgets the sessions the auth hook keeps (modules/auth/session-cache.ts): a reset ended some. */
  forgetSessions?: () => void;
}

/** A finished reset: the new session's raw token and hash, and the sessions it ended. */
export interface ResetDone {
  token: string;
  tokenHash: string;
  endedSessionIds: number[];
}

/** Creates the recovery service. */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { auth, challenges, captcha, mail } = deps;
  const forgetSessions = deps.forgetSessions ?? (() => {});

  /** The live recovery row of a raw token (see `assertLive`). */
  async function liveRow(token: string | undefined) {
    const raw = (token ?? '').trim();
    const row =
      raw && raw.length <= 200 ? await challenges.byToken('recovery', hashToken(raw)) : null;
    assertLive(row);
    return row;
  }

  return {
    /** `POST auth/forgot` (see the module comment). @returns the token of the next steps */
    async forgot(body: ForgotBody, ctx: RecoveryContext): Promise<{ token: string }> {
      const email = (body.email ?? '').trim();
      const bad = emailStatus(email);
      if (bad) throw new AppError(bad, FIELD_MESSAGES[bad]);
      await captcha.verify(body['h-captcha-response'], ctx.ip);
      const user = await auth.findUserByEmail(email);
      const known = user !== null && user.state === 'active';
      const drawn = await newCode();
      await challenges.withTransaction(async (tx) => {
        await challenges.replace(tx, {
          purpose: 'recovery',
          tokenHash: drawn.tokenHash,
          userId: known ? user.userId : null,
          email: known ? user.email : email,
          codeHash: drawn.codeHash,
          dateExpires: drawn.dateExpires,
        });
        await mail.enqueueIn(
          tx,
          known
            ? {
                template: 'recovery_code',
                to: user.email,
                locale: mailLocale(user.locale, ctx.locale ?? 'ru'),
                name: user.name,
                code: drawn.code,
              }
            : { template: 'recovery_unknown', to: email, locale: ctx.locale ?? 'ru' },
        );
      });
      return { token: drawn.token };
    },

    /**
     * Operators reset `userId`'s password (`npm run admin -- people reset-password`): the old
     * password stops working (replaced by a random one nobody knows), every session ends, and
     * a recovery code is drawn as `forgot` draws one — but handed to the operator instead of
     * mailed. The person confirms it at `/auth/forgot/code/{token}` and chooses a new password
     * (`forgot-code`, `forgot-change`); it works once, until `dateExpires`.
     * @throws AppError `user_not_found` (404) unless the account is active
     */
    async issueForOperators(
      userId: number,
    ): Promise<{ token: string; code: string; dateExpires: Date; endedSessionIds: number[] }> {
      const user = await challenges.user(userId);
      if (user?.state !== 'active') throw new AppError('user_not_found', 'No such active account.');
      const drawn = await newCode();
      const unknown = await passwords.hash(randomBytes(32).toString('base64url'));
      const endedSessionIds = await challenges.withTransaction(async (tx) => {
        await challenges.replace(tx, {
          purpose: 'recovery',
          tokenHash: drawn.tokenHash,
          userId,
          email: user.email,
          codeHash: drawn.codeHash,
          dateExpires: drawn.dateExpires,
        });
        return challenges.resetPassword(tx, userId, unknown);
      });
      forgetSessions();
      return {
        token: drawn.token,
        code: drawn.code,
        dateExpires: drawn.dateExpires,
        endedSessionIds,
      };
    },

    /** `POST auth/forgot-code` (see the module comment). */
    async forgotCode(body: ForgotCodeBody): Promise<void> {
      const row = await liveRow(body.token);
      if (row.dateConfirmed !== null) return;
      await tryCode(challenges, row, body.code);
    },

    /** `POST auth/forgot-change` (see the module comment): signs the account in. */
    async forgotChange(body: ForgotChangeBody, ctx: RecoveryContext): Promise<ResetDone> {
      const row = await liveRow(body.token);
      if (row.dateConfirmed === null) {
        throw new AppError('challenge_not_confirmed', 'Confirm the mailed code first.');
      }
      const user = row.userId === null ? null : await challenges.user(row.userId);
      if (user?.state !== 'active') {
        throw new AppError('challenge_token_invalid', 'This code request has no account.');
      }
      const password = (body.password ?? '').trim();
      const bad = passwordStatus(password);
      if (bad) throw new AppError(bad, FIELD_MESSAGES[bad]);
      await assertPasswordStrong(password, {
        name: user.name,
        username: user.username,
        email: user.email,
      });
      const passwordHash = await passwords.hash(password);
      const { token, values } = newSessionValues(ctx.userAgent);
      const endedSessionIds = await challenges.withTransaction(async (tx) => {
        if (!(await challenges.end(row.challengeId, tx))) return null;
        const ended = await challenges.resetPassword(tx, user.userId, passwordHash);
        await auth.insertSession(tx, { ...values, userId: user.userId });
        return ended;
      });
      forgetSessions();
      if (endedSessionIds === null) {
        throw new AppError('challenge_token_invalid', 'This code request was already used.');
      }
      return { token, tokenHash: values.tokenHash, endedSessionIds };
    },
  };
}

/** The recovery service. */
export type RecoveryService = ReturnType<typeof createRecoveryService>;
