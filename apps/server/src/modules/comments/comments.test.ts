/**
 * Integration tests of `POST entry/{uuid}/comments` and `GET entry/{uuid}/comments` through
 * app.inject on a real database: threads nested in `replies`, `last_id` paging, the entry's
 * counter, and every refusal leaving the database unchanged.
 */
import type { Comment, Entry, Page } from '@potok/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

async function list(uuid: string, lastId?: number) {
  const res = await t.app.inject({
    url: `/v1/entry/${uuid}/comments`,
    ...(lastId !== undefined ? { query: { last_id: String(lastId) } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Comment>>();
}

async function commentsCounter(uuid: string): Promise<number> {
  const res = await t.app.inject({ url: `/v1/entry/${uuid}` });
  return res.json<Entry>().counters.comments;
}

describe('POST entry/{uuid}/comments', () => {
  it('adds a comment and a reply, moving the entry counter', async () => {
    const author = await given.user(t);
    const reader = await given.user(t);
    const entry = await given.entry(t, author);

    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${entry.uuid}/comments`,
      headers: reader.bearer,
      payload: { text: '  Nice post  ' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; payload: Comment }>();
    expect(body.status).toBe('comment_added');
    expect(body.payload).toEqual({
      comment_id: expect.any(Number),
      parent_id: null,
      entry: { uuid: entry.uuid },
      user: {
        user_id: reader.user_id,
        username: reader.username,
        name: reader.name,
        avatar: { hash: expect.any(String) },
        state: { is_me: true, is_verified: false, me_subscribed: false },
      },
      content: {
        text: 'Nice post',
        date_added: expect.stringMatching(/Z$/),
        files: [],
        link: null,
      },
      state: { is_edited: false, is_bookmarked: false, is_deleted: false, is_hidden: false },
      meta: { date_added: body.payload.content.date_added },
      replies_more: 0,
      replies: [],
    });

    const reply = await given.comment(t, author, entry, { parent_id: body.payload.comment_id });
    expect(reply.parent_id).toBe(body.payload.comment_id);
    expect(await commentsCounter(entry.uuid)).toBe(2);
  });

  it('refuses a guest with 401 and writes nothing', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const before = await countRows(t.db, 'comments');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${entry.uuid}/comments`,
      payload: { text: 'hi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'unauthorized' });
    expect(await countRows(t.db, 'comments')).toBe(before);
  });

  it('answers 400 with the spec status for bad input, writing nothing', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const otherEntry = await given.entry(t, author);
    const foreign = await given.comment(t, author, otherEntry);
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '' }, 'comment_empty'],
      [{ text: '   \n ' }, 'comment_empty'],
      [{}, 'comment_empty'],
      [{ text: 'x'.repeat(5_001) }, 'comment_text_too_long'],
      [{ text: 'reply', parent_id: foreign.comment_id }, 'comment_parent_not_found'],
      [{ text: 'reply', parent_id: 999_999 }, 'comment_parent_not_found'],
      [{ text: 'x', link: 'ftp://example.com' }, 'bad_request'],
      [{ text: 'x', parent_id: 'abc' }, 'bad_request'],
    ];
    const before = await countRows(t.db, 'comments');
    for (const [payload, status] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/entry/${entry.uuid}/comments`,
        headers: author.bearer,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status });
    }
    expect(await countRows(t.db, 'comments')).toBe(before);
    expect(await commentsCounter(entry.uuid)).toBe(0);
  });

  it('refuses comments on an entry with comments off, but still shows the old ones', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author, { is_comments_enabled: false });
    const before = await countRows(t.db, 'comments');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${entry.uuid}/comments`,
      headers: author.bearer,
      payload: { text: 'hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'entry_comments_disabled' });
    expect(await countRows(t.db, 'comments')).toBe(before);
    expect(await list(entry.uuid)).toEqual({ items: [], total_items: 0 });
  });

  it('answers 404 entry_not_found for an unknown or deleted entry', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${entry.uuid}`,
      headers: author.bearer,
    });
    for (const uuid of [entry.uuid, '0190f5a8-0000-7000-8000-000000000000', 'nope']) {
      const post = await t.app.inject({
        method: 'POST',
        url: `/v1/entry/${uuid}/comments`,
        headers: author.bearer,
        payload: { text: 'hi' },
      });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ status: 'entry_not_found' });
      const get = await t.app.inject({ url: `/v1/entry/${uuid}/comments` });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ status: 'entry_not_found' });
    }
  });
});

describe('GET entry/{uuid}/comments', () => {
  it('nests replies under their roots, oldest first at every level', async () => {
    const author = await given.user(t);
    const reader = await given.user(t);
    const entry = await given.entry(t, author);
    const r1 = await given.comment(t, reader, entry, { text: 'r1' });
    const r2 = await given.comment(t, author, entry, { text: 'r2' });
    const r1a = await given.comment(t, author, entry, { text: 'r1a', parent_id: r1.comment_id });
    await given.comment(t, reader, entry, { text: 'r1a-i', parent_id: r1a.comment_id });
    await given.comment(t, reader, entry, { text: 'r1b', parent_id: r1.comment_id });
    await given.comment(t, reader, entry, { text: 'r2a', parent_id: r2.comment_id });
    await given.comment(t, author, entry, { text: 'r1a-ii', parent_id: r1a.comment_id });

    const page = await list(entry.uuid);
    expect(page.total_items).toBe(2);
    const shape = (c: Comment): unknown => [c.content.text, c.replies.map(shape)];
    expect(page.items.map(shape)).toEqual([
      [
        'r1',
        [
          [
            'r1a',
            [
              ['r1a-i', []],
              ['r1a-ii', []],
            ],
          ],
          ['r1b', []],
        ],
      ],
      ['r2', [['r2a', []]]],
    ]);
    expect(page.items[0]!.replies[0]!.parent_id).toBe(r1.comment_id);
    expect(await commentsCounter(entry.uuid)).toBe(7);
  });

  it('pages root comments by last_id, 20 at a time', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const roots: Comment[] = [];
    for (let i = 0; i < 23; i++)
      roots.push(await given.comment(t, author, entry, { text: `c${i}` }));
    await given.comment(t, author, entry, { text: 'reply', parent_id: roots[21]!.comment_id });

    const first = await list(entry.uuid);
    expect(first.total_items).toBe(23);
    expect(first.items.map((c) => c.content.text)).toEqual(
      roots.slice(0, 20).map((_, i) => `c${i}`),
    );

    const next = await list(entry.uuid, first.items.at(-1)!.comment_id);
    expect(next.total_items).toBe(23);
    expect(next.items.map((c) => c.content.text)).toEqual(['c20', 'c21', 'c22']);
    expect(next.items[1]!.replies.map((c) => c.content.text)).toEqual(['reply']);

    expect((await list(entry.uuid, roots[22]!.comment_id)).items).toEqual([]);
  });
});
