/**
 * Rules of the auth area (spec §5 "Server-side rules", §7 "Auth"; DESIGN.md §4–§5):
 * registration with validation and the human check, login, logout, the session.
 *
 * Passwords: argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes). Sessions: 256-bit random
 * token, SHA-256 stored, one row per login with the parsed user agent; lifetime SESSION_TTL_MS.
 *
 * Register checks, in order: `already_logged`; the fields after trimming — name (`name_empty`,
 * `name_too_short`, `name_too_long`), email (`email_needed`, `email_not_valid`), password
 * (`password_empty`, `password_too_short`, `password_too_long`), username (`username_empty`,
 * `username_too_short`, `username_too_long`, `username_not_valid`, `username_in_blacklist`);
 * then the human check (`please_enter_captcha`, `captcha_invalid`); then the password's strength
 * (`password_too_weak`, {@link assertPasswordStrong}); then uniqueness (`email_already_used`,
 * `username_already_used`). Uniqueness comes after the human check so the call cannot be used to
 * discover accounts without solving it; the strength comes after it because it is the one costly
 * check (up to ≈ 0.1–0.4 s of CPU for a hostile 100-character password), and after the fields
 * because it is judged against the name, username and e-mail (docs/decisions/password-strength.md).
 */
import {
  charLength,
  firstAccountStatus,
  LIMITS,
  type Locale,
  type LoginBody,
  loadPasswordRule,
  type PasswordOwner,
  type RegisterBody,
  type Session,
  type Status,
} from '@potok/common';
import { UAParser } from 'ua-parser-js';
import type { ResolvedSession, Viewer } from '../../lib/auth-guard.ts';
import type { CaptchaService } from '../../lib/captcha.ts';
import { AppError } from '../../lib/errors.ts';
import { passwords } from '../../lib/passwords.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { GUEST_SESSION, toSession } from './auth.mapper.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { hashToken, newToken, randomHex } from './auth.tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SessionCache } from './session-cache.ts';

/** How long a session lives without logout, ms (one year). */
export const SESSION_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Argon2id hash of a password nobody has: login compares against it for unknown e-mails. */
const DUMMY_HASH = passwords.hash('potok-no-such-user-password');

/** Request facts the service needs. */
export interface AuthContext {
  /** The signed-in user making the call, or null. */
  viewer: Viewer | null;
  userAgent: string;
  ip?: string;
  /** The web app's language from `Accept-Language` (modules/mail/mail.locale.ts), or null. */
  locale?: Locale | null;
}

/** A new session: what the route sends to the client. */
export interface StartedSession {
  session: Session;
  token: string;
}

/** Validated registration input. */
export interface AccountInput {
  name: string;
  email: string;
  password: string;
  username: string;
}

/** The English sentence for API users beside each field status (the web shows its own text). */
export const FIELD_MESSAGES: Partial<Record<Status, string>> = {
  name_empty: 'Enter a name.',
  name_too_short: 'The name is too short.',
  name_too_long: 'The name is too long.',
  email_needed: 'Enter an e-mail address.',
  email_not_valid: 'The e-mail address is not valid.',
  password_empty: 'Enter a password.',
  password_too_short: 'The password is too short.',
  password_too_long: 'The password is too long.',
  username_empty: 'Enter a username.',
  username_too_short: 'The username is too short.',
  username_too_long: 'The username is too long.',
  username_not_valid: 'A username has only letters a–z, digits and _.',
  username_in_blacklist: 'This username is reserved.',
};

/**
 * Trims and checks the registration fields with the shared rules of packages/common
 * (`firstAccountStatus`, the same the web form checks before sending), in their order: name,
 * e-mail, password, username.
 * @throws AppError with the first failing status
 */
export function validateAccount(body: RegisterBody): AccountInput {
  const failed = firstAccountStatus(body);
  if (failed) throw new AppError(failed.status, FIELD_MESSAGES[failed.status]);
  return {
    name: (body.name ?? '').trim(),
    email: (body.email ?? '').trim(),
    password: (body.password ?? '').trim(),
    username: (body.username ?? '').trim(),
  };
}

/**
 * Refuses a password people could guess: the shared rule of packages/common/src/password.ts
 * (zxcvbn score below PASSWORD_MIN_SCORE, the owner's name, username and e-mail counted as
 * guessable; docs/decisions/password-strength.md). Every place that sets a new password
 * (register now; password change and reset) calls it after the fields' own checks.
 *
 * Cost, measured on a shared 2-core machine: the estimator and its dictionaries load on the first
 * call, once per process (≈ 40 ms, ≈ 11 MB of heap); a call then takes ≈ 1–5 ms for an ordinary
 * password (≈ 10 ms for a Cyrillic one, judged twice), and a hostile one — 100 characters of
 * l33t-like symbols — ≈ 0.1–0.4 s of synchronous CPU; longer ones cost no more, the estimator
 * sees only the first PASSWORD_ESTIMATE_LENGTH (100) characters.
 * @throws AppError `password_too_weak` (400)
 */
export async function assertPasswordStrong(password: string, owner: PasswordOwner): Promise<void> {
  const rule = await loadPasswordRule();
  if (rule.isWeak(password, owner)) {
    throw new AppError(
      'password_too_weak',
      'The password is too easy to guess: a common password, a keyboard pattern, a date or your own name.',
    );
  }
}

/** Parsed user agent of a login record. */
function parseUserAgent(userAgent: string) {
  const ua = UAParser(userAgent);
  return {
    userAgent: userAgent.slice(0, 512),
    osName: ua.os.name ?? null,
    osVersion: ua.os.version ?? null,
    browserName: ua.browser.name ?? null,
    browserVersion: ua.browser.version ?? null,
  };
}

/** A new session row's values, with the raw token to hand out. */
export function newSessionValues(userAgent: string) {
  const token = newToken();
  const logoutHash = randomHex(16);
  return {
    token,
    values: {
      tokenHash: hashToken(token),
      logoutHash,
      dateExpires: new Date(Date.now() + SESSION_TTL_MS),
      ...parseUserAgent(userAgent),
    },
  };
}

/** What the auth service is built from (services.ts builds it once per process). */
export interface AuthServiceDeps {
  repository: AuthRepository;
  /** The human check of register (one per process: it holds the ALTCHA HMAC secret). */
  captcha: CaptchaService;
  /** Whether the user has unseen notifications (the notifications area plugs in here). */
  hasNewNotifications?: (userId: number) => Promise<boolean>;
  /** Badges a new account earns in its registration's transaction (early member, …). */
  badges: Pick<BadgesService, 'afterRegisterIn'>;
  /** The `login` notification of a sign-in, recorded in its transaction (modules/notifications). */
  notifications?: Pick<NotificationsService, 'enqueueIn'>;
  /** Sessions the auth hook found lately (`resolveSession`); sign-out clears it. */
  sessions?: SessionCache;
  /** Failed logins per account from any address (login-throttle.ts); none: not throttled. */
  loginThrottle?: LoginThrottle;
}

/** Creates the auth service. */
export function createAuthService(deps: AuthServiceDeps) {
  const { repository, captcha, badges, notifications } = deps;
  const sessions = deps.sessions ?? null;
  const throttle = deps.loginThrottle ?? null;

  /**
   * Tells the owner of `email`, if an active account has it, that logins to it were throttled
   * (a `login` notification, once per window: its episode names it). An unknown address costs
   * the same lookup and nothing more. Best effort: a failure here (the database) never turns the
   * 429 into a 500; the owner is told at the next episode.
   */
  async function tellThrottled(email: string, windowEnds: number): Promise<void> {
    if (!notifications || !throttle) return;
    try {
      const user = await repository.findUserByEmail(email);
      if (user?.state !== 'active') return;
      await repository.withTransaction((tx) =>
        notifications.enqueueIn(tx, {
          on: 'login_throttled',
          user_id: user.userId,
          window_ends: windowEnds,
          failed_logins: throttle.failures,
        }),
      );
    } catch {
      // The refusal stands (see above).
    }
  }
  const hasNew = deps.hasNewNotifications ?? (async () => false);

  /**
   * The session of a token hash; when `locale` is given and differs from the account's stored
   * one, stores it (mails are written in it: modules/mail).
   */
  async function sessionOf(tokenHash: string, locale?: Locale | null): Promise<Session> {
    const live = await repository.findLiveSession(tokenHash);
    if (!live) return GUEST_SESSION;
    if (locale && live.user.locale !== locale) {
      await repository.setLocale(live.user.userId, locale);
    }
    return toSession(live, await hasNew(live.user.userId));
  }

  /** Inserts a validated account with its first session. */
  async function insertAccount(
    fresh: AccountInput,
    userAgent: string,
  ): Promise<{ user: UserRow; token: string; logoutHash: string }> {
    const passwordHash = await passwords.hash(fresh.password);
    const { token, values } = newSessionValues(userAgent);
    const result = await repository.createUserWithSession(
      {
        username: fresh.username,
        name: fresh.name,
        email: fresh.email,
        passwordHash,
        avatarHash: randomHex(16),
      },
      values,
      (tx, user) => badges.afterRegisterIn(tx, user.userId, user.dateAdded),
    );
    if ('conflict' in result) {
      throw result.conflict === 'email'
        ? new AppError('email_already_used', 'This e-mail address is already registered.')
        : new AppError('username_already_used', 'This username is taken.');
    }
    return { user: result.user, token, logoutHash: values.logoutHash };
  }

  /**
   * Creates an account (fields and password strength validated as in register) and signs it in;
   * no human check: the caller did it, or it is a test fixture.
   * @throws AppError a validation status, `email_already_used` / `username_already_used`
   */
  async function createAccount(
    input: AccountInput,
    userAgent: string,
  ): Promise<{ user: UserRow; token: string; logoutHash: string }> {
    const fresh = validateAccount(input);
    await assertPasswordStrong(fresh.password, fresh);
    return insertAccount(fresh, userAgent);
  }

  return {
    /** The human check (`GET auth/captcha`). */
    captcha: () => captcha.issue(),

    /** The viewer of a raw session token, or null (unknown, ended, expired, user not active). */
    async resolveSession(token: string): Promise<ResolvedSession | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      let live = sessions?.get(tokenHash) ?? null;
      if (!live) {
        live = await repository.findLiveSession(tokenHash);
        if (!live) return null;
        sessions?.set(tokenHash, live);
      }
      return {
        viewer: { user_id: live.user.userId, username: live.user.username },
        sessionId: live.sessionId,
      };
    },

    createAccount,

    /** `POST auth/register` (order of checks: module comment). Signs the new user in. */
    async register(body: RegisterBody, ctx: AuthContext): Promise<StartedSession> {
      if (ctx.viewer) throw new AppError('already_logged', 'You are already signed in.');
      const input = validateAccount(body);
      await captcha.verify(body['h-captcha-response'], ctx.ip);
      await assertPasswordStrong(input.password, input);
      if (await repository.emailTaken(input.email)) {
        throw new AppError('email_already_used', 'This e-mail address is already registered.');
      }
      if (await repository.usernameTaken(input.username)) {
        throw new AppError('username_already_used', 'This username is taken.');
      }
      const { token } = await insertAccount(input, ctx.userAgent);
      return { session: await sessionOf(hashToken(token), ctx.locale), token };
    },

    /**
     * `POST auth/login`: a new session for the e-mail/password pair. Empty e-mail →
     * `email_needed`, empty password → `password_empty`; an unknown pair (or a deleted
     * account) → 401 `user_not_registered`, in constant-ish time; suspended / blocked
     * accounts → `user_suspended` / `user_blocked` (only after the right password). Past
     * LOGIN_ACCOUNT_FAILURES attempts at one e-mail in a window, known or not, from any address:
     * 429 `too_many_requests` with `retryAfterSeconds`, the password unchecked; the first such
     * refusal of a window tells the owner (login-throttle.ts).
     */
    async login(body: LoginBody, ctx: AuthContext): Promise<StartedSession> {
      const email = (body.email ?? '').trim();
      const password = (body.password ?? '').trim();
      if (email === '') throw new AppError('email_needed', 'Enter an e-mail address.');
      if (password === '') throw new AppError('password_empty', 'Enter a password.');
      const wrong = new AppError('user_not_registered', 'The e-mail or password is wrong.');
      const attempt = (await throttle?.attempt(email)) ?? { refused: false };
      if (attempt.refused) {
        if (attempt.firstRefusal) await tellThrottled(email, attempt.windowEnds);
        throw new AppError(
          'too_many_requests',
          'Too many failed sign-ins to this account; try again later.',
          attempt.retryAfterSeconds,
        );
      }
      if (charLength(password) > LIMITS.passwordMax) throw wrong;
      const user = await repository.findUserByEmail(email);
      if (!user) {
        await passwords.verify(await DUMMY_HASH, password);
        throw wrong;
      }
      const ok = await passwords.verify(user.passwordHash, password);
      if (!ok || user.state === 'deleted') throw wrong;
      await throttle?.succeeded(email);
      if (user.state === 'suspended') throw new AppError('user_suspended');
      if (user.state === 'blocked') throw new AppError('user_blocked');
      const { token, values } = newSessionValues(ctx.userAgent);
      // A browser or OS new to the account is told to its owner after the commit.
      await repository.createSession({ ...values, userId: user.userId }, async (tx, row) => {
        await notifications?.enqueueIn(tx, { on: 'login', session_id: row.sessionId });
      });
      return { session: await sessionOf(values.tokenHash, ctx.locale), token };
    },

    /**
     * `POST auth/logout`: ends the viewer's session when `logoutHash` is its logout hash.
     * Guest → 401 `unauthorized`; missing hash → 400 `bad_request`; wrong hash → 403 `forbidden`.
     */
    async logout(sessionId: number | null, logoutHash: string | undefined): Promise<void> {
      if (sessionId === null) throw new AppError('unauthorized');
      if (!logoutHash) throw new AppError('bad_request', 'logout_hash is required.');
      const ended = await repository.endSession(sessionId, logoutHash);
      sessions?.clear();
      if (!ended) throw new AppError('forbidden', 'The logout hash does not match this session.');
    },

    /**
     * `GET auth/session` of a token (guest session when null or not live); stores `locale` on
     * the account when it changed.
     */
    async session(token: string | null, locale?: Locale | null): Promise<Session> {
      if (!token || token.length > 200) return GUEST_SESSION;
      return sessionOf(hashToken(token), locale);
    },

    /** `Session` of a session token hash (after a password reset signs the person in). */
    sessionOfHash: (tokenHash: string, locale?: Locale | null) => sessionOf(tokenHash, locale),
  };
}

/** The auth service. */
export type AuthService = ReturnType<typeof createAuthService>;
