/**
 * Integration tests of `POST entry`, `GET entry/{uuid}`, `DELETE entry/{uuid}` through
 * app.inject on a real database (DESIGN.md §7: guest 401, non-owner 403, bad input 400 with
 * nothing changed).
 */
import type { Entry, UserCard } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

const CONTENT_TABLES = [
  'entries',
  'tags',
  'entry_tags',
  'author_stats',
  'tag_author_stats',
] as const;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

async function card(username: string): Promise<UserCard> {
  const res = await t.app.inject({ url: `/v1/user/${username}` });
  return res.json<UserCard>();
}

describe('POST entry', () => {
  it('publishes an entry with the DESIGN §5 shape and moves the author counter', async () => {
    const alice = await given.user(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: alice.bearer,
      payload: { text: '  Hello #Поток and #js, again #поток  ', is_nsfw: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; payload: Entry }>();
    expect(body.status).toBe('entry_added');
    const entry = body.payload;
    expect(entry.uuid).toMatch(UUID_V7);
    expect(entry).toEqual({
      uuid: entry.uuid,
      entry_id: expect.any(Number),
      user: {
        user_id: alice.user_id,
        username: alice.username,
        name: alice.name,
        avatar: { hash: expect.any(String) },
        state: { is_me: true, is_verified: false, me_subscribed: false },
      },
      content: { text: 'Hello #Поток and #js, again #поток', files: [], link: null },
      reactions: [],
      tags: ['js', 'поток'],
      counters: { comments: 0, bookmarks: 0 },
      state: {
        is_hidden_from_feed: false,
        is_pinned: false,
        is_comments_enabled: true,
        is_edited: false,
        is_bookmarked: false,
        is_nsfw: true,
        is_ai: false,
      },
      meta: { date_added: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
    });
    expect((await card(alice.username)).counters.entries).toBe(1);
  });

  it('creates a tag on first use and keeps its first spelling', async () => {
    const bob = await given.user(t);
    await given.entry(t, bob, { text: 'first #NewTagX' });
    const second = await given.entry(t, bob, { text: 'second #newtagx' });
    expect(second.tags).toEqual(['newtagx']);
    const rows = await queryRows<{ label: string }>(
      t.db,
      sql`select label from tags where slug = 'newtagx'`,
    );
    expect(rows).toEqual([{ label: 'NewTagX' }]);
  });

  it('keeps a given http(s) link, with its host as title', async () => {
    const carol = await given.user(t);
    const entry = await given.entry(t, carol, { link: 'https://example.com/a?b=1' });
    expect(entry.content.link).toEqual({
      url: 'https://example.com/a?b=1',
      title: 'example.com',
      icon: '',
    });
  });

  it('accepts a text of exactly LIMITS.entryText characters (emoji count as one)', async () => {
    const dan = await given.user(t);
    const entry = await given.entry(t, dan, { text: '😀'.repeat(10_000) });
    expect([...entry.content.text]).toHaveLength(10_000);
  });

  it('refuses a guest with 401 and writes nothing', async () => {
    const before = await countAll(t.db, CONTENT_TABLES);
    const res = await t.app.inject({ method: 'POST', url: '/v1/entry', payload: { text: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'unauthorized' });
    expect(await countAll(t.db, CONTENT_TABLES)).toEqual(before);
  });

  it.each([
    ['an empty text', { text: '' }, 'entry_empty_text'],
    ['a blank text', { text: ' \n\t ' }, 'entry_empty_text'],
    ['no text', {}, 'entry_empty_text'],
    ['a text too long', { text: 'a'.repeat(10_001) }, 'entry_text_too_long'],
    ['a link that is not http(s)', { text: 'x #tag', link: 'javascript:alert(1)' }, 'bad_request'],
    ['a file given twice', { text: 'x', files: ['f', 'f'] }, 'bad_request'],
    ['a flag of the wrong type', { text: 'x', is_nsfw: 'maybe' }, 'bad_request'],
  ])('answers 400 for %s and writes nothing', async (_what, payload, status) => {
    const erin = await given.user(t);
    const before = await countAll(t.db, CONTENT_TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: erin.bearer,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status, message: expect.any(String) });
    expect(await countAll(t.db, CONTENT_TABLES)).toEqual(before);
    expect((await card(erin.username)).counters.entries).toBe(0);
  });

  it('works with the session cookie from the same origin', async () => {
    const fay = await given.user(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: fay.cookie,
      payload: { text: 'by cookie' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user.state.is_me).toBe(true);
  });
});

describe('GET entry/{uuid}', () => {
  it('shows the entry to a guest and to others with their own state', async () => {
    const author = await given.user(t);
    const reader = await given.user(t);
    const entry = await given.entry(t, author, {
      text: 'public words',
      is_comments_enabled: false,
    });

    const asGuest = await t.app.inject({ url: `/v1/entry/${entry.uuid}` });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json<Entry>()).toEqual({
      ...entry,
      user: { ...entry.user, state: { ...entry.user.state, is_me: false } },
    });

    await t.app.inject({
      method: 'POST',
      url: `/v1/user/${author.username}/subscribe`,
      headers: reader.bearer,
    });
    const asReader = await t.app.inject({ url: `/v1/entry/${entry.uuid}`, headers: reader.bearer });
    expect(asReader.json<Entry>().user.state).toEqual({
      is_me: false,
      is_verified: false,
      me_subscribed: true,
    });
    expect(asReader.json<Entry>().state.is_comments_enabled).toBe(false);
  });

  it.each([
    ['an unknown uuid', '0190f5a8-0000-7000-8000-000000000000'],
    ['a malformed uuid', 'not-a-uuid'],
  ])('answers 404 entry_not_found for %s', async (_what, uuid) => {
    const res = await t.app.inject({ url: `/v1/entry/${uuid}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'entry_not_found' });
  });

  it('hides the entries of a suspended author', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${author.user_id}`);
    const res = await t.app.inject({ url: `/v1/entry/${entry.uuid}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'entry_not_found' });
  });
});

describe('DELETE entry/{uuid}', () => {
  it('deletes my own entry: gone for everyone, counters back', async () => {
    const owner = await given.user(t);
    const entry = await given.entry(t, owner);
    expect((await card(owner.username)).counters.entries).toBe(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: owner.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'entry_deleted' });

    const after = await t.app.inject({ url: `/v1/entry/${entry.uuid}` });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ status: 'entry_not_found' });
    expect((await card(owner.username)).counters.entries).toBe(0);
    const [stats] = await queryRows<{ feed_entries_count: number }>(
      t.db,
      sql`select feed_entries_count from author_stats where user_id = ${owner.user_id}`,
    );
    expect(stats?.feed_entries_count).toBe(0);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: owner.bearer,
    });
    expect(again.statusCode).toBe(404);
    expect((await card(owner.username)).counters.entries).toBe(0);
  });

  it('refuses a guest (401) and a non-owner (403 not_owned), changing nothing', async () => {
    const owner = await given.user(t);
    const other = await given.user(t);
    const entry = await given.entry(t, owner);
    const live = () =>
      queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from entries where deleted_at is null`,
      );
    const before = await live();

    const guest = await t.app.inject({ method: 'DELETE', url: `/v1/entry/${entry.uuid}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 'unauthorized' });

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: other.bearer,
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ status: 'not_owned' });

    expect(await live()).toEqual(before);
    expect((await t.app.inject({ url: `/v1/entry/${entry.uuid}` })).statusCode).toBe(200);
    expect((await card(owner.username)).counters.entries).toBe(1);
  });

  it('answers 404 entry_not_found for an unknown entry', async () => {
    const someone = await given.user(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/entry/0190f5a8-0000-7000-8000-000000000000',
      headers: someone.bearer,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'entry_not_found' });
  });
});
