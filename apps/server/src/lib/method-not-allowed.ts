/**
 * `405 method_not_allowed` with `Allow` for a known path called with a method it does not have
 * (RFC 9110 §15.5.6; docs/decisions/method-not-allowed.md). Fastify's router answers every
 * unmatched method and path alike, through the not-found handler; this module remembers each
 * route's path and methods as it is added (`onRoute`) and tells that handler which methods a
 * request path has. A path no route has stays a 404 (and a browser route gets the web app).
 *
 * Paths are Fastify's route syntax as the server uses it: static segments and `:param` segments
 * (one segment each, never `/`). A catch-all route (`*`, the static files' `/*`) is left out: it
 * would make every path known.
 */
import type { FastifyInstance } from 'fastify';

/** The methods of the routes whose path matches a request path. */
export interface RouteMethods {
  /**
   * The methods the routes of `url`'s path (the query is ignored) answer — HEAD with GET — in
   * a fixed order, or null when no route has that path.
   */
  allowed(url: string): string[] | null;
}

/** Order of the methods in `Allow`. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A matcher of a route path: a regular expression over the request path. */
function matcherOf(routePath: string): RegExp | null {
  if (routePath.includes('*')) return null;
  const segments = routePath.split('/').map((segment) =>
    segment
      .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join(''),
  );
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Starts collecting the routes of `app` (call before any route is added: the hook sees only the
 * routes added after it, in every plugin).
 */
export function collectRouteMethods(app: FastifyInstance): RouteMethods {
  const byPath = new Map<string, { matcher: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const matcher = matcherOf(route.url);
    if (!matcher) return;
    const entry = byPath.get(route.url) ?? { matcher, methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
    byPath.set(route.url, entry);
  });
  return {
    allowed(url) {
      const query = url.indexOf('?');
      const pathname = query === -1 ? url : url.slice(0, query);
      const methods = new Set<string>();
      for (const { matcher, methods: own } of byPath.values()) {
        if (matcher.test(pathname)) for (const method of own) methods.add(method);
      }
      if (methods.size === 0) return null;
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort(
        (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
      );
    },
  };
}
