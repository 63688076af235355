/**
 * Rate limits (DESIGN.md §7 "rate limits on auth and writes"), on @fastify/rate-limit; every
 * refusal is 429 `too_many_requests` with `retry-after` (lib/errors.ts maps it).
 *
 * | limit | budget | key |
 * | --- | --- | --- |
 * | writes | WRITE_RATE_LIMIT per WRITE_RATE_WINDOW_MS, **one budget across every write** | account (address for a guest) |
 * | `POST auth/login`, `POST auth/register` | AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS, each route its own | address |
 * | `GET auth/captcha` | CAPTCHA_RATE_LIMIT per CAPTCHA_RATE_WINDOW_MS | address |
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
 * The counters live in this process's memory: with several server processes each keeps its own
 * (docs/decisions.md "Rate limits").
 */
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX } from '@potok/common';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';

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
 */
export async function installRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, { global: false });
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
