/**
 * Integration tests of `POST settings/delete-account` (spec §7 "Settings"; DESIGN.md §5
 * "account deletion"; docs/decisions/account-settings.md) on a real database (PGlite;
 * PostgreSQL with TEST_DATABASE_URL): a refused call (wrong or missing password, no
 * confirmation, unknown or repeated fields, a guest) changes no row; an accepted one erases the
 * person's entries, comments, media files on disk, bookmarks by and of them, subscriptions both
 * ways, custom feeds, notifications, sessions (their events streams end), keeps the reports they
 * filed without their name and the username reserved, and leaves every other counter exact
 * (`checkCounters` at the end).
 */
import type { Entry, Feed, Page, UserCard } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';
import { jpeg, upload } from '../../../test/media.ts';
import { openEvents } from '../../../test/sse.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** Every table an erasure touches: counted before and after a refused call. */
const TABLES = [
  'users',
  'entries',
  'comments',
  'files',
  'bookmarks',
  'subscriptions',
  'feeds',
  'feed_subscriptions',
  'notifications',
  'sessions',
  'reports',
  'entry_reactions',
] as const;

/** Runs the job worker until nothing is due (notifications are made after commit). */
async function drain(): Promise<void> {
  while ((await t.app.jobs.runOnce()) > 0) {}
}

/** Whether `who`'s token is a live session. */
async function signedIn(who: GivenUser): Promise<boolean> {
  const res = await callApi(t, 'GET', 'auth/session', who);
  return res.json().is_auth;
}

/** The abyss's first page as `who` (or a guest) sees it. */
async function abyss(who?: GivenUser): Promise<Entry[]> {
  const res = await callApi(t, 'GET', 'feed/abyss', who);
  return res.json<Page<Entry>>().items;
}

describe('POST settings/delete-account', () => {
  it('refuses a wrong or missing password, no confirmation, unknown or repeated fields; nothing changes', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    await given.entry(t, ann);
    await callApi(t, 'POST', `user/${ann.username}/subscribe`, bob);
    await drain();
    const before = await countAll(t.db, TABLES);
    const cases: [string, Record<string, unknown> | string, number, string][] = [
      ['a wrong password', { password: 'not-the-password', apply: true }, 400, 'password_invalid'],
      ['no password', { apply: true }, 400, 'password_empty'],
      ['no confirmation', { password: ann.password }, 400, 'bad_request'],
      [
        'apply=false',
        `password=${encodeURIComponent(ann.password)}&apply=false`,
        400,
        'bad_request',
      ],
      ['an unknown field', { password: ann.password, apply: true, now: 1 }, 400, 'bad_request'],
      [
        'a repeated field',
        `password=${encodeURIComponent(ann.password)}&apply=true&apply=true`,
        400,
        'bad_request',
      ],
    ];
    for (const [what, body, code, status] of cases) {
      const res = await callApi(t, 'POST', 'settings/delete-account', ann, body);
      expect(res.statusCode, what).toBe(code);
      expect(res.json().status, what).toBe(status);
    }
    expect(await countAll(t.db, TABLES)).toEqual(before);
    expect(await signedIn(ann)).toBe(true);
    const card = await callApi(t, 'GET', `user/${ann.username}`, bob);
    expect(card.json<UserCard>().counters.subscribers).toBe(1);
  });

  it("erases the person and their content; others' rows and counters stay exact", async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const cid = await given.user(t);

    // Ann's content: an entry with an image and a tag, a feed, comments everywhere.
    const image = await upload(t, ann, await jpeg());
    const annEntry = await given.entry(t, ann, { text: 'Ann #erasure', files: [image.uuid] });
    const bobEntry = await given.entry(t, bob, { text: 'Bob writes' });
    const bobOnAnn = await given.comment(t, bob, annEntry, { text: 'Bob under Ann' });
    const annOnBob = await given.comment(t, ann, bobEntry, { text: 'Ann under Bob' });
    const bobReply = await given.comment(t, bob, bobEntry, {
      text: 'Bob answers Ann',
      parent_id: annOnBob.comment_id,
    });
    const annLeaf = await given.comment(t, ann, bobEntry, { text: 'Ann alone' });
    const annReplyToBob = await given.comment(t, ann, bobEntry, {
      text: 'Ann replies to Bob',
      parent_id: bobReply.comment_id,
    });
    const feed = (
      await callApi(t, 'POST', 'feeds', ann, { title: 'Ann feed', emoji: '🌊', tags: ['erasure'] })
    ).json<{ payload: Feed }>().payload;
    const cidFeed = (
      await callApi(t, 'POST', 'feeds', cid, { title: 'Cid feed', emoji: '🔥', tags: ['cid'] })
    ).json<{ payload: Feed }>().payload;

    // Ties both ways.
    for (const [who, url, body] of [
      [ann, `user/${bob.username}/notify`, undefined],
      [bob, `user/${ann.username}/notify`, undefined],
      [cid, `user/${ann.username}/subscribe`, undefined],
      [bob, `feed/${feed.uuid}/subscribe`, undefined],
      [ann, `feed/${cidFeed.uuid}/subscribe`, undefined],
      [ann, `entry/${bobEntry.uuid}/react`, { react: 'heart' }],
      [bob, `entry/${annEntry.uuid}/react`, { react: 'fire' }],
      [ann, 'my/bookmarks', { type: 'add', object: 'entry', entry_id: bobEntry.entry_id }],
      [bob, 'my/bookmarks', { type: 'add', object: 'entry', entry_id: annEntry.entry_id }],
      [bob, 'my/bookmarks', { type: 'add', object: 'user', user_id: ann.user_id }],
      [bob, 'my/bookmarks', { type: 'add', object: 'feed', feed_id: feed.feed_id }],
      [cid, 'my/bookmarks', { type: 'add', object: 'comment', comment_id: annOnBob.comment_id }],
      [ann, `entry/${bobEntry.uuid}/report`, { reason: 1 }],
    ] as [GivenUser, string, Record<string, unknown> | undefined][]) {
      const res = await callApi(t, 'POST', url, who, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    await drain();
    const cidFeedSubscribers = async () =>
      (await callApi(t, 'GET', `feed/${cidFeed.uuid}`, cid)).json().counters.subscribers;
    const cidFeedBefore = await cidFeedSubscribers();
    const stream = await openEvents(base, ann.bearer);
    expect(stream.status).toBe(200);
    await stream.connected();
    expect((await abyss()).map((e) => e.uuid)).toContain(annEntry.uuid);
    expect(await t.services.files.locate(image.uuid, 'original')).not.toBeNull();

    const res = await callApi(
      t,
      'POST',
      'settings/delete-account',
      ann,
      `password=${encodeURIComponent(ann.password)}&apply=true`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'account_deleted' });
    expect(String(res.headers['set-cookie'])).toContain('sid=;');

    // Signed out everywhere, the stream ended, the profile answers user_deleted.
    await stream.ended;
    expect(await signedIn(ann)).toBe(false);
    const profile = await callApi(t, 'GET', `user/${ann.username}`, bob);
    expect(profile.statusCode).toBe(404);
    expect(profile.json().status).toBe('user_deleted');
    const login = await callApi(t, 'POST', 'auth/login', undefined, {
      email: ann.email,
      password: ann.password,
    });
    expect(login.statusCode).toBe(401);

    // Her entries are gone from every list; her image from the disk.
    expect((await abyss()).map((e) => e.uuid)).not.toContain(annEntry.uuid);
    expect((await abyss(bob)).map((e) => e.uuid)).not.toContain(annEntry.uuid);
    const timeline = await callApi(t, 'GET', 'feed/timeline', bob);
    expect(timeline.json<Page<Entry>>().items.map((e) => e.uuid)).not.toContain(annEntry.uuid);
    expect((await callApi(t, 'GET', `entry/${annEntry.uuid}`, bob)).statusCode).toBe(404);
    // The tag only Ann's entry and feed carried went with them.
    expect((await callApi(t, 'GET', 'tag/erasure/entries', bob)).json().status).toBe(
      'tag_not_found',
    );
    expect(await t.services.files.locate(image.uuid, 'original')).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${image.uuid}/w640` })).statusCode,
    ).toBe(404);

    // Her comments under Bob's entry: the one Bob answered stays as an empty stub, the rest go.
    const rows = await queryRows<{ comment_id: string; text: string; deleted: boolean }>(
      t.db,
      sql`SELECT comment_id, text, deleted_at IS NOT NULL AS deleted FROM comments
          WHERE user_id = ${ann.user_id} ORDER BY comment_id`,
    );
    expect(rows.map((r) => [Number(r.comment_id), r.text, r.deleted])).toEqual([
      [annOnBob.comment_id, '', true],
    ]);
    expect(
      await queryRows(t.db, sql`SELECT 1 FROM comments WHERE comment_id = ${bobOnAnn.comment_id}`),
    ).toEqual([]);
    for (const gone of [annLeaf, annReplyToBob]) {
      const got = await callApi(t, 'GET', `comment/${gone.comment_id}`, bob);
      expect(got.statusCode).toBe(404);
    }
    const bobSees = (await callApi(t, 'GET', `entry/${bobEntry.uuid}`, bob)).json<Entry>();
    expect(bobSees.counters.comments).toBe(1); // Bob's reply under the stub
    expect(bobSees.counters.bookmarks).toBe(0);
    expect(bobSees.reactions).toEqual([]);

    // Subscriptions both ways, feeds, bookmarks and notifications are gone; counters exact.
    const bobCard = (await callApi(t, 'GET', `user/${bob.username}`, bob)).json<UserCard>();
    expect(bobCard.counters).toMatchObject({ subscribers: 0, subscriptions: 0 });
    const cidCard = (await callApi(t, 'GET', `user/${cid.username}`, cid)).json<UserCard>();
    expect(cidCard.counters.subscriptions).toBe(0);
    const bobFeeds = await callApi(t, 'GET', 'my/feeds', bob);
    expect(bobFeeds.json<Page<Feed>>().items.map((f) => f.uuid)).not.toContain(feed.uuid);
    expect((await callApi(t, 'GET', `feed/${feed.uuid}`, bob)).statusCode).toBe(404);
    expect(await cidFeedSubscribers()).toBe(cidFeedBefore - 1);
    const bookmarks = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM bookmarks WHERE user_id = ${ann.user_id}
            OR (object_type = 'user' AND object_id = ${ann.user_id})
            OR (object_type = 'entry' AND object_id = ${annEntry.entry_id})
            OR (object_type = 'feed' AND object_id = ${feed.feed_id})
            OR (object_type = 'comment' AND object_id = ${annOnBob.comment_id})`,
    );
    expect(bookmarks[0]!.n).toBe(0);
    const notices = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE recipient_id = ${ann.user_id} OR actor_id = ${ann.user_id}`,
    );
    expect(notices[0]!.n).toBe(0);
    const sessions = await queryRows(
      t.db,
      sql`SELECT 1 FROM sessions WHERE user_id = ${ann.user_id}`,
    );
    expect(sessions).toEqual([]);

    // Her report stays for operators, without her name.
    const reports = await queryRows<{ reporter_id: number | null }>(
      t.db,
      sql`SELECT reporter_id FROM reports
          WHERE object_type = 'entry' AND object_id = ${bobEntry.entry_id}`,
    );
    expect(reports).toEqual([{ reporter_id: null }]);

    // The row stays as deleted with nothing personal; the username stays reserved; the e-mail
    // is free again.
    const [user] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`SELECT state, name, bio, email, password_hash FROM users WHERE user_id = ${ann.user_id}`,
    );
    expect(user).toEqual({
      state: 'deleted',
      name: '',
      bio: '',
      email: `deleted-${ann.user_id}@deleted.invalid`,
      password_hash: '',
    });
    await expect(
      t.services.auth.createAccount(
        {
          username: ann.username.toUpperCase(),
          name: 'Someone',
          email: 'someone-new@example.test',
          password: 'a-fine-new-passphrase-9',
        },
        'vitest',
      ),
    ).rejects.toMatchObject({ status: 'username_already_used' });
    const again = await given.user(t, { email: ann.email });
    expect(again.email).toBe(ann.email);

    // Deleting again with the old token is a guest's call.
    const twice = await callApi(t, 'POST', 'settings/delete-account', ann, {
      password: ann.password,
      apply: true,
    });
    expect(twice.statusCode).toBe(401);
  });

  it('removes the tags only the erased account used; tags of others, of their feeds and flagged ones stay', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const cid = await given.user(t);
    // Unique slugs (1–24 characters) per run: the database may hold earlier runs' tags.
    const stamp = Date.now().toString(36).slice(-6);
    const slug = {
      only: `eraonly${stamp}`,
      feedOnly: `erafeed${stamp}`,
      shared: `erashared${stamp}`,
      followed: `erafollow${stamp}`,
      official: `eraofficial${stamp}`,
      nsfw: `eransfw${stamp}`,
      deletedByBob: `eradeleted${stamp}`,
    };
    await given.entry(t, ann, { text: `Ann #${slug.only} #${slug.shared} #${slug.followed}` });
    await given.entry(t, ann, {
      text: `Ann again #${slug.only} #${slug.official} #${slug.nsfw} #${slug.deletedByBob}`,
    });
    await given.entry(t, bob, { text: `Bob #${slug.shared}` });
    const bobGone = await given.entry(t, bob, { text: `Bob, deleted #${slug.deletedByBob}` });
    expect((await callApi(t, 'DELETE', `entry/${bobGone.uuid}`, bob)).statusCode).toBe(200);
    for (const [who, tags] of [
      [ann, [slug.feedOnly, slug.only]],
      [cid, [slug.followed]],
    ] as [GivenUser, string[]][]) {
      const res = await callApi(t, 'POST', 'feeds', who, { title: 'Feed', emoji: '🌊', tags });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.services.moderation.setTagFlag(slug.official, 'official', true);
    await t.services.moderation.setTagFlag(slug.nsfw, 'nsfw', true);

    const tagPage = async (tag: string) => (await callApi(t, 'GET', `tag/${tag}`, bob)).statusCode;
    const found = async (tag: string) => {
      const search = await callApi(t, 'GET', `search/tags?query=${tag}`, bob);
      expect(search.statusCode, search.body).toBe(200);
      const suggest = await callApi(t, 'GET', `suggest/tags?prefix=${tag}`, bob);
      expect(suggest.statusCode, suggest.body).toBe(200);
      return {
        search: search.json<Page<{ slug: string }>>().items.some((x) => x.slug === tag),
        suggest: suggest.json<{ items: { slug: string }[] }>().items.some((x) => x.slug === tag),
      };
    };
    for (const tag of Object.values(slug)) {
      expect(await tagPage(tag), tag).toBe(200);
      expect(await found(tag), tag).toEqual({ search: true, suggest: true });
    }

    const res = await callApi(t, 'POST', 'settings/delete-account', ann, {
      password: ann.password,
      apply: true,
    });
    expect(res.statusCode, res.body).toBe(200);

    // Used by Ann's entries and feed alone: no tag page, not found, not suggested.
    for (const tag of [slug.only, slug.feedOnly]) {
      for (const url of [`tag/${tag}`, `tag/${tag}/entries`]) {
        const page = await callApi(t, 'GET', url, bob);
        expect(page.statusCode, url).toBe(404);
        expect(page.json().status).toBe('tag_not_found');
      }
      expect(await found(tag), tag).toEqual({ search: false, suggest: false });
    }
    // Carried by an entry of Bob's (even a deleted one) or Cid's feed, or flagged by operators.
    for (const tag of [slug.shared, slug.followed, slug.official, slug.nsfw, slug.deletedByBob]) {
      expect(await tagPage(tag), tag).toBe(200);
      expect(await found(tag), tag).toEqual({ search: true, suggest: true });
    }
    const shared = await callApi(t, 'GET', `tag/${slug.shared}/entries`, bob);
    expect(shared.json<Page<Entry>>().items.map((e) => e.user.username)).toEqual([bob.username]);
    const official = await callApi(t, 'GET', `tag/${slug.official}/entries`, bob);
    expect(official.json<Page<Entry>>().items).toEqual([]);
  });
});
