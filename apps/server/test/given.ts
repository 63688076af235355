/**
 * Fixture factories (CONVENTIONS.md "Tests"): `given.user(t)` makes a registered, signed-in
 * user. Areas add their own factories to the `given` object below (`given.entry`,
 * `given.comment`, …) — keep each one a plain async function of the TestApp and overrides.
 *
 * ```ts
 * const alice = await given.user(t, { username: 'alice' });
 * await t.app.inject({ method: 'POST', url: '/v1/entry', headers: alice.bearer, payload });
 * await t.app.inject({ method: 'POST', url: '/v1/entry', headers: alice.cookie, payload });
 * ```
 */
import { randomBytes } from 'node:crypto';
import type { Comment, CommentCreateBody, Entry, EntryCreateBody } from '@potok/common';
import { TEST_ORIGIN, type TestApp } from './harness.ts';

/** A registered user with a live session. */
export interface GivenUser {
  user_id: number;
  username: string;
  name: string;
  email: string;
  /** The plain password (for login tests). */
  password: string;
  /** The raw session token. */
  token: string;
  /** The session's logout hash. */
  logout_hash: string;
  /** Headers authenticating by `Authorization: Bearer`. */
  bearer: { authorization: string };
  /** Headers authenticating by the `sid` cookie, same-origin (passes the CSRF check). */
  cookie: { cookie: string; origin: string };
}

/** What `given.user` lets a test choose; the rest is made unique. */
export interface GivenUserOverrides {
  username?: string;
  name?: string;
  email?: string;
  password?: string;
}

let counter = 0;

/** A unique suffix: lower-case letters and digits. */
function unique(): string {
  counter += 1;
  return `${randomBytes(3).toString('hex')}${counter}`;
}

/**
 * Creates a user through the app's auth service (same rules and hashing as `POST auth/register`,
 * without the human check) and signs it in.
 */
async function user(t: TestApp, overrides: GivenUserOverrides = {}): Promise<GivenUser> {
  const id = unique();
  const input = {
    username: overrides.username ?? `u_${id}`,
    name: overrides.name ?? `User ${id}`,
    email: overrides.email ?? `u_${id}@example.test`,
    password: overrides.password ?? `password-${id}`,
  };
  const { user: row, token, logoutHash } = await t.services.auth.createAccount(input, 'vitest');
  return {
    user_id: row.userId,
    username: row.username,
    name: row.name,
    email: row.email,
    password: input.password,
    token,
    logout_hash: logoutHash,
    bearer: { authorization: `Bearer ${token}` },
    cookie: { cookie: `sid=${token}`, origin: TEST_ORIGIN },
  };
}

/** Throws with the answer's body unless the inject answered 200. */
function expectOk(what: string, res: { statusCode: number; body: string }): void {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

/**
 * Publishes an entry as `author` through `POST /v1/entry` (the real route, rules and counters).
 * `overrides` is the compose body; text defaults to a unique sentence.
 * @returns the `Entry` payload as the author sees it
 */
async function entry(
  t: TestApp,
  author: GivenUser,
  overrides: EntryCreateBody = {},
): Promise<Entry> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/entry',
    headers: author.bearer,
    payload: { text: `Entry ${unique()}`, ...overrides },
  });
  expectOk('given.entry', res);
  return res.json<{ payload: Entry }>().payload;
}

/**
 * Comments on `target` (an entry or its uuid) as `author` through
 * `POST /v1/entry/{uuid}/comments`; `overrides` is the comment body (e.g. `{ parent_id }`).
 * @returns the `Comment` payload
 */
async function comment(
  t: TestApp,
  author: GivenUser,
  target: Entry | string,
  overrides: CommentCreateBody = {},
): Promise<Comment> {
  const uuid = typeof target === 'string' ? target : target.uuid;
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/entry/${uuid}/comments`,
    headers: author.bearer,
    payload: { text: `Comment ${unique()}`, ...overrides },
  });
  expectOk('given.comment', res);
  return res.json<{ payload: Comment }>().payload;
}

/** Fixture factories; areas add theirs here. */
export const given = {
  user,
  entry,
  comment,
};

/** What `callApi` is asked: method, the path after `/v1/`, who signs it, the body. */
export type ApiCall = [
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  as?: GivenUser,
  payload?: Record<string, unknown> | string,
];

/**
 * One API call through `app.inject`: `url` after `/v1/`, signed as `as` (its bearer header) when
 * given; a string `payload` is sent as form data (`application/x-www-form-urlencoded`), an object
 * as JSON.
 */
export function callApi(t: TestApp, ...[method, url, as, payload]: ApiCall) {
  return t.app.inject({
    method,
    url: `/v1/${url}`,
    headers: {
      ...(as ? as.bearer : {}),
      ...(typeof payload === 'string'
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}
