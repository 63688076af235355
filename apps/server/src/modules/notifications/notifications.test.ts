/**
 * Integration tests of notifications (spec §3 "Notification", §4, §7
 * "Notifications") through app.inject on a real database (PGlite; PostgreSQL with
 * TEST_DATABASE_URL): each kind is produced after its write commits (the job worker is run by
 * hand with `drain`), never for one's own action, never twice for one event, not when switched
 * off, not after its object was deleted; the list per tab, seen, read, hide, read all, the
 * session's `has_new_notifications`, the `has_notice` live event, and bad input (another
 * person's notification 404, a non-numeric id 400, guests 401) changing nothing.
 */
import type { Notification, NotificationSettings, Page, Session } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import type { LiveEvent } from '../../lib/events.ts';
import { NEW_POST_BATCH } from './notifications.service.ts';

let t: TestApp;
const events: LiveEvent[] = [];
let stopListening: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  stopListening = await t.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await stopListening?.();
  await t?.close();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Runs the job worker until nothing is due (notifications are made after commit). */
async function drain(): Promise<void> {
  while ((await t.app.jobs.runOnce()) > 0) {}
}

/** A fresh user with every earlier notification (their badge for joining) read and seen. */
async function person(): Promise<GivenUser> {
  const who = await given.user(t);
  await drain();
  await callApi(t, 'POST', 'my/notifications/read', who, { mode: 'all' });
  return who;
}

async function list(who: GivenUser, query = ''): Promise<Page<Notification>> {
  const res = await callApi(t, 'GET', `my/notifications${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Notification>>();
}

/** `who`'s notifications other than badge awards (system), newest first. */
async function social(who: GivenUser): Promise<Notification[]> {
  return (await list(who)).items.filter((n) => n.type !== 'system');
}

async function hasNew(who: GivenUser): Promise<boolean> {
  const res = await callApi(t, 'GET', 'auth/session', who);
  return res.json<Session>().user!.state.has_new_notifications;
}

describe('producing', () => {
  it('subscription: once per subscriber, never to oneself, with the actor and a live event', async () => {
    const [ann, bob] = [await person(), await person()];
    events.length = 0;
    expect((await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob)).statusCode).toBe(200);
    expect(await social(ann)).toEqual([]); // not before the job runs
    await drain();
    let items = await social(ann);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'subscription',
      sender_username: bob.username,
      sender_name: bob.name,
      sender_sex: 'none',
      actor: { user_id: bob.user_id, username: bob.username },
      entry_uuid: null,
      comment_id: null,
      is_readed: false,
      state: { is_readed: false },
    });
    expect(await hasNew(ann)).toBe(true);
    expect(events).toContainEqual({
      type: 'has_notice',
      user_id: ann.user_id,
      has_new_notifications: true,
    });
    // Unsubscribing and subscribing again, or notify, is the same event: no second one.
    await callApi(t, 'POST', `user/${ann.username}/unsubscribe`, bob);
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await callApi(t, 'POST', `user/${ann.username}/notify`, bob);
    await drain();
    items = await social(ann);
    expect(items).toHaveLength(1);
    expect(await social(bob)).toEqual([]);
  });

  it('notify also notifies of the subscription it makes', async () => {
    const [ann, bob] = [await person(), await person()];
    await callApi(t, 'POST', `user/${ann.username}/notify`, bob);
    await drain();
    expect((await social(ann)).map((n) => n.type)).toEqual(['subscription']);
  });

  it("names the sender's sex for gendered sentences (none when not given)", async () => {
    const [ann, bob, eve] = [await person(), await person(), await person()];
    await t.db.execute(sql`UPDATE users SET sex = 'male' WHERE user_id = ${bob.user_id}`);
    await t.db.execute(sql`UPDATE users SET sex = 'female' WHERE user_id = ${eve.user_id}`);
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, eve);
    await drain();
    const bySender = Object.fromEntries(
      (await social(ann)).map((n) => [n.sender_username, n.sender_sex]),
    );
    expect(bySender).toEqual({ [bob.username]: 'male', [eve.username]: 'female' });
  });

  it('comment on my entry, reply to my comment, and none for my own', async () => {
    const [ann, bob, cat] = [await person(), await person(), await person()];
    const entry = await given.entry(t, ann, { text: 'An entry to answer' });
    const own = await given.comment(t, ann, entry, { text: 'my own comment' });
    const c1 = await given.comment(t, bob, entry, { text: 'Bob comments' });
    await drain(); // jobs run side by side: drained one by one to fix the order
    const r1 = await given.comment(t, cat, entry, {
      text: 'Cat replies to Bob',
      parent_id: c1.comment_id,
    });
    await drain();
    await given.comment(t, bob, entry, { text: 'Bob answers himself', parent_id: c1.comment_id });
    await drain();
    const annItems = await social(ann);
    expect(annItems.map((n) => [n.type, n.comment_id, n.sender_username])).toEqual([
      ['comment', expect.any(Number), bob.username],
      ['comment', r1.comment_id, cat.username],
      ['comment', c1.comment_id, bob.username],
    ]);
    expect(annItems.some((n) => n.comment_id === own.comment_id)).toBe(false);
    expect(annItems[2]).toMatchObject({ entry_uuid: entry.uuid, text: 'Bob comments' });
    const bobItems = await social(bob);
    expect(bobItems.map((n) => [n.type, n.comment_id])).toEqual([['reply', r1.comment_id]]);
    expect(bobItems[0]).toMatchObject({ entry_uuid: entry.uuid, text: 'Cat replies to Bob' });
  });

  it('a reply to my comment on my entry is one notification, the reply', async () => {
    const [ann, bob] = [await person(), await person()];
    const entry = await given.entry(t, ann);
    const mine = await given.comment(t, ann, entry);
    const reply = await given.comment(t, bob, entry, {
      text: `@${ann.username} answering`,
      parent_id: mine.comment_id,
    });
    await drain();
    expect((await social(ann)).map((n) => [n.type, n.comment_id])).toEqual([
      ['reply', reply.comment_id],
    ]);
  });

  it('mention in an entry and a comment, also when an edit adds it, once per object and person', async () => {
    const [ann, bob, cat] = [await person(), await person(), await person()];
    const entry = await given.entry(t, bob, {
      text: `Hello @${ann.username} and @${bob.username}`,
    });
    await drain();
    expect((await social(ann)).map((n) => [n.type, n.entry_uuid, n.comment_id])).toEqual([
      ['mention', entry.uuid, null],
    ]);
    expect(await social(bob)).toEqual([]); // never for mentioning oneself
    // Edits that keep or repeat the mention add nothing; one that adds cat notifies cat.
    await callApi(t, 'POST', `entry/${entry.uuid}`, bob, { text: `Hi @${ann.username}!` });
    await callApi(t, 'POST', `entry/${entry.uuid}`, bob, {
      text: `Hi @${ann.username} @${cat.username}`,
    });
    await drain();
    expect(await social(ann)).toHaveLength(1);
    expect((await social(cat)).map((n) => n.type)).toEqual(['mention']);

    const other = await given.entry(t, ann, { text: 'no mentions here' });
    const comment = await given.comment(t, bob, other, { text: 'plain' });
    await callApi(t, 'POST', `comment/${comment.comment_id}`, bob, {
      text: `now with @${cat.username}`,
    });
    await callApi(t, 'POST', `comment/${comment.comment_id}`, bob, {
      text: `still @${cat.username}`,
    });
    await drain();
    const catItems = await social(cat);
    expect(catItems.map((n) => [n.type, n.entry_uuid, n.comment_id])).toEqual([
      ['mention', other.uuid, comment.comment_id],
      ['mention', entry.uuid, null],
    ]);
  });

  it('new_post to those who asked to be notified, through the queue, never twice', async () => {
    const [author, fan, plain, mentioned] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await callApi(t, 'POST', `user/${author.username}/notify`, fan);
    await callApi(t, 'POST', `user/${author.username}/subscribe`, plain);
    await callApi(t, 'POST', `user/${author.username}/notify`, mentioned);
    await drain();
    const entry = await given.entry(t, author, { text: `News for @${mentioned.username}` });
    const [queued] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'notifications.produce' AND state = 'queued'`,
    );
    expect(queued!.n).toBeGreaterThan(0);
    await drain();
    await t.services.notifications.produce({
      on: 'entry',
      entry_id: entry.entry_id,
      edited: false,
    });
    expect((await social(fan)).map((n) => [n.type, n.entry_uuid])).toEqual([
      ['new_post', entry.uuid],
    ]);
    expect(await social(plain)).toEqual([]);
    expect((await social(mentioned)).map((n) => n.type)).toEqual(['mention']);
    expect((await social(author)).filter((n) => n.type !== 'subscription')).toEqual([]);
  });

  it('new_post fans out past one batch to every notify-subscriber, once each', async () => {
    const author = await person();
    const many = NEW_POST_BATCH + 5;
    await t.db.execute(sql`
      WITH fans AS (
        INSERT INTO users (username, name, email, password_hash, avatar_hash)
        SELECT 'fan_' || ${author.user_id} || '_' || i, 'Fan', 'fan_' || ${author.user_id} || '_' || i || '@example.test', 'x', 'h'
          FROM generate_series(1, ${many}) AS i
        RETURNING user_id)
      INSERT INTO subscriptions (subscriber_id, user_id, notify_new_posts)
      SELECT user_id, ${author.user_id}, true FROM fans`);
    const entry = await given.entry(t, author);
    await drain();
    await drain();
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM notifications
               WHERE entry_id = ${entry.entry_id} AND kind = 'new_post'`,
        )
      )[0]!.n;
    expect(await count()).toBe(many);
    await t.services.notifications.produce({
      on: 'entry',
      entry_id: entry.entry_id,
      edited: false,
    });
    expect(await count()).toBe(many);
  });

  it('system for a badge award, with the badge in the payload', async () => {
    const ann = await person();
    await given.entry(t, ann);
    await drain();
    const items = (await list(ann, '?tab=system')).items;
    expect(items[0]).toMatchObject({
      type: 'system',
      actor: null,
      sender_sex: null,
      payload: { badge: 'first_entry' },
    });
  });

  it('login from a browser or OS not seen before on the account, with OS and browser', async () => {
    const ann = await person();
    const signIn = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'user-agent': ua },
        payload: { email: ann.email, password: ann.password },
      });
    expect((await signIn(CHROME_LINUX)).statusCode).toBe(200);
    expect((await signIn(CHROME_LINUX)).statusCode).toBe(200);
    expect((await signIn('vitest')).statusCode).toBe(200); // as at registration
    expect((await signIn(FIREFOX_WINDOWS)).statusCode).toBe(200);
    await drain();
    const logins = (await list(ann, '?tab=system')).items.filter((n) => n.type === 'login');
    expect(logins).toHaveLength(2);
    expect(logins.map((n) => n.payload)).toEqual(
      expect.arrayContaining([
        {
          os: { name: 'Windows', version: '10' },
          browser: { name: 'Firefox', version: '133.0' },
        },
        { os: { name: 'Linux', version: null }, browser: { name: 'Chrome', version: '131.0.0.0' } },
      ]),
    );
  });

  it('a failed write leaves no notification', async () => {
    const [ann, bob] = [await person(), await person()];
    const entry = await given.entry(t, ann, { is_comments_enabled: false });
    const res = await callApi(t, 'POST', `entry/${entry.uuid}/comments`, bob, { text: 'x' });
    expect(res.statusCode).toBe(400);
    const long = await callApi(t, 'POST', 'entry', bob, {
      text: `@${ann.username} ${'x'.repeat(20_000)}`,
    });
    expect(long.statusCode).toBe(400);
    await drain();
    expect(await social(ann)).toEqual([]);
  });

  it('a deleted entry or comment takes its notifications with it', async () => {
    const [ann, bob] = [await person(), await person()];
    const entry = await given.entry(t, ann);
    await drain(); // the first_entry badge, read
    await callApi(t, 'POST', 'my/notifications/read', ann, { mode: 'all' });
    const c1 = await given.comment(t, bob, entry);
    const c2 = await given.comment(t, bob, entry);
    const other = await given.entry(t, bob, { text: `hey @${ann.username}` });
    await drain();
    expect(await social(ann)).toHaveLength(3);
    expect((await callApi(t, 'DELETE', `comment/${c1.comment_id}`, bob)).statusCode).toBe(200);
    expect((await callApi(t, 'DELETE', `entry/${other.uuid}`, bob)).statusCode).toBe(200);
    const left = await list(ann);
    expect(left.items.filter((n) => n.type !== 'system').map((n) => n.comment_id)).toEqual([
      c2.comment_id,
    ]);
    expect(left.total_items).toBe(left.items.length);
    expect((await callApi(t, 'DELETE', `entry/${entry.uuid}`, ann)).statusCode).toBe(200);
    expect(await social(ann)).toEqual([]);
    expect(await hasNew(ann)).toBe(false);
  });
});

describe('settings', () => {
  it('stores the six switches (default on) and each switches its kind off', async () => {
    const [ann, bob] = [await person(), await person()];
    const get = async () => {
      // The seventh, the daily digest mail (default off), is modules/mail's (mail.test.ts).
      const { digest, ...six } = (
        await callApi(t, 'GET', 'settings/notifications', ann)
      ).json<NotificationSettings>();
      expect(digest).toBe(false);
      return six;
    };
    expect(await get()).toEqual({
      mentions: true,
      subscriptions: true,
      new_post: true,
      replies: true,
      comments: true,
      badges: true,
    });
    const off = {
      mentions: false,
      subscriptions: false,
      new_post: false,
      replies: false,
      comments: false,
      badges: false,
    };
    const saved = await callApi(t, 'POST', 'settings/notifications', ann, off);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'ok', payload: { ...off, digest: false } });
    expect(await get()).toEqual(off);

    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await callApi(t, 'POST', `user/${bob.username}/notify`, ann);
    const annEntry = await given.entry(t, ann); // first_entry badge: switched off
    const annComment = await given.comment(t, ann, annEntry);
    await given.comment(t, bob, annEntry, { parent_id: annComment.comment_id });
    await given.comment(t, bob, annEntry);
    await given.entry(t, bob, { text: `@${ann.username}` });
    await drain();
    const unread = async () => (await list(ann)).items.filter((n) => !n.is_readed);
    expect(await unread()).toEqual([]);

    // One switch back on: only its kind comes.
    await callApi(t, 'POST', 'settings/notifications', ann, { comments: true });
    expect(await get()).toEqual({ ...off, comments: true });
    await given.comment(t, bob, annEntry);
    await given.entry(t, bob);
    await drain();
    expect((await unread()).map((n) => n.type)).toEqual(['comment']);
  });

  /** Makes `ann` a notification of the kind each switch governs, as `bob`. */
  const CAUSES: Record<string, (ann: GivenUser, bob: GivenUser) => Promise<unknown>> = {
    mentions: (ann, bob) => given.entry(t, bob, { text: `hi @${ann.username}` }),
    subscriptions: (ann, bob) => callApi(t, 'POST', `user/${ann.username}/subscribe`, bob),
    new_post: async (ann, bob) => {
      await callApi(t, 'POST', `user/${bob.username}/notify`, ann);
      await given.entry(t, bob);
    },
    replies: async (ann, bob) => {
      const entry = await given.entry(t, bob);
      const mine = await given.comment(t, ann, entry);
      await given.comment(t, bob, entry, { parent_id: mine.comment_id });
    },
    comments: async (ann, bob) => given.comment(t, bob, await given.entry(t, ann)),
    badges: (ann) => given.entry(t, ann), // first_entry
  };
  const KIND: Record<string, string> = {
    mentions: 'mention',
    subscriptions: 'subscription',
    new_post: 'new_post',
    replies: 'reply',
    comments: 'comment',
    badges: 'system',
  };

  it.each(Object.keys(CAUSES))(
    '%s off: no notification of its kind; on: it comes',
    async (name) => {
      const [ann, bob, cat, dan] = [await person(), await person(), await person(), await person()];
      await callApi(t, 'POST', 'settings/notifications', ann, { [name]: false });
      await CAUSES[name]!(ann, bob);
      await drain();
      const unread = async (who: GivenUser) =>
        (await list(who)).items.filter((n) => !n.is_readed).map((n) => n.type);
      expect(await unread(ann)).not.toContain(KIND[name]);
      // The same cause for someone with the switch on (the default) notifies.
      await CAUSES[name]!(cat, dan);
      await drain();
      expect(await unread(cat)).toContain(KIND[name]);
    },
  );

  it('refuses a guest and a non-boolean', async () => {
    const ann = await person();
    expect((await callApi(t, 'GET', 'settings/notifications')).statusCode).toBe(401);
    expect(
      (await callApi(t, 'POST', 'settings/notifications', undefined, { mentions: false }))
        .statusCode,
    ).toBe(401);
    const bad = await callApi(t, 'POST', 'settings/notifications', ann, { mentions: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await callApi(t, 'GET', 'settings/notifications', ann)).json().mentions).toBe(true);
  });
});

describe('reading', () => {
  /** ann with a subscription, a comment and a mention notification, newest last. */
  async function busy() {
    const [ann, bob] = [await person(), await person()];
    const entry = await given.entry(t, ann);
    await drain(); // the first_entry badge, read
    await callApi(t, 'POST', 'my/notifications/read', ann, { mode: 'all' });
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await drain();
    await given.comment(t, bob, entry);
    await drain();
    await given.entry(t, bob, { text: `@${ann.username}` });
    await drain();
    return { ann, bob };
  }

  it('lists per tab newest first; an unknown tab is all; pages by offset', async () => {
    const { ann } = await busy();
    const all = await list(ann);
    // Then their badges (system): first_entry, and early_member for an early account.
    expect(all.items.slice(0, 3).map((n) => n.type)).toEqual([
      'mention',
      'comment',
      'subscription',
    ]);
    expect(all.items.slice(3).every((n) => n.type === 'system')).toBe(true);
    expect(all.total_items).toBe(all.items.length);
    expect((await list(ann, '?tab=nonsense')).items).toEqual(all.items);
    for (const tab of ['subscription', 'comment', 'mention'] as const) {
      const page = await list(ann, `?tab=${tab}`);
      expect(page.items.map((n) => n.type)).toEqual([tab]);
      expect(page.total_items).toBe(1);
    }
    const system = await list(ann, '?tab=system');
    expect(system.items).toEqual(all.items.slice(3));
    expect(await list(ann, '?tab=reply')).toEqual({ items: [], total_items: 0 });
    expect(await list(ann, '?tab=new_post')).toEqual({ items: [], total_items: 0 });
    const second = await list(ann, '?offset=2');
    expect(second.items).toEqual(all.items.slice(2));
    expect(second.total_items).toBe(all.total_items);
  });

  it('seen clears the badge (and tells the tabs), a new notification lights it again', async () => {
    const { ann, bob } = await busy();
    expect(await hasNew(ann)).toBe(true);
    events.length = 0;
    const seen = await callApi(t, 'POST', 'my/notifications/seen', ann);
    expect(seen.json()).toEqual({ status: 'ok', payload: { has_new_notifications: false } });
    expect(await hasNew(ann)).toBe(false);
    expect(events).toContainEqual({
      type: 'has_notice',
      user_id: ann.user_id,
      has_new_notifications: false,
    });
    // Seen is not read.
    expect((await social(ann)).every((n) => !n.is_readed)).toBe(true);
    await given.entry(t, bob, { text: `again @${ann.username}` });
    await drain();
    expect(await hasNew(ann)).toBe(true);
  });

  it('reads and hides one, reads all', async () => {
    const { ann } = await busy();
    const before = await list(ann);
    const [first, second] = before.items;
    const read = await callApi(t, 'POST', `my/notifications/${first!.notify_id}/read`, ann);
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe('notice_readed');
    const after = (await list(ann)).items;
    expect(after[0]).toMatchObject({ notify_id: first!.notify_id, is_readed: true });
    expect(after[1]!.is_readed).toBe(false);
    // Reading twice is fine.
    expect(
      (await callApi(t, 'POST', `my/notifications/${first!.notify_id}/read`, ann)).statusCode,
    ).toBe(200);

    const hide = await callApi(t, 'POST', `my/notifications/${second!.notify_id}/hide`, ann);
    expect(hide.json()).toMatchObject({ status: 'notice_hidden' });
    const visible = await list(ann);
    expect(visible.items.map((n) => n.notify_id)).not.toContain(second!.notify_id);
    expect(visible.total_items).toBe(before.total_items - 1);
    // A hidden one cannot be read or hidden again: it is gone for its owner.
    expect(
      (await callApi(t, 'POST', `my/notifications/${second!.notify_id}/read`, ann)).statusCode,
    ).toBe(404);

    const all = await callApi(t, 'POST', 'my/notifications/read', ann, { mode: 'all' });
    expect(all.json()).toEqual({
      status: 'notice_all_readed',
      payload: { has_new_notifications: false },
    });
    expect((await list(ann)).items.every((n) => n.is_readed && n.state.is_readed)).toBe(true);
    expect(await hasNew(ann)).toBe(false);
  });
});

describe('bad input', () => {
  it("another person's notification is 404 and stays as it was", async () => {
    const [ann, bob] = [await person(), await person()];
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await drain();
    const [mine] = await social(ann);
    for (const action of ['read', 'hide']) {
      const res = await callApi(t, 'POST', `my/notifications/${mine!.notify_id}/${action}`, bob);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('notification_not_found');
    }
    const unknown = await callApi(t, 'POST', 'my/notifications/999999999/read', ann);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('notification_not_found');
    expect((await social(ann))[0]).toMatchObject({ notify_id: mine!.notify_id, is_readed: false });
  });

  it('a notify_id that is not a number is 400; a mode other than all is 400', async () => {
    const ann = await person();
    for (const id of ['abc', '1.5', '-1', '0']) {
      const res = await callApi(t, 'POST', `my/notifications/${id}/read`, ann);
      expect(res.statusCode, id).toBe(400);
    }
    expect((await callApi(t, 'POST', 'my/notifications/xyz/hide', ann)).statusCode).toBe(400);
    const mode = await callApi(t, 'POST', 'my/notifications/read', ann, { mode: 'some' });
    expect(mode.statusCode).toBe(400);
    expect((await callApi(t, 'POST', 'my/notifications/read', ann, {})).statusCode).toBe(400);
    expect((await callApi(t, 'GET', 'my/notifications?offset=-1', ann)).statusCode).toBe(400);
    const tab = await callApi(t, 'GET', 'my/notifications?tab=a%ED%A0%80b', ann);
    expect(tab.statusCode).toBe(400);
  });

  it('a guest gets 401 on every call', async () => {
    const calls: [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>][] = [
      ['GET', 'my/notifications'],
      ['POST', 'my/notifications/seen'],
      ['POST', 'my/notifications/1/read'],
      ['POST', 'my/notifications/1/hide'],
      ['POST', 'my/notifications/read', { mode: 'all' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await callApi(t, method, url, undefined, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().status).toBe('unauthorized');
    }
  });
});
