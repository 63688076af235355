/**
 * Integration tests of `GET feed/timeline`, `feed/abyss`, `feed/feeds` through app.inject on a
 * real database: who sees what, strict newest-first order, offset paging without duplicates or
 * gaps, and cheap but exact `total_items`. Each test gets its own app (the abyss is global).
 */
import type { Entry, Page } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterEach(() => t?.close());

async function feed(
  tab: 'timeline' | 'abyss' | 'feeds',
  viewer: GivenUser | null,
  query: Record<string, number> = {},
) {
  const res = await t.app.inject({
    url: `/v1/feed/${tab}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(viewer ? { headers: viewer.bearer } : {}),
  });
  return res;
}

async function page(tab: 'timeline' | 'abyss', viewer: GivenUser | null, query = {}) {
  const res = await feed(tab, viewer, query);
  expect(res.statusCode).toBe(200);
  return res.json<Page<Entry>>();
}

async function subscribe(who: GivenUser, to: GivenUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/user/${to.username}/subscribe`,
    headers: who.bearer,
  });
  expect(res.statusCode).toBe(200);
}

const texts = (p: Page<Entry>) => p.items.map((e) => e.content.text);

describe('GET feed/timeline', () => {
  it('refuses a guest with 401 unauthorized', async () => {
    const res = await feed('timeline', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'unauthorized' });
  });

  it('shows what the people I follow post, newest first, with my own entries', async () => {
    const a = await given.user(t);
    const b = await given.user(t);
    const stranger = await given.user(t);
    await given.entry(t, a, { text: 'a: mine' });
    await subscribe(a, b);
    await given.entry(t, stranger, { text: 'stranger: not followed' });
    await given.entry(t, b, { text: 'b: hello' });

    const timeline = await page('timeline', a);
    expect(texts(timeline)).toEqual(['b: hello', 'a: mine']);
    expect(timeline.total_items).toBe(2);
    expect(timeline.items[0]!.user).toMatchObject({
      user_id: b.user_id,
      state: { is_me: false, me_subscribed: true },
    });
    expect(timeline.items[1]!.user.state.is_me).toBe(true);

    // B's own timeline does not show A (B does not follow A).
    expect(texts(await page('timeline', b))).toEqual(['b: hello']);
  });

  it('leaves out hidden-from-feed and deleted entries and non-active authors', async () => {
    const a = await given.user(t);
    const b = await given.user(t);
    const c = await given.user(t);
    await subscribe(a, b);
    await subscribe(a, c);
    await given.entry(t, b, { text: 'b: visible' });
    await given.entry(t, b, { text: 'b: hidden', is_hidden_from_feed: true });
    const gone = await given.entry(t, b, { text: 'b: deleted' });
    await t.app.inject({ method: 'DELETE', url: `/v1/entry/${gone.uuid}`, headers: b.bearer });
    await given.entry(t, c, { text: 'c: suspended soon' });
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${c.user_id}`);

    const timeline = await page('timeline', a);
    expect(texts(timeline)).toEqual(['b: visible']);
    expect(timeline.total_items).toBe(1);

    // The hidden entry lives on the author's profile only.
    const profile = await t.app.inject({ url: `/v1/user/${b.username}/entries` });
    expect(texts(profile.json())).toEqual(['b: hidden', 'b: visible']);
    expect(texts(await page('abyss', a))).toEqual(['b: visible']);
  });

  it('pages by offset strictly newest first, without duplicates or gaps', async () => {
    const me = await given.user(t);
    const authors = [await given.user(t), await given.user(t), await given.user(t)];
    for (const author of authors) await subscribe(me, author);
    const posted: string[] = [];
    for (let i = 0; i < 17; i++) {
      const author = i % 4 === 3 ? me : authors[(i * 7) % 3]!;
      const entry = await given.entry(t, author, { text: `post ${i}` });
      posted.push(entry.uuid);
    }
    const newestFirst = [...posted].reverse();

    const seen: Entry[] = [];
    for (let offset = 0; offset < 20; offset += 5) {
      const p = await page('timeline', me, { offset, limit: 5 });
      expect(p.total_items).toBe(17);
      seen.push(...p.items);
    }
    expect(seen.map((e) => e.uuid)).toEqual(newestFirst);
    const ids = seen.map((e) => e.entry_id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    // The default page is FEED_PAGE_SIZE (7).
    const first = await page('timeline', me);
    expect(first.items.map((e) => e.uuid)).toEqual(newestFirst.slice(0, 7));
  });

  it('answers 400 for a limit above 50 or a negative offset', async () => {
    const me = await given.user(t);
    expect((await feed('timeline', me, { limit: 51 })).statusCode).toBe(400);
    expect((await feed('timeline', me, { offset: -1 })).statusCode).toBe(400);
  });
});

describe('GET feed/abyss', () => {
  it('shows every public entry to anyone, newest first, with an exact total', async () => {
    const a = await given.user(t);
    const b = await given.user(t);
    await given.entry(t, a, { text: 'one' });
    await given.entry(t, b, { text: 'two' });
    await given.entry(t, a, { text: 'hidden', is_hidden_from_feed: true });
    await given.entry(t, b, { text: 'three' });

    const asGuest = await page('abyss', null);
    expect(texts(asGuest)).toEqual(['three', 'two', 'one']);
    expect(asGuest.total_items).toBe(3);
    expect(asGuest.items.every((e) => !e.user.state.is_me)).toBe(true);

    const asA = await page('abyss', a, { offset: 1, limit: 1 });
    expect(texts(asA)).toEqual(['two']);
    expect(asA.total_items).toBe(3);

    const empty = await page('abyss', null, { offset: 3 });
    expect(empty).toEqual({ items: [], total_items: 3 });
  });

  it('drops the entries of suspended, blocked and deleted authors from items and total', async () => {
    const users = [await given.user(t), await given.user(t), await given.user(t)];
    const keeper = await given.user(t);
    for (const u of users) await given.entry(t, u, { text: `by ${u.username}` });
    await given.entry(t, keeper, { text: 'kept' });
    const states = ['suspended', 'blocked', 'deleted'] as const;
    for (const [i, state] of states.entries()) {
      await t.db.execute(
        sql`update users set state = ${state} where user_id = ${users[i]!.user_id}`,
      );
    }
    const abyss = await page('abyss', null);
    expect(texts(abyss)).toEqual(['kept']);
    expect(abyss.total_items).toBe(1);
  });
});

describe('GET feed/feeds', () => {
  it('refuses a guest and gives someone who follows no feed an empty page (custom-feeds tests fill it)', async () => {
    const guest = await feed('feeds', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 'unauthorized' });

    const me = await given.user(t);
    await given.entry(t, me);
    const res = await feed('feeds', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total_items: 0 });
  });
});
