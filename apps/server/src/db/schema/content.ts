/**
 * Tables of the content areas: entries, their tags, comments and subscriptions between users
 * (DESIGN.md §5, §8).
 *
 * Order: `entry_id` and `comment_id` are identities, so their order is the server's receive order
 * (DESIGN.md §5 "chronological"); every list sorts by them, never by a date.
 *
 * Counters are maintained in the same transaction as the rows they count (DESIGN.md §8):
 * - `users.entries_count`: the author's entries that are not deleted (hidden ones included: the
 *   profile shows them);
 * - `author_stats.feed_entries_count`: the author's entries that are not deleted and not hidden
 *   from the feed — what the feeds show; `total_items` of the timeline and the abyss is a sum of
 *   these over the (active) authors in view, never a `count(*)` over entries;
 * - `abyss_stats.feed_entries_count`: one row, the sum of the above over `active` authors —
 *   `total_items` of the abyss;
 * - `tag_author_stats.feed_entries_count`: the same per tag and author — `total_items` of a tag
 *   page is its sum over the tag's active authors;
 * - `entries.comments_count`: the entry's comments that are not deleted;
 * - `comments.replies_count`: the comment's direct replies, deleted ones included (they keep
 *   their place in the thread) — what a thread page subtracts its shown replies from to tell
 *   how many more there are (DESIGN.md §5 "comments");
 * - `users.subscribers_count` / `subscriptions_count`: rows of `subscriptions`;
 * - `users.badges_count`: rows of `user_badges` (db/schema/badges.ts), moved by the award;
 * - `entry_reaction_counts.count`: rows of `entry_reactions` per entry and reaction.
 * Each has one set-based recount in the repository that moves it (modules/counters.ts lists
 * them): what bulk loaders and backfills call instead of counting themselves, and the repair
 * tool; test/invariants.ts checks every one against its `count(*)` after the areas' tests.
 *
 * Descending indexes are `DESC NULLS FIRST`, PostgreSQL's default for `ORDER BY … DESC`: with
 * drizzle's `NULLS LAST` the planner cannot walk them for `ORDER BY entry_id DESC LIMIT n` and
 * sorts instead (seen in EXPLAIN of the timeline's LATERAL).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A stored `tsvector` (DESIGN.md §8 "Search": a column with a GIN index, not an expression
 * index). Written only as SQL (`to_tsvector('russian', …)` of modules/search/search.sql.ts) and
 * never read into JavaScript.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** An entry (a post). Deleting is soft: `deleted_at` is set and every read skips the row. */
export const entries = pgTable(
  'entries',
  {
    /** Identity: the chronological order of entries. */
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** UUID v7, made by the server; the public address `/e/{uuid}`. */
    uuid: uuid('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** Trimmed text, 1–LIMITS.entryText characters. */
    text: text('text').notNull(),
    /** The attached link's URL (no preview is fetched) or null. */
    link: text('link'),
    isCommentsEnabled: boolean('is_comments_enabled').notNull().default(true),
    isHiddenFromFeed: boolean('is_hidden_from_feed').notNull().default(false),
    /**
     * When operators hid the entry (`npm run admin -- content hide`); null while not hidden. A
     * hidden entry answers `entry_hidden` to everyone but its author and shows in no list; it is
     * also hidden from the feed (`is_hidden_from_feed` true, so the feed counters need no other
     * rule).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** While hidden by operators: the author's own `is_hidden_from_feed`, given back at unhide. */
    authorHiddenFromFeed: boolean('author_hidden_from_feed').notNull().default(false),
    isNsfw: boolean('is_nsfw').notNull().default(false),
    isAi: boolean('is_ai').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    /** When the current text was written by an edit; null while never edited. */
    dateEdited: timestamp('date_edited', { withTimezone: true, mode: 'date' }),
    commentsCount: integer('comments_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Full-text search (modules/search): the text's words and their lemmas through the
     * `russian` configuration, written with the text in the same transaction (create and edit);
     * null only for rows written before search existed, until the backfill job fills them.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('entries_uuid_key').on(t.uuid),
    index('entries_search_idx').using('gin', t.searchVector),
    // Rows the search backfill has still to fill (empty once it has run).
    index('entries_search_missing_idx').on(t.entryId).where(sql`${t.searchVector} is null`),
    // Profile list: the author's live entries, newest first.
    index('entries_user_profile_idx')
      .on(t.userId, t.entryId.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Timeline (fan-in B): per author, the live entries shown in feeds, newest first.
    index('entries_user_feed_idx')
      .on(t.userId, t.entryId.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.isHiddenFromFeed}`),
    // Abyss: every live entry shown in feeds, newest first.
    index('entries_feed_idx')
      .on(t.entryId.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.isHiddenFromFeed}`),
    // One pinned entry per user (DESIGN.md §5 "pin").
    uniqueIndex('entries_one_pin_per_user_key')
      .on(t.userId)
      .where(sql`${t.isPinned} and ${t.deletedAt} is null`),
  ],
);

/**
 * Per-author counter of entries shown in feeds (not deleted, not hidden from the feed). A row
 * exists once the author has posted. Kept apart from `users` because only the content areas
 * move it.
 */
export const authorStats = pgTable('author_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  feedEntriesCount: integer('feed_entries_count').notNull().default(0),
});

/**
 * The abyss's size (DESIGN.md §8 "keep `total_items` cheap"): ONE row holding how many entries
 * the abyss shows — live, not hidden from the feed, of `active` authors — so `GET feed/abyss`
 * reads its `total_items` by primary key instead of summing `author_stats` over every author.
 * Moved by +1/−1 in the transaction that moves an author's `author_stats.feed_entries_count`
 * (when the author is active), and by ±that counter when an author's `users.state` leaves or
 * returns to `active` — a trigger on `users` (migration `abyss_total`), so every writer of the
 * state (account deletion, operators, SQL) moves it. The row always exists (`singleton` true).
 */
export const abyssStats = pgTable(
  'abyss_stats',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    feedEntriesCount: bigint('feed_entries_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('abyss_stats_one_row', sql`${t.singleton}`)],
);

/** `subscriber_id` follows `user_id`. One row per pair (subscribing twice keeps one). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** "Notify me about new posts" (spec §2 "Other profile" menu). */
    notifyNewPosts: boolean('notify_new_posts').notNull().default(false),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'subscriptions_pkey', columns: [t.subscriberId, t.userId] }),
    // Subscribers of a user, newest first.
    index('subscriptions_user_idx').on(t.userId, t.dateAdded.desc().nullsFirst()),
    // Subscribers of a user by id: the keyset of the timeline's fan-out (modules/timeline).
    index('subscriptions_user_subscriber_idx').on(t.userId, t.subscriberId),
    // Subscriptions of a user, newest first (the PK serves the timeline's fan-in).
    index('subscriptions_subscriber_date_idx').on(t.subscriberId, t.dateAdded.desc().nullsFirst()),
  ],
);

/**
 * A comment. Root comments have `parent_id` and `root_id` null; a reply carries its parent and
 * the root of its thread. A thread is read depth first, one reply at a time, through
 * `comments_parent_idx` (first reply of a comment, next sibling of a reply), so a page reads
 * about as many rows as it shows however large the thread is (comments.repository.ts).
 */
export const comments = pgTable(
  'comments',
  {
    commentId: bigint('comment_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => comments.commentId,
      { onDelete: 'cascade' },
    ),
    rootId: bigint('root_id', { mode: 'number' }).references(
      (): AnyPgColumn => comments.commentId,
      {
        onDelete: 'cascade',
      },
    ),
    /** Trimmed text, 1–LIMITS.commentText characters. */
    text: text('text').notNull(),
    /** The comment's link (attached, or the first written in its text; its card in link_cards). */
    link: text('link'),
    isEdited: boolean('is_edited').notNull().default(false),
    /** When the current text was written by an edit; null while never edited. */
    dateEdited: timestamp('date_edited', { withTimezone: true, mode: 'date' }),
    /** Hidden by the entry's author (docs/decisions/entry-and-comment-actions.md "Hiding a comment"). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Direct replies, deleted ones included (see the module comment). */
    repliesCount: integer('replies_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Full-text search, as `entries.search_vector`. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('comments_search_idx').using('gin', t.searchVector),
    index('comments_search_missing_idx').on(t.commentId).where(sql`${t.searchVector} is null`),
    // The replies of a comment, oldest first: the depth-first walk of a thread page.
    index('comments_parent_idx').on(t.parentId, t.commentId).where(sql`${t.parentId} is not null`),
    // Root comments of an entry, oldest first (the `last_id` cursor).
    index('comments_entry_roots_idx').on(t.entryId, t.commentId).where(sql`${t.parentId} is null`),
    // Every reply of a thread, by its root.
    index('comments_root_idx').on(t.rootId, t.commentId).where(sql`${t.rootId} is not null`),
    index('comments_user_idx').on(t.userId, t.commentId.desc().nullsFirst()),
  ],
);

/**
 * A tag, created on the first use of `#tag` (DESIGN.md §5): `slug` is the lower-case form,
 * `label` the first spelling, `date_added` the first use. Flags are set by operators.
 */
export const tags = pgTable(
  'tags',
  {
    tagId: integer('tag_id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isOfficial: boolean('is_official').notNull().default(false),
    isNsfw: boolean('is_nsfw').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tags_slug_key').on(t.slug),
    /** Prefix lookups (`LIKE 'abc%'`, the `#` suggestions) in any collation. */
    index('tags_slug_prefix_idx').on(t.slug.op('text_pattern_ops')),
    /** Search (modules/search): slugs by prefix and trigram similarity (pg_trgm). */
    index('tags_slug_trgm_idx').using('gin', t.slug.op('gin_trgm_ops')),
  ],
);

/** Which tags an entry carries. The `(tag_id, entry_id)` index serves tag pages newest first. */
export const entryTags = pgTable(
  'entry_tags',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'entry_tags_pkey', columns: [t.entryId, t.tagId] }),
    index('entry_tags_tag_entry_idx').on(t.tagId, t.entryId.desc().nullsFirst()),
  ],
);

/**
 * Per tag and author, the entries shown on the tag page: linked to the tag, not deleted, not
 * hidden from the feed. A row exists once the author has published such an entry with the tag;
 * it is moved in the entry's own write and delete transactions (entries.writes.ts,
 * entries.counters.ts). The tag page's `total_items` sums it over the tag's active authors (the
 * abyss's per-author rule, per tag), so an author's suspension drops their entries from the
 * items and the total alike.
 */
export const tagAuthorStats = pgTable(
  'tag_author_stats',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    feedEntriesCount: integer('feed_entries_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'tag_author_stats_pkey', columns: [t.tagId, t.userId] })],
);

/**
 * Earlier versions of an entry (DESIGN.md §5 "edit keeps the previous version in history"): an
 * edit copies what the entry said before it here, in the edit's transaction. `date_added` is
 * when that version was written (the entry's publication, or the edit that made it).
 */
export const entryVersions = pgTable(
  'entry_versions',
  {
    versionId: bigint('version_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    link: text('link'),
    /** The version's attachments as the entry JSON showed them (`EntryFile[]`). */
    files: jsonb('files').notNull().default(sql`'[]'::jsonb`),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // An entry's history, newest first.
  (t) => [
    index('entry_versions_entry_idx').on(t.entryId, t.versionId.desc().nullsFirst()),
    // "which versions show file X" (the media sweep keeps files that history shows)
    index('entry_versions_files_idx').using('gin', t.files.op('jsonb_path_ops')),
  ],
);

/** Earlier versions of a comment, as `entry_versions` for entries. */
export const commentVersions = pgTable(
  'comment_versions',
  {
    versionId: bigint('version_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.commentId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    link: text('link'),
    files: jsonb('files').notNull().default(sql`'[]'::jsonb`),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('comment_versions_comment_idx').on(t.commentId, t.versionId.desc().nullsFirst()),
    index('comment_versions_files_idx').using('gin', t.files.op('jsonb_path_ops')),
  ],
);

/**
 * Reactions (DESIGN.md §5 "reactions"): one row per person, entry and reaction of the fixed set
 * (packages/common REACTIONS) — one of each kind per person.
 */
export const entryReactions = pgTable(
  'entry_reactions',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    react: text('react').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'entry_reactions_pkey', columns: [t.entryId, t.userId, t.react] })],
);

/**
 * Per entry and reaction, how many people gave it: moved in the reaction's own transaction, so
 * a page of entries reads its counts from here (a few rows per entry), never a `count(*)`. A
 * row exists once the reaction was first given; it stays at 0 when all are taken back.
 */
export const entryReactionCounts = pgTable(
  'entry_reaction_counts',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    react: text('react').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'entry_reaction_counts_pkey', columns: [t.entryId, t.react] })],
);
