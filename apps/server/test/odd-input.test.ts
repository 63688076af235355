/**
 * Odd input is a 400, never a 500 (DESIGN.md §4 "bad input 400 with a catalogue status and no
 * row changed"), checked for every operation the OpenAPI document lists, so a new route is
 * covered the day it is added (the document served is the committed one: openapi.test.ts).
 *
 * Signed in as a real user (so the sign-in check does not answer first), each call carries one
 * odd value and is otherwise valid-looking:
 * - every string parameter — path, query, and each string field of the JSON body (built from the
 *   body's schema) — gets a U+0000 and, in turn, an unpaired surrogate (neither can be stored as
 *   PostgreSQL text: the first fails with SQLSTATE 22021, the second would be stored as U+FFFD);
 * - every numeric one gets Infinity, -Infinity, 1e400, 9999999999999999999999, 1.5 and -1 (in a
 *   query string as text; in a body as a JSON number where JSON can write it, and as text, which
 *   ajv coerces).
 * Each answer is 400 `bad_request` naming the field, and no row of the content tables changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { isSqlInputError } from '../src/lib/errors.ts';
import { type GivenUser, given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** The parts of an OpenAPI schema object the body builder reads. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  nullable?: boolean;
  const?: unknown;
  enum?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** Answers a stream that stays open (`text/event-stream`): read on a listening app instead. */
  stream: boolean;
}

/** An odd value as it is written in a URL (percent-encoded) and in JSON text. */
interface Odd {
  label: string;
  url: string;
  json: string[];
}

const ODD_STRINGS: Odd[] = [
  { label: 'U+0000', url: 'a%00b', json: [JSON.stringify('a\u0000b')] },
  // In a URL an unpaired surrogate can only be written as the invalid UTF-8 of one.
  { label: 'an unpaired surrogate', url: 'a%ED%A0%80b', json: [JSON.stringify('a\uD800b')] },
  { label: 'a lone low surrogate', url: 'a%ED%B0%80b', json: [JSON.stringify('\uDC00b')] },
];

const ODD_NUMBERS: Odd[] = [
  { label: 'Infinity', url: 'Infinity', json: ['"Infinity"'] },
  { label: '-Infinity', url: '-Infinity', json: ['"-Infinity"'] },
  { label: '1e400', url: '1e400', json: ['1e400', '"1e400"', '-1e400'] },
  {
    label: '9999999999999999999999',
    url: '9999999999999999999999',
    json: ['9999999999999999999999', '"9999999999999999999999"'],
  },
  { label: '1.5', url: '1.5', json: ['1.5', '"1.5"'] },
  { label: '-1', url: '-1', json: ['-1', '"-1"'] },
];

let t: TestApp;
let owner: GivenUser;
let operations: Operation[];
/** Real values for the path parameters, so the call without the odd value would be served. */
let params: Record<string, string>;
/** A live custom feed: the `{uuid}` of `feed/{uuid}…` paths (the others take the entry's). */
let feedUuid: string;
/** Real values for string body fields by name (the rest get a plain word). */
let strings: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  owner = await given.user(t);
  const other = await given.user(t);
  const entry = await given.entry(t, owner, { text: 'odd input #oddtag' });
  const comment = await given.comment(t, owner, entry);
  const feed = await t.app.inject({
    method: 'POST',
    url: '/v1/feeds',
    headers: owner.bearer,
    payload: { title: 'Odd feed', emoji: '🐱', tags: ['oddtag'] },
  });
  feedUuid = feed.json<{ payload: { uuid: string } }>().payload.uuid;
  params = {
    uuid: entry.uuid,
    username: other.username,
    slug: 'oddtag',
    uuidOrSlug: 'user-agreement',
    id: String(comment.comment_id),
  };
  strings = {
    email: owner.email,
    password: owner.password,
    logout_hash: owner.logout_hash,
    username: 'fresh_name',
    name: 'Fresh Name',
    text: 'a plain text',
    link: 'https://example.com/',
  };
  const doc = (await t.app.inject({ url: '/v1/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema: Schema }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      stream: op.responses?.['200']?.content?.['text/event-stream'] !== undefined,
    })),
  );
});
afterAll(() => t?.close());

/** The URL of `op` with its path parameters filled in, `odd` replacing parameter `name`. */
function urlOf(op: Operation, name?: string, odd?: string): string {
  return op.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    if (param === name && odd !== undefined) return odd;
    const value =
      op.path.startsWith('/v1/feed/{uuid}') && param === 'uuid' ? feedUuid : params[param];
    if (value === undefined) throw new Error(`no test value for {${param}} in ${op.path}`);
    return encodeURIComponent(value);
  });
}

/** Real values for required query parameters (the `@` / `#` suggestions' prefix). */
const QUERIES: Record<string, string> = { prefix: 'odd', token: '1.odd-unsubscribe-token-0000' };

/** `urlOf(op)` with its required query parameters given real values. */
function readUrlOf(op: Operation): string {
  const required = op.parameters.filter((p) => p.in === 'query' && p.required);
  if (required.length === 0) return urlOf(op);
  const query = required.map((p) => {
    const value = QUERIES[p.name];
    if (value === undefined) throw new Error(`no test value for ?${p.name} in ${op.path}`);
    return `${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`;
  });
  return `${urlOf(op)}?${query.join('&')}`;
}

/** The schema itself, or its first non-null branch of an `anyOf`. */
function concrete(schema: Schema): Schema {
  if (schema.anyOf) return concrete(schema.anyOf.find((s) => s.type !== 'null') ?? schema);
  return schema;
}

/**
 * A valid-looking value of `schema` for field `name`; numbers are 1, booleans false, a choice of
 * constants (`const`, `enum`, or an `anyOf` of them) its first.
 */
function sample(schema: Schema, name: string): unknown {
  const s = concrete(schema);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, sub]) => [key, sample(sub, key)]),
      );
    case 'array':
      return s.items ? [sample(s.items, name)] : [];
    case 'string':
      return s.const ?? s.enum?.[0] ?? strings[name] ?? 'word';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Slash paths (as `body/a/0`) of the string and of the numeric leaves of `schema`. */
function leaves(schema: Schema, path: string[] = []): { strings: string[][]; numbers: string[][] } {
  const s = concrete(schema);
  const out = { strings: [] as string[][], numbers: [] as string[][] };
  if (s.type === 'string') out.strings.push(path);
  if (s.type === 'integer' || s.type === 'number') out.numbers.push(path);
  const subs: [string, Schema][] =
    s.type === 'object'
      ? Object.entries(s.properties ?? {})
      : s.type === 'array' && s.items
        ? [['0', s.items]]
        : [];
  for (const [key, sub] of subs) {
    const inner = leaves(sub, [...path, key]);
    out.strings.push(...inner.strings);
    out.numbers.push(...inner.numbers);
  }
  return out;
}

/** JSON text of `body` with the leaf at `path` written as the raw JSON `raw`. */
function jsonWith(body: unknown, path: string[], raw: string): string {
  const MARK = '__odd_value__';
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1) as string] = MARK;
  return JSON.stringify(copy).replace(`"${MARK}"`, raw);
}

/** One odd call: what it is, and the request. */
interface Call {
  what: string;
  field: string;
  method: string;
  url: string;
  payload?: string;
}

/** Every odd call for every operation of the document. */
function oddCalls(): Call[] {
  const calls: Call[] = [];
  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    const body = op.body ? sample(op.body, '') : undefined;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (const p of op.parameters) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      const numeric = ['integer', 'number'].includes(concrete(p.schema).type ?? '');
      for (const odd of numeric ? ODD_NUMBERS : ODD_STRINGS) {
        const url =
          p.in === 'path'
            ? urlOf(op, p.name, odd.url)
            : `${urlOf(op)}?${encodeURIComponent(p.name)}=${odd.url}`;
        calls.push({
          what: `${name}: ${odd.label} in ${p.in} ${p.name}`,
          field: p.name,
          method: op.method,
          url,
          ...(payload === undefined ? {} : { payload }),
        });
      }
    }
    if (!op.body) continue;
    const found = leaves(op.body);
    for (const [kind, paths] of [
      [ODD_STRINGS, found.strings],
      [ODD_NUMBERS, found.numbers],
    ] as const) {
      for (const path of paths) {
        for (const odd of kind) {
          for (const raw of odd.json) {
            calls.push({
              what: `${name}: ${odd.label} (${raw}) in body/${path.join('/')}`,
              field: path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? '',
              method: op.method,
              url: urlOf(op),
              payload: jsonWith(body, path, raw),
            });
          }
        }
      }
    }
  }
  return calls;
}

/** Live rows of every table a call can change. */
async function state() {
  const [row] = await queryRows(
    t.db,
    sql`SELECT
          (SELECT count(*) FROM users)::int AS users,
          (SELECT count(*) FROM users WHERE state = 'active')::int AS active_users,
          (SELECT count(*) FROM sessions)::int AS sessions,
          (SELECT count(*) FROM sessions WHERE date_ended IS NULL)::int AS live_sessions,
          (SELECT count(*) FROM entries)::int AS entries,
          (SELECT count(*) FROM entries WHERE deleted_at IS NULL)::int AS live_entries,
          (SELECT count(*) FROM comments)::int AS comments,
          (SELECT count(*) FROM comments WHERE deleted_at IS NULL)::int AS live_comments,
          (SELECT count(*) FROM subscriptions)::int AS subscriptions,
          (SELECT count(*) FROM tags)::int AS tags,
          (SELECT count(*) FROM entry_tags)::int AS entry_tags,
          (SELECT count(*) FROM help_articles)::int AS help_articles`,
  );
  return row;
}

describe('odd input on every route of the OpenAPI document', () => {
  it('covers the routes and parameters the attack run found', () => {
    const calls = oddCalls().map((c) => c.what);
    for (const expected of [
      'POST /v1/entry: U+0000 ("a\\u0000b") in body/text',
      'POST /v1/entry/{uuid}/comments: U+0000 ("a\\u0000b") in body/text',
      'POST /v1/entry/{uuid}/comments: Infinity ("Infinity") in body/parent_id',
      'POST /v1/entry: U+0000 ("a\\u0000b") in body/link',
      'POST /v1/auth/login: U+0000 ("a\\u0000b") in body/email',
      'GET /v1/tag/{slug}: U+0000 in path slug',
      'GET /v1/user/{username}: U+0000 in path username',
      'GET /v1/help/{uuidOrSlug}: U+0000 in path uuidOrSlug',
      'GET /v1/feed/abyss: Infinity in query offset',
      'GET /v1/entry/{uuid}/comments: -Infinity in query last_id',
      'GET /v1/feed/abyss: 1e400 in query offset',
      'GET /v1/events: an unpaired surrogate in query watch',
    ]) {
      expect(calls).toContain(expected);
    }
  });

  it('serves every read when nothing odd is sent (the filled-in values are real)', async () => {
    // A stream never ends, so an injected read would never resolve; events.test.ts opens it.
    for (const op of operations.filter((o) => o.method === 'GET' && !o.stream)) {
      const res = await t.app.inject({ url: readUrlOf(op), headers: owner.bearer });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(200);
    }
  });

  it('answers each odd value 400 bad_request naming the field, and changes no row', async () => {
    const before = await state();
    const failures: string[] = [];
    for (const call of oddCalls()) {
      const res = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: {
          ...owner.bearer,
          ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      const body = res.json<{ status?: string; message?: string }>();
      const named =
        body.message?.includes(call.field) || body.message === 'The address is not valid.';
      if (res.statusCode !== 400 || body.status !== 'bad_request' || !named) {
        failures.push(`${call.what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await state()).toEqual(before);
  });
});

describe('what the rule lets through', () => {
  it('reads a percent sign sent escaped as text, not as a broken escape', async () => {
    const res = await t.app.inject({ url: '/v1/feeds?q=100%25ED%20%D0%BA%D0%BE%D1%82' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps text with paired surrogates (emoji) and other scripts exactly as sent', async () => {
    const text = 'Привет 😀 👩🏽‍💻 日本語 e\u0301';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: owner.bearer,
      payload: { text },
    });
    expect(res.statusCode).toBe(200);
    const uuid = res.json<{ payload: { uuid: string } }>().payload.uuid;
    const read = await t.app.inject({ url: `/v1/entry/${uuid}` });
    expect(read.json<{ content: { text: string } }>().content.text).toBe(text);
  });
});

describe('the safety net behind the rule', () => {
  it.each([
    ['U+0000 in text (22021)', sql`SELECT ${'a\u0000b'}::text AS v`],
    ['a number past bigint (22003)', sql`SELECT ${'9999999999999999999999'}::bigint AS v`],
    ['text that is no number (22P02)', sql`SELECT ${'Infinity'}::bigint AS v`],
  ])('recognises the database refusing %s as a client error', async (_what, query) => {
    const error = await queryRows(t.db, query).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isSqlInputError(error)).toBe(true);
  });

  it('does not take other database failures for client errors', async () => {
    const error = await queryRows(t.db, sql`SELECT * FROM no_such_table`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isSqlInputError(error)).toBe(false);
  });
});
