/**
 * The OpenAPI document of the API (served at `/v1/docs/json`, committed as docs/api/openapi.json,
 * linted by Redocly's recommended rules in `npm test`): `registerOpenApi(app)`, called by app.ts
 * before any route, registers @fastify/swagger with the options below and the page at `/v1/docs`.
 *
 * What a route declares stays in the route (tags, summary, params, query, body, the 200 shape and
 * the statuses only its service can answer: 404, 409, a 403 of ownership). What follows from how
 * the server is built is added here, once, by the `transform` every API operation goes through, so
 * a route added later cannot forget it:
 *
 * | in the document | derived from |
 * | --- | --- |
 * | `operationId` | method + path (`operationIdOf`), unless the route's schema names one |
 * | `security` | the route's `onRequest: requireUser` → {@link SIGNED_IN}; otherwise {@link SIGNED_IN_OR_GUEST}; a route's own `schema.security` wins |
 * | 400 | every operation: the input guard (lib/input-guard.ts) walks params, query and body of every route, and a query string can be sent to any |
 * | 401 | every operation that needs a user |
 * | 403, 413, 415 | every state-changing method: the CSRF check (lib/auth-guard.ts), the body limit, the content-type parsers |
 * | 429 | every state-changing method (the shared write budget, lib/rate-limits.ts) and every route with a limit of its own (`config.rateLimit`) |
 * | 500, 503 | every operation: `internal_error`, and `server_busy` when more work waits for the database than the server accepts |
 * | descriptions | one sentence per HTTP code naming the catalogue statuses (packages/common/src/status.ts); a GET's 200 is its summary |
 *
 * Every error answer is the catalogue's `ErrorBody` (`{ status, message }`). The transform only
 * shapes the document: validation and serialisation still use the route's own schema.
 *
 * Security, decided: the API reads a session from the `sid` cookie or an `Authorization: Bearer`
 * header on every call (DESIGN.md §4). A call that needs a user lists the two schemes as
 * alternatives; every other call lists them as optional (`{}` first): it is answered to a guest,
 * and a signed-in viewer may get more (`state.is_me`, `me_subscribed`, a hidden entry of their
 * own) or, for register and login, `already_logged`. None lists `security: []`, which would say
 * the credentials are ignored.
 */
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, APP_VERSION, ErrorBody } from '@potok/common';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { requireUser } from './auth-guard.ts';

/** A security requirement list of OpenAPI (`[{ scheme: scopes }]`, alternatives). */
type Security = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;

/** Security of a call that needs a user: the session cookie or a Bearer token. */
export const SIGNED_IN: Security = [{ cookie: [] }, { bearer: [] }];

/** Security of a call open to guests that reads the session when there is one. */
export const SIGNED_IN_OR_GUEST: Security = [{}, { cookie: [] }, { bearer: [] }];

/** The tags of the API, in the order the documentation shows them; every operation uses one. */
export const API_TAGS = [
  {
    name: 'auth',
    description:
      'Accounts and sessions: the human check, registration, signing in and out, the session, ' +
      "password recovery by a mailed code, the account's e-mail address (verification and change).",
  },
  { name: 'entries', description: 'Entries: publishing one, reading one, deleting one of mine.' },
  {
    name: 'feeds',
    description:
      'Feeds of entries, newest first: my timeline, the abyss, the custom feeds I follow.',
  },
  {
    name: 'custom feeds',
    description:
      'Custom feeds: public, user-made sets of tags with a title and an emoji — making, editing, ' +
      'following, reporting them, the catalogue, and their entries.',
  },
  {
    name: 'users',
    description:
      "Profiles: a user's card, entries, subscribers and subscriptions; subscribing to a user, new-post notifications, reporting a user.",
  },
  {
    name: 'comments',
    description: "Comments: an entry's threads, a comment's replies, commenting on an entry.",
  },
  {
    name: 'help',
    description: 'Help articles (user agreement, privacy, contacts): the menu and one article.',
  },
  { name: 'tags', description: 'Tags: one tag and its public entries; reporting a tag.' },
  {
    name: 'bookmarks',
    description: "Bookmarks: adding and removing users, entries, comments and feeds; one's lists.",
  },
  {
    name: 'notifications',
    description:
      "Notifications: one's list by tab, marking them seen, read or hidden; the notification switches.",
  },
  {
    name: 'settings',
    description:
      'Account settings: profile and tint, password, sign-ins and ending them, permissions, how NSFW entries show, erasing the account.',
  },
  {
    name: 'search',
    description:
      'Search: users, tags and feed titles by prefix and similarity; entries and comments by full text with Russian word forms.',
  },
  {
    name: 'suggest',
    description: 'Suggestions while typing: usernames after `@` and tags after `#`.',
  },
  {
    name: 'events',
    description:
      'Live events: a server-sent events stream telling an open tab of new notifications and new entries.',
  },
  {
    name: 'files',
    description: 'Uploads: an image or a video to attach, its alt text, my uploaded files.',
  },
  {
    name: 'data export',
    description:
      'My data: an archive of everything Potok keeps about me, downloaded with my password.',
  },
  {
    name: 'mail',
    description: 'Mail: the one-click unsubscribe link of the daily digest.',
  },
] as const;

/** Methods that do not change state (no CSRF check, no body, no write budget). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The verb of a derived operationId, by HTTP method. */
const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'replace',
  PATCH: 'update',
  DELETE: 'delete',
};

/** `user-agreement` → `UserAgreement`. */
function pascal(segment: string): string {
  return segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/** `entries` → `entry`, `comments` → `comment` (the thing a POST to a collection creates). */
function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('s') && !noun.endsWith('ss')) return noun.slice(0, -1);
  return noun;
}

/**
 * The derived operationId of a route: a verb of the method (`get`, `create`, `replace`,
 * `update`, `delete`) and the path's fixed segments after `/v1` in PascalCase, parameters left
 * out; a POST names the singular of its last segment. `GET /v1/entry/:uuid` → `getEntry`,
 * `POST /v1/entry/:uuid/comments` → `createEntryComment`, `GET /v1/user/:username/entries` →
 * `getUserEntries`. A route whose path is not a noun (an action such as `auth/login`) or whose
 * derived id another route has names its own `operationId` in its schema; openapi.test.ts
 * checks every id is unique.
 *
 * @param method an HTTP method, any case
 * @param url the route's path as Fastify knows it (`/v1/entry/:uuid`)
 */
export function operationIdOf(method: string, url: string): string {
  const verb = VERBS[method.toUpperCase()] ?? method.toLowerCase();
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const nouns = path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  if (verb === 'create' && nouns.length > 0) {
    nouns[nouns.length - 1] = singular(nouns[nouns.length - 1] as string);
  }
  return verb + nouns.map(pascal).join('');
}

/** What an error answer with this HTTP code means, naming its catalogue statuses. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`).',
  401: 'Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`).',
  403: 'Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`).',
  404: 'Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`).',
  409: 'Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`).',
  413: 'Too large: the request body is over the size limit (`too_large`).',
  415: 'Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`).',
  422: 'Unprocessable: the `Idempotency-Key` was used within the last 24 hours for another request, another body or address (`idempotency_key_reused`).',
  429: 'Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`).',
  500: 'Internal error: the server failed; the answer holds no detail (`internal_error`).',
  503: 'Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`).',
};

/** The 401 of a call that needs a user (SIGNED_IN). */
const SIGNED_OUT_DESCRIPTION =
  'Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`).';

/** The `Retry-After` header of a 429 or 503 answer. */
const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** Description of a successful answer: a GET's summary, a write's `status`. */
function successDescription(schema: FastifySchema, write: boolean): string {
  if (write) {
    return 'Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object).';
  }
  return schema.summary ?? 'OK.';
}

/** Whether `route` runs `requireUser` before its handler. */
function needsUser(route: RouteOptions): boolean {
  const hooks = route.onRequest;
  if (hooks === undefined) return false;
  return (Array.isArray(hooks) ? hooks : [hooks]).includes(requireUser);
}

/** The HTTP codes every operation of `route` may answer whatever its service does. */
function derivedStatuses(route: RouteOptions, write: boolean, secured: boolean): number[] {
  const statuses = [400];
  if (secured) statuses.push(401);
  if (write) statuses.push(403, 413, 415);
  const ownLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit != null;
  if (write || ownLimit) statuses.push(429);
  statuses.push(500, 503);
  return statuses;
}

/** Id of the catalogue's error body among the shared schemas: `#/components/schemas/ErrorBody`. */
const ERROR_BODY_ID = 'ErrorBody';

/**
 * A response schema with the description (and headers) the document shows for it; the
 * catalogue's `ErrorBody` becomes a reference to its one component.
 */
function describedResponse(schema: unknown, description: string, code: number): object {
  const headers = code === 429 || code === 503 ? { headers: RETRY_AFTER } : {};
  const body = schema === ErrorBody ? { $ref: `${ERROR_BODY_ID}#` } : (schema as object);
  // An answer that is not JSON (`content` by media type: a stream, an archive) keeps its own
  // description: the generic ones speak of JSON bodies.
  const own = 'content' in body ? (body as { description?: unknown }).description : undefined;
  // `description` beside a `$ref` is read by @fastify/swagger as the response's description.
  return { ...body, ...headers, description: typeof own === 'string' ? own : description };
}

/**
 * @fastify/swagger's `transform`: the route's schema as the document shows it, with the derived
 * operationId, security and statuses (see the module's table). Routes outside `/v1` and routes
 * without a schema pass as they are (they are hidden).
 */
export const transformRoute: NonNullable<FastifyDynamicSwaggerOptions['transform']> = ({
  schema,
  url,
  route,
}) => {
  if (!url.startsWith(`${API_PREFIX}/`) || schema === undefined || schema.hide) {
    return { schema, url };
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const write = methods.some((method) => !SAFE_METHODS.has(method.toUpperCase()));
  const security = schema.security ?? (needsUser(route) ? SIGNED_IN : SIGNED_IN_OR_GUEST);
  const secured = security.length > 0 && security.every((r) => Object.keys(r).length > 0);

  const describe = (status: number): string => {
    if (status >= 200 && status < 300) return successDescription(schema, write);
    if (status === 401 && secured) return SIGNED_OUT_DESCRIPTION;
    return (
      ERROR_DESCRIPTIONS[status] ?? `Error ${status}: \`{ status, message }\` of the catalogue.`
    );
  };
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, object> = {};
  for (const [code, body] of Object.entries(own)) {
    const status = Number(code);
    response[code] = describedResponse(body, describe(status), status);
  }
  for (const status of derivedStatuses(route, write, secured)) {
    if (String(status) in response) continue;
    response[status] = describedResponse(ErrorBody, describe(status), status);
  }
  const ordered = Object.fromEntries(
    Object.entries(response).sort(([a], [b]) => Number(a) - Number(b)),
  );
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(methods[0] as string, route.url),
      security,
      response: ordered,
    },
  };
};

/**
 * The options @fastify/swagger is registered with: the document's `info` (with its licence),
 * `servers` (relative: the document works on any host it is served from), the tags, the two
 * security schemes, {@link transformRoute}, and shared schemas named by their `$id` in
 * `components.schemas` (`ErrorBody`).
 *
 * Licence: the repository declares no software licence; what binds a client of a Potok server's
 * API is that server's user agreement, so `info.license` points at it (a relative URL, resolved
 * against the server, as OpenAPI 3.0.3 §4.3 allows).
 */
function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Potok API',
        version: APP_VERSION,
        description:
          'The HTTP API of Potok, a plain, chronological social network. Reads return the resource or `{ items, total_items }`; writes return `{ status, payload? }`; every error is `{ status, message }` with a status of the catalogue and its HTTP code. Sign in with `POST /v1/auth/login`: the answer sets the `sid` cookie and carries a token for `Authorization: Bearer`.',
        license: { name: 'Potok user agreement', url: '/help/user-agreement' },
      },
      servers: [{ url: '/', description: 'The server this document is served from.' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by `auth/login` and `auth/register`.',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token of `auth/login` and `auth/register` (`payload.token`).',
          },
        },
      },
    },
    transform: transformRoute,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}

/**
 * Registers on `app` (the root instance, before any route): the catalogue's error body as the
 * shared schema `ErrorBody`, @fastify/swagger with {@link swaggerOptions} (the document at
 * `/v1/docs/json`) and its interactive page at `/v1/docs`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema({ ...ErrorBody, $id: ERROR_BODY_ID });
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}
