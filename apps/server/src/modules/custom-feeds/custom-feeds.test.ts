/**
 * Integration tests of custom feeds (spec §3 "Feed", §7 "Users and feeds"; DESIGN.md §5) through
 * app.inject on a real database: making, reading, editing and deleting a feed, its tags and its
 * entries (the public entries carrying any of its tags, each once, newest first), following,
 * reporting, the catalogue and `my/feeds`, feed bookmarks, and what the timeline tabs carry —
 * and bad input (no tags, 21 tags, a 61-character title, a 25-character tag, a bad emoji,
 * missing or garbage uuids, someone else's feed, guests) answered with a clear status and no
 * change. The counters are checked when the app closes.
 */
import type { BookmarksOverview, Entry, Feed, Page, Tag } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  [ann, bob] = [await given.user(t), await given.user(t)];
});
afterAll(() => t?.close());

/** A tag no other test uses. */
let tagCounter = 0;
function freshTag(base: string): string {
  tagCounter += 1;
  return `${base}_${tagCounter}`;
}

const TABLES = ['feeds', 'feed_tags', 'feed_subscriptions', 'tags', 'reports', 'bookmarks'];

async function ok<T>(res: { statusCode: number; body: string; json: <J>() => J }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function makeFeed(
  as: GivenUser,
  body: { title?: string; emoji?: string; tags: string[] },
): Promise<Feed> {
  const res = await callApi(t, 'POST', 'feeds', as, { title: 'Feed', emoji: '🐱', ...body });
  const answer = await ok<{ status: string; payload: Feed }>(res);
  expect(answer.status).toBe('feed_added');
  return answer.payload;
}

async function get<T>(url: string, as?: GivenUser): Promise<T> {
  return ok<T>(await callApi(t, 'GET', url, as));
}

/** Every entry of a paged list, page by page (`limit` 7, the feed page size). */
async function all(url: string, as?: GivenUser): Promise<{ texts: string[]; totals: number[] }> {
  const texts: string[] = [];
  const totals: number[] = [];
  const sep = url.includes('?') ? '&' : '?';
  for (let offset = 0; offset < 100; offset += 7) {
    const page = await get<Page<Entry>>(`${url}${sep}offset=${offset}`, as);
    totals.push(page.total_items);
    expect(page.items.length).toBeLessThanOrEqual(7);
    texts.push(...page.items.map((e) => e.content.text));
    if (page.items.length < 7) break;
  }
  return { texts, totals };
}

describe('POST feeds', () => {
  it('makes a feed its author follows, with tags as typed made into slugs', async () => {
    const cats = freshTag('Котики');
    const feed = await makeFeed(ann, { title: '  Мои котики ', tags: [`#${cats}`, cats, 'cats'] });
    expect(feed).toMatchObject({
      title: 'Мои котики',
      emoji: '🐱',
      author: { user_id: ann.user_id, username: ann.username, name: ann.name },
      tags: ['cats', cats.toLowerCase()].sort(),
      counters: { subscribers: 1, tags: 2 },
      state: { me_subscribed: true, is_bookmarked: false, is_mine: true },
    });
    expect(feed.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // A tag of a feed is a use: it exists with the first spelling.
    const tag = await get<Tag>(`tag/${encodeURIComponent(cats.toLowerCase())}`);
    expect(tag.label).toBe(cats);
    // Others see it as theirs to follow.
    expect(await get<Feed>(`feed/${feed.uuid}`, bob)).toMatchObject({
      state: { me_subscribed: false, is_bookmarked: false, is_mine: false },
    });
    expect(await get<Feed>(`feed/${feed.uuid}`)).toMatchObject({ title: 'Мои котики' });
  });

  it('refuses a bad feed with its status, and nothing changes', async () => {
    const good = { title: 'Good', emoji: '🐶', tags: [freshTag('good')] };
    const before = await countAll(t.db, TABLES);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, tags: [] }, 400, 'feed_tags_empty'],
      [
        { ...good, tags: Array.from({ length: 21 }, (_, i) => freshTag(`many${i}x`)) },
        400,
        'feed_too_many_tags',
      ],
      [{ ...good, title: 'т'.repeat(61) }, 400, 'feed_title_too_long'],
      [{ ...good, title: '   ' }, 400, 'feed_title_empty'],
      [{ ...good, tags: ['я'.repeat(25)] }, 400, 'feed_tag_not_valid'],
      [{ ...good, tags: ['two words'] }, 400, 'feed_tag_not_valid'],
      [{ ...good, tags: [freshTag('ok'), '12345'] }, 400, 'feed_tag_not_valid'],
      [{ ...good, emoji: 'x' }, 400, 'feed_emoji_not_valid'],
      [{ ...good, emoji: '🐱🐶' }, 400, 'feed_emoji_not_valid'],
      [{ title: 'No tags field', emoji: '🐱' }, 400, 'bad_request'],
      [{ ...good, title: 'x'.repeat(5000) }, 400, 'bad_request'],
    ];
    for (const [payload, code, status] of cases) {
      const res = await callApi(t, 'POST', 'feeds', ann, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(code);
      expect(res.json().status, JSON.stringify(payload).slice(0, 80)).toBe(status);
    }
    const guest = await callApi(t, 'POST', 'feeds', undefined, good);
    expect(guest.statusCode).toBe(401);
    expect(await countAll(t.db, TABLES)).toEqual(before);
    // The limits themselves are allowed: 60 characters, 20 tags, a 24-character tag.
    const edge = await makeFeed(ann, {
      title: 'т'.repeat(60),
      tags: ['я'.repeat(24), ...Array.from({ length: 19 }, (_, i) => freshTag(`edge${i}x`))],
    });
    expect(edge.counters.tags).toBe(20);
  });
});

describe('GET feed/{uuid}, feed/{uuid}/tags', () => {
  it('answers feed_uuid_required for a blank uuid and feed_not_found for garbage or unknown', async () => {
    const cases: [string, number, string][] = [
      ['feed/%20', 400, 'feed_uuid_required'],
      ['feed/%20/entries', 400, 'feed_uuid_required'],
      ['feed/not-a-uuid', 404, 'feed_not_found'],
      ['feed/01890a5d-ac96-774b-bcce-b302099a8057', 404, 'feed_not_found'],
      ['feed/01890a5d-ac96-774b-bcce-b302099a8057/entries', 404, 'feed_not_found'],
      ['feed/%00/tags', 400, 'bad_request'],
      ["feed/'%3B drop table feeds/tags", 404, 'feed_not_found'],
    ];
    for (const [url, code, status] of cases) {
      const res = await callApi(t, 'GET', url);
      expect(res.statusCode, url).toBe(code);
      expect(res.json().status, url).toBe(status);
    }
  });

  it('lists the tags of a feed', async () => {
    const [a, b] = [freshTag('b'), freshTag('a')];
    const feed = await makeFeed(ann, { tags: [a, b] });
    const tags = await get<Page<Tag>>(`feed/${feed.uuid}/tags`);
    expect(tags.total_items).toBe(2);
    expect(tags.items.map((tag) => tag.slug)).toEqual([a, b].sort());
    expect(tags.items[0]).toMatchObject({ state: { is_official: false, is_nsfw: false } });
  });
});

describe('GET feed/{uuid}/entries', () => {
  it('shows the public entries carrying any of its tags, each once, strictly newest first', async () => {
    const [cats, dogs, other] = [freshTag('cats'), freshTag('dogs'), freshTag('other')];
    const carl = await given.user(t);
    const feed = await makeFeed(bob, { tags: [cats, dogs] });
    const made: string[] = [];
    for (let i = 0; i < 9; i++) {
      const text = `${i} #${i % 3 === 0 ? cats : dogs}${i % 4 === 0 ? ` #${cats}` : ''}`;
      await given.entry(t, i % 2 ? ann : carl, { text });
      made.push(text);
    }
    await given.entry(t, ann, { text: `both #${cats} #${dogs}` });
    made.push(`both #${cats} #${dogs}`);
    await given.entry(t, ann, { text: `elsewhere #${other}` });
    await given.entry(t, ann, { text: `hidden #${cats}`, is_hidden_from_feed: true });
    const gone = await given.entry(t, ann, { text: `deleted #${cats}` });
    await ok(await callApi(t, 'DELETE', `entry/${gone.uuid}`, ann));

    const { texts, totals } = await all(`feed/${feed.uuid}/entries`, ann);
    expect(texts).toEqual([...made].reverse());
    // Entries carrying both of its tags (4, 8 and `both`) count per tag: an upper bound.
    const twice = made.filter((text) => text.includes(cats) && text.includes(dogs)).length;
    expect(twice).toBe(3);
    expect(totals[0]).toBe(made.length + twice);

    // A suspended author's entries leave the feed.
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${carl.user_id}`);
    const after = await all(`feed/${feed.uuid}/entries`);
    expect(after.texts).toEqual(
      [...made].reverse().filter((_, i, list) => {
        const n = Number(list[i]!.split(' ')[0]);
        return Number.isNaN(n) || n % 2 === 1;
      }),
    );
    await t.db.execute(sql`update users set state = 'active' where user_id = ${carl.user_id}`);
  });
});

describe('POST feed/{uuid} (edit), DELETE feed/{uuid}', () => {
  it('lets the author change title, emoji and tags; others get not_owned and nothing changes', async () => {
    const [first, second] = [freshTag('first'), freshTag('second')];
    const feed = await makeFeed(ann, { title: 'Before', tags: [first] });
    await given.entry(t, bob, { text: `one #${first}` });
    await given.entry(t, bob, { text: `two #${second}` });

    const before = await countAll(t.db, TABLES);
    const body = { title: 'Stolen', emoji: '🦊', tags: [second] };
    const stranger = await callApi(t, 'POST', `feed/${feed.uuid}`, bob, body);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().status).toBe('not_owned');
    const bad = await callApi(t, 'POST', `feed/${feed.uuid}`, ann, { ...body, tags: [] });
    expect(bad.json().status).toBe('feed_tags_empty');
    const guest = await callApi(t, 'POST', `feed/${feed.uuid}`, undefined, body);
    expect(guest.statusCode).toBe(401);
    const missing = await callApi(t, 'POST', 'feed/nothing', ann, body);
    expect(missing.json().status).toBe('feed_not_found');
    expect(await countAll(t.db, TABLES)).toEqual(before);
    expect(await get<Feed>(`feed/${feed.uuid}`)).toMatchObject({ title: 'Before', tags: [first] });

    const edited = await ok<{ status: string; payload: Feed }>(
      await callApi(t, 'POST', `feed/${feed.uuid}`, ann, { ...body, title: 'After' }),
    );
    expect(edited).toMatchObject({
      status: 'feed_edited',
      payload: { title: 'After', emoji: '🦊', tags: [second], counters: { tags: 1 } },
    });
    expect((await all(`feed/${feed.uuid}/entries`)).texts).toEqual([`two #${second}`]);
  });

  it('lets the author delete it: it leaves every list, and no one can follow it again', async () => {
    const tag = freshTag('doomed');
    const feed = await makeFeed(ann, { tags: [tag] });
    await ok(await callApi(t, 'POST', `feed/${feed.uuid}/subscribe`, bob));
    await ok(
      await callApi(t, 'POST', 'my/bookmarks', bob, {
        type: 'add',
        object: 'feed',
        feed_id: feed.feed_id,
      }),
    );
    const carl = await given.user(t);
    await given.entry(t, carl, { text: `lost #${tag}` });
    expect((await all('feed/feeds', bob)).texts).toContain(`lost #${tag}`);

    const before = await countAll(t.db, TABLES);
    const stranger = await callApi(t, 'DELETE', `feed/${feed.uuid}`, bob);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().status).toBe('not_owned');
    expect((await callApi(t, 'DELETE', `feed/${feed.uuid}`)).statusCode).toBe(401);
    expect(await countAll(t.db, TABLES)).toEqual(before);

    const res = await callApi(t, 'DELETE', `feed/${feed.uuid}`, ann);
    expect(await ok(res)).toEqual({ status: 'feed_deleted' });
    for (const url of [
      `feed/${feed.uuid}`,
      `feed/${feed.uuid}/entries`,
      `feed/${feed.uuid}/tags`,
    ]) {
      expect((await callApi(t, 'GET', url)).statusCode, url).toBe(404);
    }
    const mine = await get<Page<Feed>>('my/feeds', bob);
    expect(mine.items.map((f) => f.uuid)).not.toContain(feed.uuid);
    expect((await get<Page<Feed>>('my/bookmarks/feeds', bob)).items).toEqual([]);
    expect((await all('feed/feeds', bob)).texts).not.toContain(`lost #${tag}`);
    expect((await all('feed/timeline', bob)).texts).not.toContain(`lost #${tag}`);

    const after = await countAll(t.db, TABLES);
    for (const [action, as] of [
      ['subscribe', bob],
      ['unsubscribe', bob],
      ['report', bob],
    ] as const) {
      const again = await callApi(t, 'POST', `feed/${feed.uuid}/${action}`, as, {});
      expect(again.statusCode, action).toBe(404);
      expect(again.json().status, action).toBe('feed_not_found');
    }
    const mark = await callApi(t, 'POST', 'my/bookmarks', ann, {
      type: 'add',
      object: 'feed',
      feed_id: feed.feed_id,
    });
    expect(mark.json().status).toBe('feed_not_found');
    expect((await callApi(t, 'DELETE', `feed/${feed.uuid}`, ann)).statusCode).toBe(404);
    expect(await countAll(t.db, TABLES)).toEqual(after);
  });
});

describe('POST feed/{uuid}/subscribe, unsubscribe, report', () => {
  it('follows and stops following, idempotently, with the counter', async () => {
    const feed = await makeFeed(ann, { tags: [freshTag('follow')] });
    for (const expected of [2, 2]) {
      const res = await ok<unknown>(await callApi(t, 'POST', `feed/${feed.uuid}/subscribe`, bob));
      expect(res).toEqual({
        status: 'subscribed',
        payload: { me_subscribed: true, subscribers: expected },
      });
    }
    expect((await get<Feed>(`feed/${feed.uuid}`, bob)).state.me_subscribed).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await ok<unknown>(await callApi(t, 'POST', `feed/${feed.uuid}/unsubscribe`, bob));
      expect(res).toEqual({
        status: 'unsubscribed',
        payload: { me_subscribed: false, subscribers: 1 },
      });
    }
    // The author may stop following their own feed, and it is still theirs in my/feeds.
    await ok(await callApi(t, 'POST', `feed/${feed.uuid}/unsubscribe`, ann));
    const mine = await get<Page<Feed>>('my/feeds', ann);
    expect(mine.items.find((f) => f.uuid === feed.uuid)).toMatchObject({
      state: { me_subscribed: false, is_mine: true },
      counters: { subscribers: 0 },
    });
  });

  it('refuses following a missing feed and guests, changing nothing', async () => {
    const feed = await makeFeed(ann, { tags: [freshTag('guarded')] });
    const before = await countAll(t.db, TABLES);
    for (const url of [
      'feed/not-a-uuid/subscribe',
      'feed/01890a5d-ac96-774b-bcce-b302099a8057/subscribe',
    ]) {
      const res = await callApi(t, 'POST', url, bob);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status, url).toBe('feed_not_found');
    }
    for (const action of ['subscribe', 'unsubscribe', 'report']) {
      const res = await callApi(t, 'POST', `feed/${feed.uuid}/${action}`, undefined, {});
      expect(res.statusCode, action).toBe(401);
    }
    expect((await callApi(t, 'GET', 'my/feeds')).statusCode).toBe(401);
    expect((await callApi(t, 'GET', 'my/bookmarks/feeds')).statusCode).toBe(401);
    expect(await countAll(t.db, TABLES)).toEqual(before);
  });

  it('files a report once, never of one’s own feed or for a bad reason', async () => {
    const feed = await makeFeed(ann, { tags: [freshTag('reported')] });
    const before = await countAll(t.db, ['reports']);
    const own = await callApi(t, 'POST', `feed/${feed.uuid}/report`, ann, { reason: 1 });
    expect(own.json().status).toBe('report_own_content');
    const bad = await callApi(t, 'POST', `feed/${feed.uuid}/report`, bob, { reason: 99 });
    expect(bad.json().status).toBe('report_reason_not_valid');
    expect(await countAll(t.db, ['reports'])).toEqual(before);
    for (let i = 0; i < 2; i++) {
      const res = await callApi(t, 'POST', `feed/${feed.uuid}/report`, bob, { reason: 1 });
      expect(await ok(res)).toEqual({ status: 'feed_reported' });
    }
    expect(await countAll(t.db, ['reports'])).toEqual({ reports: before.reports + 1 });
  });
});

describe('GET feeds (catalogue), GET my/feeds', () => {
  it('lists feeds newest first; q finds titles in any case and tags by prefix, wildcards literal', async () => {
    const word = freshTag('zebra');
    const older = await makeFeed(bob, {
      title: `Полосатые ${word.toUpperCase()}`,
      tags: [freshTag('x')],
    });
    const newer = await makeFeed(ann, { title: 'Лошади', tags: [`${word}s`] });
    const found = await get<Page<Feed>>(`feeds?q=${encodeURIComponent(` ${word} `)}`);
    expect(found.items.map((f) => f.uuid)).toEqual([newer.uuid, older.uuid]);
    expect(found.total_items).toBe(2);
    const byHash = await get<Page<Feed>>(`feeds?q=${encodeURIComponent(`#${word}`)}`);
    expect(byHash.items.map((f) => f.uuid)).toEqual([newer.uuid]);
    for (const q of ['%', '%%', '\\', "'", '%00', 'x'.repeat(10_000)]) {
      const res = await callApi(t, 'GET', `feeds?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q.slice(0, 10)).toBe(200);
      expect(res.json<Page<Feed>>().items, q.slice(0, 10)).toEqual([]);
    }
    const everything = await get<Page<Feed>>('feeds');
    expect(everything.items[0]!.uuid).toBe(newer.uuid);
    expect(everything.total_items).toBeGreaterThanOrEqual(2);
    const second = await get<Page<Feed>>('feeds?offset=1');
    expect(second.items[0]!.uuid).toBe(everything.items[1]!.uuid);
    expect((await callApi(t, 'GET', 'feeds?offset=-1')).statusCode).toBe(400);
  });

  it('my/feeds lists those I made and those I follow, most recent first', async () => {
    const dan = await given.user(t);
    const followed = await makeFeed(ann, { tags: [freshTag('followed')] });
    const made = await makeFeed(dan, { tags: [freshTag('made')] });
    await ok(await callApi(t, 'POST', `feed/${followed.uuid}/subscribe`, dan));
    const mine = await get<Page<Feed>>('my/feeds', dan);
    expect(mine.items.map((f) => f.uuid)).toEqual([followed.uuid, made.uuid]);
    expect(mine.total_items).toBe(2);
  });
});

describe('feed bookmarks', () => {
  it('adds and removes a feed bookmark, seen in the feed, the list and the overview', async () => {
    const feed = await makeFeed(ann, { tags: [freshTag('kept')] });
    const add = { type: 'add', object: 'feed', feed_id: feed.feed_id };
    for (let i = 0; i < 2; i++) {
      expect(await ok(await callApi(t, 'POST', 'my/bookmarks', bob, add))).toEqual({
        status: 'added',
        payload: { is_bookmarked: true },
      });
    }
    expect((await get<Feed>(`feed/${feed.uuid}`, bob)).state.is_bookmarked).toBe(true);
    expect((await get<Feed>(`feed/${feed.uuid}`, ann)).state.is_bookmarked).toBe(false);
    const list = await get<Page<Feed>>('my/bookmarks/feeds', bob);
    expect(list.items.map((f) => f.uuid)).toEqual([feed.uuid]);
    expect(list.total_items).toBe(1);
    const overview = await get<BookmarksOverview>('my/bookmarks/all', bob);
    expect(overview.feeds.items.map((f) => f.uuid)).toEqual([feed.uuid]);
    expect(overview.feeds.total_items).toBe(1);
    const missing = await callApi(t, 'POST', 'my/bookmarks', bob, { ...add, feed_id: 999_999 });
    expect(missing.json().status).toBe('feed_not_found');
    expect(
      await ok(await callApi(t, 'POST', 'my/bookmarks', bob, { ...add, type: 'remove' })),
    ).toEqual({
      status: 'removed',
      payload: { is_bookmarked: false },
    });
    expect((await get<Page<Feed>>('my/bookmarks/feeds', bob)).items).toEqual([]);
  });
});

describe('the timeline tabs carry followed feeds', () => {
  it('feed/feeds and feed/timeline show each entry once, strictly newest first', async () => {
    const [reader, friend, stranger] = [
      await given.user(t),
      await given.user(t),
      await given.user(t),
    ];
    const [cats, dogs] = [freshTag('tlcats'), freshTag('tldogs')];
    const catsFeed = await makeFeed(stranger, { tags: [cats] });
    const dogsFeed = await makeFeed(stranger, { tags: [dogs, cats] });
    for (const feed of [catsFeed, dogsFeed]) {
      await ok(await callApi(t, 'POST', `feed/${feed.uuid}/subscribe`, reader));
    }
    await ok(await callApi(t, 'POST', `user/${friend.username}/subscribe`, reader));
    const expected: string[] = [];
    const post = async (who: GivenUser, text: string, inTimeline: boolean) => {
      await given.entry(t, who, { text });
      if (inTimeline) expected.push(text);
    };
    await post(friend, 'friend, no tag', true);
    await post(stranger, `stranger #${cats}`, true);
    await post(friend, `friend #${cats} #${dogs}`, true);
    await post(stranger, 'stranger, no tag', false);
    await post(reader, 'mine', true);
    for (let i = 0; i < 8; i++) await post(stranger, `more ${i} #${i % 2 ? cats : dogs}`, true);
    await given.entry(t, stranger, { text: `hidden #${cats}`, is_hidden_from_feed: true });

    const timeline = await all('feed/timeline', reader);
    expect(timeline.texts).toEqual([...expected].reverse());
    expect(timeline.totals[0]).toBeGreaterThanOrEqual(expected.length);

    const feeds = await all('feed/feeds', reader);
    const tagged = expected.filter((text) => text.includes('#'));
    expect(feeds.texts).toEqual([...tagged].reverse());
    // Two entries carry two followed tags: counted per tag, the total is an upper bound.
    expect(feeds.totals[0]).toBe(tagged.length + 1);

    // Unfollowing a feed takes its tags away (cats stays through the other feed).
    await ok(await callApi(t, 'POST', `feed/${dogsFeed.uuid}/unsubscribe`, reader));
    const less = await all('feed/feeds', reader);
    expect(less.texts).toEqual([...tagged].reverse().filter((text) => text.includes(`#${cats}`)));
  });

  it("drops a suspended author's feed: not found, and its tags leave its followers' tabs", async () => {
    const [reader, maker, writer] = [await given.user(t), await given.user(t), await given.user(t)];
    const tag = freshTag('suspended');
    const feed = await makeFeed(maker, { tags: [tag] });
    await ok(await callApi(t, 'POST', `feed/${feed.uuid}/subscribe`, reader));
    await given.entry(t, writer, { text: `seen #${tag}` });
    expect((await all('feed/timeline', reader)).texts).toEqual([`seen #${tag}`]);
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${maker.user_id}`);
    expect((await callApi(t, 'GET', `feed/${feed.uuid}`)).json().status).toBe('feed_not_found');
    expect((await get<Page<Feed>>('my/feeds', reader)).items).toEqual([]);
    expect((await all('feed/timeline', reader)).texts).toEqual([]);
    expect((await all('feed/feeds', reader)).texts).toEqual([]);
    const catalogue = await get<Page<Feed>>(`feeds?q=${encodeURIComponent(tag)}`);
    expect(catalogue).toEqual({ items: [], total_items: 0 });
    await t.db.execute(sql`update users set state = 'active' where user_id = ${maker.user_id}`);
    expect((await all('feed/feeds', reader)).texts).toEqual([`seen #${tag}`]);
  });

  it('answers guests 401 and new people an empty page', async () => {
    expect((await callApi(t, 'GET', 'feed/feeds')).statusCode).toBe(401);
    const newcomer = await given.user(t);
    expect(await get<Page<Entry>>('feed/feeds', newcomer)).toEqual({ items: [], total_items: 0 });
  });
});
