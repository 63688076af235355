/**
 * Whole numbers a client sends (offsets, cursors, ids) are checked against their bounds by the
 * route schemas: past MAX_INTEGER_INPUT a call answers 400 `bad_request` and writes nothing,
 * never a 500 from a database integer overflow.
 */
import { MAX_INTEGER_INPUT } from '@potok/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from './given.ts';
import { countAll, createTestApp, type TestApp } from './harness.ts';

const HUGE = '100000000000000000000'; // 1e20: past bigint as well as MAX_INTEGER_INPUT
const JUST_PAST = String(MAX_INTEGER_INPUT + 1);

let t: TestApp;
let user: GivenUser;
let entryUuid: string;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  user = await given.user(t);
  entryUuid = (await given.entry(t, user)).uuid;
});
afterAll(() => t?.close());

describe('integer bounds', () => {
  it('accepts the largest offset and cursor with an empty page', async () => {
    const largest = String(MAX_INTEGER_INPUT);
    for (const url of [
      `/v1/feed/abyss?offset=${largest}`,
      `/v1/feed/timeline?offset=${largest}`,
      `/v1/user/${user.username}/entries?offset=${largest}`,
      `/v1/user/${user.username}/subscribers?offset=${largest}`,
      `/v1/entry/${entryUuid}/comments?last_id=${largest}`,
    ]) {
      const res = await t.app.inject({ url, headers: user.bearer });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().items, url).toEqual([]);
    }
  });

  it.each([HUGE, JUST_PAST])('answers 400 bad_request to offsets and cursors of %s', async (n) => {
    for (const url of [
      `/v1/feed/abyss?offset=${n}`,
      `/v1/feed/timeline?offset=${n}`,
      `/v1/feed/feeds?offset=${n}`,
      `/v1/user/${user.username}/entries?offset=${n}`,
      `/v1/user/${user.username}/subscribers?offset=${n}`,
      `/v1/user/${user.username}/subscriptions?offset=${n}`,
      `/v1/entry/${entryUuid}/comments?last_id=${n}`,
    ]) {
      const res = await t.app.inject({ url, headers: user.bearer });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 'bad_request' });
    }
  });

  it('answers 400 bad_request to a reply to a comment id past the bound, writing nothing', async () => {
    const before = await countAll(t.db, ['comments', 'entries']);
    for (const parent_id of [Number(HUGE), MAX_INTEGER_INPUT + 1]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/entry/${entryUuid}/comments`,
        headers: user.bearer,
        payload: { text: 'reply', parent_id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'bad_request' });
    }
    expect(await countAll(t.db, ['comments', 'entries'])).toEqual(before);
  });
});
