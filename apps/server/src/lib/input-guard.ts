/**
 * One rule for odd input on every route (DESIGN.md §4 "bad input 400 with a catalogue status and
 * no row changed"): a request whose path parameters, query string or parsed body hold
 *
 * - a string PostgreSQL `text` cannot store — U+0000 (SQLSTATE 22021 on both drivers) or a lone
 *   UTF-16 surrogate (U+D800–U+DFFF unpaired; both drivers encode it as UTF-8 U+FFFD, so the
 *   stored text would silently differ from the one sent) — in a value or an object key, or
 * - a number that is not finite (`offset=Infinity`, `last_id=-Infinity`, `offset=1e400`),
 *
 * - a query-string name or value whose percent-escapes are not UTF-8 (`?q=a%ED%A0%80b`, a lone
 *   surrogate written as bytes): the query-string parser leaves such a value undecoded instead of
 *   refusing it, so the raw query string is read for it,
 *
 * is answered 400 `bad_request` before its handler runs, so before any query made from it.
 *
 * Why after validation (`preHandler`): ajv's type coercion turns the query strings "Infinity"
 * and "1e400" into `Infinity` and then skips `minimum`/`maximum` for a value that is not finite,
 * so the schema bounds (`MAX_INTEGER_INPUT` in packages/common) cannot refuse them; the coerced
 * values are only visible once validation has run. JSON bodies cannot carry `Infinity` past
 * validation (ajv's integer and number types require a finite value), but the walk covers
 * them too.
 *
 * Installed once on the root instance (app.ts); it applies to every route, including those
 * added later.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A UTF-16 surrogate without its partner (matched code unit by code unit: no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The longest field path quoted in a message (a path is made of the request's own keys). */
const MAX_PATH_CHARS = 100;

/** Why a value was refused, or null when it may reach the database. */
export function oddValue(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'holds the character U+0000, which cannot be stored';
    if (LONE_SURROGATE.test(value)) return 'holds an unpaired surrogate (not valid Unicode text)';
    return null;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return 'must be a finite number';
  }
  return null;
}

/**
 * Whether `value` is an array or a plain object whose members should be walked: a JSON object,
 * or a null-prototype record such as the router's path parameters (find-my-way's `NullObject`,
 * whose prototype has itself no prototype). Buffers and streams are not walked.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The first odd string or number in `root` (walked without recursion, so a deeply nested body
 * cannot exhaust the stack), as `{ path, reason }` with a slash path such as `body/text`, or null.
 *
 * @param root a request part: `params`, `query` or `body`
 * @param name the part's name in messages (`params`, `querystring`, `body`)
 */
export function findOddInput(root: unknown, name: string): { path: string; reason: string } | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: name }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    const reason = oddValue(value);
    if (reason) return { path, reason };
    if (!isContainer(value)) continue;
    for (const [key, member] of Object.entries(value)) {
      const keyReason = oddValue(key);
      if (keyReason) return { path: `a key in ${path}`, reason: keyReason };
      stack.push({ value: member, path: `${path}/${key}` });
    }
  }
  return null;
}

/** The request parts the guard walks, with their names in error messages (as ajv names them). */
const PARTS = [
  ['params', (r: FastifyRequest) => r.params],
  ['querystring', (r: FastifyRequest) => r.query],
  ['body', (r: FastifyRequest) => r.body],
] as const;

/**
 * The name of the first query-string parameter (`name=value` pair, as sent) whose name or value
 * does not decode as UTF-8 percent-encoding, or null. `url` is the raw request URL.
 */
export function undecodableQueryParam(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.replace(/\+/g, ' ').split(/=(.*)/s);
    try {
      decodeURIComponent(value);
      decodeURIComponent(name);
    } catch {
      try {
        return decodeURIComponent(name);
      } catch {
        return 'a name';
      }
    }
  }
  return null;
}

/**
 * Installs the guard on `app` (the root instance, before the routes): a `preHandler` hook that
 * throws `AppError('bad_request')` naming the part and field, e.g.
 * "The request is not valid: body/text holds the character U+0000, which cannot be stored."
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const undecodable = undecodableQueryParam(request.url);
    if (undecodable !== null) {
      throw new AppError(
        'bad_request',
        `The request is not valid: querystring/${undecodable.slice(0, MAX_PATH_CHARS)} is not UTF-8.`,
      );
    }
    for (const [name, read] of PARTS) {
      const odd = findOddInput(read(request), name);
      if (!odd) continue;
      const path =
        odd.path.length > MAX_PATH_CHARS ? `${odd.path.slice(0, MAX_PATH_CHARS)}…` : odd.path;
      throw new AppError('bad_request', `The request is not valid: ${path} ${odd.reason}.`);
    }
  });
}
