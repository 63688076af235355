/**
 * The account's e-mail address: verification and change (beyond spec §2 "Account";
 * docs/decisions/email-verification.md). Calls, shapes and statuses:
 * packages/common/src/schemas/account-email.ts. Codes follow challenges.ts.
 *
 * - **Verify**: a code to the current address; the right code marks it verified (if the address
 *   is still the one the code went to).
 * - **Change**: the password and the new address (checked in this order: `email_needed` /
 *   `email_not_valid`, `password_empty`, `password_invalid`, `email_not_changed`,
 *   `email_already_used`) → a code to the new address; the right code moves the account to it,
 *   verified (the code proved it), and the old address is told by mail (the new one masked).
 *   An address taken meanwhile by another account answers `email_already_used` and changes
 *   nothing.
 * Mails go in the account's stored language.
 */
import {
  type AccountEmail,
  CHALLENGE_MAX_ATTEMPTS,
  type EmailChangeBody,
  type EmailCodeBody,
  emailStatus,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { passwords } from '../../lib/passwords.ts';
import type { MailService } from '../mail/mail.service.ts';
import { mailLocale } from '../mail/mail.service.ts';
import { maskEmail } from '../mail/mail.templates.ts';
import type { AuthRepository } from './auth.repository.ts';
import { FIELD_MESSAGES } from './auth.service.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import { assertLive, newCode, tryCode } from './challenges.ts';

/** What the service is built from (services.ts). */
export interface AccountEmailServiceDeps {
  auth: AuthRepository;
  challenges: ChallengesRepository;
  mail: Pick<MailService, 'enqueueIn'>;
}

/** Creates the account e-mail service. */
export function createAccountEmailService(deps: AccountEmailServiceDeps) {
  const { auth, challenges, mail } = deps;

  /** The signed-in account (an active one: the session guard let it in). */
  async function account(userId: number) {
    const user = await challenges.user(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  /** `AccountEmail` of `userId`. */
  async function state(userId: number): Promise<AccountEmail> {
    const user = await account(userId);
    const pending = await challenges.pending(userId, 'change_email');
    const live =
      pending !== null &&
      pending.dateExpires.getTime() > Date.now() &&
      pending.attempts < CHALLENGE_MAX_ATTEMPTS &&
      pending.dateConfirmed === null;
    return {
      email: user.email,
      is_email_verified: user.isEmailVerified,
      pending_email: live ? pending.email : null,
    };
  }

  return {
    /** `GET settings/email`. */
    get: state,

    /** `POST settings/email/verify`: a code to the current address. */
    async sendVerification(userId: number): Promise<void> {
      const user = await account(userId);
      if (user.isEmailVerified) {
        throw new AppError('email_already_verified', 'This address is verified already.');
      }
      const drawn = await newCode();
      await challenges.withTransaction(async (tx) => {
        await challenges.replace(tx, {
          purpose: 'verify_email',
          tokenHash: drawn.tokenHash,
          userId,
          email: user.email,
          codeHash: drawn.codeHash,
          dateExpires: drawn.dateExpires,
        });
        await mail.enqueueIn(tx, {
          template: 'verify_code',
          to: user.email,
          locale: mailLocale(user.locale),
          name: user.name,
          code: drawn.code,
        });
      });
    },

    /** `POST settings/email/verify-code`. @returns the new `AccountEmail` */
    async confirmVerification(userId: number, body: EmailCodeBody): Promise<AccountEmail> {
      const row = await challenges.pending(userId, 'verify_email');
      assertLive(row);
      await tryCode(challenges, row, body.code);
      const done = await challenges.withTransaction(async (tx) => {
        if (!(await challenges.end(row.challengeId, tx))) return false;
        return challenges.markVerified(tx, userId, row.email);
      });
      if (!done) {
        throw new AppError(
          'challenge_token_invalid',
          'The address changed since the code was sent.',
        );
      }
      return state(userId);
    },

    /** `POST settings/email/change`: a code to the new address (order: module comment). */
    async requestChange(userId: number, body: EmailChangeBody): Promise<void> {
      const email = (body.email ?? '').trim();
      const bad = emailStatus(email);
      if (bad) throw new AppError(bad, FIELD_MESSAGES[bad]);
      const password = (body.password ?? '').trim();
      if (password === '') throw new AppError('password_empty', 'Enter your password.');
      const user = await account(userId);
      if (password.length > 1024 || !(await passwords.verify(user.passwordHash, password))) {
        throw new AppError('password_invalid', 'The password is wrong.');
      }
      if (email.toLowerCase() === user.email.toLowerCase()) {
        throw new AppError('email_not_changed', 'This is the address the account uses.');
      }
      if (await auth.emailTaken(email)) {
        throw new AppError('email_already_used', 'This e-mail address is already registered.');
      }
      const drawn = await newCode();
      await challenges.withTransaction(async (tx) => {
        await challenges.replace(tx, {
          purpose: 'change_email',
          tokenHash: drawn.tokenHash,
          userId,
          email,
          codeHash: drawn.codeHash,
          dateExpires: drawn.dateExpires,
        });
        await mail.enqueueIn(tx, {
          template: 'change_code',
          to: email,
          locale: mailLocale(user.locale),
          name: user.name,
          username: user.username,
          code: drawn.code,
        });
      });
    },

    /** `POST settings/email/change-code`. @returns the new `AccountEmail` */
    async confirmChange(userId: number, body: EmailCodeBody): Promise<AccountEmail> {
      const row = await challenges.pending(userId, 'change_email');
      assertLive(row);
      await tryCode(challenges, row, body.code);
      const user = await account(userId);
      const outcome = await challenges.withTransaction(async (tx) => {
        if (!(await challenges.end(row.challengeId, tx))) return 'used' as const;
        if (!(await challenges.changeEmail(tx, userId, row.email))) return 'taken' as const;
        await mail.enqueueIn(tx, {
          template: 'email_changed',
          to: user.email,
          locale: mailLocale(user.locale),
          name: user.name,
          username: user.username,
          email: maskEmail(row.email),
        });
        return 'changed' as const;
      });
      if (outcome === 'used') {
        throw new AppError('challenge_token_invalid', 'This code was already used.');
      }
      if (outcome === 'taken') {
        throw new AppError('email_already_used', 'This e-mail address is already registered.');
      }
      return state(userId);
    },
  };
}

/** The account e-mail service. */
export type AccountEmailService = ReturnType<typeof createAccountEmailService>;
