/**
 * The demo network: its content is well-formed (valid people, real mentions, no repeated
 * texts, threads with replies to replies), and seeding it on a real database leaves exactly the
 * state the areas' own writes would — counters equal to rows, chronological ids, tags on first
 * use — and the README's account can sign in; every person holds the badges their history earns
 * (by the badges rules, with no notification), so the demo account's next entry earns no "first"
 * badge; seeding names its steps as it goes. Seeding twice writes nothing the second time.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Comment, Entry, Page, UserCard } from '@potok/common';
import { extractMentions, LIMITS, RESERVED_USERNAMES, USERNAME_PATTERN } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll, createTestApp, type TestApp } from '../../test/harness.ts';
import { REPO_ROOT } from '../config.ts';
import { queryRows } from '../db/client.ts';
import { validateAccount } from '../modules/auth/auth.service.ts';
import { buildDemoNetwork, parseDelay, resolveEntryTime } from './network.ts';
import {
  DEMO_ACCOUNT,
  DEMO_FEEDS,
  DEMO_PASSWORD,
  DEMO_SEED_STEPS,
  type DemoSeedResult,
  type DemoSeedStep,
  seedDemo,
} from './seed.ts';
import { DEMO_USERS } from './users.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();

describe('demo content', () => {
  const network = buildDemoNetwork(NOW);
  const usernames = new Set(DEMO_USERS.map((u) => u.username));

  it('has twenty valid people, each writing and read by someone', () => {
    expect(DEMO_USERS).toHaveLength(20);
    expect(usernames.size).toBe(20);
    for (const u of DEMO_USERS) {
      expect(u.username).toMatch(USERNAME_PATTERN);
      expect(RESERVED_USERNAMES.has(u.username.toLowerCase())).toBe(false);
      expect(() =>
        validateAccount({
          name: u.name,
          username: u.username,
          email: `${u.username}@demo.potok`,
          password: DEMO_PASSWORD,
          'h-captcha-response': '',
        }),
      ).not.toThrow();
      expect(u.bio.length).toBeLessThanOrEqual(LIMITS.bioMax);
      expect(network.entries.some((e) => e.author === u.username)).toBe(true);
      expect(network.subscriptions.some((s) => s.user === u.username)).toBe(true);
    }
    expect(DEMO_USERS.find((u) => u.username === DEMO_ACCOUNT.username)).toBeDefined();
  });

  it('has about 300 different entries over the last four weeks, in the past', () => {
    expect(network.entries.length).toBeGreaterThanOrEqual(280);
    expect(network.entries.length).toBeLessThanOrEqual(320);
    const texts = new Set(network.entries.map((e) => e.text));
    expect(texts.size).toBe(network.entries.length);
    const first = network.entries[0]!.dateAdded.getTime();
    const last = network.entries.at(-1)!.dateAdded.getTime();
    expect(NOW.getTime() - first).toBeGreaterThan(25 * DAY);
    expect(NOW.getTime() - first).toBeLessThanOrEqual(29 * DAY);
    expect(last).toBeLessThan(NOW.getTime());
    for (const e of network.entries) {
      expect(e.text.length).toBeLessThanOrEqual(LIMITS.entryText);
      expect(e.text).toBe(e.text.trim());
    }
  });

  it('uses #tags, @mentions of demo people only, links and quotes', () => {
    const all = [...network.entries, ...network.comments];
    for (const x of all) for (const m of extractMentions(x.text)) expect(usernames).toContain(m);
    expect(network.entries.filter((e) => e.tags.length > 0).length).toBeGreaterThan(200);
    expect(all.filter((x) => extractMentions(x.text).length > 0).length).toBeGreaterThan(10);
    expect(network.entries.filter((e) => /https?:\/\//.test(e.text)).length).toBeGreaterThan(2);
    expect(network.entries.filter((e) => /^>/m.test(e.text)).length).toBeGreaterThan(5);
  });

  it('has threaded comments: replies to replies, each after its parent, no repeated text', () => {
    expect(network.comments.length).toBeGreaterThan(300);
    const depth = (c: (typeof network.comments)[number]) => {
      let d = 0;
      for (let p = c.parent; p; p = p.parent) d += 1;
      return d;
    };
    expect(network.comments.filter((c) => depth(c) >= 2).length).toBeGreaterThan(15);
    for (const c of network.comments) {
      const after = c.parent?.dateAdded ?? c.entry.dateAdded;
      expect(c.dateAdded.getTime()).toBeGreaterThan(after.getTime());
      expect(c.dateAdded.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(c.text.length).toBeLessThanOrEqual(LIMITS.commentText);
      expect(c.root).toBe(c.parent ? (c.parent.root ?? c.parent) : null);
    }
    const seen = new Map<string, number>();
    for (const c of network.comments) seen.set(c.text, (seen.get(c.text) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('is listed in the README: every account, its e-mail form and the shared password', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const u of DEMO_USERS) expect(readme).toContain(`| \`${u.username}\` | ${u.name}, `);
    expect(readme).toContain('`<username>@demo.potok`');
    expect(readme).toContain(`**${DEMO_ACCOUNT.email}** with the password **${DEMO_PASSWORD}**`);
  });

  it('reads the time notation and never dates an entry in the future', () => {
    expect(parseDelay('25m')).toBe(25 * 60_000);
    expect(parseDelay('1d3h')).toBe(27 * 3_600_000);
    expect(() => parseDelay('soon')).toThrow();
    const now = new Date('2026-03-10T06:00:00Z'); // 09:00 in Moscow
    expect(resolveEntryTime('0d 08:30', 3, now).toISOString()).toBe('2026-03-10T05:30:00.000Z');
    expect(resolveEntryTime('0d 10:00', 3, now).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(resolveEntryTime('2d 08:00', 10, now).toISOString()).toBe('2026-03-07T22:00:00.000Z');
  });
});

describe('seedDemo on a real database', () => {
  let t: TestApp;
  let result: DemoSeedResult;
  const steps: DemoSeedStep[] = [];

  beforeAll(async () => {
    t = await createTestApp({ checkCounters: true });
    result = await seedDemo(t.db, { now: NOW, onStep: (step) => steps.push(step) });
  }, 60_000);
  afterAll(() => t?.close());

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

  it('gives the demo account a few notifications, newest unread, each pointing at live content', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = login.json<{ payload: { token: string } }>().payload.token;
    const res = await t.app.inject({
      url: '/v1/my/notifications',
      headers: { authorization: `Bearer ${token}` },
    });
    const page = res.json<Page<{ type: string; is_readed: boolean; sender_username: string }>>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.is_readed).toBe(false);
    expect(page.items.every((n) => n.sender_username !== DEMO_ACCOUNT.username)).toBe(true);
    expect(new Set(page.items.map((n) => n.type))).toContain('subscription');
  });

  it('makes the demo feeds, followed by their authors and the demo account', async () => {
    const made = await rows<{ title: string; tags: number; subscribers: number; anya: boolean }>(
      sql`SELECT f.title, f.tags_count AS tags, f.subscribers_count AS subscribers,
                 EXISTS (SELECT 1 FROM feed_subscriptions s JOIN users u USING (user_id)
                         WHERE s.feed_id = f.feed_id AND u.username = 'anya') AS anya
          FROM feeds f ORDER BY f.feed_id`,
    );
    expect(made.map((f) => f.title)).toEqual(DEMO_FEEDS.map((f) => f.title));
    for (const feed of made) {
      expect(feed.tags).toBe(2);
      expect(feed.subscribers).toBe(2);
      expect(feed.anya).toBe(true);
    }
  });

  it('writes the whole network', async () => {
    const network = buildDemoNetwork(NOW);
    expect(result).toEqual({
      skipped: false,
      users: 20,
      entries: network.entries.length,
      comments: network.comments.length,
      subscriptions: network.subscriptions.length,
      tags: expect.any(Number),
      badges: expect.any(Number),
    });
    expect(await countAll(t.db, ['users', 'entries', 'comments', 'subscriptions'])).toEqual({
      users: result.users,
      entries: result.entries,
      comments: result.comments,
      subscriptions: result.subscriptions,
    });
  });

  it('shows the abyss: 7 entries newest first, total_items ≈ 300', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/feed/abyss?limit=7&offset=0' });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<Entry>>();
    expect(page.items).toHaveLength(7);
    expect(page.total_items).toBe(result.entries);
    expect(page.total_items).toBeGreaterThanOrEqual(280);
    const dates = page.items.map((e) => Date.parse(e.meta.date_added));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const ids = page.items.map((e) => e.entry_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('lets the README account sign in and read its timeline', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('logged_in');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toBeDefined();
    const timeline = await t.app.inject({
      method: 'GET',
      url: '/v1/feed/timeline?limit=7&offset=0',
      headers: { authorization: `Bearer ${cookie!.value}` },
    });
    expect(timeline.statusCode).toBe(200);
    const page = timeline.json<Page<Entry>>();
    expect(page.items).toHaveLength(7);
    // The account's own entries, those of the people it follows and of the demo feeds it
    // follows (their tags), each once, newest first; total_items is never below that count.
    const reference = sql`
      FROM entries e
      WHERE e.user_id IN (
        SELECT user_id FROM users WHERE username = ${DEMO_ACCOUNT.username}
        UNION SELECT s.user_id FROM subscriptions s JOIN users u ON u.user_id = s.subscriber_id
              WHERE u.username = ${DEMO_ACCOUNT.username})
      OR e.entry_id IN (
        SELECT et.entry_id FROM entry_tags et
        JOIN feed_tags ft ON ft.tag_id = et.tag_id
        JOIN feed_subscriptions fs ON fs.feed_id = ft.feed_id
        JOIN users u ON u.user_id = fs.user_id
        WHERE u.username = ${DEMO_ACCOUNT.username})`;
    const [own] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n ${reference}`);
    const newest = await rows<{ uuid: string }>(
      sql`SELECT e.uuid ${reference} ORDER BY e.entry_id DESC LIMIT 7`,
    );
    expect(page.items.map((e) => e.uuid)).toEqual(newest.map((e) => e.uuid));
    expect(page.total_items).toBeGreaterThanOrEqual(own!.n);
  });

  it('keeps user counters equal to counted rows (card and every user)', async () => {
    const card = (
      await t.app.inject({ method: 'GET', url: `/v1/user/${DEMO_ACCOUNT.username}` })
    ).json<UserCard>();
    const [anya] = await rows<{
      entries: number;
      subscribers: number;
      subscriptions: number;
      badges: number;
    }>(
      sql`SELECT
            (SELECT count(*)::int FROM entries e WHERE e.user_id = u.user_id) AS entries,
            (SELECT count(*)::int FROM user_badges b WHERE b.user_id = u.user_id) AS badges,
            (SELECT count(*)::int FROM subscriptions s WHERE s.user_id = u.user_id) AS subscribers,
            (SELECT count(*)::int FROM subscriptions s WHERE s.subscriber_id = u.user_id)
              AS subscriptions
          FROM users u WHERE u.username = ${DEMO_ACCOUNT.username}`,
    );
    expect(card.counters).toEqual(anya);
    expect(anya!.entries).toBeGreaterThan(0);
    expect(anya!.badges).toBeGreaterThan(0);

    const wrong = await rows(sql`
      SELECT u.username FROM users u
      WHERE u.entries_count <> (SELECT count(*) FROM entries e
                                WHERE e.user_id = u.user_id AND e.deleted_at IS NULL)
         OR u.subscribers_count <> (SELECT count(*) FROM subscriptions s
                                    WHERE s.user_id = u.user_id)
         OR u.subscriptions_count <> (SELECT count(*) FROM subscriptions s
                                      WHERE s.subscriber_id = u.user_id)
         OR coalesce((SELECT feed_entries_count FROM author_stats a
                      WHERE a.user_id = u.user_id), 0)
            <> (SELECT count(*) FROM entries e WHERE e.user_id = u.user_id
                AND e.deleted_at IS NULL AND NOT e.is_hidden_from_feed)`);
    expect(wrong).toEqual([]);
  });

  it("keeps every entry's comments_count equal to its comments", async () => {
    const wrong = await rows(sql`
      SELECT e.entry_id FROM entries e
      WHERE e.comments_count <> (SELECT count(*) FROM comments c
                                 WHERE c.entry_id = e.entry_id AND c.deleted_at IS NULL)`);
    expect(wrong).toEqual([]);
  });

  it('orders ids by date; uuids are v7 of their date; threads are consistent', async () => {
    const entryOrder = await rows(sql`
      SELECT entry_id FROM (
        SELECT entry_id, date_added, lag(date_added) OVER (ORDER BY entry_id) AS prev
        FROM entries) x
      WHERE prev > date_added`);
    expect(entryOrder).toEqual([]);
    const commentOrder = await rows(sql`
      SELECT comment_id FROM (
        SELECT comment_id, date_added, lag(date_added) OVER (ORDER BY comment_id) AS prev
        FROM comments) x
      WHERE prev > date_added`);
    expect(commentOrder).toEqual([]);

    const uuids = await rows<{ uuid: string; ms: string }>(
      sql`SELECT uuid::text, (extract(epoch FROM date_added) * 1000)::bigint::text AS ms
          FROM entries`,
    );
    for (const { uuid, ms } of uuids) {
      expect(uuid[14]).toBe('7');
      expect(Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16)).toBe(Number(ms));
    }

    const badThreads = await rows(sql`
      SELECT c.comment_id FROM comments c
      LEFT JOIN comments p ON p.comment_id = c.parent_id
      WHERE (c.parent_id IS NULL) <> (c.root_id IS NULL)
         OR (p.comment_id IS NOT NULL AND (
              p.entry_id <> c.entry_id
           OR c.root_id <> coalesce(p.root_id, p.comment_id)
           OR c.date_added <= p.date_added
           OR c.comment_id <= p.comment_id))`);
    expect(badThreads).toEqual([]);
    const badReplyCounts = await rows(sql`
      SELECT c.comment_id FROM comments c
      WHERE c.replies_count <> (SELECT count(*) FROM comments r WHERE r.parent_id = c.comment_id)`);
    expect(badReplyCounts).toEqual([]);
    const [replied] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM comments WHERE replies_count > 0`,
    );
    expect(replied!.n).toBeGreaterThan(0);
    const early = await rows(sql`
      SELECT c.comment_id FROM comments c JOIN entries e ON e.entry_id = c.entry_id
      WHERE c.date_added <= e.date_added`);
    expect(early).toEqual([]);
  });

  it('serves a thread with replies to replies', async () => {
    const [deep] = await rows<{ uuid: string }>(sql`
      SELECT e.uuid::text FROM comments c
      JOIN comments p ON p.comment_id = c.parent_id AND p.parent_id IS NOT NULL
      JOIN entries e ON e.entry_id = c.entry_id
      LIMIT 1`);
    const res = await t.app.inject({ method: 'GET', url: `/v1/entry/${deep!.uuid}/comments` });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<Comment>>();
    const nested = page.items.some((root) =>
      (root.replies ?? []).some((reply) => (reply.replies ?? []).length > 0),
    );
    expect(nested).toBe(true);
  });

  it('creates each tag on its first use, with its entry links', async () => {
    const wrong = await rows(sql`
      SELECT t.slug FROM tags t
      WHERE t.slug <> lower(t.slug)
         OR lower(t.label) <> t.slug
         OR t.date_added <> (SELECT min(e.date_added) FROM entry_tags et
                             JOIN entries e ON e.entry_id = et.entry_id
                             WHERE et.tag_id = t.tag_id)`);
    expect(wrong).toEqual([]);
    const tagOrder = await rows(sql`
      SELECT tag_id FROM (
        SELECT tag_id, date_added, lag(date_added) OVER (ORDER BY tag_id) AS prev FROM tags) x
      WHERE prev > date_added`);
    expect(tagOrder).toEqual([]);
    const network = buildDemoNetwork(NOW);
    const [links] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM entry_tags`);
    expect(links!.n).toBe(network.entries.reduce((n, e) => n + e.tags.length, 0));
    expect(result.tags).toBe(
      new Set(network.entries.flatMap((e) => e.tags.map((x) => x.slug))).size,
    );
    const res = await t.app.inject({ method: 'GET', url: `/v1/user/kostya_dev/entries` });
    const page = res.json<Page<Entry>>();
    expect(page.items.some((e) => e.tags.includes('postgres'))).toBe(true);
  });

  it('fills tag_author_stats as the entries repository would', async () => {
    const wrong = await rows(sql`
      SELECT coalesce(c.tag_id, st.tag_id) AS tag_id FROM (
        SELECT et.tag_id, e.user_id,
               count(*) FILTER (WHERE e.deleted_at IS NULL)::int AS n
        FROM entry_tags et JOIN entries e ON e.entry_id = et.entry_id
        WHERE NOT e.is_hidden_from_feed
        GROUP BY et.tag_id, e.user_id
      ) c FULL JOIN tag_author_stats st ON st.tag_id = c.tag_id AND st.user_id = c.user_id
      WHERE c.n IS DISTINCT FROM st.feed_entries_count`);
    expect(wrong).toEqual([]);
    const network = buildDemoNetwork(NOW);
    const cycling = network.entries.filter((e) => e.tags.some((x) => x.slug === 'велосипед'));
    expect(cycling.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/tag/${encodeURIComponent('велосипед')}/entries`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Page<Entry>>().total_items).toBe(cycling.length);
  });

  it('names each step as it begins, in order', () => {
    expect(steps).toEqual([...DEMO_SEED_STEPS]);
  });

  it('gives every person the badges their history earns, and sends no notification of them', async () => {
    const held = await rows<{
      username: string;
      types: string[];
      badges_count: number;
      entries_count: number;
      subscribers_count: number;
      commented: boolean;
    }>(sql`
      SELECT u.username, u.badges_count, u.entries_count, u.subscribers_count,
             coalesce((SELECT array_agg(b.type ORDER BY b.type) FROM user_badges b
                        WHERE b.user_id = u.user_id), '{}') AS types,
             EXISTS (SELECT 1 FROM comments c WHERE c.user_id = u.user_id) AS commented
      FROM users u ORDER BY u.user_id`);
    expect(held).toHaveLength(20);
    for (const person of held) {
      // What the catalogue's rules ask of a history like this one (packages/common badges.ts).
      const earned = [
        'early_member',
        ...(person.entries_count >= 1 ? ['first_entry'] : []),
        ...(person.commented ? ['first_comment'] : []),
        ...(person.subscribers_count >= 10 ? ['subscribers_10'] : []),
        ...(person.entries_count >= 100 ? ['entries_100'] : []),
      ].sort();
      expect(person.types, person.username).toEqual(earned);
      expect(person.badges_count, person.username).toBe(earned.length);
    }
    const anya = held.find((p) => p.username === DEMO_ACCOUNT.username)!;
    expect(anya.types).toEqual(expect.arrayContaining(['first_entry', 'first_comment']));
    expect(held.some((p) => p.types.includes('subscribers_10'))).toBe(true);
    expect(result.badges).toBe(held.reduce((n, p) => n + p.types.length, 0));
    // Nothing tells anyone about them: no notification job, no badge notification.
    expect(
      await rows(
        sql`SELECT 1 FROM jobs WHERE kind = 'notifications.produce' AND payload->>'on' = 'badge'`,
      ),
    ).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM notifications WHERE kind = 'system'`)).toEqual([]);
  });

  it("awards no badge on the demo account's next entry", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = login.json<{ payload: { token: string } }>().payload.token;
    const headers = { authorization: `Bearer ${token}` };
    const badges = async () => {
      const res = await t.app.inject({ url: `/v1/user/${DEMO_ACCOUNT.username}/badges`, headers });
      expect(res.statusCode).toBe(200);
      return res.json<Page<{ type: string }>>();
    };
    const before = await badges();
    expect(before.items.map((b) => b.type)).toContain('first_entry');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers,
      payload: { text: 'Ещё одна запись после демо.' },
    });
    expect(posted.statusCode).toBe(200);
    const after = await badges();
    expect(after.total_items).toBe(before.total_items);
    expect(after.items.map((b) => b.type)).toEqual(before.items.map((b) => b.type));
    expect(
      await rows(sql`SELECT 1 FROM jobs WHERE kind = 'notifications.produce'
                     AND payload->>'on' = 'badge'`),
    ).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM notifications WHERE kind = 'system'`)).toEqual([]);
  });

  it('is a no-op the second time', async () => {
    const before = await countAll(t.db, [
      'users',
      'entries',
      'comments',
      'subscriptions',
      'tags',
      'entry_tags',
    ]);
    const again = await seedDemo(t.db);
    expect(again).toEqual({
      skipped: true,
      users: 0,
      entries: 0,
      comments: 0,
      subscriptions: 0,
      tags: 0,
      badges: 0,
    });
    expect(
      await countAll(t.db, ['users', 'entries', 'comments', 'subscriptions', 'tags', 'entry_tags']),
    ).toEqual(before);
  });
});
