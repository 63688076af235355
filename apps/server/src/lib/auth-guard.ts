/**
 * Who is asking (DESIGN.md §4): resolves `request.viewer` from the `sid` cookie or an
 * `Authorization: Bearer <token>` header, enforces the CSRF rule, and gives routes a
 * "needs a user" hook (the per-account rate limit of writes is lib/rate-limits.ts).
 *
 * Routes:
 * ```ts
 * app.post('/entry', { onRequest: requireUser, schema }, async (request) => {
 *   const viewer = viewerOf(request); // { user_id, username }, never null after requireUser
 * });
 * ```
 */
import { API_PREFIX } from '@potok/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** The signed-in user of a request. */
export interface Viewer {
  user_id: number;
  username: string;
}

/** A resolved session: the user and the session row it came from. */
export interface ResolvedSession {
  viewer: Viewer;
  sessionId: number;
}

/** How the token of a request arrived. */
export type AuthVia = 'cookie' | 'bearer' | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    viewer: Viewer | null;
    /** Session row id of the signed-in user, or null. */
    sessionId: number | null;
    /** Where the token came from (null: none sent). */
    authVia: AuthVia;
  }
}

/** Methods that do not change state (exempt from the CSRF check). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the raw token of a request: Bearer header first, then the `sid` cookie. */
export function requestToken(request: FastifyRequest): { token: string; via: AuthVia } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

/**
 * DESIGN.md §4 CSRF rule for a state-changing request that does not use a Bearer token:
 * refused when `Sec-Fetch-Site` says another site, when `Origin` is not ours, or — if it carries
 * the session cookie — when neither header proves it is same-origin. Requests without any
 * cookie and without browser headers (API clients, tests) pass: they carry no ambient authority.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (requestToken(request)?.via === 'bearer') return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
    if (!own.has(origin)) return true;
    return false;
  }
  if (site !== undefined) return false;
  return request.cookies?.[SESSION_COOKIE] !== undefined;
}

/**
 * Installs on the root instance: the request decorators, an `onRequest` hook that resolves the
 * viewer with `resolve(token)` (null for an unknown, ended or expired token: the request is a
 * guest's) and then applies the CSRF rule (403 `forbidden`).
 */
export function installAuthGuard(
  app: FastifyInstance,
  options: {
    publicOrigin: string;
    resolve: (token: string) => Promise<ResolvedSession | null>;
  },
): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);
  app.addHook('onRequest', async (request) => {
    // Only the API has sessions: the web app's files and avatars skip the lookup.
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    if (isCrossSiteRequest(request, options.publicOrigin)) {
      throw new AppError('forbidden', 'Cross-site request refused (CSRF check).');
    }
    const found = requestToken(request);
    if (!found) return;
    const session = await options.resolve(found.token);
    if (!session) return;
    request.viewer = session.viewer;
    request.sessionId = session.sessionId;
    request.authVia = found.via;
  });
}

/**
 * Route `onRequest` hook: a guest gets 401 `unauthorized` before the body is parsed or
 * validated (a guest's malformed write is a 401, not a 400). Runs after the root hook above, so
 * the viewer is known.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw new AppError('unauthorized');
}

/** The viewer of a request that passed `requireUser` (throws 401 if there is none). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized');
  return request.viewer;
}
