/**
 * Integration tests of `user/{username}` (card, entries, subscribers, subscriptions, subscribe,
 * unsubscribe) through app.inject on a real database: statuses of missing and non-active
 * profiles, idempotent subscriptions with counters that move once, list order and paging.
 */
import type { Entry, Page, UserCard, UserShort } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

async function card(username: string, viewer?: GivenUser): Promise<UserCard> {
  const res = await t.app.inject({
    url: `/v1/user/${username}`,
    ...(viewer ? { headers: viewer.bearer } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json<UserCard>();
}

function toggle(action: 'subscribe' | 'unsubscribe', username: string, viewer?: GivenUser) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/user/${username}/${action}`,
    ...(viewer ? { headers: viewer.bearer } : {}),
  });
}

async function setState(user: GivenUser, state: string) {
  await t.db.execute(sql`update users set state = ${state} where user_id = ${user.user_id}`);
}

describe('GET user/{username}', () => {
  it('answers the card, case-insensitively, with viewer-dependent state', async () => {
    const ann = await given.user(t);
    const ben = await given.user(t);
    await given.entry(t, ann);
    await given.entry(t, ann, { is_hidden_from_feed: true });

    const own = await card(ann.username.toUpperCase(), ann);
    expect(own).toEqual({
      user_id: ann.user_id,
      username: ann.username,
      name: ann.name,
      profile: { name: ann.name, bio: '', sex: 'none' },
      avatar: { hash: expect.any(String) },
      tint: null,
      // «early member» and «first entry» (modules/badges).
      counters: { entries: 2, subscribers: 0, subscriptions: 0, badges: 2 },
      meta: { date_added: expect.stringMatching(/Z$/) },
      state: {
        is_me: true,
        is_verified: false,
        me_subscribed: false,
        me_subscribed_to_new_posts: false,
        is_bookmarked: false,
      },
    });

    await toggle('subscribe', ann.username, ben);
    const seenByBen = await card(ann.username, ben);
    expect(seenByBen.state).toMatchObject({ is_me: false, me_subscribed: true });
    expect(seenByBen.counters.subscribers).toBe(1);
    expect((await card(ann.username)).state.me_subscribed).toBe(false);
  });

  it.each([
    ['deleted', 404, 'user_deleted'],
    ['suspended', 403, 'user_suspended'],
    ['blocked', 403, 'user_blocked'],
  ])('answers a %s account with %i %s on every read', async (state, code, status) => {
    const user = await given.user(t);
    await setState(user, state);
    for (const path of ['', '/entries', '/subscribers', '/subscriptions']) {
      const res = await t.app.inject({ url: `/v1/user/${user.username}${path}` });
      expect(res.statusCode).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
  });

  it('answers 404 user_not_found for an unknown username', async () => {
    for (const path of ['', '/entries', '/subscribers', '/subscriptions']) {
      const res = await t.app.inject({ url: `/v1/user/nobody_here${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'user_not_found' });
    }
  });
});

describe('GET user/{username}/entries', () => {
  it('lists the pinned entry first, then newest first, hidden ones included', async () => {
    const author = await given.user(t);
    const made: Entry[] = [];
    for (let i = 0; i < 9; i++) {
      made.push(await given.entry(t, author, { text: `e${i}`, is_hidden_from_feed: i === 5 }));
    }
    await t.db.execute(sql`update entries set is_pinned = true where uuid = ${made[2]!.uuid}`);
    const gone = made[7]!;
    await t.app.inject({ method: 'DELETE', url: `/v1/entry/${gone.uuid}`, headers: author.bearer });

    const expected = ['e2', 'e8', 'e6', 'e5', 'e4', 'e3', 'e1', 'e0'];
    const first = await t.app.inject({ url: `/v1/user/${author.username}/entries` });
    const p1 = first.json<Page<Entry>>();
    expect(p1.total_items).toBe(8);
    expect(p1.items.map((e) => e.content.text)).toEqual(expected.slice(0, 7));
    expect(p1.items[0]!.state.is_pinned).toBe(true);

    const rest = await t.app.inject({
      url: `/v1/user/${author.username}/entries`,
      query: { offset: '7' },
    });
    expect(rest.json<Page<Entry>>().items.map((e) => e.content.text)).toEqual(['e0']);

    const small = await t.app.inject({
      url: `/v1/user/${author.username}/entries`,
      query: { offset: '1', limit: '3' },
    });
    expect(small.json<Page<Entry>>().items.map((e) => e.content.text)).toEqual(
      expected.slice(1, 4),
    );
  });
});

describe('POST user/{username}/subscribe and /unsubscribe', () => {
  it('subscribes once however often it is asked, and counters move once', async () => {
    const fan = await given.user(t);
    const star = await given.user(t);

    const first = await toggle('subscribe', star.username, fan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'subscribed',
      payload: { me_subscribed: true, subscribers: 1 },
    });
    const second = await toggle('subscribe', star.username, fan);
    expect(second.json()).toEqual({
      status: 'subscribed',
      payload: { me_subscribed: true, subscribers: 1 },
    });
    const rows = await queryRows(
      t.db,
      sql`select 1 from subscriptions where subscriber_id = ${fan.user_id} and user_id = ${star.user_id}`,
    );
    expect(rows).toHaveLength(1);
    expect((await card(star.username)).counters.subscribers).toBe(1);
    expect((await card(fan.username)).counters.subscriptions).toBe(1);

    const off = await toggle('unsubscribe', star.username, fan);
    expect(off.json()).toEqual({
      status: 'unsubscribed',
      payload: { me_subscribed: false, subscribers: 0 },
    });
    const offAgain = await toggle('unsubscribe', star.username, fan);
    expect(offAgain.json()).toEqual({
      status: 'unsubscribed',
      payload: { me_subscribed: false, subscribers: 0 },
    });
    expect((await card(star.username)).counters.subscribers).toBe(0);
    expect((await card(fan.username)).counters.subscriptions).toBe(0);
  });

  it('lets a subscriber leave a suspended account', async () => {
    const fan = await given.user(t);
    const star = await given.user(t);
    await toggle('subscribe', star.username, fan);
    await setState(star, 'suspended');
    const res = await toggle('subscribe', star.username, fan);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'user_suspended' });
    const off = await toggle('unsubscribe', star.username, fan);
    expect(off.statusCode).toBe(200);
    expect(off.json().payload).toEqual({ me_subscribed: false, subscribers: 0 });
  });

  it('refuses a guest (401), myself (400) and an unknown user (404), changing nothing', async () => {
    const me = await given.user(t);
    const other = await given.user(t);
    const before = await countRows(t.db, 'subscriptions');

    for (const action of ['subscribe', 'unsubscribe'] as const) {
      const guest = await toggle(action, other.username);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ status: 'unauthorized' });

      const self = await toggle(action, me.username, me);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ status: 'user_cant_subscribe_to_self' });

      const unknown = await toggle(action, 'nobody_here', me);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 'user_not_found' });
    }

    expect(await countRows(t.db, 'subscriptions')).toBe(before);
    expect((await card(me.username)).counters).toMatchObject({ subscribers: 0, subscriptions: 0 });
    expect((await card(other.username)).counters).toMatchObject({
      subscribers: 0,
      subscriptions: 0,
    });
  });
});

describe('GET user/{username}/subscribers and /subscriptions', () => {
  it('lists newest subscription first, with my state for each person, paged', async () => {
    const star = await given.user(t);
    const fans = [await given.user(t), await given.user(t), await given.user(t)];
    for (const fan of fans) await toggle('subscribe', star.username, fan);
    const viewer = fans[0]!;
    await toggle('subscribe', fans[2]!.username, viewer);

    const res = await t.app.inject({
      url: `/v1/user/${star.username}/subscribers`,
      headers: viewer.bearer,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<Page<UserShort>>();
    expect(list.total_items).toBe(3);
    expect(list.items.map((u) => u.username)).toEqual(fans.map((f) => f.username).reverse());
    expect(list.items[0]).toEqual({
      user_id: fans[2]!.user_id,
      username: fans[2]!.username,
      name: fans[2]!.name,
      avatar: { hash: expect.any(String) },
      state: { is_me: false, is_verified: false, me_subscribed: true },
    });
    expect(list.items[2]!.state.is_me).toBe(true);

    const second = await t.app.inject({
      url: `/v1/user/${star.username}/subscribers`,
      query: { offset: '1', limit: '1' },
    });
    expect(second.json<Page<UserShort>>().items.map((u) => u.username)).toEqual([
      fans[1]!.username,
    ]);

    const following = await t.app.inject({ url: `/v1/user/${viewer.username}/subscriptions` });
    const subs = following.json<Page<UserShort>>();
    expect(subs.total_items).toBe(2);
    expect(subs.items.map((u) => u.username)).toEqual([fans[2]!.username, star.username]);
  });
});
