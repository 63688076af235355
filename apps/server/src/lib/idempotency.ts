/**
 * Idempotent creates: the `Idempotency-Key` request header (IETF draft "The Idempotency-Key
 * HTTP Header Field", draft-ietf-httpapi-idempotency-key-header-06,
 * https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/). A client that
 * did not learn the outcome of a create (the connection broke, a double click) sends it again
 * with the same key, and gets the first answer instead of a second entry.
 *
 * A route opts in by wrapping its handler and declaring the header and the 422:
 *
 * ```ts
 * schema: { headers: IdempotencyKeyHeaders, response: { …, 422: ErrorBody } },
 * handler: idempotent(async (request) => ({ status: 'entry_added', payload: … })),
 * ```
 *
 * What happens to a request with a key (without one, the handler runs as usual):
 * - The key is 1–IDEMPOTENCY_KEY_MAX_LENGTH characters, taken as sent (a draft-style quoted
 *   string keeps its quotes; a client repeats it byte for byte); longer or empty → 400
 *   `bad_request` by the route's header schema.
 * - Keys belong to the signed-in account (draft §2.2 leaves the scope to the resource): the
 *   same key from two accounts is two keys.
 * - One transaction holds the claim of the key (a row of `idempotency_keys`, db/schema/
 *   idempotency.ts), the handler's write and the stored answer. The claim comes first: a
 *   second request with the same key waits on the first's row (a primary-key conflict waits
 *   for the other transaction on PostgreSQL; the embedded database runs one transaction at a
 *   time) and then finds its committed answer. So two parallel requests with one key write
 *   once, on one server process or many (the row is in the shared database).
 * - A key seen within IDEMPOTENCY_KEY_TTL_MS with the same fingerprint (method, address, body
 *   with sorted keys: draft §2.4) is answered with the first answer, same HTTP code and body,
 *   and nothing is written; with another fingerprint → 422 `idempotency_key_reused` (draft
 *   §2.7), nothing written.
 * - A handler that throws (a refusal such as 400 `entry_empty_text`) rolls the claim back with
 *   its write: only answers that wrote something are kept, and the same key may be sent again.
 * - A key older than IDEMPOTENCY_KEY_TTL_MS counts as new (draft §2.3: the resource sets the
 *   expiry). Each claim deletes up to EXPIRED_PER_CLAIM expired rows of any account, skipping
 *   rows another transaction holds, so the table keeps about one day of keys
 *   (docs/decisions/idempotent-creates.md).
 *
 * The handler's database work joins the transaction (lib/write-transaction.ts): every
 * repository's queries go to it while the handler runs, and what must wait for the commit
 * (`afterCommit`) runs after it. A handler must return its answer (not call `reply.send`) and
 * should keep slow work that needs no database out of it (jobs, lib/jobs), since its
 * transaction stays open meanwhile; nor may it start database work it does not await (that
 * work would inherit the transaction after it ended).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import Type from 'typebox';
import { type Db, queryRows } from '../db/client.ts';
import { viewerOf } from './auth-guard.ts';
import { AppError } from './errors.ts';
import { runInWriteTransaction } from './write-transaction.ts';

/** Longest `Idempotency-Key` accepted, in characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** How long a key is remembered: a day (the repeat window a client can count on), ms. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Expired keys each claim deletes at most (any account's; more than one claim adds). */
export const EXPIRED_PER_CLAIM = 20;

/** The request header of an idempotent route (header names are lower case in Fastify). */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description:
        'A key the client makes for one submission (e.g. a UUID), 1–200 characters. A repeat ' +
        'with the same key by the same account within 24 hours answers the first answer and ' +
        'writes nothing; the same key with another body answers 422 idempotency_key_reused ' +
        '(IETF draft "The Idempotency-Key HTTP Header Field").',
    }),
  ),
});

/** An answer as it was given: HTTP code and JSON body. */
interface Answer {
  statusCode: number;
  body: unknown;
}

/** What a claim found: the answer to give, and whether it is a repeat of an earlier request. */
interface Outcome extends Answer {
  /** Fingerprint of the request that made the answer. */
  fingerprint: string;
  repeated: boolean;
}

/** SHA-256 (hex) of the request's method, address and body, object keys sorted (draft §2.4). */
export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(stringify(request.body ?? null) ?? 'null')
    .digest('hex');
}

/**
 * Claims `key` of `userId` and runs `write` in one transaction on `db` (see the module comment),
 * or finds the answer a live claim of the key holds.
 * @returns the answer written now, or the stored one (`repeated`) with its fingerprint
 */
async function claimAndRun(
  db: Db,
  userId: number,
  key: string,
  fingerprint: string,
  write: () => Promise<Answer>,
): Promise<Outcome> {
  const ttl = sql`make_interval(secs => ${IDEMPOTENCY_KEY_TTL_MS / 1000})`;
  // What the handler left for after the commit (lib/write-transaction.ts).
  let afterCommit: () => Promise<void> = async () => {};
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await tx.execute(
      sql`DELETE FROM idempotency_keys WHERE (user_id, key) IN (
            SELECT user_id, key FROM idempotency_keys
            WHERE created_at < now() - ${ttl}
            ORDER BY created_at LIMIT ${EXPIRED_PER_CLAIM}
            FOR UPDATE SKIP LOCKED)`,
    );
    // Waits while another transaction holds a claim of this key, then finds it committed (no
    // row: answered below) or rolled back (claimed here).
    const claimed = await queryRows<{ claimed: boolean }>(
      tx,
      sql`INSERT INTO idempotency_keys (user_id, key, fingerprint)
          VALUES (${userId}, ${key}, ${fingerprint})
          ON CONFLICT (user_id, key) DO UPDATE
            SET fingerprint = excluded.fingerprint, status_code = NULL, response = NULL,
                created_at = now()
            WHERE idempotency_keys.created_at < now() - ${ttl}
          RETURNING true AS claimed`,
    );
    if (claimed.length === 0) {
      const [row] = await queryRows<{
        fingerprint: string;
        status_code: number | null;
        response: unknown;
      }>(
        tx,
        sql`SELECT fingerprint, status_code, response FROM idempotency_keys
            WHERE user_id = ${userId} AND key = ${key}`,
      );
      if (!row || row.status_code === null) {
        throw new Error('idempotency key held without an answer');
      }
      return {
        fingerprint: row.fingerprint,
        statusCode: row.status_code,
        body: row.response,
        repeated: true,
      };
    }
    const ran = await runInWriteTransaction(tx, write);
    afterCommit = ran.afterCommit;
    const answer = ran.result;
    await tx.execute(
      sql`UPDATE idempotency_keys
          SET status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.body)}::jsonb
          WHERE user_id = ${userId} AND key = ${key}`,
    );
    return { ...answer, fingerprint, repeated: false };
  });
  await afterCommit();
  return outcome;
}

/**
 * Makes a create handler idempotent (see the module comment). The route must run
 * `requireUser` first and declare `headers: IdempotencyKeyHeaders` and a 422 answer.
 * @throws AppError `idempotency_key_reused` (422) for a live key sent with another request
 */
export function idempotent<Request extends FastifyRequest, Reply extends FastifyReply, Result>(
  handler: (request: Request, reply: Reply) => Promise<Result>,
): (request: Request, reply: Reply) => Promise<Result> {
  return async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return handler(request, reply);
    const fingerprint = requestFingerprint(request);
    const outcome = await claimAndRun(
      request.server.db,
      viewerOf(request).user_id,
      key,
      fingerprint,
      async () => {
        const body = await handler(request, reply);
        return { statusCode: reply.statusCode, body };
      },
    );
    if (outcome.fingerprint !== fingerprint) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for another request within the last 24 hours.',
      );
    }
    if (outcome.repeated) reply.code(outcome.statusCode);
    return outcome.body as Result;
  };
}
