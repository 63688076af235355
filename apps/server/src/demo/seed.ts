/**
 * The demo network (`npm start -- --demo`, DESIGN.md §7): twenty people, about three hundred
 * entries over the last four weeks, threaded comments and subscriptions, so a newcomer does
 * not land in an empty room.
 *
 * Rows are written straight into the schema tables in one transaction, exactly as the areas'
 * own writes would leave them:
 * - users with the shared password hashed once (argon2id, as the auth service does) and their
 *   counters `entries_count`, `subscribers_count`, `subscriptions_count` equal to the rows;
 * - entries inserted oldest first, so `entry_id` order is `date_added` order, each with a UUID
 *   v7 of its own date, `comments_count` equal to its comments, and `author_stats` filled;
 * - tags created for every `#tag` (slug lower case, label the first spelling, date the first
 *   use, `tag_id` in order of first use) with their `entry_tags` rows and `tag_author_stats`;
 * - comments inserted in date order (so `comment_id` order is chronological), replies after
 *   their parents, with `parent_id` and `root_id` set and `replies_count` equal to the direct
 *   replies.
 */
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type Db, queryRows, type Tx } from '../db/client.ts';
import {
  authorStats,
  comments,
  entries,
  entryTags,
  subscriptions,
  tagAuthorStats,
  tags,
  users,
} from '../db/schema/index.ts';
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
}

/** Options of `seedDemo`. */
export interface SeedDemoOptions {
  /** The moment the network is "now" (default: the current time). */
  now?: Date;
}

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
  const repliesCount = new Map<PlannedComment, number>();
  for (const c of planned) {
    if (c.parent) repliesCount.set(c.parent, (repliesCount.get(c.parent) ?? 0) + 1);
  }
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
      repliesCount: repliesCount.get(c) ?? 0,
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
 * Loads the demo network into `db` (see the module comment), in one transaction. Safe to call
 * on any database: when it already has users (demo or not) nothing is written and the result
 * says `skipped`. The shared password is `DEMO_PASSWORD`; the README's account is
 * `DEMO_ACCOUNT`.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<DemoSeedResult> {
  const network = buildDemoNetwork(opts.now ?? new Date());
  const passwordHash = await hash(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Nobody registers meanwhile (PostgreSQL with several processes); PGlite has one writer.
    await tx.execute(sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM users`,
    );
    if ((existing?.n ?? 0) > 0) {
      return { skipped: true, users: 0, entries: 0, comments: 0, subscriptions: 0, tags: 0 };
    }

    // People, with their counters as the rows below will make them.
    const count = (list: readonly string[]) => {
      const n = new Map<string, number>();
      for (const who of list) n.set(who, (n.get(who) ?? 0) + 1);
      return n;
    };
    const entriesOf = count(network.entries.map((e) => e.author));
    const subscribersOf = count(network.subscriptions.map((s) => s.user));
    const subscriptionsOf = count(network.subscriptions.map((s) => s.subscriber));
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
          entriesCount: entriesOf.get(u.username) ?? 0,
          subscribersCount: subscribersOf.get(u.username) ?? 0,
          subscriptionsCount: subscriptionsOf.get(u.username) ?? 0,
        })),
      )
      .returning({ userId: users.userId, username: users.username });
    const userIds = new Map(userRows.map((r) => [r.username, r.userId]));

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
            commentsCount: e.comments.length,
            dateAdded: e.dateAdded,
          })),
        )
        .returning({ entryId: entries.entryId, uuid: entries.uuid });
      for (const w of written) entryIds.set(uuidToEntry.get(w.uuid)!, Number(w.entryId));
    }
    await tx.insert(authorStats).values(
      [...entriesOf].map(([username, n]) => ({
        userId: userIds.get(username)!,
        feedEntriesCount: n,
      })),
    );

    // Tags in order of first use; then the links.
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
    // Every demo entry is live and shown in feeds: each link counts for its tag and author.
    const perTagAuthor = new Map<string, { tagId: number; userId: number; n: number }>();
    for (const e of network.entries) {
      const userId = userIds.get(e.author)!;
      for (const t of e.tags) {
        const tagId = tagIds.get(t.slug)!;
        const row = perTagAuthor.get(`${tagId}:${userId}`);
        if (row) row.n += 1;
        else perTagAuthor.set(`${tagId}:${userId}`, { tagId, userId, n: 1 });
      }
    }
    for (const part of chunks([...perTagAuthor.values()], CHUNK)) {
      await tx
        .insert(tagAuthorStats)
        .values(part.map(({ tagId, userId, n }) => ({ tagId, userId, feedEntriesCount: n })));
    }

    await insertComments(tx, network.comments, entryIds, userIds);

    return {
      skipped: false,
      users: network.users.length,
      entries: network.entries.length,
      comments: network.comments.length,
      subscriptions: network.subscriptions.length,
      tags: firstUse.size,
    };
  });
}
