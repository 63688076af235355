/**
 * The demo network (`npm start -- --demo`, DESIGN.md §7): twenty people, about three hundred
 * entries over the last four weeks, threaded comments and subscriptions, so a newcomer does
 * not land in an empty room.
 *
 * Rows are written straight into the schema tables in one transaction, exactly as the areas'
 * own writes would leave them:
 * - users with the shared password hashed once (argon2id, as the auth service does);
 * - entries inserted oldest first, so `entry_id` order is `date_added` order, each with a UUID
 *   v7 of its own date;
 * - tags created for every `#tag` (slug lower case, label the first spelling, date the first
 *   use, `tag_id` in order of first use) with their `entry_tags` rows;
 * - comments inserted in date order (so `comment_id` order is chronological), replies after
 *   their parents, with `parent_id` and `root_id` set;
 * - a few custom feeds (DEMO_FEEDS) made of tags the entries use, each followed by its author and
 *   the demo account, so the Ленты tab and the feeds catalogue are not empty;
 * - then every maintained counter (`entries_count`, the subscription counters, `author_stats`,
 *   `tag_author_stats`, `comments_count`, `replies_count`, the feeds' counters) set by its
 *   repository's recount
 *   (modules/counters.ts), in the same transaction: the counting rules live there only;
 * - then the badges each person's history earns, given by the badges service's own rules
 *   (registration, entries, comments, subscribers: `afterRegisterIn`, `afterEntryCreatedIn`, …)
 *   over the recounted counters, without notifications (a seeded network is not news), so no
 *   demo action earns a "first" badge late (docs/decisions/demo-network.md).
 *
 * Seeding takes a while on a small machine (tens of seconds on an embedded database), so it names
 * each step to `onStep` as it begins (main.ts prints them).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Db, queryRows, type Tx } from '../db/client.ts';
import {
  comments,
  entries,
  entryTags,
  feedSubscriptions,
  feeds,
  feedTags,
  subscriptions,
  tags,
  users,
} from '../db/schema/index.ts';
import { passwords } from '../lib/passwords.ts';
import { createBadgesRepository } from '../modules/badges/badges.repository.ts';
import { createBadgesService } from '../modules/badges/badges.service.ts';
import { recountAllCounters } from '../modules/counters.ts';
import { fillSearchVectors } from '../modules/search/search.backfill.ts';
import { buildDemoNetwork, type PlannedComment } from './network.ts';

/** The password every demo account shares (the README names it). */
export const DEMO_PASSWORD = 'potok-demo';

/** The demo account the README names. */
export const DEMO_ACCOUNT = {
  username: 'anya',
  email: 'anya@demo.potok',
  password: DEMO_PASSWORD,
} as const;

/** What `seedDemo` wrote; all zero with `skipped` when the database already had users. */
export interface DemoSeedResult {
  skipped: boolean;
  users: number;
  entries: number;
  comments: number;
  subscriptions: number;
  tags: number;
  /** Badges the people's history earned (awarded by the badges rules). */
  badges: number;
}

/** The steps of seeding, in the order they run (what `onStep` is told). */
export const DEMO_SEED_STEPS = [
  'people',
  'subscriptions',
  'entries',
  'tags',
  'comments',
  'feeds',
  'notifications',
  'counters',
  'badges',
  'search',
] as const;

/** One step of seeding. */
export type DemoSeedStep = (typeof DEMO_SEED_STEPS)[number];

/** Options of `seedDemo`. */
export interface SeedDemoOptions {
  /** The moment the network is "now" (default: the current time). */
  now?: Date;
  /**
   * Told each step as it begins (only when the database was empty and the network is written),
   * e.g. to print progress.
   */
  onStep?: (step: DemoSeedStep) => void;
}

/**
 * The demo's custom feeds: author, title, emoji and tags (slugs the demo entries use; a tag no
 * entry uses is left out).
 */
export const DEMO_FEEDS = [
  { author: 'marina_reads', title: 'Книги и переводы', emoji: '📚', tags: ['книги', 'переводы'] },
  { author: 'sergey_velo', title: 'Город на колёсах', emoji: '🚲', tags: ['велосипед', 'метро'] },
  { author: 'max_bass', title: 'Музыка и винил', emoji: '🎵', tags: ['музыка', 'винил'] },
] as const;

/** Rows per INSERT statement (far below PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

/** Splits `items` into runs of at most `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A stable identicon key per demo person (same avatar on every seeding). */
function avatarHash(username: string): string {
  return createHash('sha256').update(`potok-demo:${username}`).digest('hex').slice(0, 32);
}

/**
 * Inserts the comments in date order. A comment needs its parent's id, so a statement ends
 * where the next comment answers one not written yet; ids are read back by
 * (entry, author, date), never by the order of RETURNING.
 */
async function insertComments(
  tx: Tx,
  planned: readonly PlannedComment[],
  entryIds: ReadonlyMap<object, number>,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  const ids = new Map<PlannedComment, number>();
  const key = (entryId: number, userId: number, date: Date) =>
    `${entryId}:${userId}:${date.getTime()}`;
  let batch: PlannedComment[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch.map((c) => ({
      entryId: entryIds.get(c.entry)!,
      userId: userIds.get(c.author)!,
      parentId: c.parent ? ids.get(c.parent)! : null,
      rootId: c.root ? ids.get(c.root)! : null,
      text: c.text,
      dateAdded: c.dateAdded,
    }));
    const written = await tx.insert(comments).values(rows).returning({
      commentId: comments.commentId,
      entryId: comments.entryId,
      userId: comments.userId,
      dateAdded: comments.dateAdded,
    });
    const byKey = new Map(
      written.map((w) => [key(Number(w.entryId), w.userId, w.dateAdded), Number(w.commentId)]),
    );
    batch.forEach((c, i) => {
      const row = rows[i]!;
      const id = byKey.get(key(row.entryId, row.userId, c.dateAdded));
      if (id === undefined) throw new Error('demo: a comment was not written');
      ids.set(c, id);
    });
    batch = [];
  };
  const pending = new Set<PlannedComment>();
  for (const c of planned) {
    if ((c.parent && pending.has(c.parent)) || batch.length === CHUNK) {
      await flush();
      pending.clear();
    }
    batch.push(c);
    pending.add(c);
  }
  await flush();
}

/**
 * A few notifications for the demo account (modules/notifications), so /notifications is not
 * empty: its subscribers (read) and the newest comments and replies others wrote under its
 * entries and comments (unread), oldest first so `notify_id` follows the dates. Seeded rows
 * like the rest of the network; `dedupe_key` as the producers write it.
 */
async function seedDemoNotifications(tx: Tx, demoId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notifications (recipient_id, kind, actor_id, dedupe_key, date_added, is_read)
    SELECT user_id, 'subscription', subscriber_id, 'subscription:' || subscriber_id, date_added, true
      FROM (SELECT * FROM subscriptions WHERE user_id = ${demoId}
             ORDER BY date_added DESC LIMIT 5) s
     ORDER BY date_added`);
  await tx.execute(sql`
    INSERT INTO notifications
      (recipient_id, kind, actor_id, entry_id, comment_id, dedupe_key, date_added)
    SELECT ${demoId}, kind, user_id, entry_id, comment_id, 'comment:' || comment_id, date_added
      FROM (SELECT CASE WHEN p.user_id = ${demoId} THEN 'reply' ELSE 'comment' END AS kind,
                   c.user_id, c.entry_id, c.comment_id, c.date_added
              FROM comments c
              JOIN entries e ON e.entry_id = c.entry_id
              LEFT JOIN comments p ON p.comment_id = c.parent_id
             WHERE c.user_id <> ${demoId} AND c.deleted_at IS NULL
               AND (p.user_id = ${demoId} OR (c.parent_id IS NULL AND e.user_id = ${demoId}))
             ORDER BY c.date_added DESC LIMIT 8) n
     ORDER BY date_added`);
}

/**
 * Gives every demo person the badges their seeded history earns, through the badges service's
 * rules as the areas' writes call them (registration, then an entry, a comment, a subscriber),
 * read on the recounted counters. The service has no notifications here, so the awards send
 * none. @returns how many badges were awarded
 */
async function awardDemoBadges(
  db: Db,
  tx: Tx,
  people: readonly { userId: number; dateAdded: Date }[],
  commenters: ReadonlySet<number>,
): Promise<number> {
  const repository = createBadgesRepository(db);
  const badges = createBadgesService({ repository });
  for (const { userId, dateAdded } of people) {
    await badges.afterRegisterIn(tx, userId, dateAdded);
    const holder = await repository.holderIn(tx, userId);
    if (holder && holder.entries_count > 0) await badges.afterEntryCreatedIn(tx, userId);
    if (commenters.has(userId)) await badges.afterCommentCreatedIn(tx, userId);
    if (holder) await badges.afterSubscribedIn(tx, userId, holder.subscribers_count);
  }
  const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM user_badges`);
  return row?.n ?? 0;
}

/**
 * Loads the demo network into `db` (see the module comment), in one transaction. Safe to call
 * on any database: when it already has users (demo or not) nothing is written and the result
 * says `skipped`. The shared password is `DEMO_PASSWORD`; the README's account is
 * `DEMO_ACCOUNT`.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<DemoSeedResult> {
  const network = buildDemoNetwork(opts.now ?? new Date());
  const step = opts.onStep ?? (() => {});
  const passwordHash = await passwords.hash(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Nobody registers meanwhile (PostgreSQL with several processes); PGlite has one writer.
    await tx.execute(sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM users`,
    );
    if ((existing?.n ?? 0) > 0) {
      return {
        skipped: true,
        users: 0,
        entries: 0,
        comments: 0,
        subscriptions: 0,
        tags: 0,
        badges: 0,
      };
    }

    // People (their counters are recounted at the end).
    step('people');
    const userRows = await tx
      .insert(users)
      .values(
        network.users.map((u) => ({
          username: u.username,
          name: u.name,
          email: u.email,
          passwordHash,
          bio: u.bio,
          sex: u.sex,
          dateAdded: u.dateAdded,
          avatarHash: avatarHash(u.username),
        })),
      )
      .returning({ userId: users.userId, username: users.username, dateAdded: users.dateAdded });
    const userIds = new Map(userRows.map((r) => [r.username, r.userId]));

    step('subscriptions');
    if (network.subscriptions.length > 0) {
      await tx.insert(subscriptions).values(
        network.subscriptions.map((s) => ({
          subscriberId: userIds.get(s.subscriber)!,
          userId: userIds.get(s.user)!,
          dateAdded: s.dateAdded,
        })),
      );
    }

    // Entries, oldest first: the identity follows the dates.
    step('entries');
    const uuids = network.entries.map((e) => uuidv7({ msecs: e.dateAdded.getTime() }));
    const entryIds = new Map<object, number>();
    const uuidToEntry = new Map(network.entries.map((e, i) => [uuids[i]!, e]));
    for (const part of chunks(
      network.entries.map((e, i) => ({ e, uuid: uuids[i]! })),
      CHUNK,
    )) {
      const written = await tx
        .insert(entries)
        .values(
          part.map(({ e, uuid }) => ({
            uuid,
            userId: userIds.get(e.author)!,
            text: e.text,
            dateAdded: e.dateAdded,
          })),
        )
        .returning({ entryId: entries.entryId, uuid: entries.uuid });
      for (const w of written) entryIds.set(uuidToEntry.get(w.uuid)!, Number(w.entryId));
    }

    // Tags in order of first use; then the links.
    step('tags');
    const firstUse = new Map<string, { slug: string; label: string; dateAdded: Date }>();
    for (const e of network.entries) {
      for (const t of e.tags) {
        if (!firstUse.has(t.slug)) firstUse.set(t.slug, { ...t, dateAdded: e.dateAdded });
      }
    }
    const tagIds = new Map<string, number>();
    if (firstUse.size > 0) {
      const written = await tx
        .insert(tags)
        .values([...firstUse.values()])
        .returning({ tagId: tags.tagId, slug: tags.slug });
      for (const w of written) tagIds.set(w.slug, w.tagId);
    }
    const links = network.entries.flatMap((e) =>
      e.tags.map((t) => ({ entryId: entryIds.get(e)!, tagId: tagIds.get(t.slug)! })),
    );
    for (const part of chunks(links, CHUNK)) await tx.insert(entryTags).values(part);
    step('comments');
    await insertComments(tx, network.comments, entryIds, userIds);

    // Custom feeds, made a day before "now", followed by their authors and the demo account.
    step('feeds');
    const feedDate = new Date((opts.now ?? new Date()).getTime() - 86_400_000);
    for (const feed of DEMO_FEEDS) {
      const feedTagIds = feed.tags.flatMap((slug) => tagIds.get(slug) ?? []);
      const authorId = userIds.get(feed.author);
      if (feedTagIds.length === 0 || authorId === undefined) continue;
      const [row] = await tx
        .insert(feeds)
        .values({
          uuid: uuidv7({ msecs: feedDate.getTime() }),
          userId: authorId,
          title: feed.title,
          emoji: feed.emoji,
          dateAdded: feedDate,
        })
        .returning({ feedId: feeds.feedId });
      await tx.insert(feedTags).values(feedTagIds.map((tagId) => ({ feedId: row!.feedId, tagId })));
      const followers = new Set([authorId, userIds.get(DEMO_ACCOUNT.username)!]);
      await tx
        .insert(feedSubscriptions)
        .values(
          [...followers].map((userId) => ({ userId, feedId: row!.feedId, dateAdded: feedDate })),
        );
    }
    step('notifications');
    await seedDemoNotifications(tx, userIds.get(DEMO_ACCOUNT.username)!);
    step('counters');
    await recountAllCounters(tx);
    step('badges');
    const commenters = new Set(network.comments.map((c) => userIds.get(c.author)!));
    const badges = await awardDemoBadges(db, tx, userRows, commenters);
    step('search');
    await fillSearchVectors(tx);

    return {
      skipped: false,
      users: network.users.length,
      entries: network.entries.length,
      comments: network.comments.length,
      subscriptions: network.subscriptions.length,
      tags: firstUse.size,
      badges,
    };
  });
}
