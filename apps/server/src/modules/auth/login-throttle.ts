/**
 * Failed logins per account, from any address (docs/decisions/login-throttle-per-account.md):
 * AUTH_RATE_LIMIT slows one address; this slows many addresses guessing one account.
 *
 * - Keyed by the identifier as typed, normalised (trimmed, lower-cased: as `findUserByEmail`
 *   compares it) and hashed (SHA-256, so `rate_limits` holds no e-mail address) — never by
 *   whether an account has it, so an unknown address is counted and refused exactly as a known
 *   one.
 * - Every login attempt with a non-empty e-mail counts, before the password is checked, in one
 *   atomic upsert (lib/rate-limits.ts `createWindowCounter`, `rate_limits` on either database:
 *   every process on a PostgreSQL database shares the count). Attempts past
 *   LOGIN_ACCOUNT_FAILURES in a window of LOGIN_ACCOUNT_WINDOW_MS are refused without checking
 *   the password: 429 `too_many_requests` with `Retry-After` = the rest of the window. Counting
 *   before checking means concurrent guesses cannot slip past the bound.
 * - A right password ends the count (`succeeded`): the owner's own typos never add up across
 *   windows, and only someone who knows the password can reset it.
 * - The window is fixed from the first counted attempt; refused attempts do not extend it, so
 *   the owner waits at most one window.
 * - The first refusal of a window is the throttling episode (`firstRefusal`, once per window
 *   whatever the concurrency: the upsert hands out each count once); the auth service tells the
 *   owner then.
 */
import { createHash } from 'node:crypto';
import type { WindowCounter } from '../../lib/rate-limits.ts';

/** The `rate_limits` name of the per-account login counts. */
export const LOGIN_THROTTLE_NAME = 'login-account';

/** The counter key of a login identifier: SHA-256 hex of it trimmed and lower-cased. */
export function loginThrottleKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** What an attempt may do. */
export type LoginAttempt =
  | { refused: false }
  | {
      refused: true;
      /** `Retry-After`: seconds until the window ends. */
      retryAfterSeconds: number;
      /** Whether this is the window's first refusal (the owner is told once per window). */
      firstRefusal: boolean;
      /** When the window ends, ms since the epoch: names the episode. */
      windowEnds: number;
    };

/** What the throttle is built from (services.ts, from config.ts `loginThrottle`). */
export interface LoginThrottleDeps {
  counter: WindowCounter;
  /** Attempts not followed by a right password allowed per window. */
  failures: number;
  /** The window, ms. */
  windowMs: number;
}

/** Creates the throttle (see the module comment). */
export function createLoginThrottle(deps: LoginThrottleDeps) {
  const { counter, failures, windowMs } = deps;
  return {
    /** The bound: attempts allowed per window. */
    failures,

    /** Counts one attempt at `email` and says whether it may go on to the password check. */
    async attempt(email: string): Promise<LoginAttempt> {
      const count = await counter.hit(loginThrottleKey(email), windowMs);
      if (count.hits <= failures) return { refused: false };
      return {
        refused: true,
        retryAfterSeconds: Math.max(1, Math.ceil(count.retryAfterMs / 1000)),
        firstRefusal: count.hits === failures + 1,
        windowEnds: count.windowEnds,
      };
    },

    /** The right password for `email` was given: its count starts again. */
    async succeeded(email: string): Promise<void> {
      await counter.clear(loginThrottleKey(email));
    },
  };
}

/** The per-account login throttle. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
