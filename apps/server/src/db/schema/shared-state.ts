/**
 * State that every server process on one database shares (docs/decisions/several-processes.md):
 *
 * - `rate_limits`: the counters of the rate limits on PostgreSQL (lib/rate-limits.ts
 *   `PgRateLimitStore`), one row per limit and key (e.g. `POST /v1/auth/login|203.0.113.7`): how
 *   many requests were counted in the window that ends at `window_ends`. `UNLOGGED`: counters are
 *   not worth a write-ahead log record per request, and a crash of the database server that
 *   empties the table only gives every client a fresh window. The embedded database keeps the
 *   route limits' counters in the one process's memory; both databases keep here the failed
 *   logins per account (`login-account|<sha-256 of the e-mail>`, `createWindowCounter`,
 *   modules/auth/login-throttle.ts).
 * - `server_secrets`: secrets the server makes itself, once, when no setting gives them — the
 *   ALTCHA signing key when CAPTCHA_SECRET is not set (lib/captcha.ts) — so that every process,
 *   and the next start, signs and verifies with the same one. Never sent to a client or logged.
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One counter of one rate limit (created UNLOGGED by its migration). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit's name and the client's key, e.g. `POST /v1/auth/register|203.0.113.7`. */
    key: text('key').primaryKey(),
    /** Requests counted in the current window. */
    hits: bigint('hits', { mode: 'number' }).notNull(),
    /** When the current window ends; a row past it counts as absent. */
    windowEnds: timestamp('window_ends', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEnds)],
);

/** One secret the server made for itself (see the module comment). */
export const serverSecrets = pgTable('server_secrets', {
  /** What it is for, e.g. `captcha`. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
