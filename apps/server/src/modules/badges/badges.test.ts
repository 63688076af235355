/**
 * Integration tests of badges (spec §3 "Badge", §7 `GET user/{username}/badges`) through
 * app.inject on a real database: each rule awards its badge once, in the write that makes it
 * true; the year badge through its job; an operator's `awardBadge`; `counters.badges` and
 * `badges_count` exact (checked again by the invariants when the app closes); the page's order,
 * paging and errors.
 */
import {
  BADGE_TYPES,
  type Badge,
  type BadgeType,
  EARLY_MEMBERS,
  type Page,
  type UserCard,
} from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { aYearAfter } from './badges.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

async function badges(username: string, query = ''): Promise<Page<Badge>> {
  const res = await t.app.inject({ url: `/v1/user/${username}/badges${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Badge>>();
}

async function types(user: GivenUser): Promise<string[]> {
  return (await badges(user.username)).items.map((badge) => badge.type).sort();
}

async function counter(user: GivenUser): Promise<number> {
  const res = await t.app.inject({ url: `/v1/user/${user.username}` });
  return res.json<UserCard>().counters.badges;
}

/** Rows of `user_badges` of the user and type (the unique key allows one). */
async function rows(user: GivenUser, type: BadgeType): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM user_badges
        WHERE user_id = ${user.user_id} AND type = ${type}`,
  );
  return row!.n;
}

function subscribe(viewer: GivenUser, target: GivenUser, action = 'subscribe') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/user/${target.username}/${action}`,
    headers: viewer.bearer,
  });
}

describe('rule badges', () => {
  it('gives a new account «early member», shaped as spec §3 says, and its year job', async () => {
    const ann = await given.user(t);
    const page = await badges(ann.username);
    expect(page).toEqual({
      items: [
        {
          badge_id: expect.any(Number),
          type: 'early_member',
          rarity: 'epic',
          date_added: expect.stringMatching(/Z$/),
          content: {
            icon: '🌱',
            label: 'types.early_member.label',
            description: 'types.early_member.description',
          },
        },
      ],
      total_items: 1,
    });
    expect(await counter(ann)).toBe(1);

    const [job] = await queryRows<{ run_after: Date; date_added: Date; state: string }>(
      t.db,
      sql`SELECT j.run_after, j.state, u.date_added FROM jobs j
          JOIN users u ON u.user_id = (j.payload->>'user_id')::int
          WHERE j.kind = 'badges.year_here' AND u.user_id = ${ann.user_id}`,
    );
    expect(job?.state).toBe('queued');
    expect(new Date(job!.run_after).getTime()).toBe(
      aYearAfter(new Date(job!.date_added)).getTime(),
    );
    // Not due: the worker leaves it for a year.
    await t.app.jobs.runOnce();
    expect(await rows(ann, 'year_here')).toBe(0);
  });

  it('gives «first entry» once, with the first entry (hidden ones count)', async () => {
    const ann = await given.user(t);
    expect(await rows(ann, 'first_entry')).toBe(0);
    await given.entry(t, ann, { is_hidden_from_feed: true });
    expect(await types(ann)).toEqual(['early_member', 'first_entry']);
    await given.entry(t, ann);
    expect(await rows(ann, 'first_entry')).toBe(1);
    expect(await counter(ann)).toBe(2);
  });

  it('gives «100 entries» with the hundredth live entry, once', async () => {
    const ann = await given.user(t);
    for (let i = 0; i < 99; i += 1) await given.entry(t, ann, { text: `entry ${i}` });
    expect(await rows(ann, 'entries_100')).toBe(0);
    await given.entry(t, ann, { text: 'the hundredth' });
    expect(await rows(ann, 'entries_100')).toBe(1);
    await given.entry(t, ann, { text: 'one more' });
    expect(await rows(ann, 'entries_100')).toBe(1);
    expect(await counter(ann)).toBe(3);
    const page = await badges(ann.username);
    // Newest award first.
    expect(page.items.map((b) => b.type)).toEqual(['entries_100', 'first_entry', 'early_member']);
  });

  it('gives «first comment» once, to the comment author only', async () => {
    const ann = await given.user(t);
    const ben = await given.user(t);
    const entry = await given.entry(t, ann);
    await given.comment(t, ben, entry.uuid);
    await given.comment(t, ben, entry.uuid);
    expect(await rows(ben, 'first_comment')).toBe(1);
    expect(await rows(ann, 'first_comment')).toBe(0);
    expect(await counter(ben)).toBe(2);
  });

  it('gives «10 subscribers» with the tenth subscriber, once', async () => {
    const star = await given.user(t);
    const fans: GivenUser[] = [];
    for (let i = 0; i < 11; i += 1) fans.push(await given.user(t));
    for (const fan of fans.slice(0, 9)) expect((await subscribe(fan, star)).statusCode).toBe(200);
    expect(await rows(star, 'subscribers_10')).toBe(0);
    // Subscribing twice moves nothing.
    expect((await subscribe(fans[0]!, star)).statusCode).toBe(200);
    expect(await rows(star, 'subscribers_10')).toBe(0);
    expect((await subscribe(fans[9]!, star)).statusCode).toBe(200);
    expect(await rows(star, 'subscribers_10')).toBe(1);
    // Falling under ten and coming back: still one badge; it is never taken away.
    expect((await subscribe(fans[9]!, star, 'unsubscribe')).statusCode).toBe(200);
    expect(await rows(star, 'subscribers_10')).toBe(1);
    expect((await subscribe(fans[10]!, star)).statusCode).toBe(200);
    expect(await rows(star, 'subscribers_10')).toBe(1);
    expect(await counter(star)).toBe(2);
    // The subscriber earns nothing by subscribing.
    expect(await rows(fans[0]!, 'subscribers_10')).toBe(0);
  });

  it('gives «a year here» through its job, a year after registration, once', async () => {
    const ann = await given.user(t);
    const [row] = await queryRows<{ date_added: Date }>(
      t.db,
      sql`SELECT date_added FROM users WHERE user_id = ${ann.user_id}`,
    );
    const joined = new Date(row!.date_added);
    const yearLater = aYearAfter(joined);
    await t.services.badges.awardYearHere(
      { user_id: ann.user_id },
      new Date(yearLater.getTime() - 1000),
    );
    expect(await rows(ann, 'year_here')).toBe(0);
    await t.services.badges.awardYearHere({ user_id: ann.user_id }, yearLater);
    await t.services.badges.awardYearHere({ user_id: ann.user_id }, yearLater);
    expect(await rows(ann, 'year_here')).toBe(1);
    expect(await counter(ann)).toBe(2);

    // Through the worker: the job made due runs and awards (a deleted account gets nothing).
    const ben = await given.user(t);
    const cid = await given.user(t);
    await t.db.execute(sql`UPDATE users SET date_added = now() - interval '2 years'
                           WHERE user_id IN (${ben.user_id}, ${cid.user_id})`);
    await t.db.execute(sql`UPDATE users SET state = 'deleted' WHERE user_id = ${cid.user_id}`);
    await t.db.execute(sql`UPDATE jobs SET run_after = now() WHERE kind = 'badges.year_here'
                           AND (payload->>'user_id')::int IN (${ben.user_id}, ${cid.user_id})`);
    // Until nothing is due: notification jobs of the writes above are queued before it.
    while ((await t.app.jobs.runOnce()) > 0) {}
    expect(await rows(ben, 'year_here')).toBe(1);
    expect(await rows(cid, 'year_here')).toBe(0);
  });

  it('gives «early member» only to the first EARLY_MEMBERS accounts', async () => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM users`,
    );
    // Accounts made without the API (no badges), up to EARLY_MEMBERS in all.
    await t.db.execute(sql`
      INSERT INTO users (username, name, email, password_hash, avatar_hash)
      SELECT 'filler_' || i, 'Filler', 'filler_' || i || '@example.test', 'x', 'ab'
      FROM generate_series(1, ${EARLY_MEMBERS - n}) AS i`);
    const late = await given.user(t);
    expect(await types(late)).toEqual([]);
    expect(await counter(late)).toBe(0);
  });
});

describe('awardBadge (operators)', () => {
  it('awards any catalogue badge once and refuses unknown types and users', async () => {
    const ann = await given.user(t);
    expect(await t.services.badges.awardBadge(ann.user_id, 'contributor')).toBe(true);
    expect(await t.services.badges.awardBadge(ann.user_id, 'contributor')).toBe(false);
    expect(await rows(ann, 'contributor')).toBe(1);
    await expect(t.services.badges.awardBadge(ann.user_id, 'wizard')).rejects.toMatchObject({
      status: 'bad_request',
    });
    await expect(t.services.badges.awardBadge(2_000_000, 'supporter')).rejects.toMatchObject({
      status: 'user_not_found',
    });
    const page = await badges(ann.username);
    expect(page.items[0]).toMatchObject({
      type: 'contributor',
      rarity: 'legendary',
      content: { label: 'types.contributor.label' },
    });
  });
});

describe('GET user/{username}/badges', () => {
  it('pages by offset and limit, newest award first, total from the counter', async () => {
    const ann = await given.user(t);
    for (const type of BADGE_TYPES) await t.services.badges.awardBadge(ann.user_id, type);
    const all = await badges(ann.username);
    expect(all.total_items).toBe(BADGE_TYPES.length);
    expect(await counter(ann)).toBe(BADGE_TYPES.length);
    const ids = all.items.map((b) => b.badge_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(all.items.map((b) => b.type))).toEqual(new Set(BADGE_TYPES));

    const first = await badges(ann.username, '?limit=3');
    const second = await badges(ann.username, '?limit=3&offset=3');
    const last = await badges(ann.username, '?limit=3&offset=6');
    expect([...first.items, ...second.items, ...last.items].map((b) => b.badge_id)).toEqual(ids);
    expect(last.items).toHaveLength(BADGE_TYPES.length - 6);
    expect((await badges(ann.username, '?offset=100')).items).toEqual([]);
    expect((await badges(ann.username.toUpperCase())).total_items).toBe(BADGE_TYPES.length);
  });

  it('answers 400 for bad paging, 404 for unknown or deleted people', async () => {
    const ann = await given.user(t);
    for (const query of ['?offset=-1', '?limit=0', '?limit=51', '?offset=abc', '?limit=1.5']) {
      const res = await t.app.inject({ url: `/v1/user/${ann.username}/badges${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('bad_request');
    }
    const unknown = await t.app.inject({ url: '/v1/user/nobody_here_at_all/badges' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('user_not_found');
    await t.db.execute(sql`UPDATE users SET state = 'deleted' WHERE user_id = ${ann.user_id}`);
    const gone = await t.app.inject({ url: `/v1/user/${ann.username}/badges` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().status).toBe('user_deleted');
  });
});
