/**
 * A bounded queue in front of the database (DESIGN.md §8: the embedded database runs one query
 * at a time, so waiting work grows without bound under load). A new API request is answered at
 * once with 503 `server_busy` and `Retry-After: <seconds>` instead of joining the queue when
 * `limit` API requests are already in progress (accepted, their answer not yet handed over):
 * each of them is waiting for the database or about to. They are counted here rather than read
 * from the pool's queue (`waitingCount`) because a burst that arrives at once passes any check
 * of the pool before the first of it has reached the pool, and because one request may queue
 * several queries at once (a page and its total), so the pool's queue is not a count of
 * requests. It is refused in `onRequest`, before its body is read, the session is looked up or
 * anything is written.
 *
 * Never refused: everything outside `/v1/` (the web app's files, avatars, media — they need no
 * database) and the API's own documentation (`/v1/docs`).
 *
 * Configured by DB_QUEUE_LIMIT (config.ts). Registered before the auth guard, whose `onRequest`
 * hook reads the session from the database, and before the routes: every API route that declares
 * its answers gets the 503 in its response schema (and so in the OpenAPI document).
 */
import { API_PREFIX, ErrorBody } from '@potok/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, SERVER_BUSY_RETRY_AFTER_SECONDS } from './errors.ts';

/** API paths that need no database: never refused. */
const NO_DATABASE_PREFIXES = [`${API_PREFIX}/docs`];

/** When the guard refuses. */
export interface BusyGuardOptions {
  /** Refuse while this many API requests are in progress. */
  limit: number;
  /** `Retry-After` of a refusal, seconds. */
  retryAfterSeconds: number;
}

/** Seconds a refused client is asked to wait before retrying. */
export const BUSY_RETRY_AFTER_SECONDS = SERVER_BUSY_RETRY_AFTER_SECONDS;

/**
 * Releases, on every app, the requests' places: see `installBusyGuard`. Keyed by request, so
 * apps never share an entry.
 */
const releases = new WeakMap<object, () => void>();

/**
 * Gives back `request`'s place at once: for a route that keeps its response open long after its
 * database work is done (the events stream, modules/events), which would otherwise hold a place
 * until the client leaves. Idempotent; nothing for a request that holds none.
 */
export function releaseBusyPlace(request: FastifyRequest): void {
  releases.get(request)?.();
}

/** Installs the `onRequest` hook described in the module comment. */
export function installBusyGuard(app: FastifyInstance, options: BusyGuardOptions): void {
  const { limit } = options;
  const retryAfter = String(options.retryAfterSeconds);
  let inProgress = 0;
  // A request's release: runs once, when its answer is handed over (`onSend`: its work is done)
  // or its response has ended. A client that hangs up early does not release its place: the
  // request's queries still run (releasing it let abandoned work pile up past the bound and
  // the database's throughput collapse under timing-out clients: docs/decisions/busy-guard.md).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    if (NO_DATABASE_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !(503 in response)) response[503] = ErrorBody;
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    releases.get(request)?.();
    done(null, payload);
  });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith(`${API_PREFIX}/`)) return;
    if (NO_DATABASE_PREFIXES.some((p) => url.startsWith(p))) return;
    if (inProgress < limit) {
      inProgress += 1;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inProgress -= 1;
        releases.delete(request);
      };
      releases.set(request, release);
      reply.raw.once('finish', release);
      reply.raw.once('close', () => {
        if (reply.sent) release();
      });
      return;
    }
    request.log.debug({ inProgress, limit }, 'busy: 503 server_busy');
    return reply.code(503).header('retry-after', retryAfter).send(errorBody('server_busy'));
  });
}
