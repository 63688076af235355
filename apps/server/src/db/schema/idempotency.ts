/**
 * Idempotency keys of writes (the IETF draft "The Idempotency-Key HTTP Header Field",
 * draft-ietf-httpapi-idempotency-key-header-06, §2: the key, §2.2–2.3: its uniqueness and
 * expiry, §2.4: the request fingerprint; lib/idempotency.ts uses the table): one row per
 * account and key a create was sent with, claimed in the same transaction as the write it
 * guards, holding the answer that write gave so a repeat gets it again instead of writing anew.
 *
 * - `fingerprint`: SHA-256 (hex) of the request's method, address and body (keys sorted), so a
 *   repeat of the key with another body is told apart (422 `idempotency_key_reused`).
 * - `status_code`, `response`: the first answer (HTTP code and JSON body). Written in the claim's
 *   transaction before it commits, so a committed row always has them; they are null only
 *   inside that transaction.
 * - `created_at`: the claim's time. A row older than IDEMPOTENCY_KEY_TTL_MS counts as absent
 *   and is deleted by later claims (`idempotency_keys_created_idx`, docs/decisions/idempotent-creates.md).
 *
 * Rows go with their account (`ON DELETE CASCADE`).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One key of one account. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The `Idempotency-Key` header's value as sent (1–200 characters). */
    key: text('key').notNull(),
    /** SHA-256 (hex) of method, address and canonical body of the first request. */
    fingerprint: text('fingerprint').notNull(),
    /** HTTP code of the first answer; null only inside the claiming transaction. */
    statusCode: smallint('status_code'),
    /** JSON body of the first answer; null only inside the claiming transaction. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
