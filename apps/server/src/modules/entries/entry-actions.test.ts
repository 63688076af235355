/**
 * Integration tests of what an entry can do beside being written and deleted (spec §7 "Feed
 * and entries", DESIGN.md §5): edit `POST entry/{uuid}`, history `GET entry/{uuid}/history`,
 * pin and unpin, reactions `POST|DELETE entry/{uuid}/react`, report `POST entry/{uuid}/report`
 * — each with its guest 401, non-owner 403, unknown 404 and bad input, nothing changed, and
 * the bodies as JSON or as form data. The counters are checked when the app closes.
 */
import { type Entry, type HistoryItem, LIMITS, type Page } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

const TABLES = [
  'entries',
  'entry_versions',
  'entry_tags',
  'tags',
  'tag_author_stats',
  'author_stats',
  'entry_reactions',
  'entry_reaction_counts',
  'reports',
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

const MISSING = '01900000-0000-7000-8000-000000000000';

/** One call; `as` signs it (bearer), a string body is sent as form data. */
const call = (...args: ApiCall) => callApi(t, ...args);

/** A snapshot of every table these calls write, and the entry's own row. */
async function snapshot(entryId?: number) {
  const counts = await countAll(t.db, TABLES);
  const rows = entryId
    ? await queryRows(
        t.db,
        sql`SELECT text, link, is_pinned, is_edited, is_nsfw, is_hidden_from_feed
            FROM entries WHERE entry_id = ${entryId}`,
      )
    : [];
  return { counts, rows };
}

async function profileUuids(username: string, as?: GivenUser): Promise<string[]> {
  const res = await call('GET', `user/${username}/entries`, as);
  expect(res.statusCode).toBe(200);
  return res.json<Page<Entry>>().items.map((e) => e.uuid);
}

async function abyssUuids(as: GivenUser): Promise<string[]> {
  const res = await call('GET', 'feed/abyss?limit=50', as);
  return res.json<Page<Entry>>().items.map((e) => e.uuid);
}

async function tagUuids(slug: string): Promise<Page<string>> {
  const res = await call('GET', `tag/${encodeURIComponent(slug)}/entries?limit=50`);
  if (res.statusCode === 404) return { items: [], total_items: 0 };
  const page = res.json<Page<Entry>>();
  return { items: page.items.map((e) => e.uuid), total_items: page.total_items };
}

describe('POST entry/{uuid} (edit)', () => {
  it('replaces text, link and options, re-extracts tags, keeps the place and the old version', async () => {
    const ann = await given.user(t);
    const first = await given.entry(t, ann, { text: 'first #editold #kept' });
    const second = await given.entry(t, ann, { text: 'second' });
    const before = await abyssUuids(ann);
    expect(before.indexOf(second.uuid)).toBeLessThan(before.indexOf(first.uuid));

    const res = await call('POST', `entry/${first.uuid}`, ann, {
      text: '  first, edited #EditNew #kept ',
      link: 'https://example.org/page',
      is_nsfw: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; payload: Entry }>();
    expect(body.status).toBe('entry_edited');
    expect(body.payload).toMatchObject({
      uuid: first.uuid,
      entry_id: first.entry_id,
      content: {
        text: 'first, edited #EditNew #kept',
        link: { url: 'https://example.org/page' },
      },
      tags: ['editnew', 'kept'],
      state: { is_edited: true, is_nsfw: true, is_comments_enabled: true },
      meta: { date_added: first.meta.date_added },
    });

    // Same place in the abyss, on the profile; tag pages follow the new tags.
    expect(await abyssUuids(ann)).toEqual(before);
    expect(await profileUuids(ann.username)).toEqual([second.uuid, first.uuid]);
    expect((await tagUuids('editold')).items).toEqual([]);
    expect(await tagUuids('editnew')).toEqual({ items: [first.uuid], total_items: 1 });
    expect(await tagUuids('kept')).toEqual({ items: [first.uuid], total_items: 1 });

    // Everyone sees the edit.
    const seen = (await call('GET', `entry/${first.uuid}`)).json<Entry>();
    expect(seen.content.text).toBe('first, edited #EditNew #kept');
    expect(seen.state.is_edited).toBe(true);
  });

  it('moves the feed counters when the entry is hidden from or shown in the feed', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann, { text: 'hide me #hidetag' });
    const hidden = await call('POST', `entry/${entry.uuid}`, ann, {
      text: 'hide me #hidetag #other',
      is_hidden_from_feed: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(await abyssUuids(ann)).not.toContain(entry.uuid);
    expect(await tagUuids('hidetag')).toEqual({ items: [], total_items: 0 });
    expect(await profileUuids(ann.username)).toEqual([entry.uuid]);
    const shown = await call('POST', `entry/${entry.uuid}`, ann, { is_hidden_from_feed: false });
    expect(shown.statusCode).toBe(200);
    // Omitted fields keep their value: the text and its tags stay.
    expect(shown.json<{ payload: Entry }>().payload.tags).toEqual(['hidetag', 'other']);
    expect(await abyssUuids(ann)).toContain(entry.uuid);
    expect(await tagUuids('other')).toEqual({ items: [entry.uuid], total_items: 1 });
  });

  it('takes the same body as form data', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann);
    const res = await call(
      'POST',
      `entry/${entry.uuid}`,
      ann,
      'text=edited+by+form&is_comments_enabled=false',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ payload: Entry }>().payload).toMatchObject({
      content: { text: 'edited by form' },
      state: { is_comments_enabled: false, is_edited: true },
    });
    const bad = await call('POST', `entry/${entry.uuid}`, ann, 'text=x&is_nsfw=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'bad_request' });
  });

  it('refuses a guest, a non-owner, an unknown entry and bad input, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann, { text: 'stays #stays' });
    const before = await snapshot(entry.entry_id);
    const cases: [GivenUser | undefined, string, Record<string, unknown>, number, string][] = [
      [undefined, entry.uuid, { text: 'x' }, 401, 'unauthorized'],
      [bob, entry.uuid, { text: 'mine now' }, 403, 'not_owned'],
      [ann, MISSING, { text: 'x' }, 404, 'entry_not_found'],
      [ann, 'not-a-uuid', { text: 'x' }, 404, 'entry_not_found'],
      [ann, entry.uuid, { text: '   ' }, 400, 'entry_empty_text'],
      [ann, entry.uuid, { text: 'a'.repeat(LIMITS.entryText + 1) }, 400, 'entry_text_too_long'],
      [ann, entry.uuid, { text: 'x', link: 'javascript:alert(1)' }, 400, 'bad_request'],
      [ann, entry.uuid, { text: 'x', files: ['0190'] }, 404, 'file_not_found'],
      [ann, entry.uuid, { text: 'x', files: ['1', '2', '3', '4', '5', '6'] }, 400, 'bad_request'],
    ];
    for (const [as, uuid, payload, code, status] of cases) {
      const res = await call('POST', `entry/${uuid}`, as, payload);
      expect(res.statusCode, status).toBe(code);
      expect(res.json(), status).toMatchObject({ status });
    }
    expect(await snapshot(entry.entry_id)).toEqual(before);
  });

  it('does not edit a deleted entry (404)', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann);
    await call('DELETE', `entry/${entry.uuid}`, ann);
    const res = await call('POST', `entry/${entry.uuid}`, ann, { text: 'back' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'entry_not_found' });
  });
});

describe('GET entry/{uuid}/history', () => {
  it('lists earlier versions newest first, paged by offset, for anyone who can read the entry', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann, { text: 'v1', link: 'https://one.example' });
    const empty = await call('GET', `entry/${entry.uuid}/history`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], total_items: 0 });

    for (const text of ['v2', 'v3']) {
      expect((await call('POST', `entry/${entry.uuid}`, ann, { text })).statusCode).toBe(200);
    }
    const res = await call('GET', `entry/${entry.uuid}/history`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<HistoryItem>>();
    expect(page.total_items).toBe(2);
    expect(page.items.map((i) => i.content.text)).toEqual(['v2', 'v1']);
    expect(page.items[1]).toEqual({
      version_id: expect.any(Number),
      content: {
        text: 'v1',
        files: [],
        link: { url: 'https://one.example', title: 'one.example', icon: '' },
      },
      meta: { date_added: entry.meta.date_added },
    });
    const next = (await call('GET', `entry/${entry.uuid}/history?offset=1`)).json<
      Page<HistoryItem>
    >();
    expect(next.items.map((i) => i.content.text)).toEqual(['v1']);
    expect(next.total_items).toBe(2);
  });

  it('answers 404 for an unknown or deleted entry and 400 for a bad offset', async () => {
    const ann = await given.user(t);
    const entry = await given.entry(t, ann);
    await call('DELETE', `entry/${entry.uuid}`, ann);
    for (const uuid of [MISSING, entry.uuid]) {
      const res = await call('GET', `entry/${uuid}/history`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'entry_not_found' });
    }
    const bad = await call('GET', `entry/${MISSING}/history?offset=-1`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST entry/{uuid}/pin, /unpin', () => {
  it('pins one entry per person: a new pin replaces the old, the pinned entry leads the profile', async () => {
    const ann = await given.user(t);
    const a = await given.entry(t, ann, { text: 'a' });
    const b = await given.entry(t, ann, { text: 'b' });
    const c = await given.entry(t, ann, { text: 'c', is_hidden_from_feed: true });
    expect(await profileUuids(ann.username)).toEqual([c.uuid, b.uuid, a.uuid]);

    const pinA = await call('POST', `entry/${a.uuid}/pin`, ann);
    expect(pinA.statusCode).toBe(200);
    expect(pinA.json()).toEqual({ status: 'entry_pinned' });
    expect(await profileUuids(ann.username)).toEqual([a.uuid, c.uuid, b.uuid]);
    expect((await call('GET', `entry/${a.uuid}`)).json<Entry>().state.is_pinned).toBe(true);
    // Again: nothing changes.
    expect((await call('POST', `entry/${a.uuid}/pin`, ann)).statusCode).toBe(200);

    expect((await call('POST', `entry/${b.uuid}/pin`, ann)).statusCode).toBe(200);
    expect(await profileUuids(ann.username)).toEqual([b.uuid, c.uuid, a.uuid]);
    expect((await call('GET', `entry/${a.uuid}`)).json<Entry>().state.is_pinned).toBe(false);
    const [pinned] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM entries WHERE user_id = ${ann.user_id} AND is_pinned`,
    );
    expect(pinned!.n).toBe(1);

    // Pinning does not move the entry in the feeds.
    expect((await abyssUuids(ann)).filter((u) => [a.uuid, b.uuid].includes(u))).toEqual([
      b.uuid,
      a.uuid,
    ]);

    const unpin = await call('POST', `entry/${b.uuid}/unpin`, ann);
    expect(unpin.json()).toEqual({ status: 'entry_unpinned' });
    expect(await profileUuids(ann.username)).toEqual([c.uuid, b.uuid, a.uuid]);
    // Unpinning what is not pinned changes nothing.
    expect((await call('POST', `entry/${a.uuid}/unpin`, ann)).statusCode).toBe(200);
  });

  it('refuses a guest, a non-owner and an unknown entry, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    await call('POST', `entry/${entry.uuid}/pin`, ann);
    for (const action of ['pin', 'unpin']) {
      const before = await snapshot(entry.entry_id);
      const cases: [GivenUser | undefined, string, number, string][] = [
        [undefined, entry.uuid, 401, 'unauthorized'],
        [bob, entry.uuid, 403, 'not_owned'],
        [ann, MISSING, 404, 'entry_not_found'],
      ];
      for (const [as, uuid, code, status] of cases) {
        const res = await call('POST', `entry/${uuid}/${action}`, as);
        expect(res.statusCode, `${action} ${status}`).toBe(code);
        expect(res.json()).toMatchObject({ status });
      }
      expect(await snapshot(entry.entry_id)).toEqual(before);
    }
  });
});

describe('POST and DELETE entry/{uuid}/react', () => {
  it('counts one reaction of each kind per person, with is_mine, wherever the entry is shown', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const cid = await given.user(t);
    const entry = await given.entry(t, ann, { text: 'react to me' });

    const first = await call('POST', `entry/${entry.uuid}/react`, bob, { react: 'heart' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'reaction_added',
      payload: [{ react: 'heart', count: 1, is_mine: true }],
    });
    // The same reaction again: still one.
    const again = await call('POST', `entry/${entry.uuid}/react`, bob, { react: 'heart' });
    expect(again.json<{ payload: unknown }>().payload).toEqual([
      { react: 'heart', count: 1, is_mine: true },
    ]);
    await call('POST', `entry/${entry.uuid}/react`, bob, { react: 'fire' });
    await call('POST', `entry/${entry.uuid}/react`, cid, { react: 'heart' });
    const byForm = await call('POST', `entry/${entry.uuid}/react`, cid, 'react=thumbs_up');
    expect(byForm.statusCode).toBe(200);

    // The set's order; counts; is_mine per viewer.
    const expected = (mine: string[]) => [
      { react: 'thumbs_up', count: 1, is_mine: mine.includes('thumbs_up') },
      { react: 'heart', count: 2, is_mine: mine.includes('heart') },
      { react: 'fire', count: 1, is_mine: mine.includes('fire') },
    ];
    expect(byForm.json<{ payload: unknown }>().payload).toEqual(expected(['thumbs_up', 'heart']));
    expect((await call('GET', `entry/${entry.uuid}`, bob)).json<Entry>().reactions).toEqual(
      expected(['heart', 'fire']),
    );
    expect((await call('GET', `entry/${entry.uuid}`)).json<Entry>().reactions).toEqual(
      expected([]),
    );
    const inAbyss = (await call('GET', 'feed/abyss?limit=50', bob))
      .json<Page<Entry>>()
      .items.find((e) => e.uuid === entry.uuid);
    expect(inAbyss?.reactions).toEqual(expected(['heart', 'fire']));
    const onProfile = (await call('GET', `user/${ann.username}/entries`, cid)).json<Page<Entry>>()
      .items[0];
    expect(onProfile?.reactions).toEqual(expected(['thumbs_up', 'heart']));

    // Taking back: the count drops; a reaction at 0 is not listed; twice changes nothing.
    const off = await call('DELETE', `entry/${entry.uuid}/react`, bob, { react: 'fire' });
    expect(off.json()).toEqual({
      status: 'reaction_removed',
      payload: [
        { react: 'thumbs_up', count: 1, is_mine: false },
        { react: 'heart', count: 2, is_mine: true },
      ],
    });
    const offAgain = await call('DELETE', `entry/${entry.uuid}/react`, bob, { react: 'fire' });
    expect(offAgain.json<{ payload: unknown[] }>().payload).toHaveLength(2);
    const offForm = await call('DELETE', `entry/${entry.uuid}/react`, cid, 'react=heart');
    expect(offForm.json<{ payload: unknown }>().payload).toEqual([
      { react: 'thumbs_up', count: 1, is_mine: true },
      { react: 'heart', count: 1, is_mine: false },
    ]);
  });

  it('refuses a guest, a reaction outside the set and an unknown entry, changing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    await call('POST', `entry/${entry.uuid}/react`, bob, { react: 'wow' });
    const before = await snapshot(entry.entry_id);
    for (const method of ['POST', 'DELETE'] as const) {
      const cases: [GivenUser | undefined, string, unknown, number, string][] = [
        [undefined, entry.uuid, { react: 'wow' }, 401, 'unauthorized'],
        [bob, entry.uuid, { react: 'poop' }, 400, 'reaction_not_valid'],
        [bob, entry.uuid, { react: '👍' }, 400, 'reaction_not_valid'],
        [bob, entry.uuid, { react: 'constructor' }, 400, 'reaction_not_valid'],
        [bob, entry.uuid, {}, 400, 'bad_request'],
        [bob, MISSING, { react: 'wow' }, 404, 'entry_not_found'],
      ];
      for (const [as, uuid, payload, code, status] of cases) {
        const res = await call(
          method,
          `entry/${uuid}/react`,
          as,
          payload as Record<string, unknown>,
        );
        expect(res.statusCode, `${method} ${status}`).toBe(code);
        expect(res.json()).toMatchObject({ status });
      }
    }
    expect(await snapshot(entry.entry_id)).toEqual(before);
  });
});

describe('POST entry/{uuid}/report', () => {
  async function reportsOf(entryId: number) {
    return queryRows<{ reporter_id: number; reason: number }>(
      t.db,
      sql`SELECT reporter_id, reason FROM reports
          WHERE object_type = 'entry' AND object_id = ${entryId} ORDER BY report_id`,
    );
  }

  it('files one open report per reporter and entry; a repeat answers the same and adds nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const cid = await given.user(t);
    const entry = await given.entry(t, ann);
    const res = await call('POST', `entry/${entry.uuid}/report`, bob, { reason: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'entry_reported' });
    const again = await call('POST', `entry/${entry.uuid}/report`, bob, { reason: 2 });
    expect(again.json()).toEqual({ status: 'entry_reported' });
    // Form data; reason 0 ("other") by default.
    expect((await call('POST', `entry/${entry.uuid}/report`, cid, 'reason=4')).statusCode).toBe(
      200,
    );
    const dan = await given.user(t);
    expect((await call('POST', `entry/${entry.uuid}/report`, dan, {})).statusCode).toBe(200);
    expect(await reportsOf(entry.entry_id)).toEqual([
      { reporter_id: bob.user_id, reason: 1 },
      { reporter_id: cid.user_id, reason: 4 },
      { reporter_id: dan.user_id, reason: 0 },
    ]);
  });

  it('refuses a guest, a reason outside the list, one’s own entry and a missing entry, storing nothing', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann);
    const gone = await given.entry(t, ann);
    await call('DELETE', `entry/${gone.uuid}`, ann);
    const before = await snapshot();
    const cases: [GivenUser | undefined, string, unknown, number, string][] = [
      [undefined, entry.uuid, { reason: 1 }, 401, 'unauthorized'],
      [bob, entry.uuid, { reason: 5 }, 400, 'report_reason_not_valid'],
      [bob, entry.uuid, { reason: -1 }, 400, 'bad_request'],
      [bob, entry.uuid, { reason: 'spam' }, 400, 'bad_request'],
      [bob, entry.uuid, 'reason=99', 400, 'report_reason_not_valid'],
      [ann, entry.uuid, { reason: 1 }, 400, 'report_own_content'],
      [bob, MISSING, { reason: 1 }, 404, 'entry_not_found'],
      [bob, gone.uuid, { reason: 1 }, 404, 'entry_not_found'],
    ];
    for (const [as, uuid, payload, code, status] of cases) {
      const res = await call(
        'POST',
        `entry/${uuid}/report`,
        as,
        payload as Record<string, unknown>,
      );
      expect(res.statusCode, status).toBe(code);
      expect(res.json()).toMatchObject({ status });
    }
    expect(await snapshot()).toEqual(before);
  });
});
