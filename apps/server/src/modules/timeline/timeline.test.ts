/**
 * The materialized timeline equals the fan-in answer (DESIGN.md §8; docs/decisions/materialized-timeline.md): random sequences of the writes that move timelines — subscribe and
 * unsubscribe (people and custom feeds), entries created (with tags, some hidden, some NSFW),
 * hidden, unhidden, retagged and deleted, feeds created, retagged and deleted, accounts erased,
 * NSFW choices changed, and the operators' actions (modules/moderation: accounts suspended,
 * blocked and restored, entries hidden and shown again) — run through the services; after most steps (some writes pile up before
 * the jobs run, so a fan-out may run after an unsubscribe, a hide or a delete of what it
 * carries) the jobs are drained and every person's pages (the first, the second, and one past the list's small cap) read by
 * `timelinePageRelation` are compared with `fanInTimelineRelation`. A seeded generator makes a
 * failure repeat (the seed and the steps so far are in the message).
 *
 * The list's cap is 4 here (`TIMELINE_CAP`), so trimming, floors and the fallback of deep pages
 * happen within a few entries.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { NotFound, Refused } from '../moderation/moderation.service.ts';
import {
  createTimelineRepository,
  fanInTimelineRelation,
  timelinePageRelation,
} from './timeline.repository.ts';

/** mulberry32: a small seeded generator, enough to pick operations. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const TAGS = ['cats', 'dogs', 'rain', 'tea'];
const PAGES = [
  { offset: 0, limit: 3 },
  { offset: 3, limit: 3 },
  { offset: 0, limit: 8 },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TIMELINE_CAP: '4' } });
});
afterAll(() => t.close());

async function ids(relation: SQL): Promise<number[]> {
  const rows = await queryRows<{ entry_id: number | string }>(
    t.db,
    sql`SELECT p.entry_id FROM (${relation}) p ORDER BY p.ord`,
  );
  return rows.map((r) => Number(r.entry_id));
}

/** Runs every due job until none is left (a fan-out enqueues its next batch as it goes). */
async function drain(): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if ((await t.app.jobs.runOnce()) === 0) return;
  }
  throw new Error('jobs keep coming');
}

/** Runs `steps` random writes from `seed`; answers how many were operators' actions. */
async function run(seed: number, steps: number): Promise<number> {
  const r = prng(seed);
  const people: GivenUser[] = [];
  for (let i = 0; i < 6; i += 1) people.push(await given.user(t));
  const s = t.services;
  const entries: { uuid: string; author: number }[] = [];
  const feeds: { uuid: string; author: number }[] = [];
  const deleted = new Set<number>();
  /** People suspended or blocked by operators: they cannot act until restored. */
  const inactive = new Set<number>();
  const log: string[] = [];
  const someone = () =>
    r.pick(people.filter((p) => !deleted.has(p.user_id) && !inactive.has(p.user_id)));
  const tagText = () =>
    TAGS.filter(() => r.chance(0.35))
      .map((tag) => `#${tag}`)
      .join(' ');

  const operations: [number, () => Promise<string>][] = [
    [
      6,
      async () => {
        const [a, b] = [someone(), r.pick(people)];
        await s.users.subscribe(b.username, a.user_id);
        return `${a.user_id} subscribes to ${b.user_id}`;
      },
    ],
    [
      3,
      async () => {
        const [a, b] = [someone(), r.pick(people)];
        await s.users.unsubscribe(b.username, a.user_id);
        return `${a.user_id} unsubscribes from ${b.user_id}`;
      },
    ],
    [
      10,
      async () => {
        const a = someone();
        const hidden = r.chance(0.15);
        const entry = await s.entries.create(
          { text: `entry ${tagText()}`, is_hidden_from_feed: hidden, is_nsfw: r.chance(0.2) },
          a.user_id,
        );
        entries.push({ uuid: entry.uuid, author: a.user_id });
        return `${a.user_id} posts ${entry.uuid} ${entry.tags.join(',')} hidden=${hidden}`;
      },
    ],
    [
      4,
      async () => {
        const e = r.pick(entries);
        const hidden = r.chance(0.5);
        await s.entries.edit(e.uuid, { is_hidden_from_feed: hidden }, e.author);
        return `${e.uuid} hidden=${hidden}`;
      },
    ],
    [
      3,
      async () => {
        const e = r.pick(entries);
        const text = `edited ${tagText()}`;
        await s.entries.edit(e.uuid, { text }, e.author);
        return `${e.uuid} text "${text}"`;
      },
    ],
    [
      2,
      async () => {
        const e = r.pick(entries);
        await s.entries.remove(e.uuid, e.author);
        return `${e.uuid} deleted`;
      },
    ],
    [
      2,
      async () => {
        const a = someone();
        const tags = [r.pick(TAGS), r.pick(TAGS)];
        const feed = await s.customFeeds.create({ title: 'Feed', emoji: '🐱', tags }, a.user_id);
        feeds.push({ uuid: feed.uuid, author: a.user_id });
        return `${a.user_id} makes feed ${feed.uuid} ${tags.join(',')}`;
      },
    ],
    [
      4,
      async () => {
        const [a, f] = [someone(), r.pick(feeds)];
        const on = r.chance(0.7);
        await s.customFeeds.follow(f.uuid, on, a.user_id);
        return `${a.user_id} follows feed ${f.uuid}: ${on}`;
      },
    ],
    [
      2,
      async () => {
        const f = r.pick(feeds);
        const tags = [r.pick(TAGS)];
        await s.customFeeds.edit(f.uuid, { title: 'Feed', emoji: '🐶', tags }, f.author);
        return `feed ${f.uuid} tags ${tags.join(',')}`;
      },
    ],
    [
      1,
      async () => {
        const f = r.pick(feeds);
        await s.customFeeds.remove(f.uuid, f.author);
        return `feed ${f.uuid} deleted`;
      },
    ],
    [
      2,
      async () => {
        const a = someone();
        const nsfw = r.pick(['blur', 'show', 'hide'] as const);
        await s.settings.setContent(a.user_id, { nsfw });
        return `${a.user_id} nsfw ${nsfw}`;
      },
    ],
    [
      1,
      async () => {
        if (deleted.size >= 2) return 'no erasure';
        const a = someone();
        await s.settings.deleteAccount(a.user_id, { password: a.password, apply: true });
        deleted.add(a.user_id);
        return `${a.user_id} erased`;
      },
    ],
    // The operators' actions (npm run admin): suspend or block, restore or unblock, hide and
    // unhide an entry.
    [
      1,
      async () => {
        const a = r.pick(people);
        const change = r.pick(['suspend', 'block'] as const);
        await s.moderation.changeState(a.username, change);
        inactive.add(a.user_id);
        return `${a.user_id} ${change}ed by operators`;
      },
    ],
    [
      1,
      async () => {
        const a = r.pick(people);
        const change = r.pick(['restore', 'unblock'] as const);
        await s.moderation.changeState(a.username, change);
        inactive.delete(a.user_id);
        return `${a.user_id} ${change === 'restore' ? 'restored' : 'unblocked'} by operators`;
      },
    ],
    [
      1,
      async () => {
        const e = r.pick(entries);
        await s.moderation.setHidden('entry', e.uuid, true);
        return `${e.uuid} hidden by operators`;
      },
    ],
    [
      1,
      async () => {
        const e = r.pick(entries);
        await s.moderation.setHidden('entry', e.uuid, false);
        return `${e.uuid} shown again by operators`;
      },
    ],
  ];
  const weights = operations.reduce((sum, [w]) => sum + w, 0);

  for (let step = 0; step < steps; step += 1) {
    let roll = r.int(weights);
    const [, operation] = operations.find(([w]) => {
      roll -= w;
      return roll < 0;
    })!;
    try {
      log.push(await operation());
    } catch (error) {
      // A refused write (not found, own entry gone, erased account…) changes nothing.
      const refused =
        error instanceof AppError || error instanceof NotFound || error instanceof Refused;
      if (!refused && !(error instanceof TypeError)) throw error;
      log.push(`refused: ${(error as Error).message}`);
    }
    // Some steps pile up before the jobs run: a fan-out then runs after later writes (an
    // unsubscribe, a hide, a delete…), as it may in production.
    if (step < steps - 1 && r.chance(0.35)) continue;
    await drain();
    // Reads ask for the builds of missing or stale lists; the builds run; reads compare.
    for (const p of people) await s.feeds.timeline({ offset: 0, limit: 3 }, p.user_id);
    await drain();
    for (const p of people) {
      for (const page of PAGES) {
        const got = await ids(timelinePageRelation(page, p.user_id));
        const want = await ids(fanInTimelineRelation(page, p.user_id));
        expect(
          got,
          `seed ${seed}, person ${p.user_id}, page ${JSON.stringify(page)}:\n${log.join('\n')}`,
        ).toEqual(want);
      }
    }
  }
  const failed = await queryRows(
    t.db,
    sql`SELECT kind, last_error FROM jobs WHERE kind LIKE 'timeline.%' AND last_error IS NOT NULL`,
  );
  expect(failed).toEqual([]);
  return log.filter((line) => line.endsWith('by operators')).length;
}

describe('the materialized timeline', () => {
  it('equals the fan-in answer after every step of random writes', {
    timeout: 120_000,
  }, async () => {
    const operators = (await run(1, 40)) + (await run(2, 40));
    // The operators' suspensions, restores, hides and unhides were among them.
    expect(operators).toBeGreaterThan(3);
    // The lists were read: most people have a usable one, and some lists were trimmed.
    const [state] = await queryRows<{ usable: number; floors: number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE NOT stale)::int AS usable,
                 count(*) FILTER (WHERE floor_entry_id > 0)::int AS floors
          FROM timeline_owners`,
    );
    expect(state!.usable).toBeGreaterThan(0);
    expect(state!.floors).toBeGreaterThan(0);
  });

  it('leaves out the entries of an author unsubscribed before the fan-out ran', async () => {
    const [ann, bob] = [await given.user(t), await given.user(t)];
    await t.services.users.subscribe(bob.username, ann.user_id);
    await t.services.entries.create({ text: 'before' }, bob.user_id);
    await t.services.feeds.timeline({ offset: 0, limit: 3 }, ann.user_id);
    await drain();
    await t.services.entries.create({ text: 'racing' }, bob.user_id);
    await t.services.users.unsubscribe(bob.username, ann.user_id);
    await drain();
    const page = await t.services.feeds.timeline({ offset: 0, limit: 3 }, ann.user_id);
    expect(page.items).toEqual([]);
    // The earlier entry's row stays in the list (nothing deletes it): the read leaves it out.
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM timeline_entries WHERE owner_id = ${ann.user_id}::int`,
    );
    expect(row!.n).toBe(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'stays equal when posts, subscriptions, builds and fan-outs run at once (PostgreSQL)',
    { timeout: 60_000 },
    async () => {
      const [ann, bob] = [await given.user(t), await given.user(t)];
      const readers: GivenUser[] = [];
      for (let i = 0; i < 30; i += 1) readers.push(await given.user(t));
      for (const p of readers) await t.services.users.subscribe(ann.username, p.user_id);
      const repository = createTimelineRepository(t.db, 4);
      await repository.buildTimelines(readers.map((p) => p.user_id));
      const r = prng(7);
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i += 1) {
        work.push(t.services.entries.create({ text: `ann ${i} #cats` }, ann.user_id));
        work.push(t.services.entries.create({ text: `bob ${i}` }, bob.user_id));
        const p = r.pick(readers);
        work.push(
          r.chance(0.5)
            ? t.services.users.subscribe(bob.username, p.user_id)
            : t.services.users.unsubscribe(ann.username, p.user_id),
        );
        work.push(t.app.jobs.runOnce());
        if (i % 4 === 0) work.push(repository.buildTimelines(readers.map((q) => q.user_id)));
      }
      await Promise.all(work);
      await drain();
      for (const p of readers) await t.services.feeds.timeline({ offset: 0, limit: 3 }, p.user_id);
      await drain();
      for (const p of readers) {
        for (const page of PAGES) {
          const got = await ids(timelinePageRelation(page, p.user_id));
          expect(got, `person ${p.user_id}`).toEqual(
            await ids(fanInTimelineRelation(page, p.user_id)),
          );
        }
      }
      const failed = await queryRows(
        t.db,
        sql`SELECT kind, last_error FROM jobs
            WHERE kind LIKE 'timeline.%' AND last_error IS NOT NULL`,
      );
      expect(failed).toEqual([]);
    },
  );

  it('answers an empty page past the end', async () => {
    const ann = await given.user(t);
    await t.services.entries.create({ text: 'only one' }, ann.user_id);
    await t.services.feeds.timeline({ offset: 0, limit: 3 }, ann.user_id);
    await drain();
    expect(await ids(timelinePageRelation({ offset: 50, limit: 3 }, ann.user_id))).toEqual([]);
    const res = await t.services.feeds.timeline({ offset: 50, limit: 3 }, ann.user_id);
    expect(res.items).toEqual([]);
  });
});
