/**
 * Integration tests of the actions on another person's profile and on a tag (spec §2 "Other
 * options menus", §7 "Users and feeds"): notify / unnotify with `me_subscribed_to_new_posts`
 * real, reporting a user and a tag (`user_reported`, `tag_reported`), and bad input — oneself,
 * a missing or blank username or tag, a bad reason, guests — changing nothing.
 */
import type { UserCard } from '@potok/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  [ann, bob] = [await given.user(t), await given.user(t)];
});
afterAll(() => t?.close());

async function card(username: string, as: GivenUser): Promise<UserCard> {
  const res = await callApi(t, 'GET', `user/${username}`, as);
  expect(res.statusCode).toBe(200);
  return res.json<UserCard>();
}

describe('POST user/{username}/notify, /unnotify', () => {
  it('turns new-post notifications on (subscribing once) and off (the subscription stays)', async () => {
    const cid = await given.user(t);
    const on = await callApi(t, 'POST', `user/${cid.username}/notify`, ann);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      status: 'notify_on',
      payload: { me_subscribed: true, me_subscribed_to_new_posts: true, subscribers: 1 },
    });
    const twice = await callApi(t, 'POST', `user/${cid.username}/notify`, ann);
    expect(twice.json().payload.subscribers).toBe(1);
    const seen = await card(cid.username, ann);
    expect(seen.state).toMatchObject({ me_subscribed: true, me_subscribed_to_new_posts: true });
    expect(seen.counters.subscribers).toBe(1);
    expect((await card(cid.username, bob)).state.me_subscribed_to_new_posts).toBe(false);

    const off = await callApi(t, 'POST', `user/${cid.username}/unnotify`, ann);
    expect(off.json()).toEqual({
      status: 'notify_off',
      payload: { me_subscribed: true, me_subscribed_to_new_posts: false, subscribers: 1 },
    });
    expect((await card(cid.username, ann)).state).toMatchObject({
      me_subscribed: true,
      me_subscribed_to_new_posts: false,
    });
    // Unsubscribing ends the notifications too; subscribing again starts without them.
    await callApi(t, 'POST', `user/${cid.username}/notify`, ann);
    await callApi(t, 'POST', `user/${cid.username}/unsubscribe`, ann);
    await callApi(t, 'POST', `user/${cid.username}/subscribe`, ann);
    expect((await card(cid.username, ann)).state.me_subscribed_to_new_posts).toBe(false);
  });

  it('refuses oneself, a missing user, a blank username and guests', async () => {
    const rows = await countRows(t.db, 'subscriptions');
    for (const action of ['notify', 'unnotify']) {
      const self = await callApi(t, 'POST', `user/${ann.username}/${action}`, ann);
      expect(self.statusCode).toBe(400);
      expect(self.json().status).toBe('user_cant_subscribe_to_self');
      const missing = await callApi(t, 'POST', `user/nobody_here_x/${action}`, ann);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().status).toBe('user_not_found');
      const blank = await callApi(t, 'POST', `user/%20/${action}`, ann);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().status).toBe('username_required');
      const guest = await callApi(t, 'POST', `user/${bob.username}/${action}`);
      expect(guest.statusCode).toBe(401);
    }
    expect(await countRows(t.db, 'subscriptions')).toBe(rows);
  });
});

describe('POST user/{username}/report', () => {
  it('files one open report per reporter, answering user_reported', async () => {
    const before = await countRows(t.db, 'reports');
    for (let i = 0; i < 2; i++) {
      const res = await callApi(t, 'POST', `user/${bob.username}/report`, ann, { reason: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'user_reported' });
    }
    const plain = await callApi(t, 'POST', `user/${bob.username.toUpperCase()}/report`, ann, {});
    expect(plain.json().status).toBe('user_reported');
    expect(await countRows(t.db, 'reports')).toBe(before + 1);
  });

  it('refuses oneself, a bad reason, a missing or blank user, guests', async () => {
    const before = await countRows(t.db, 'reports');
    const cases: [string, GivenUser | undefined, Record<string, unknown>, number, string][] = [
      [ann.username, ann, { reason: 0 }, 400, 'report_own_content'],
      [bob.username, ann, { reason: 99 }, 400, 'report_reason_not_valid'],
      [bob.username, ann, { reason: 'spam' }, 400, 'bad_request'],
      ['nobody_here_x', ann, { reason: 0 }, 404, 'user_not_found'],
      ['%20', ann, { reason: 0 }, 400, 'username_required'],
      [bob.username, undefined, { reason: 0 }, 401, 'unauthorized'],
    ];
    for (const [username, as, body, code, status] of cases) {
      const res = await callApi(t, 'POST', `user/${username}/report`, as, body);
      expect(res.statusCode, `${username} ${JSON.stringify(body)}`).toBe(code);
      expect(res.json().status).toBe(status);
    }
    expect(await countRows(t.db, 'reports')).toBe(before);
  });
});

describe('POST tag/{slug}/report', () => {
  it('files a report of a tag (ignoring case), once, answering tag_reported', async () => {
    await given.entry(t, bob, { text: 'about #Жалобы' });
    const before = await countRows(t.db, 'reports');
    for (const slug of ['жалобы', 'ЖАЛОБЫ']) {
      const res = await callApi(t, 'POST', `tag/${encodeURIComponent(slug)}/report`, ann, {
        reason: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'tag_reported' });
    }
    expect(await countRows(t.db, 'reports')).toBe(before + 1);
  });

  it('refuses a missing or blank tag, a bad reason and guests', async () => {
    const before = await countRows(t.db, 'reports');
    const cases: [string, GivenUser | undefined, object, number, string][] = [
      ['no_such_tag_here', ann, { reason: 0 }, 404, 'tag_not_found'],
      ['%20', ann, { reason: 0 }, 400, 'tag_slug_required'],
      [encodeURIComponent('жалобы'), ann, { reason: 7 }, 400, 'report_reason_not_valid'],
      [encodeURIComponent('жалобы'), undefined, { reason: 0 }, 401, 'unauthorized'],
    ];
    for (const [slug, as, body, code, status] of cases) {
      const res = await callApi(
        t,
        'POST',
        `tag/${slug}/report`,
        as,
        body as Record<string, unknown>,
      );
      expect(res.statusCode, slug).toBe(code);
      expect(res.json().status).toBe(status);
    }
    expect(await countRows(t.db, 'reports')).toBe(before);
  });
});
