/**
 * Integration tests of bookmarks (spec §7 "Bookmarks") through app.inject on a real database:
 * adding and removing users, entries and comments (idempotent, `added` / `removed`),
 * `is_bookmarked` and `counters.bookmarks` where the objects are read, the overview and the
 * paged lists newest first with only readable objects, and bad input — a missing object, an
 * unknown kind or type, a missing id, oneself, a missing feed, guests — changing nothing.
 * Feed bookmarks are tested with custom feeds (modules/custom-feeds).
 * The counters are checked when the app closes.
 */
import type { BookmarksOverview, Comment, Entry, Page, UserCard, UserShort } from '@potok/common';
import { sql } from 'drizzle-orm';
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

function mark(as: GivenUser | undefined, payload: Record<string, unknown>) {
  return callApi(t, 'POST', 'my/bookmarks', as, payload);
}

async function get<T>(url: string, as: GivenUser): Promise<T> {
  const res = await callApi(t, 'GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('POST my/bookmarks', () => {
  it('adds and removes an entry, idempotently, with is_bookmarked and the counter real', async () => {
    const entry = await given.entry(t, bob, { text: 'worth keeping' });
    const add = { type: 'add', object: 'entry', entry_id: entry.entry_id };
    for (const who of [ann, ann, bob]) {
      const res = await mark(who, add);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('added');
    }
    const seen = await get<Entry>(`entry/${entry.uuid}`, ann);
    expect(seen.state.is_bookmarked).toBe(true);
    expect(seen.counters.bookmarks).toBe(2);
    const stranger = await given.user(t);
    expect((await get<Entry>(`entry/${entry.uuid}`, stranger)).state.is_bookmarked).toBe(false);

    const removed = await mark(ann, { ...add, type: 'remove' });
    expect(removed.json()).toEqual({
      status: 'removed',
      payload: { is_bookmarked: false, bookmarks: 1 },
    });
    const again = await mark(ann, { ...add, type: 'remove' });
    expect(again.json()).toEqual({
      status: 'removed',
      payload: { is_bookmarked: false, bookmarks: 1 },
    });
    const after = await get<Entry>(`entry/${entry.uuid}`, ann);
    expect(after.state.is_bookmarked).toBe(false);
    expect(after.counters.bookmarks).toBe(1);
  });

  it('bookmarks a comment and a user; their is_bookmarked follows', async () => {
    const entry = await given.entry(t, bob, { text: 'with a thread' });
    const comment = await given.comment(t, bob, entry);
    const res = await mark(ann, { type: 'add', object: 'comment', comment_id: comment.comment_id });
    expect(res.json()).toEqual({ status: 'added', payload: { is_bookmarked: true } });
    const one = await get<Comment>(`comment/${comment.comment_id}`, ann);
    expect(one.state.is_bookmarked).toBe(true);

    const cid = await given.user(t);
    expect((await get<UserCard>(`user/${cid.username}`, ann)).state.is_bookmarked).toBe(false);
    const byUser = await mark(ann, { type: 'add', object: 'user', user_id: cid.user_id });
    expect(byUser.json().status).toBe('added');
    expect((await get<UserCard>(`user/${cid.username}`, ann)).state.is_bookmarked).toBe(true);
    expect((await get<UserCard>(`user/${cid.username}`, bob)).state.is_bookmarked).toBe(false);
  });

  it('refuses bad input with a clear status, and nothing changes', async () => {
    const entry = await given.entry(t, bob, { text: 'target' });
    const comment = await given.comment(t, bob, entry);
    const gone = await given.entry(t, bob, { text: 'to be deleted' });
    expect((await callApi(t, 'DELETE', `entry/${gone.uuid}`, bob)).statusCode).toBe(200);
    const before = await countRows(t.db, 'bookmarks');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'add', object: 'entry', entry_id: 999_999_999 }, 404, 'entry_not_found'],
      [{ type: 'add', object: 'entry', entry_id: gone.entry_id }, 404, 'entry_not_found'],
      [{ type: 'add', object: 'comment', comment_id: 999_999_999 }, 404, 'comment_not_found'],
      [{ type: 'add', object: 'user', user_id: 999_999_999 }, 404, 'user_not_found'],
      [{ type: 'add', object: 'user', user_id: ann.user_id }, 400, 'bad_request'],
      [{ type: 'add', object: 'feed', feed_id: 1 }, 404, 'feed_not_found'],
      [{ type: 'add', object: 'tag', tag_id: 1 }, 400, 'bad_request'],
      [{ type: 'add', object: 'entry' }, 400, 'bad_request'],
      [{ type: 'add', object: 'entry', comment_id: comment.comment_id }, 400, 'bad_request'],
      [{ type: 'toggle', object: 'entry', entry_id: entry.entry_id }, 400, 'bad_request'],
      [{ type: 'add', object: 'entry', entry_id: -1 }, 400, 'bad_request'],
      [{ type: 'add', object: 'entry', entry_id: 'x' }, 400, 'bad_request'],
      [{ object: 'entry', entry_id: entry.entry_id }, 400, 'bad_request'],
    ];
    for (const [payload, code, status] of cases) {
      const res = await mark(ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(code);
      expect(res.json().status, JSON.stringify(payload)).toBe(status);
    }
    const deletedComment = await given.comment(t, bob, entry);
    await callApi(t, 'DELETE', `comment/${deletedComment.comment_id}`, bob);
    const res = await mark(ann, {
      type: 'add',
      object: 'comment',
      comment_id: deletedComment.comment_id,
    });
    expect(res.json().status).toBe('comment_not_found');
    expect(await countRows(t.db, 'bookmarks')).toBe(before);
  });

  it('answers 401 to guests on the write and every list', async () => {
    const entry = await given.entry(t, bob, { text: 'for guests' });
    const res = await mark(undefined, { type: 'add', object: 'entry', entry_id: entry.entry_id });
    expect(res.statusCode).toBe(401);
    for (const list of ['all', 'users', 'entries', 'comments']) {
      const read = await callApi(t, 'GET', `my/bookmarks/${list}`);
      expect(read.statusCode, list).toBe(401);
      expect(read.json().status).toBe('unauthorized');
    }
  });
});

describe('GET my/bookmarks', () => {
  it('lists each group newest first, pages with exact totals, and skips what is gone', async () => {
    const dee = await given.user(t);
    const authors = [await given.user(t), await given.user(t), await given.user(t)];
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await given.entry(t, bob, { text: `post ${i}` }));
    const comment = await given.comment(t, bob, posts[0]!);
    for (const p of posts) await mark(dee, { type: 'add', object: 'entry', entry_id: p.entry_id });
    for (const a of authors) await mark(dee, { type: 'add', object: 'user', user_id: a.user_id });
    await mark(dee, { type: 'add', object: 'comment', comment_id: comment.comment_id });

    const entries = await get<Page<Entry>>('my/bookmarks/entries', dee);
    expect(entries.total_items).toBe(4);
    expect(entries.items.map((e) => e.uuid)).toEqual([...posts].reverse().map((p) => p.uuid));
    expect(entries.items.every((e) => e.state.is_bookmarked)).toBe(true);
    const second = await get<Page<Entry>>('my/bookmarks/entries?offset=2&limit=2', dee);
    expect(second.items.map((e) => e.uuid)).toEqual([posts[1]!.uuid, posts[0]!.uuid]);

    const users = await get<Page<UserShort>>('my/bookmarks/users', dee);
    expect(users.items.map((u) => u.username)).toEqual(
      [...authors].reverse().map((a) => a.username),
    );
    const comments = await get<Page<Comment>>('my/bookmarks/comments', dee);
    expect(comments.items.map((c) => [c.comment_id, c.entry.uuid])).toEqual([
      [comment.comment_id, posts[0]!.uuid],
    ]);
    expect(comments.items[0]!.state.is_bookmarked).toBe(true);

    const all = await get<BookmarksOverview>('my/bookmarks/all', dee);
    expect(all.entries.total_items).toBe(4);
    expect(all.entries.items).toHaveLength(3);
    expect(all.users.total_items).toBe(3);
    expect(all.comments.total_items).toBe(1);

    // A deleted entry and a suspended user leave the lists (their rows stay).
    await callApi(t, 'DELETE', `entry/${posts[3]!.uuid}`, bob);
    await t.db.execute(
      sql`update users set state = 'suspended' where user_id = ${authors[2]!.user_id}`,
    );
    const after = await get<BookmarksOverview>('my/bookmarks/all', dee);
    expect(after.entries.total_items).toBe(3);
    expect(after.entries.items[0]!.uuid).toBe(posts[2]!.uuid);
    expect(after.users.total_items).toBe(2);
    expect(after.users.items.map((u) => u.username)).not.toContain(authors[2]!.username);
    // Removing a bookmark of something gone still works.
    const res = await mark(dee, { type: 'remove', object: 'entry', entry_id: posts[3]!.entry_id });
    expect(res.json().status).toBe('removed');
    await t.db.execute(
      sql`update users set state = 'active' where user_id = ${authors[2]!.user_id}`,
    );
  });

  it('is empty for someone with no bookmarks', async () => {
    const eve = await given.user(t);
    const all = await get<BookmarksOverview>('my/bookmarks/all', eve);
    expect(all).toEqual({
      users: { items: [], total_items: 0 },
      entries: { items: [], total_items: 0 },
      comments: { items: [], total_items: 0 },
      feeds: { items: [], total_items: 0 },
    });
  });
});
