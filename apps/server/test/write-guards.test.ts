/**
 * Guards every state-changing call of the API has (DESIGN.md §4, §7), checked for each write the
 * OpenAPI document lists, so a new route is covered the day it is added: a guest gets 401
 * `unauthorized` (except register and login, which are for guests), and a cookie request from
 * another site gets 403 `forbidden`; neither changes a row. Each area's own tests check its
 * non-owner (403) and bad-input (400) answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { type GivenUser, given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Writes a guest may call (signing up and in, password recovery, the digest's unsubscribe). */
const FOR_GUESTS = new Set([
  'POST /v1/auth/register',
  'POST /v1/auth/login',
  'POST /v1/auth/forgot',
  'POST /v1/auth/forgot-code',
  'POST /v1/auth/forgot-change',
  'POST /v1/mail/unsubscribe',
]);

let t: TestApp;
let owner: GivenUser;
let writes: { method: string; path: string }[];
/** Values for the path parameters of the writes: a live entry and its author. */
let params: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  owner = await given.user(t);
  const entry = await given.entry(t, owner, { text: 'guarded #tag' });
  const comment = await given.comment(t, owner, entry);
  await t.services.notifications.create({
    kind: 'system',
    recipientIds: [owner.user_id],
    payload: { title: 'Guarded', text: 'A notification of the owner' },
    dedupeKey: 'system:write-guards',
  });
  const [notice] = await queryRows<{ notify_id: string }>(
    t.db,
    sql`SELECT notify_id::text FROM notifications WHERE recipient_id = ${owner.user_id}`,
  );
  const [login] = await queryRows<{ session_id: string }>(
    t.db,
    sql`SELECT session_id::text FROM sessions WHERE user_id = ${owner.user_id} LIMIT 1`,
  );
  params = {
    login_id: login!.session_id,
    uuid: entry.uuid,
    username: owner.username,
    id: String(comment.comment_id),
    slug: 'tag',
    notify_id: notice!.notify_id,
  };
  const doc = (await t.app.inject({ url: '/v1/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t?.close());

/** The URL of `path` with its `{param}`s filled in. */
function url(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no test value for {${name}} in ${path}`);
    return value;
  });
}

/** Live rows of every table a write can change. */
async function state() {
  const [row] = await queryRows(
    t.db,
    sql`SELECT
          (SELECT count(*) FROM users WHERE state = 'active')::int AS users,
          (SELECT count(*) FROM sessions WHERE date_ended IS NULL)::int AS sessions,
          (SELECT count(*) FROM entries WHERE deleted_at IS NULL)::int AS entries,
          (SELECT count(*) FROM comments WHERE deleted_at IS NULL)::int AS comments,
          (SELECT count(*) FROM subscriptions)::int AS subscriptions,
          (SELECT count(*) FROM subscriptions WHERE notify_new_posts)::int AS notified,
          (SELECT count(*) FROM bookmarks)::int AS bookmarks,
          (SELECT count(*) FROM notifications WHERE is_read)::int AS notifications_read,
          (SELECT count(*) FROM notifications WHERE is_hidden)::int AS notifications_hidden,
          (SELECT count(*) FROM notification_settings)::int AS notification_settings,
          (SELECT count(*) FROM entry_versions)::int AS entry_versions,
          (SELECT count(*) FROM comment_versions)::int AS comment_versions,
          (SELECT count(*) FROM entry_reactions)::int AS reactions,
          (SELECT count(*) FROM reports)::int AS reports,
          (SELECT count(*) FROM entries WHERE is_pinned)::int AS pinned,
          (SELECT count(*) FROM comments WHERE is_hidden)::int AS hidden_comments,
          (SELECT count(*) FROM tags)::int AS tags,
          (SELECT count(*) FROM entry_tags)::int AS entry_tags,
          (SELECT count(*) FROM files)::int AS files,
          (SELECT count(*) FROM feeds WHERE deleted_at IS NULL)::int AS feeds,
          (SELECT count(*) FROM feed_tags)::int AS feed_tags,
          (SELECT count(*) FROM feed_subscriptions)::int AS feed_subscriptions,
          (SELECT coalesce(sum(subscribers_count), 0) FROM feeds)::int AS feed_subscribers,
          (SELECT coalesce(sum(feed_entries_count), 0) FROM author_stats)::int AS feed_entries,
          (SELECT coalesce(sum(feed_entries_count), 0) FROM tag_author_stats)::int
            AS tag_entries`,
  );
  return row;
}

describe('every write of the API', () => {
  it('is listed in the OpenAPI document', () => {
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/auth/logout',
        'POST /v1/entry',
        'DELETE /v1/entry/{uuid}',
        'POST /v1/entry/{uuid}/comments',
        'POST /v1/user/{username}/subscribe',
        'POST /v1/entry/{uuid}',
        'POST /v1/entry/{uuid}/pin',
        'POST /v1/entry/{uuid}/react',
        'DELETE /v1/entry/{uuid}/react',
        'POST /v1/entry/{uuid}/report',
        'POST /v1/comment/{id}',
        'DELETE /v1/comment/{id}',
        'POST /v1/comment/{id}/hide',
        'POST /v1/comment/{id}/report',
        'POST /v1/my/bookmarks',
        'POST /v1/user/{username}/notify',
        'POST /v1/user/{username}/report',
        'POST /v1/tag/{slug}/report',
        'POST /v1/feeds',
        'POST /v1/feed/{uuid}',
        'DELETE /v1/feed/{uuid}',
        'POST /v1/feed/{uuid}/subscribe',
        'POST /v1/feed/{uuid}/unsubscribe',
        'POST /v1/feed/{uuid}/report',
      ]),
    );
  });

  it('answers a guest 401 unauthorized and changes nothing (register and login aside)', async () => {
    const before = await state();
    for (const { method, path } of writes) {
      if (FOR_GUESTS.has(`${method} ${path}`)) continue;
      const res = await t.app.inject({ method: method as 'POST', url: url(path), payload: {} });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json(), `${method} ${path}`).toMatchObject({ status: 'unauthorized' });
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a cookie request from another site with 403 forbidden and changes nothing', async () => {
    const before = await state();
    for (const { method, path } of writes) {
      for (const site of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: url(path),
          headers: { cookie: owner.cookie.cookie, ...site },
          payload: { text: 'forged', logout_hash: owner.logout_hash },
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json(), `${method} ${path}`).toMatchObject({ status: 'forbidden' });
      }
    }
    expect(await state()).toEqual(before);
  });
});
