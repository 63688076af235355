/**
 * Rate limits (DESIGN.md §7 "rate limits on auth and writes"), on @fastify/rate-limit; every
 * refusal is 429 `too_many_requests` with `retry-after` (lib/errors.ts maps it).
 *
 * | limit | budget | key |
 * | --- | --- | --- |
 * | writes | WRITE_RATE_LIMIT per WRITE_RATE_WINDOW_MS, **one budget across every write** | account (address for a guest) |
 * | `POST auth/login`, `POST auth/register` | AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS, each route its own | address |
 * | `GET auth/captcha` | CAPTCHA_RATE_LIMIT per CAPTCHA_RATE_WINDOW_MS | address |
 * | `POST auth/login`, failed, for one account | LOGIN_ACCOUNT_FAILURES per LOGIN_ACCOUNT_WINDOW_MS | the account's normalised e-mail, any address (`createWindowCounter`, modules/auth/login-throttle.ts) |
 *
 * A write is every state-changing call under `/v1` (not GET, HEAD or OPTIONS) that has no limit
 * of its own: entries, comments, subscribe, unsubscribe, logout, and any write added later —
 * the write limiter is attached by an `onRoute` hook, so a route cannot forget it. It is one
 * limiter with one store: @fastify/rate-limit's route config (and its `groupId`) gives each
 * route its own in-memory store, which let one account make 60 writes per route per window.
 * It runs after the route's own `onRequest` hooks, so a guest's write to a signed-in route is
 * a 401 that spends nothing.
 *
 * Every limited route must declare 429 in its response schema (the OpenAPI document lists what
 * a client can get): `installRateLimits` throws at start-up for a write route that does not.
 *
 * Where the counters live (docs/decisions/several-processes.md): on
 * PostgreSQL, in the database (`rate_limits`, `PgRateLimitStore` below), so that every server
 * process on it draws on one budget per client; on the embedded database, which one process
 * owns, in that process's memory (@fastify/rate-limit's own store).
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { API_PREFIX } from '@potok/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import { type Db, queryPrepared } from '../db/client.ts';

/** Methods that do not change state: never counted as writes. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The write limiter's key: the account, or the address of a guest. */
export function writerKey(request: FastifyRequest): string {
  return request.viewer ? `user:${request.viewer.user_id}` : `ip:${request.ip}`;
}

/** Whether a route's response schema declares 429. */
function declares429(route: RouteOptions): boolean {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return response !== undefined && ('429' in response || 429 in response);
}

/** Whether `route` is a write of the API the shared write budget covers. */
function isLimitedWrite(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = route.config as { rateLimit?: unknown } | undefined;
  return (
    route.url.startsWith(`${API_PREFIX}/`) &&
    methods.some((m) => !SAFE_METHODS.has(m.toUpperCase())) &&
    config?.rateLimit == null
  );
}

/**
 * Registers @fastify/rate-limit (no global limit) and the shared write limiter on `app` (the
 * root instance, before any route). Throws, when a route is added, for a write route without a
 * 429 response.
 *
 * @param shared the database that several server processes share (PostgreSQL): the counters
 *   are kept in it (`PgRateLimitStore`). Without it they are kept in this process's memory.
 */
export async function installRateLimits(
  app: FastifyInstance,
  config: Config,
  shared?: Db,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: pgRateLimitStore(shared) } : {}),
  });
  const writes = app.rateLimit({
    max: config.writeRateLimit.max,
    timeWindow: config.writeRateLimit.windowMs,
    keyGenerator: writerKey,
  }) as unknown as onRequestHookHandler;
  app.addHook('onRoute', (route) => {
    if (!isLimitedWrite(route)) return;
    if (!declares429(route)) {
      throw new Error(`${route.method} ${route.url} is rate limited: declare 429 in its response`);
    }
    const own = route.onRequest;
    route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), writes];
  });
}

/**
 * Route config of `POST auth/login` and `POST auth/register`: AUTH_RATE_LIMIT per
 * AUTH_RATE_WINDOW_MS per address, each route counted on its own.
 */
export function authLimit(config: Config) {
  return {
    rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
  };
}

/**
 * Route config of `GET auth/captcha`: CAPTCHA_RATE_LIMIT per CAPTCHA_RATE_WINDOW_MS per address
 * (each call signs a challenge and records it, so it is a write in all but method).
 */
export function captchaLimit(config: Config) {
  return {
    rateLimit: { max: config.captchaRateLimit.max, timeWindow: config.captchaRateLimit.windowMs },
  };
}

/** What a store answers @fastify/rate-limit: requests counted, ms until the window ends. */
interface Count {
  current: number;
  ttl: number;
}
type CountCallback = (error: Error | null, count: Count) => void;

/** Increments between two sweeps of ended windows, per process. */
export const SWEEP_EVERY = 200;

/** Ended windows one sweep deletes at most. */
export const SWEEP_BATCH = 500;

/**
 * The part of the options @fastify/rate-limit gives a store's `child` that it reads: the route
 * it limits (`{}` for a limiter made with `app.rateLimit()`). Its typings say route options.
 */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limits` (db/schema/
 * shared-state.ts) in `db`, shared by every server process on it: a client gets each limit
 * once, whichever process answers it.
 *
 * - Each hit is one statement, an upsert of the row of (limit, key): a new row or a row whose
 *   window has ended starts a window of `timeWindow` ms at 1; otherwise its count goes up by
 *   one. PostgreSQL serialises concurrent upserts of one row, so no hit is lost or counted
 *   twice between processes. The window is fixed (it does not slide), as in the memory store.
 * - Each limit has its own keys: a route's limit (`config.rateLimit`) is named by its method and
 *   path, e.g. `POST /v1/auth/login|127.0.0.1`; a limiter made with `app.rateLimit()` (the
 *   shared write budget) by `limit`, its keys told apart by its key generator (`user:7`).
 * - Every SWEEP_EVERY hits, a process deletes up to SWEEP_BATCH rows whose window ended,
 *   skipping rows another statement holds, so the table keeps about the clients of the last
 *   window.
 * - A database error fails the request as any other database error does (no request passes
 *   uncounted).
 *
 * @returns the store class @fastify/rate-limit instantiates (`store` option)
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  const sweep = async () => {
    await queryPrepared(
      db,
      sql`DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits WHERE window_ends < now()
             LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
    );
  };

  return class PgRateLimitStore {
    /** The limit's name and `|`, before every key of this store. */
    private readonly prefix: string;

    /** @fastify/rate-limit passes its options; `child` passes the limit's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'limit|';
    }

    incr(key: string, callback: CountCallback, timeWindow: number): void {
      const run = async (): Promise<Count> => {
        const [row] = await queryPrepared<{ hits: number; ttl_ms: number }>(
          db,
          sql`INSERT INTO rate_limits AS r (key, hits, window_ends)
              VALUES (${this.prefix + key}, 1, now() + ${timeWindow}::float8 * interval '1 ms')
              ON CONFLICT (key) DO UPDATE SET
                hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
                window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends
                                   ELSE r.window_ends END
              RETURNING hits::float8 AS hits,
                        greatest(0, extract(epoch FROM window_ends - now()) * 1000)::float8 AS ttl_ms`,
        );
        hitsSinceSweep += 1;
        if (hitsSinceSweep >= SWEEP_EVERY) {
          hitsSinceSweep = 0;
          await sweep();
        }
        return { current: Number(row!.hits), ttl: Math.ceil(Number(row!.ttl_ms)) };
      };
      run().then(
        (count) => callback(null, count),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    /** The count of `key` without counting a hit (`{ increment: false }`). */
    read(key: string, callback: CountCallback): void {
      queryPrepared<{ hits: number; ttl_ms: number }>(
        db,
        sql`SELECT hits::float8 AS hits,
                   (extract(epoch FROM window_ends - now()) * 1000)::float8 AS ttl_ms
              FROM rate_limits WHERE key = ${this.prefix + key} AND window_ends > now()`,
      ).then(
        ([row]) =>
          callback(
            null,
            row
              ? { current: Number(row.hits), ttl: Math.ceil(row.ttl_ms) }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    /** The store of one limit: a route's (by method and path) or `app.rateLimit()`'s. */
    child(options: object): PgRateLimitStore {
      const { method, url } = (options as ChildOptions).routeInfo ?? {};
      if (!url) return new PgRateLimitStore('limit|');
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new PgRateLimitStore(`${methods} ${url}|`);
    }
  };
}

/** One count of a `WindowCounter`: hits in the window, and when the window ends. */
export interface WindowCount {
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
  /** When the window ends, ms since the epoch: names the window (one per key at a time). */
  windowEnds: number;
}

/**
 * A fixed-window counter of `rate_limits` rows under `name|`, on either database — for a limit
 * a route's config cannot express, such as the failed logins of one account from any address
 * (modules/auth/login-throttle.ts). Kept in the database on the embedded database too: it
 * counts only what is rare and already costs a query (a login), and one code path serves both.
 *
 * - `hit(key, windowMs)`: one upsert, as `PgRateLimitStore.incr` (a new row or an ended window
 *   starts at 1; PostgreSQL serialises concurrent upserts of one row, so no hit is lost between
 *   processes), returning the count. Every SWEEP_EVERY hits of this counter, up to SWEEP_BATCH
 *   ended rows (of any limit) are deleted.
 * - `clear(key)`: deletes the row (the window starts again at the next hit).
 */
export function createWindowCounter(db: Db, name: string) {
  let hitsSinceSweep = 0;
  const rowKey = (key: string) => `${name}|${key}`;
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await queryPrepared<{ hits: number; ttl_ms: number; ends_ms: number }>(
        db,
        sql`INSERT INTO rate_limits AS r (key, hits, window_ends)
            VALUES (${rowKey(key)}, 1, now() + ${windowMs}::float8 * interval '1 ms')
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
              window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends
                                 ELSE r.window_ends END
            RETURNING hits::float8 AS hits,
                      greatest(0, extract(epoch FROM window_ends - now()) * 1000)::float8 AS ttl_ms,
                      (extract(epoch FROM window_ends) * 1000)::float8 AS ends_ms`,
      );
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await queryPrepared(
          db,
          sql`DELETE FROM rate_limits WHERE key IN (
                SELECT key FROM rate_limits WHERE window_ends < now()
                 LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
        );
      }
      return {
        hits: Number(row!.hits),
        retryAfterMs: Math.ceil(Number(row!.ttl_ms)),
        windowEnds: Math.round(Number(row!.ends_ms)),
      };
    },

    async clear(key: string): Promise<void> {
      await queryPrepared(db, sql`DELETE FROM rate_limits WHERE key = ${rowKey(key)}`);
    },
  };
}

/** A fixed-window counter in the database (`createWindowCounter`). */
export type WindowCounter = ReturnType<typeof createWindowCounter>;
