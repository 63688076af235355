/**
 * A bounded queue in front of the database (DESIGN.md §8: the embedded database runs one query
 * at a time, so waiting work grows without bound under load). A new API request is answered at
 * once with 503 `server_busy` and `Retry-After: <seconds>` instead of joining the queue when
 * - `limit` API requests are already in progress (accepted, not yet answered): each of them is
 *   waiting for the database or about to; counted here, so a burst that arrives at once is
 *   bounded too, before any of it has reached the pool; or
 * - `limit` queries already wait for a database connection (the pool's `waitingCount`; for
 *   PGlite the one connection to its worker, db/embedded.ts).
 * It is refused in `onRequest`, before its body is read, the session is looked up or anything
 * is written.
 *
 * Never refused: everything outside `/v1/` (the web app's files, avatars, media — they need no
 * database) and the API's own documentation (`/v1/docs`).
 *
 * Configured by DB_QUEUE_LIMIT (config.ts). Registered before the auth guard, whose `onRequest`
 * hook reads the session from the database, and before the routes: every API route that declares
 * its answers gets the 503 in its response schema (and so in the OpenAPI document).
 */
import { API_PREFIX, ErrorBody } from '@potok/common';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

/** API paths that need no database: never refused. */
const NO_DATABASE_PREFIXES = [`${API_PREFIX}/docs`];

/** What the guard watches and when it refuses. */
export interface BusyGuardOptions {
  /** The queue to watch: queries waiting for a connection (a `pg.Pool`'s `waitingCount`). */
  waiting: () => number;
  /** Refuse while `waiting()` is at least this many. */
  limit: number;
  /** `Retry-After` of a refusal, seconds. */
  retryAfterSeconds: number;
}

/** Seconds a refused client is asked to wait before retrying. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Installs the `onRequest` hook described in the module comment. */
export function installBusyGuard(app: FastifyInstance, options: BusyGuardOptions): void {
  const { waiting, limit } = options;
  const retryAfter = String(options.retryAfterSeconds);
  let inProgress = 0;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    if (NO_DATABASE_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !(503 in response)) response[503] = ErrorBody;
  });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith(`${API_PREFIX}/`)) return;
    if (NO_DATABASE_PREFIXES.some((p) => url.startsWith(p))) return;
    if (inProgress < limit && waiting() < limit) {
      inProgress += 1;
      // Counted until the answer is sent or the connection is gone, whichever comes first.
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inProgress -= 1;
      };
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
      return;
    }
    request.log.debug({ inProgress, waiting: waiting(), limit }, 'busy: 503 server_busy');
    return reply.code(503).header('retry-after', retryAfter).send(errorBody('server_busy'));
  });
}
