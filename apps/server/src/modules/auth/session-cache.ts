/**
 * The auth hook's session lookups kept briefly per token hash (DESIGN.md §8 "Hot paths"): a
 * signed-in reader's requests within SESSION_CACHE_MS reuse the session found by the first, so
 * a feed page is one statement, not two. Every action of this process that ends a session or
 * changes an account's state — sign-out, the sessions screen, a password change or recovery,
 * account erasure, the operators' state changes — forgets every cached session once it has
 * committed (`clear`), so this process never answers with an ended session. Another process on
 * the same PostgreSQL (docs/operations.md "Scale out", the operators' command) may still accept
 * it for up to SESSION_CACHE_MS (docs/decisions/page-statements-and-session-cache.md).
 */
import type { LiveSession } from './auth.repository.ts';

/** How long a found session is reused, ms. */
export const SESSION_CACHE_MS = 3000;

/** At most this many tokens are kept; past it the cache starts again. */
const MAX_SESSIONS = 10_000;

/** Live sessions by token hash, each for SESSION_CACHE_MS after it was found. */
export interface SessionCache {
  /** The session found for `tokenHash` less than SESSION_CACHE_MS ago, else undefined. */
  get(tokenHash: string): LiveSession | undefined;
  /** Keeps the live session just found for `tokenHash`. */
  set(tokenHash: string, session: LiveSession): void;
  /** Forgets every kept session (a session ended or an account changed in this process). */
  clear(): void;
}

/** Creates an empty cache; `now` (ms, monotonic) for tests. */
export function createSessionCache(now: () => number = () => performance.now()): SessionCache {
  const kept = new Map<string, { session: LiveSession; until: number }>();
  return {
    get(tokenHash) {
      const found = kept.get(tokenHash);
      if (!found) return undefined;
      if (found.until > now()) return found.session;
      kept.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, session) {
      if (kept.size >= MAX_SESSIONS) kept.clear();
      kept.set(tokenHash, { session, until: now() + SESSION_CACHE_MS });
    },
    clear() {
      kept.clear();
    },
  };
}
