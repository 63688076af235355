/**
 * Bounded thread pages (DESIGN.md §5 "comments") through app.inject on a real database:
 * `GET entry/{uuid}/comments` gives each root comment its first 20 replies depth first with
 * `replies_more`, `GET comment/{id}/replies` pages the rest, `GET comment/{id}` answers a
 * comment with its ancestors — and a root comment with 5,000 replies stays a small answer that
 * paging walks exactly once, in depth-first order.
 */
import type { Comment, CommentInThread, Entry, Page } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { recountCommentsCount, recountRepliesCount } from './comments.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

async function getJson<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  return res.json<T>();
}

const texts = (items: Comment[]) => items.map((c) => c.content.text);

/** Every comment of `items` with its replies, depth first. */
function flatten(items: Comment[]): Comment[] {
  return items.flatMap((c) => [c, ...flatten(c.replies)]);
}

describe('GET entry/{uuid}/comments: first replies depth first', () => {
  it('gives each root its first 20 replies depth first and counts the rest per comment', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const root = await given.comment(t, author, entry, { text: 'root' });
    const c1 = await given.comment(t, author, entry, { text: 'c1', parent_id: root.comment_id });
    const kids: Comment[] = [];
    for (let i = 1; i <= 20; i++) {
      kids.push(
        await given.comment(t, author, entry, { text: `c1.${i}`, parent_id: c1.comment_id }),
      );
    }
    await given.comment(t, author, entry, { text: 'c2', parent_id: root.comment_id });
    await given.comment(t, author, entry, { text: 'c3', parent_id: root.comment_id });

    const page = await getJson<Page<Comment>>(`/v1/entry/${entry.uuid}/comments`);
    expect(page.total_items).toBe(1);
    const [top] = page.items;
    expect(top!.content.text).toBe('root');
    // c1 and 19 of its replies: 20 replies under the root in all.
    expect(texts(top!.replies)).toEqual(['c1']);
    expect(texts(top!.replies[0]!.replies)).toEqual(
      Array.from({ length: 19 }, (_, i) => `c1.${i + 1}`),
    );
    expect(flatten(top!.replies)).toHaveLength(20);
    expect(top!.replies_more).toBe(2); // c2 and c3
    expect(top!.replies[0]!.replies_more).toBe(1); // c1.20
    expect(top!.replies[0]!.replies.every((c) => c.replies_more === 0)).toBe(true);

    // The rest, from where each comment was cut.
    const underC1 = await getJson<Page<Comment>>(
      `/v1/comment/${c1.comment_id}/replies?last_id=${kids[18]!.comment_id}`,
    );
    expect(texts(underC1.items)).toEqual(['c1.20']);
    expect(underC1.total_items).toBe(20);
    const underRoot = await getJson<Page<Comment>>(
      `/v1/comment/${root.comment_id}/replies?last_id=${c1.comment_id}`,
    );
    expect(texts(underRoot.items)).toEqual(['c2', 'c3']);
    expect(underRoot.total_items).toBe(3);
    expect(underRoot.items.map((c) => c.parent_id)).toEqual([root.comment_id, root.comment_id]);
    const fromStart = await getJson<Page<Comment>>(`/v1/comment/${root.comment_id}/replies`);
    expect(flatten(fromStart.items).map((c) => c.comment_id)).toEqual(
      flatten(top!.replies).map((c) => c.comment_id),
    );
  });

  it('follows a chain deeper than a page and goes on where it was cut', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const root = await given.comment(t, author, entry, { text: 'root' });
    let parent = root;
    const chain: Comment[] = [];
    for (let i = 1; i <= 25; i++) {
      parent = await given.comment(t, author, entry, {
        text: `d${i}`,
        parent_id: parent.comment_id,
      });
      chain.push(parent);
    }
    const sibling = await given.comment(t, author, entry, {
      text: 'd1-sibling',
      parent_id: root.comment_id,
    });

    const [top] = (await getJson<Page<Comment>>(`/v1/entry/${entry.uuid}/comments`)).items;
    const shown = flatten(top!.replies);
    expect(texts(shown)).toEqual(Array.from({ length: 20 }, (_, i) => `d${i + 1}`));
    expect(shown.at(-1)!.replies_more).toBe(1); // d21 hangs under d20
    expect(shown.slice(0, -1).every((c) => c.replies_more === 0)).toBe(true);
    expect(top!.replies_more).toBe(1); // the sibling of d1

    const deeper = await getJson<Page<Comment>>(`/v1/comment/${chain[19]!.comment_id}/replies`);
    expect(texts(flatten(deeper.items))).toEqual(['d21', 'd22', 'd23', 'd24', 'd25']);
    const rest = await getJson<Page<Comment>>(
      `/v1/comment/${root.comment_id}/replies?last_id=${chain[0]!.comment_id}`,
    );
    expect(rest.items.map((c) => c.comment_id)).toEqual([sibling.comment_id]);
  });
});

describe('GET comment/{id} and comment/{id}/replies: refusals', () => {
  it('answers 404 comment_not_found for an unknown comment or one of an entry that cannot be read', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const root = await given.comment(t, author, entry);
    const reply = await given.comment(t, author, entry, { parent_id: root.comment_id });
    await getJson(`/v1/comment/${reply.comment_id}`);

    for (const url of ['/v1/comment/999999999', '/v1/comment/999999999/replies']) {
      expect(await getJson(url, 404)).toMatchObject({ status: 'comment_not_found' });
    }

    const gone = await given.user(t);
    const goneEntry = await given.entry(t, gone);
    const goneComment = await given.comment(t, author, goneEntry);
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${gone.user_id}`);
    const deleted = await given.entry(t, author);
    const onDeleted = await given.comment(t, author, deleted);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/entry/${deleted.uuid}`,
      headers: author.bearer,
    });
    expect(del.statusCode).toBe(200);
    for (const id of [goneComment.comment_id, onDeleted.comment_id]) {
      for (const url of [`/v1/comment/${id}`, `/v1/comment/${id}/replies`]) {
        expect(await getJson(url, 404)).toMatchObject({ status: 'comment_not_found' });
      }
    }
  });

  it('answers 404 for a deleted comment, yet pages the replies it keeps', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const root = await given.comment(t, author, entry);
    const reply = await given.comment(t, author, entry, { parent_id: root.comment_id });
    await t.db.execute(
      sql`update comments set deleted_at = now() where comment_id = ${root.comment_id}`,
    );
    // The entry's comment counter, as a deletion moves it.
    await recountCommentsCount(t.db, { entryIds: [entry.entry_id] });
    expect(await getJson(`/v1/comment/${root.comment_id}`, 404)).toMatchObject({
      status: 'comment_not_found',
    });
    const replies = await getJson<Page<Comment>>(`/v1/comment/${root.comment_id}/replies`);
    expect(replies.items.map((c) => c.comment_id)).toEqual([reply.comment_id]);
    const linked = await getJson<CommentInThread>(`/v1/comment/${reply.comment_id}`);
    expect(linked.ancestors).toHaveLength(1);
    expect(linked.ancestors[0]).toMatchObject({
      comment_id: root.comment_id,
      content: { text: '' },
      state: { is_deleted: true },
    });
  });

  it('answers 400 bad_request for an id or a cursor that is not a whole number in range', async () => {
    const author = await given.user(t);
    const entry = await given.entry(t, author);
    const root = await given.comment(t, author, entry);
    for (const url of [
      '/v1/comment/abc',
      '/v1/comment/0',
      '/v1/comment/-1',
      '/v1/comment/1.5',
      '/v1/comment/100000000000000000000',
      '/v1/comment/abc/replies',
      `/v1/comment/${root.comment_id}/replies?last_id=abc`,
      `/v1/comment/${root.comment_id}/replies?last_id=-1`,
      `/v1/comment/${root.comment_id}/replies?last_id=100000000000000000000`,
    ]) {
      expect(await getJson(url, 400), url).toMatchObject({ status: 'bad_request' });
    }
  });
});

describe('a root comment with 5,000 replies', () => {
  const LEVELS = [8, 4, 5, 5, 5]; // replies per comment at each depth: 8+32+160+800+4000
  let entry: Entry;
  let root: Comment;
  /** Every reply under `root`, depth first (each comment's replies oldest first). */
  let expected: number[];
  let parentOf: Map<number, number>;

  beforeAll(async () => {
    const author = await given.user(t);
    entry = await given.entry(t, author);
    root = await given.comment(t, author, entry, { text: 'root of a big thread' });
    const [ref] = await queryRows<{ entry_id: string | number }>(
      t.db,
      sql`select entry_id from entries where uuid = ${entry.uuid}::uuid`,
    );
    // Set-based inserts, one level at a time, then the counters the insert route keeps.
    let parents = [root.comment_id];
    for (const fanOut of LEVELS) {
      const rows = await queryRows<{ comment_id: string | number }>(
        t.db,
        sql`insert into comments (entry_id, user_id, parent_id, root_id, text)
            select ${ref!.entry_id}::bigint, ${author.user_id}::int, p.id, ${root.comment_id}::bigint,
                   'reply ' || p.id || '.' || g || ' ' || repeat('lorem ipsum ', 20)
            from unnest(${sql.param(parents)}::bigint[]) as p(id)
            cross join generate_series(1, ${fanOut}::int) as g
            order by p.id, g
            returning comment_id`,
      );
      parents = rows.map((r) => Number(r.comment_id));
    }
    await recountRepliesCount(t.db);
    await recountCommentsCount(t.db, { entryIds: [Number(ref!.entry_id)] });

    const all = await queryRows<{ comment_id: string | number; parent_id: string | number }>(
      t.db,
      sql`select comment_id, parent_id from comments where root_id = ${root.comment_id}
          order by comment_id`,
    );
    const children = new Map<number, number[]>();
    parentOf = new Map();
    for (const row of all) {
      const id = Number(row.comment_id);
      const parent = Number(row.parent_id);
      parentOf.set(id, parent);
      children.set(parent, [...(children.get(parent) ?? []), id]);
    }
    expected = [];
    const visit = (id: number) => {
      for (const child of children.get(id) ?? []) {
        expected.push(child);
        visit(child);
      }
    };
    visit(root.comment_id);
  }, 60_000);

  it('keeps the counters right', async () => {
    expect(expected).toHaveLength(5000);
    const got = await getJson<Entry>(`/v1/entry/${entry.uuid}`);
    expect(got.counters.comments).toBe(5001);
  });

  it('answers the entry page under 200 KB with the first 20 replies depth first', async () => {
    const res = await t.app.inject({ url: `/v1/entry/${entry.uuid}/comments` });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(200_000);
    const page = res.json<Page<Comment>>();
    const [top] = page.items;
    expect(top!.comment_id).toBe(root.comment_id);
    expect(flatten(top!.replies).map((c) => c.comment_id)).toEqual(expected.slice(0, 20));
    expect(top!.replies_more).toBe(7);
  });

  it('walks all 5,000 replies exactly once, depth first, through comment/{id}/replies', async () => {
    const [top] = (await getJson<Page<Comment>>(`/v1/entry/${entry.uuid}/comments`)).items;
    const seen = flatten(top!.replies).map((c) => c.comment_id);
    const tree = top!;
    // As the thread does it: press the first «show more» in reading order, merge, repeat.
    const firstCut = (c: Comment): Comment | null => {
      for (const reply of c.replies) {
        const cut = firstCut(reply);
        if (cut) return cut;
      }
      return c.replies_more > 0 ? c : null;
    };
    let calls = 0;
    for (let cut = firstCut(tree); cut; cut = firstCut(tree)) {
      const lastId = cut.replies.at(-1)?.comment_id ?? 0;
      const res = await t.app.inject({
        url: `/v1/comment/${cut.comment_id}/replies?last_id=${lastId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(200_000);
      const page = res.json<Page<Comment>>();
      const got = flatten(page.items);
      expect(got.length).toBeGreaterThan(0);
      expect(got.length).toBeLessThanOrEqual(20);
      expect(page.items.every((c) => c.parent_id === cut.comment_id)).toBe(true);
      seen.push(...got.map((c) => c.comment_id));
      cut.replies.push(...page.items);
      cut.replies_more = page.total_items - cut.replies.length;
      calls += 1;
      expect(calls).toBeLessThan(2000);
    }
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    expect(seen).toHaveLength(5000);
    expect(flatten(tree.replies).map((c) => c.comment_id)).toEqual(expected);
  }, 120_000);

  it('answers a deep reply with its ancestors up to the root, root first', async () => {
    const leaf = expected.at(-1)!;
    const chain: number[] = [];
    for (let id = parentOf.get(leaf); id !== undefined; id = parentOf.get(id)) chain.unshift(id);
    expect(chain[0]).toBe(root.comment_id);
    expect(chain).toHaveLength(5);

    const res = await t.app.inject({ url: `/v1/comment/${leaf}` });
    expect(res.statusCode).toBe(200);
    const linked = res.json<CommentInThread>();
    expect(linked.comment_id).toBe(leaf);
    expect(linked.parent_id).toBe(chain.at(-1));
    expect(linked.entry.uuid).toBe(entry.uuid);
    expect(linked.replies).toEqual([]);
    expect(linked.replies_more).toBe(0);
    expect(linked.ancestors.map((c) => c.comment_id)).toEqual(chain);
    expect(linked.ancestors.map((c) => c.parent_id)).toEqual([null, ...chain.slice(0, -1)]);
    // Each ancestor's other replies, not the one leading to the comment.
    expect(linked.ancestors.map((c) => c.replies_more)).toEqual([7, 3, 4, 4, 4]);
    expect(linked.ancestors.every((c) => c.replies.length === 0)).toBe(true);

    const mid = await getJson<CommentInThread>(`/v1/comment/${chain[2]}`);
    expect(mid.ancestors.map((c) => c.comment_id)).toEqual(chain.slice(0, 2));
    expect(flatten(mid.replies)).toHaveLength(20);
    expect(mid.replies_more).toBe(5 - mid.replies.length);
  });

  it('shows a new reply and a new root comment the way the thread reloads after adding', async () => {
    const reader = await given.user(t);
    const reply = await given.comment(t, reader, entry, {
      text: 'a late reply to the root',
      parent_id: root.comment_id,
    });
    const lateRoot = await given.comment(t, reader, entry, { text: 'a late root comment' });

    // «Reload from the last id»: the next page of roots brings the new root comment.
    const next = await getJson<Page<Comment>>(
      `/v1/entry/${entry.uuid}/comments?last_id=${root.comment_id}`,
    );
    expect(next.items.map((c) => c.comment_id)).toEqual([lateRoot.comment_id]);
    expect(next.total_items).toBe(2);
    // The reply is counted at the root and answered in place with its ancestors.
    const [top] = (await getJson<Page<Comment>>(`/v1/entry/${entry.uuid}/comments`)).items;
    expect(top!.replies_more).toBe(8);
    const linked = await getJson<CommentInThread>(`/v1/comment/${reply.comment_id}`);
    expect(linked.content.text).toBe('a late reply to the root');
    expect(linked.ancestors.map((c) => c.comment_id)).toEqual([root.comment_id]);
    // Paging the root's replies ends with it.
    const last = await getJson<Page<Comment>>(
      `/v1/comment/${root.comment_id}/replies?last_id=${expected.findLast((id) => parentOf.get(id) === root.comment_id)}`,
    );
    expect(last.items.map((c) => c.comment_id)).toEqual([reply.comment_id]);
    expect(last.total_items).toBe(9);
    expect((await getJson<Entry>(`/v1/entry/${entry.uuid}`)).counters.comments).toBe(5003);
  });
});
