/**
 * One round trip per page (DESIGN.md §8; docs/decisions/one-round-trip.md): every
 * feed-type page — `GET feed/timeline`, `feed/abyss`, `feed/feeds`, `user/{username}/entries`,
 * `tag/{slug}/entries` and `entry/{uuid}` — sends ONE statement to the database besides the
 * auth hook's session lookup (none while the hook keeps the token's session), with entries
 * that carry tags, reactions, a bookmark and a subscription (all of the hydration), on an empty
 * page past the end (which still answers its total) and on the not-found answers. Counted at
 * the driver: every `query` of the app's `pg` pool (and of a client it lends) made on behalf of
 * the request (AsyncLocalStorage), so a page that took two statements, or a transaction, fails
 * here.
 *
 * Also: the hot statements are named prepared statements, and on PGlite (one Postgres
 * session behind its socket) a new pool connection finds none left over from the last one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Entry, Page } from '@potok/common';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTimelineRepository } from '../src/modules/timeline/timeline.repository.ts';
import { type GivenUser, given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;
let gone: GivenUser;
let bobEntry: Entry;

/** The statements sent for the request running in this async context. */
const requestStatements = new AsyncLocalStorage<string[]>();

/** The text of a `query` call's first argument (a string or a `{ text }` config). */
function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const { text, name } = config as { text?: string; name?: string };
  return text ?? `(prepared ${name})`;
}

/** A `query` that records its statement in the request's list (when there is one). */
function counting(query: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    requestStatements.getStore()?.push(textOf(args[0]));
    return query(...args);
  };
}

/**
 * Counts the pool's statements: its own `query` (what drizzle runs outside a transaction), and
 * the `query` of each client it lends by `connect()` (a transaction), seen through a proxy so
 * the pool's own use of that client is not counted twice. Recorded at the call, in the caller's
 * async context.
 */
function instrument(pool: pg.Pool) {
  const target = pool as unknown as {
    query: (...args: unknown[]) => unknown;
    connect: (...args: unknown[]) => unknown;
  };
  target.query = counting(target.query.bind(pool));
  const connect = target.connect.bind(pool);
  target.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(
      (client) =>
        new Proxy(client, {
          get(c, key) {
            if (key === 'query') return counting(c.query.bind(c) as never);
            const value = Reflect.get(c, key, c);
            return typeof value === 'function' ? value.bind(c) : value;
          },
        }),
    );
  };
}

/** True for the auth hook's session lookup (`sessions` by token hash). */
function isSessionLookup(text: string): boolean {
  return /from "sessions"/i.test(text) && /"token_hash"/.test(text);
}

/** Runs a GET and returns its answer with the statements it sent, session lookup apart. */
async function counted(url: string, viewer: GivenUser | null) {
  const statements: string[] = [];
  // `inject` answers a thenable that dispatches when awaited: awaited inside the context.
  const res = await requestStatements.run(
    statements,
    async () => await t.app.inject({ url, ...(viewer ? { headers: viewer.bearer } : {}) }),
  );
  return {
    res,
    sessions: statements.filter(isSessionLookup).length,
    page: statements.filter((s) => !isSessionLookup(s)),
  };
}

/**
 * Asserts one page statement and at most one session lookup per signed-in request (none for a
 * guest; none when the auth hook still keeps the token's session, modules/auth/session-cache.ts).
 */
async function expectOneStatement(url: string, viewer: GivenUser | null, status = 200) {
  const { res, sessions, page } = await counted(url, viewer);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  expect(sessions, `${url}: session lookups`).toBeLessThanOrEqual(viewer ? 1 : 0);
  expect(page, `${url}: statements besides the session lookup`).toHaveLength(1);
  return res;
}

async function post(url: string, who: GivenUser, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: who.bearer,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  instrument(t.handle.pool);
  [ann, bob, gone] = [await given.user(t), await given.user(t), await given.user(t)];
  await post(`/v1/user/${bob.username}/subscribe`, ann);
  await given.entry(t, ann, { text: 'mine #roundtrip' });
  bobEntry = await given.entry(t, bob, { text: 'first #roundtrip #second https://example.test/' });
  await given.entry(t, bob, { text: 'hidden from feeds', is_hidden_from_feed: true });
  await given.entry(t, bob, { text: 'third #Second' });
  await post(`/v1/entry/${bobEntry.uuid}/react`, ann, { react: 'heart' });
  await post(`/v1/entry/${bobEntry.uuid}/pin`, bob);
  await post('/v1/my/bookmarks', ann, {
    type: 'add',
    object: 'entry',
    entry_id: bobEntry.entry_id,
  });
  const feed = await post('/v1/feeds', bob, { title: 'Round', emoji: '🔁', tags: ['second'] });
  await post(`/v1/feed/${feed.json<{ payload: { uuid: string } }>().payload.uuid}/subscribe`, ann);
  await given.entry(t, gone, { text: 'soon suspended #roundtrip' });
  await t.db.execute(sql`UPDATE users SET state = 'suspended' WHERE user_id = ${gone.user_id}`);
  // Ann's materialized timeline, as a reader's is once the first read's build has run.
  await createTimelineRepository(t.db).buildTimelines([ann.user_id]);
});
afterAll(() => t?.close());

describe('one statement per page besides the session lookup', () => {
  const lists = () =>
    [
      ['/v1/feed/timeline', ann, 3],
      ['/v1/feed/abyss', ann, 3],
      ['/v1/feed/abyss', null, 3],
      ['/v1/feed/feeds', ann, 2],
      [`/v1/user/${bob.username}/entries`, ann, 3],
      [`/v1/user/${bob.username}/entries`, null, 3],
      ['/v1/tag/roundtrip/entries', ann, 2],
      ['/v1/tag/SECOND/entries', null, 2],
    ] as const;

  it('for every list, with the whole hydration (tags, reactions, bookmark, subscription)', async () => {
    for (const [url, viewer, total] of lists()) {
      const res = await expectOneStatement(url, viewer);
      const body = res.json<Page<Entry>>();
      expect(body.total_items, url).toBe(total);
      expect(body.items.length, url).toBe(total);
      const first = body.items.find((e) => e.uuid === bobEntry.uuid);
      if (first && viewer === ann) {
        expect(first.reactions).toEqual([{ react: 'heart', count: 1, is_mine: true }]);
        expect(first.state.is_bookmarked).toBe(true);
        expect(first.user.state.me_subscribed).toBe(true);
        expect(first.tags).toEqual(['roundtrip', 'second']);
      }
    }
    // The profile: pinned first, hidden-from-feed entries included.
    const profile = (await expectOneStatement(`/v1/user/${bob.username}/entries`, null)).json<
      Page<Entry>
    >();
    expect(profile.items.map((e) => e.content.text)).toEqual([
      bobEntry.content.text,
      'third #Second',
      'hidden from feeds',
    ]);
  });

  it('an empty page past the end answers its total, in one statement', async () => {
    for (const [url, viewer, total] of lists()) {
      const res = await expectOneStatement(`${url}?offset=40&limit=5`, viewer);
      expect(res.json(), url).toEqual({ items: [], total_items: total });
    }
  });

  it('a reader without a materialized timeline: the page in one statement, then a build asked once', async () => {
    const first = await counted('/v1/feed/timeline', bob);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.res.json<Page<Entry>>().items.map((e) => e.content.text)).toEqual([
      'third #Second',
      bobEntry.content.text,
    ]);
    // The page, then the build request: is one waiting already? no — queue one.
    expect(first.page).toHaveLength(3);
    expect(first.page.slice(1).every((s) => /\bjobs\b/.test(s))).toBe(true);
    // A second read finds the build waiting and asks no more.
    const second = await counted('/v1/feed/timeline', bob);
    expect(second.page).toHaveLength(2);
    // Once the list is built, a page is one statement again.
    await createTimelineRepository(t.db).buildTimelines([bob.user_id]);
    await expectOneStatement('/v1/feed/timeline', bob);
  });

  it('GET entry/{uuid}, found or not', async () => {
    const res = await expectOneStatement(`/v1/entry/${bobEntry.uuid}`, ann);
    expect(res.json<Entry>().uuid).toBe(bobEntry.uuid);
    await expectOneStatement('/v1/entry/00000000-0000-4000-8000-000000000000', null, 404);
  });

  it('an unknown tag or user, and an author who is not active, answer in one statement', async () => {
    const tag = await expectOneStatement('/v1/tag/nosuchtag/entries', ann, 404);
    expect(tag.json()).toMatchObject({ status: 'tag_not_found' });
    const user = await expectOneStatement('/v1/user/nosuchuser/entries', null, 404);
    expect(user.json()).toMatchObject({ status: 'user_not_found' });
    const suspended = await expectOneStatement(`/v1/user/${gone.username}/entries`, null, 403);
    expect(suspended.json()).toMatchObject({ status: 'user_suspended' });
  });

  it('the count is honest: a page read in two statements would be caught', async () => {
    // Two reads on behalf of one request are both seen (what a page of ids, then its
    // hydration, would send).
    const statements: string[] = [];
    await requestStatements.run(statements, async () => {
      await queryRows(t.db, sql`SELECT 1`);
      await t.db.transaction(async (tx) => {
        await queryRows(tx, sql`SELECT 2`);
      });
    });
    expect(statements.filter((s) => !isSessionLookup(s))).toEqual([
      'SELECT 1',
      'begin',
      'SELECT 2',
      'commit',
    ]);
  });
});

describe('prepared statements', () => {
  it('the session lookup and the pages are named prepared statements', async () => {
    // A token no request has used yet, so the auth hook looks its session up.
    const fresh = await given.user(t);
    const names: string[] = [];
    const pool = t.handle.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query;
    pool.query = (...args: unknown[]) => {
      const name = typeof args[0] === 'object' ? (args[0] as { name?: string }).name : undefined;
      if (name) names.push(name);
      return query(...args);
    };
    try {
      // The abyss: a first timeline read of a new person also asks for its list to be built.
      await expectOneStatement('/v1/feed/abyss', fresh);
    } finally {
      pool.query = query;
    }
    expect(names).toHaveLength(2);
    expect(names).toContain('auth_live_session');
    expect(names.find((n) => n.startsWith('p_'))).toBeDefined();
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite a new connection starts without the names of the one before',
    async () => {
      await expectOneStatement('/v1/feed/abyss', ann);
      const [before] = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements`,
      );
      expect(before!.n).toBeGreaterThan(0);
      // The pool's only connection goes (as after an idle time-out); PGlite keeps the names.
      const client = await t.handle.pool.connect();
      client.release(true);
      await expectOneStatement('/v1/feed/abyss', ann);
      await expectOneStatement('/v1/feed/timeline', ann);
    },
  );
});
