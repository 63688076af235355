/**
 * Integration tests of `GET tag/{slug}` and `GET tag/{slug}/entries` through app.inject on a
 * real database: the tag as a client sees it, case-insensitive lookup of percent-encoded
 * Cyrillic slugs, what the page shows (the abyss's rules within the tag), strict newest-first
 * paging without duplicates, and an exact `total_items` from the maintained
 * `tag_author_stats` counter.
 */
import type { Entry, Page, Tag } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

/** A tag name no other test uses (letters only: a tag is letters, digits and `_`). */
let tagCounter = 0;
function freshTag(base: string): string {
  tagCounter += 1;
  return `${base}${'абвгдежзиклмнопрстуфхцчшщ'[tagCounter]}`;
}

/** `/v1/tag/{slug}…` with the slug percent-encoded, as a browser sends it. */
function tagUrl(slug: string, rest = ''): string {
  return `/v1/tag/${encodeURIComponent(slug)}${rest}`;
}

async function entriesOf(
  slug: string,
  viewer: GivenUser | null = null,
  query: Record<string, number> = {},
) {
  const res = await t.app.inject({
    url: tagUrl(slug, '/entries'),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(viewer ? { headers: viewer.bearer } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Entry>>();
}

async function remove(author: GivenUser, entry: Entry) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/v1/entry/${entry.uuid}`,
    headers: author.bearer,
  });
  expect(res.statusCode).toBe(200);
}

async function setState(user: GivenUser, state: string) {
  await t.db.execute(sql`update users set state = ${state} where user_id = ${user.user_id}`);
}

/** Rows of `tag_author_stats` that differ from a recount of the rows they count. */
async function counterDrift() {
  return queryRows(
    t.db,
    sql`
      SELECT coalesce(c.tag_id, st.tag_id) AS tag_id, c.n, st.feed_entries_count
      FROM (
        SELECT et.tag_id, e.user_id, count(*) FILTER (WHERE e.deleted_at IS NULL)::int AS n
        FROM entry_tags et JOIN entries e ON e.entry_id = et.entry_id
        WHERE NOT e.is_hidden_from_feed
        GROUP BY et.tag_id, e.user_id
      ) c FULL JOIN tag_author_stats st ON st.tag_id = c.tag_id AND st.user_id = c.user_id
      WHERE c.n IS DISTINCT FROM st.feed_entries_count`,
  );
}

const texts = (p: Page<Entry>) => p.items.map((e) => e.content.text);

describe('GET tag/{slug}', () => {
  it('answers the tag: lower-case slug, first spelling, first use, flags', async () => {
    const name = freshTag('Поток');
    const slug = name.toLowerCase();
    const author = await given.user(t);
    const first = await given.entry(t, author, { text: `Читаю #${name} по вечерам` });
    await given.entry(t, author, { text: `И снова #${name.toUpperCase()}` });

    const res = await t.app.inject({ url: tagUrl(slug) });
    expect(res.statusCode).toBe(200);
    const tag = res.json<Tag>();
    expect(tag).toEqual({
      tag_id: expect.any(Number),
      slug,
      label: name,
      date_added: first.meta.date_added,
      state: { is_official: false, is_nsfw: false },
    });

    await t.db.execute(
      sql`update tags set is_official = true, is_nsfw = true where tag_id = ${tag.tag_id}`,
    );
    const flagged = await t.app.inject({ url: tagUrl(slug) });
    expect(flagged.json<Tag>().state).toEqual({ is_official: true, is_nsfw: true });
  });

  it('finds the tag whatever the case of the address (/tag/ПОТОК finds поток)', async () => {
    const name = freshTag('поток');
    const author = await given.user(t);
    await given.entry(t, author, { text: `#${name}` });
    for (const spelling of [
      name,
      name.toUpperCase(),
      `${name[0]!.toUpperCase()}${name.slice(1)}`,
    ]) {
      const res = await t.app.inject({ url: tagUrl(spelling) });
      expect(res.statusCode).toBe(200);
      expect(res.json<Tag>().slug).toBe(name);
      expect((await entriesOf(spelling)).total_items).toBe(1);
    }
    // The percent-encoded form is what a browser sends for /t/ПОТОК.
    expect(tagUrl(name.toUpperCase())).toMatch(/^\/v1\/tag\/(%[0-9A-F]{2})+$/);
  });

  it('answers 404 tag_not_found for an unknown tag, on both calls', async () => {
    for (const url of [tagUrl('нет_такого'), tagUrl('нет_такого', '/entries'), tagUrl('#x')]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'tag_not_found', message: expect.any(String) });
    }
  });

  it('answers 400 tag_slug_required for a blank slug', async () => {
    const res = await t.app.inject({ url: '/v1/tag/%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'tag_slug_required' });
  });
});

describe('GET tag/{slug}/entries', () => {
  it('shows the entries carrying the tag to anyone, newest first, with an exact total', async () => {
    const name = freshTag('книги');
    const a = await given.user(t);
    const b = await given.user(t);
    await given.entry(t, a, { text: `первая #${name}` });
    await given.entry(t, b, { text: 'без тега' });
    await given.entry(t, b, { text: `вторая #${name} #другое` });
    await given.entry(t, a, { text: `> цитата с #${name}\nтретья` });

    const asGuest = await entriesOf(name);
    expect(texts(asGuest)).toEqual([
      `> цитата с #${name}\nтретья`,
      `вторая #${name} #другое`,
      `первая #${name}`,
    ]);
    expect(asGuest.total_items).toBe(3);
    expect(asGuest.items.every((e) => e.tags.includes(name))).toBe(true);
    expect(asGuest.items.every((e) => !e.user.state.is_me)).toBe(true);
    expect(asGuest.items[1]!.tags).toEqual(['другое', name]);

    const asA = await entriesOf(name, a);
    expect(asA.items.map((e) => e.user.state.is_me)).toEqual([true, false, true]);
    // No pin action here: entries keep their own state, nothing is lifted to the top.
    expect(asA.items.map((e) => e.entry_id)).toEqual(
      [...asA.items.map((e) => e.entry_id)].sort((x, y) => y - x),
    );
  });

  it('pages by offset strictly newest first, without duplicates or gaps', async () => {
    const name = freshTag('метро');
    const authors = [await given.user(t), await given.user(t), await given.user(t)];
    const posted: string[] = [];
    for (let i = 0; i < 17; i++) {
      const author = authors[(i * 7) % 3]!;
      if (i % 5 === 2) await given.entry(t, author, { text: `без тега ${i}` });
      posted.push((await given.entry(t, author, { text: `пост ${i} #${name}` })).uuid);
    }
    const newestFirst = [...posted].reverse();
    const seen: Entry[] = [];
    for (let offset = 0; offset < 20; offset += 5) {
      const p = await entriesOf(name, null, { offset, limit: 5 });
      expect(p.total_items).toBe(17);
      seen.push(...p.items);
    }
    expect(seen.map((e) => e.uuid)).toEqual(newestFirst);
    // The default page is FEED_PAGE_SIZE (7).
    const first = await entriesOf(name);
    expect(first.items.map((e) => e.uuid)).toEqual(newestFirst.slice(0, 7));
    expect(await entriesOf(name, null, { offset: 17 })).toEqual({ items: [], total_items: 17 });
  });

  it('answers 400 for a limit above 50 or a negative offset', async () => {
    const name = freshTag('лимит');
    await given.entry(t, await given.user(t), { text: `#${name}` });
    const queries: Record<string, string>[] = [{ limit: '51' }, { limit: '0' }, { offset: '-1' }];
    for (const query of queries) {
      const res = await t.app.inject({ url: tagUrl(name, '/entries'), query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'bad_request' });
    }
  });

  it('leaves out hidden and deleted entries and non-active authors, in items and total', async () => {
    const name = freshTag('фото');
    const keeper = await given.user(t);
    const others = [await given.user(t), await given.user(t), await given.user(t)];
    await given.entry(t, keeper, { text: `видно #${name}` });
    await given.entry(t, keeper, { text: `скрыто #${name}`, is_hidden_from_feed: true });
    const gone = await given.entry(t, keeper, { text: `удалено #${name}` });
    await remove(keeper, gone);
    for (const other of others)
      await given.entry(t, other, { text: `от ${other.username} #${name}` });
    expect((await entriesOf(name)).total_items).toBe(4);

    const states = ['suspended', 'blocked', 'deleted'] as const;
    for (const [i, state] of states.entries()) await setState(others[i]!, state);
    const page = await entriesOf(name);
    expect(texts(page)).toEqual([`видно #${name}`]);
    expect(page.total_items).toBe(1);

    // The hidden entry still lives on its author's profile.
    const profile = await t.app.inject({ url: `/v1/user/${keeper.username}/entries` });
    expect(texts(profile.json())).toContain(`скрыто #${name}`);

    // A reinstated author's entries come back, counted.
    await setState(others[0]!, 'active');
    expect((await entriesOf(name)).total_items).toBe(2);
  });

  it('answers an empty page for a tag whose entries are all gone', async () => {
    const name = freshTag('пусто');
    const author = await given.user(t);
    const only = await given.entry(t, author, { text: `#${name}` });
    await remove(author, only);
    expect((await t.app.inject({ url: tagUrl(name) })).statusCode).toBe(200);
    expect(await entriesOf(name)).toEqual({ items: [], total_items: 0 });
  });

  it('keeps tag_author_stats equal to the rows it counts through writes and deletes', async () => {
    const one = freshTag('счёт');
    const two = freshTag('счёт');
    const a = await given.user(t);
    const b = await given.user(t);
    const e1 = await given.entry(t, a, { text: `#${one} #${two} #${one.toUpperCase()}` });
    const e2 = await given.entry(t, a, { text: `#${one}`, is_hidden_from_feed: true });
    const e3 = await given.entry(t, b, { text: `#${two}` });
    await given.entry(t, b, { text: `#${one} и #${two}` });
    expect(await counterDrift()).toEqual([]);
    expect((await entriesOf(one)).total_items).toBe(2);
    expect((await entriesOf(two)).total_items).toBe(3);

    await remove(a, e1);
    await remove(a, e2);
    await remove(b, e3);
    // Deleting twice changes nothing.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${e1.uuid}`,
      headers: a.bearer,
    });
    expect(again.statusCode).toBe(404);
    expect(await counterDrift()).toEqual([]);
    expect((await entriesOf(one)).total_items).toBe(1);
    expect((await entriesOf(two)).total_items).toBe(1);
  });
});
