/**
 * Integration tests of what a comment can do beside being written (spec §7 "Comments"): edit
 * `POST comment/{id}`, history `GET comment/{id}/history`, delete `DELETE comment/{id}` (a stub
 * while it has replies, gone without), hide and unhide by the entry's author
 * `POST comment/{id}/hide|unhide` (beyond the spec, docs/decisions/entry-and-comment-actions.md), report
 * `POST comment/{id}/report` — each with guest 401, non-owner 403, unknown 404 and bad input,
 * nothing changed; bodies as JSON or form data. Counters are checked when the app closes.
 */
import { type Comment, type Entry, type HistoryItem, LIMITS, type Page } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

const TABLES = ['comments', 'comment_versions', 'reports'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

/** One call; `as` signs it (bearer), a string body is sent as form data. */
const call = (...args: ApiCall) => callApi(t, ...args);

/** Row counts of the tables these calls write, and every comment row of the database. */
async function snapshot() {
  return {
    counts: await countAll(t.db, TABLES),
    rows: await queryRows(
      t.db,
      sql`SELECT comment_id, text, link, is_edited, is_hidden, deleted_at, replies_count
          FROM comments ORDER BY comment_id`,
    ),
    entries: await queryRows(
      t.db,
      sql`SELECT entry_id, comments_count FROM entries ORDER BY entry_id`,
    ),
  };
}

async function thread(uuid: string, as?: GivenUser): Promise<Page<Comment>> {
  const res = await call('GET', `entry/${uuid}/comments`, as);
  expect(res.statusCode).toBe(200);
  return res.json<Page<Comment>>();
}

async function counter(uuid: string): Promise<number> {
  return (await call('GET', `entry/${uuid}`)).json<Entry>().counters.comments;
}

/** The tree as `[id, text, flags]` nested, for readable expectations. */
type Shape = [number, string, string, Shape[]];
function shape(items: Comment[]): Shape[] {
  return items.map((c) => [
    c.comment_id,
    c.content.text,
    [c.state.is_deleted && 'deleted', c.state.is_hidden && 'hidden', c.state.is_edited && 'edited']
      .filter(Boolean)
      .join(','),
    shape(c.replies),
  ]);
}

describe('POST comment/{id} (edit) and GET comment/{id}/history', () => {
  it('edits my comment in place, keeps the previous version, pages the history', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, bob, entry, { text: 'v1', link: 'https://one.example' });
    const later = await given.comment(t, ann, entry, { text: 'later' });

    const empty = await call('GET', `comment/${c.comment_id}/history`);
    expect(empty.json()).toEqual({ items: [], total_items: 0 });

    const res = await call('POST', `comment/${c.comment_id}`, bob, { text: '  v2  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; payload: Comment }>();
    expect(body.status).toBe('comment_edited');
    expect(body.payload).toMatchObject({
      comment_id: c.comment_id,
      content: { text: 'v2', link: { url: 'https://one.example' } },
      state: { is_edited: true, is_deleted: false, is_hidden: false },
      meta: { date_added: c.meta.date_added },
    });
    const byForm = await call('POST', `comment/${c.comment_id}`, bob, 'text=v3&link=');
    expect(byForm.statusCode).toBe(200);
    expect(byForm.json<{ payload: Comment }>().payload.content).toMatchObject({
      text: 'v3',
      link: null,
    });

    // Same place in the thread.
    expect(shape((await thread(entry.uuid)).items)).toEqual([
      [c.comment_id, 'v3', 'edited', []],
      [later.comment_id, 'later', '', []],
    ]);

    const history = (await call('GET', `comment/${c.comment_id}/history`)).json<
      Page<HistoryItem>
    >();
    expect(history.total_items).toBe(2);
    expect(history.items.map((i) => [i.content.text, i.content.link?.url ?? null])).toEqual([
      ['v2', 'https://one.example'],
      ['v1', 'https://one.example'],
    ]);
    expect(history.items[1]?.meta.date_added).toBe(c.meta.date_added);
    const second = (await call('GET', `comment/${c.comment_id}/history?offset=1`)).json<
      Page<HistoryItem>
    >();
    expect(second.items.map((i) => i.content.text)).toEqual(['v1']);
  });

  it('refuses a guest, a non-owner, an unknown or deleted comment and bad input, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, bob, entry, { text: 'stays' });
    const gone = await given.comment(t, bob, entry);
    await call('DELETE', `comment/${gone.comment_id}`, bob);
    const before = await snapshot();
    const cases: [GivenUser | undefined, number | string, unknown, number, string][] = [
      [undefined, c.comment_id, { text: 'x' }, 401, 'unauthorized'],
      [ann, c.comment_id, { text: 'entry author, not comment author' }, 403, 'not_owned'],
      [bob, 999_999_999, { text: 'x' }, 404, 'comment_not_found'],
      [bob, gone.comment_id, { text: 'x' }, 404, 'comment_not_found'],
      [bob, 'abc', { text: 'x' }, 400, 'bad_request'],
      [bob, c.comment_id, { text: ' \n ' }, 400, 'comment_empty'],
      [
        bob,
        c.comment_id,
        { text: 'a'.repeat(LIMITS.commentText + 1) },
        400,
        'comment_text_too_long',
      ],
      [bob, c.comment_id, { text: 'x', link: 'ftp://x' }, 400, 'bad_request'],
      [bob, c.comment_id, { text: 'x', files: ['f'] }, 404, 'file_not_found'],
      [bob, c.comment_id, { text: 'x', files: ['f', 'g'] }, 400, 'bad_request'],
    ];
    for (const [as, id, payload, code, status] of cases) {
      const res = await call('POST', `comment/${id}`, as, payload as Record<string, unknown>);
      expect(res.statusCode, status).toBe(code);
      expect(res.json(), status).toMatchObject({ status });
    }
    for (const id of [999_999_999, gone.comment_id]) {
      const res = await call('GET', `comment/${id}/history`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'comment_not_found' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE comment/{id}', () => {
  it('removes a comment without replies and leaves a stub for one with replies; counters exact', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const root = await given.comment(t, bob, entry, { text: 'root' });
    const reply = await given.comment(t, ann, entry, { text: 'reply', parent_id: root.comment_id });
    const leaf = await given.comment(t, bob, entry, { text: 'leaf' });
    expect(await counter(entry.uuid)).toBe(3);

    const del = await call('DELETE', `comment/${leaf.comment_id}`, bob);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 'comment_deleted' });
    expect(await counter(entry.uuid)).toBe(2);

    expect((await call('DELETE', `comment/${root.comment_id}`, bob)).statusCode).toBe(200);
    expect(await counter(entry.uuid)).toBe(1);
    const page = await thread(entry.uuid);
    expect(shape(page.items)).toEqual([
      [root.comment_id, '', 'deleted', [[reply.comment_id, 'reply', '', []]]],
    ]);
    expect(page.items[0]?.content.link).toBeNull();
    expect(page.total_items).toBe(1);
    // The stub cannot be opened, edited, deleted again or reported.
    expect((await call('GET', `comment/${root.comment_id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `comment/${root.comment_id}`, bob)).statusCode).toBe(404);

    // Its last reply deleted, the stub goes too.
    expect((await call('DELETE', `comment/${reply.comment_id}`, ann)).statusCode).toBe(200);
    expect(await thread(entry.uuid)).toEqual({ items: [], total_items: 0 });
    expect(await counter(entry.uuid)).toBe(0);
  });

  it('removes a chain of deleted comments up to the first one still showing something', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann);
    const a = await given.comment(t, ann, entry, { text: 'a' });
    const b = await given.comment(t, ann, entry, { text: 'b', parent_id: a.comment_id });
    const b2 = await given.comment(t, ann, entry, { text: 'b2', parent_id: a.comment_id });
    const c = await given.comment(t, ann, entry, { text: 'c', parent_id: b.comment_id });
    for (const id of [a.comment_id, b.comment_id]) {
      expect((await call('DELETE', `comment/${id}`, ann)).statusCode).toBe(200);
    }
    expect(shape((await thread(entry.uuid)).items)).toEqual([
      [
        a.comment_id,
        '',
        'deleted',
        [
          [b.comment_id, '', 'deleted', [[c.comment_id, 'c', '', []]]],
          [b2.comment_id, 'b2', '', []],
        ],
      ],
    ]);
    // c goes: b (deleted, no replies left) goes with it; a keeps b2.
    expect((await call('DELETE', `comment/${c.comment_id}`, ann)).statusCode).toBe(200);
    expect(shape((await thread(entry.uuid)).items)).toEqual([
      [a.comment_id, '', 'deleted', [[b2.comment_id, 'b2', '', []]]],
    ]);
    expect((await call('DELETE', `comment/${b2.comment_id}`, ann)).statusCode).toBe(200);
    expect(await thread(entry.uuid)).toEqual({ items: [], total_items: 0 });
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM comments WHERE entry_id = ${entry.entry_id}`,
    );
    expect(left!.n).toBe(0);
  });

  it('refuses a guest, a non-owner (the entry author too) and an unknown comment, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, bob, entry);
    const before = await snapshot();
    const cases: [GivenUser | undefined, number | string, number, string][] = [
      [undefined, c.comment_id, 401, 'unauthorized'],
      [ann, c.comment_id, 403, 'not_owned'],
      [bob, 999_999_999, 404, 'comment_not_found'],
      [bob, '0', 400, 'bad_request'],
    ];
    for (const [as, id, code, status] of cases) {
      const res = await call('DELETE', `comment/${id}`, as);
      expect(res.statusCode, status).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST comment/{id}/hide, /unhide', () => {
  it('lets the entry author collapse a comment for everyone, replies kept, and open it again', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const cid = await given.user(t);
    const entry = await given.entry(t, ann);
    const rude = await given.comment(t, bob, entry, { text: 'rude' });
    const answer = await given.comment(t, cid, entry, { text: 'ok', parent_id: rude.comment_id });

    const hide = await call('POST', `comment/${rude.comment_id}/hide`, ann);
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ status: 'comment_hidden' });
    for (const viewer of [undefined, bob, cid]) {
      expect(shape((await thread(entry.uuid, viewer)).items)).toEqual([
        [rude.comment_id, 'rude', 'hidden', [[answer.comment_id, 'ok', '', []]]],
      ]);
    }
    const single = (await call('GET', `comment/${answer.comment_id}`)).json<{
      ancestors: Comment[];
    }>();
    expect(single.ancestors[0]?.state.is_hidden).toBe(true);
    expect((await call('POST', `comment/${rude.comment_id}/hide`, ann)).statusCode).toBe(200);

    const unhide = await call('POST', `comment/${rude.comment_id}/unhide`, ann);
    expect(unhide.json()).toEqual({ status: 'comment_unhidden' });
    expect((await thread(entry.uuid)).items[0]?.state.is_hidden).toBe(false);
  });

  it('refuses a guest, anyone but the entry author and an unknown comment, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, bob, entry);
    for (const action of ['hide', 'unhide']) {
      const before = await snapshot();
      const cases: [GivenUser | undefined, number, number, string][] = [
        [undefined, c.comment_id, 401, 'unauthorized'],
        [bob, c.comment_id, 403, 'not_owned'],
        [ann, 999_999_999, 404, 'comment_not_found'],
      ];
      for (const [as, id, code, status] of cases) {
        const res = await call('POST', `comment/${id}/${action}`, as);
        expect(res.statusCode, `${action} ${status}`).toBe(code);
        expect(res.json()).toMatchObject({ status });
      }
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe('POST comment/{id}/report', () => {
  it('files one open report per reporter and comment, also as form data', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, ann, entry);
    for (const payload of [{ reason: 2 }, 'reason=3']) {
      const res = await call('POST', `comment/${c.comment_id}/report`, bob, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'comment_reported' });
    }
    const rows = await queryRows<{ reporter_id: number; reason: number }>(
      t.db,
      sql`SELECT reporter_id, reason FROM reports
          WHERE object_type = 'comment' AND object_id = ${c.comment_id}`,
    );
    expect(rows).toEqual([{ reporter_id: bob.user_id, reason: 2 }]);
    // The report outlives the comment.
    expect((await call('DELETE', `comment/${c.comment_id}`, ann)).statusCode).toBe(200);
    expect(await t.services.reports.listForObject('comment', c.comment_id)).toHaveLength(1);
  });

  it('refuses a guest, a bad reason, one’s own comment and a missing comment, storing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const c = await given.comment(t, ann, entry);
    const before = await snapshot();
    const cases: [GivenUser | undefined, number, unknown, number, string][] = [
      [undefined, c.comment_id, { reason: 1 }, 401, 'unauthorized'],
      [bob, c.comment_id, { reason: 7 }, 400, 'report_reason_not_valid'],
      [ann, c.comment_id, { reason: 1 }, 400, 'report_own_content'],
      [bob, 999_999_999, { reason: 1 }, 404, 'comment_not_found'],
    ];
    for (const [as, id, payload, code, status] of cases) {
      const res = await call(
        'POST',
        `comment/${id}/report`,
        as,
        payload as Record<string, unknown>,
      );
      expect(res.statusCode, status).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
    expect(await snapshot()).toEqual(before);
  });
});
