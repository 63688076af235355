/**
 * Entry writes, each in one transaction with the counters it moves (entries.counters.ts):
 * insert, soft delete, edit (the old text becomes a version), pin and unpin, and operators'
 * hide and unhide. The `search_vector` is written by the same statement as the text
 * (modules/search). No product rules: the service checks who may write what.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { entries, entryTags, entryVersions, tags, users } from '../../db/schema/index.ts';
import { type AttachedFileRow, attachedFilesJson } from '../files/files.repository.ts';
import { searchVector } from '../search/search.sql.ts';
import {
  addTagAuthorCounters,
  dropTagAuthorCounters,
  moveAbyssCounter,
  moveAuthorCounters,
  moveFeedCounter,
} from './entries.counters.ts';
import type { TagMention } from './entries.text.ts';

/** What a new entry is made of (already validated by the service). */
export interface NewEntry {
  uuid: string;
  userId: number;
  text: string;
  link: string | null;
  isCommentsEnabled: boolean;
  isHiddenFromFeed: boolean;
  isNsfw: boolean;
  isAi: boolean;
  tags: TagMention[];
}

/** What an edit sets (validated by the service); the entry keeps its id, author, date and place. */
export type EntryChange = Omit<NewEntry, 'uuid' | 'userId'>;

/**
 * Links entry `entryId` of `userId` to `tags` (creating tags on first use, keeping the first
 * label and date), and for an entry shown in feeds adds 1 to `tag_author_stats` of each. In the
 * caller's transaction.
 */
async function linkTags(
  tx: Tx,
  entryId: number,
  userId: number,
  mentions: TagMention[],
  inFeed: boolean,
) {
  if (mentions.length === 0) return;
  await tx.insert(tags).values(mentions).onConflictDoNothing({ target: tags.slug });
  const tagIds = await tx
    .select({ tagId: tags.tagId })
    .from(tags)
    .where(
      inArray(
        tags.slug,
        mentions.map((t) => t.slug),
      ),
    );
  await tx
    .insert(entryTags)
    .values(tagIds.map(({ tagId }) => ({ entryId, tagId })))
    .onConflictDoNothing();
  if (inFeed) {
    await addTagAuthorCounters(
      tx,
      userId,
      tagIds.map(({ tagId }) => tagId),
    );
  }
}

/** Creates the writes over `db` (part of `createEntriesRepository`). */
export function createEntryWrites(db: Db) {
  return {
    /**
     * Inserts an entry in one transaction: the row, its tags (a tag row is created on first use:
     * `ON CONFLICT (slug) DO NOTHING` keeps the first label and date), the `entry_tags` links,
     * the author's `entries_count` +1 and, unless hidden from the feed, the author's
     * `feed_entries_count` +1 and `tag_author_stats` +1 for each of its tags; then `inTx`, when
     * given, with the transaction and the new id (work recorded with the write, e.g. a job).
     * The row's `search_vector` is written by the same insert (modules/search).
     * @returns the new `entry_id`
     */
    async insert(
      entry: NewEntry,
      inTx?: (tx: Tx, entryId: number) => Promise<void>,
    ): Promise<number> {
      const vector = await searchVector(entry.text);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(entries)
          .values({
            uuid: entry.uuid,
            userId: entry.userId,
            text: entry.text,
            link: entry.link,
            isCommentsEnabled: entry.isCommentsEnabled,
            isHiddenFromFeed: entry.isHiddenFromFeed,
            isNsfw: entry.isNsfw,
            isAi: entry.isAi,
            searchVector: vector,
          })
          .returning({ entryId: entries.entryId });
        const entryId = Number(row!.entryId);
        if (entry.tags.length > 0) {
          await tx.insert(tags).values(entry.tags).onConflictDoNothing({ target: tags.slug });
          // A fresh statement: sees tags committed meanwhile by a concurrent first use.
          const tagIds = await tx
            .select({ tagId: tags.tagId })
            .from(tags)
            .where(
              inArray(
                tags.slug,
                entry.tags.map((t) => t.slug),
              ),
            );
          await tx
            .insert(entryTags)
            .values(tagIds.map(({ tagId }) => ({ entryId, tagId })))
            .onConflictDoNothing();
          if (!entry.isHiddenFromFeed) {
            await addTagAuthorCounters(
              tx,
              entry.userId,
              tagIds.map(({ tagId }) => tagId),
            );
          }
        }
        await moveAuthorCounters(tx, entry.userId, 1, !entry.isHiddenFromFeed);
        await inTx?.(tx, entryId);
        if (!entry.isHiddenFromFeed) await moveAbyssCounter(tx, entry.userId, 1);
        return entryId;
      });
    },

    /**
     * Soft-deletes a live entry (sets `deleted_at`) and moves the author's counters (and, for an
     * entry shown in feeds, its `tag_author_stats`) back, in one transaction, then runs `inTx`
     * (when given) in it. Comments and tag links stay (every read skips deleted entries).
     * @returns false when the entry was already deleted (nothing changed)
     */
    async softDelete(entryId: number, inTx?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(entries)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(entries.entryId, entryId), isNull(entries.deletedAt)))
          .returning({
            userId: entries.userId,
            isHiddenFromFeed: entries.isHiddenFromFeed,
            hiddenAt: entries.hiddenAt,
          });
        if (!row) return false;
        // An entry operators hid is counted nowhere already (it is hidden from the feed too).
        if (row.hiddenAt === null) {
          await moveAuthorCounters(tx, row.userId, -1, !row.isHiddenFromFeed);
        }
        if (!row.isHiddenFromFeed) await dropTagAuthorCounters(tx, row.userId, entryId);
        await inTx?.(tx);
        if (!row.isHiddenFromFeed) await moveAbyssCounter(tx, row.userId, -1);
        return true;
      });
    },

    /**
     * Edits the live entry `entryId` in one transaction (the row locked): its current text,
     * link and files become a row of `entry_versions` (dated when they were written), its tags
     * are replaced by `change.tags` (created on first use), and the row takes the new values
     * with `is_edited` and `date_edited`. `entry_id` and `date_added` stay, so the entry keeps
     * its place in every list. Counters: `tag_author_stats` −1 for the old tags and +1 for the
     * new ones while the entry is shown in feeds (before and after the edit respectively), and
     * `author_stats.feed_entries_count` ±1 when `is_hidden_from_feed` flips;
     * `users.entries_count` does not move. Then `inTx`, when given, with the transaction (work
     * recorded with the write, e.g. a job). The `search_vector` follows the new text in the
     * same update (modules/search).
     * @returns false when the entry is deleted (nothing changed)
     */
    async edit(
      entryId: number,
      change: EntryChange,
      inTx?: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      const vector = await searchVector(change.text);
      return db.transaction(async (tx) => {
        const [old] = await queryRows<{
          user_id: number;
          text: string;
          link: string | null;
          is_hidden_from_feed: boolean;
          written: Date | string;
          files: AttachedFileRow[];
        }>(
          tx,
          sql`SELECT e.user_id, e.text, e.link, e.is_hidden_from_feed,
                     coalesce(e.date_edited, e.date_added) AS written,
                     ${attachedFilesJson('entry_files', sql`e.entry_id`)} AS files
              FROM entries e
              WHERE e.entry_id = ${entryId} AND e.deleted_at IS NULL
              FOR UPDATE OF e`,
        );
        if (!old) return false;
        await tx.insert(entryVersions).values({
          entryId,
          text: old.text,
          link: old.link,
          files: old.files,
          dateAdded: new Date(old.written),
        });
        if (!old.is_hidden_from_feed) await dropTagAuthorCounters(tx, old.user_id, entryId);
        await tx.delete(entryTags).where(eq(entryTags.entryId, entryId));
        await linkTags(tx, entryId, old.user_id, change.tags, !change.isHiddenFromFeed);
        if (old.is_hidden_from_feed !== change.isHiddenFromFeed) {
          await moveFeedCounter(tx, old.user_id, change.isHiddenFromFeed ? -1 : 1);
        }
        await tx
          .update(entries)
          .set({
            text: change.text,
            link: change.link,
            isCommentsEnabled: change.isCommentsEnabled,
            isHiddenFromFeed: change.isHiddenFromFeed,
            isNsfw: change.isNsfw,
            isAi: change.isAi,
            isEdited: true,
            dateEdited: sql`now()`,
            searchVector: vector,
          })
          .where(eq(entries.entryId, entryId));
        await inTx?.(tx);
        if (old.is_hidden_from_feed !== change.isHiddenFromFeed) {
          await moveAbyssCounter(tx, old.user_id, change.isHiddenFromFeed ? -1 : 1);
        }
        return true;
      });
    },

    /**
     * Pins the live entry `entryId` of `userId` and unpins the one pinned before (DESIGN.md §5
     * "pin": one per user), in one transaction. The author's `users` row is locked first, so
     * two pins of one author run one after the other and never both hit
     * `entries_one_pin_per_user_key`.
     * @returns false when the entry is deleted (nothing changed)
     */
    async pin(entryId: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`SELECT 1 FROM users WHERE user_id = ${userId} FOR UPDATE`);
        await tx
          .update(entries)
          .set({ isPinned: false })
          .where(
            and(
              eq(entries.userId, userId),
              eq(entries.isPinned, true),
              sql`${entries.entryId} <> ${entryId}`,
            ),
          );
        const rows = await tx
          .update(entries)
          .set({ isPinned: true })
          .where(and(eq(entries.entryId, entryId), isNull(entries.deletedAt)))
          .returning({ entryId: entries.entryId });
        return rows.length > 0;
      });
    },

    /** Unpins entry `entryId` (nothing happens when it is not pinned). */
    async unpin(entryId: number): Promise<void> {
      await db.update(entries).set({ isPinned: false }).where(eq(entries.entryId, entryId));
    },

    /**
     * Operators hide the live entry `entryId` (`hidden` true) or show it again, in one
     * transaction with the row locked. Hiding keeps the author's `is_hidden_from_feed` in
     * `author_hidden_from_feed` and hides the entry from the feed; unhiding gives the author's
     * choice back. The feed counters move as for an author's own hide or unhide (`edit`):
     * `tag_author_stats`, `author_stats.feed_entries_count`, the abyss's last; the author's
     * `entries_count` (what others can read) −1 at hide, +1 at unhide. `inTx` runs in
     * the transaction with whether the entry is now shown in feeds (a fan-out to record).
     * @returns null when the entry is deleted; `changed` false when it already was so
     */
    async setHiddenByOperators(
      entryId: number,
      hidden: boolean,
      inTx?: (tx: Tx, inFeed: boolean) => Promise<void>,
    ): Promise<{ changed: boolean } | null> {
      return db.transaction(async (tx) => {
        const [old] = await queryRows<{
          user_id: number;
          is_hidden_from_feed: boolean;
          hidden: boolean;
          author_hidden_from_feed: boolean;
        }>(
          tx,
          sql`SELECT user_id, is_hidden_from_feed, hidden_at IS NOT NULL AS hidden,
                     author_hidden_from_feed
              FROM entries WHERE entry_id = ${entryId} AND deleted_at IS NULL
              FOR UPDATE`,
        );
        if (!old) return null;
        if (old.hidden === hidden) return { changed: false };
        const inFeedBefore = !old.is_hidden_from_feed;
        const inFeedAfter = hidden ? false : !old.author_hidden_from_feed;
        if (inFeedBefore && !inFeedAfter) {
          await dropTagAuthorCounters(tx, old.user_id, entryId);
          await moveFeedCounter(tx, old.user_id, -1);
        }
        if (!inFeedBefore && inFeedAfter) {
          const linked = await tx
            .select({ tagId: entryTags.tagId })
            .from(entryTags)
            .where(eq(entryTags.entryId, entryId));
          await addTagAuthorCounters(
            tx,
            old.user_id,
            linked.map((t) => t.tagId),
          );
          await moveFeedCounter(tx, old.user_id, 1);
        }
        await tx
          .update(entries)
          .set(
            hidden
              ? {
                  hiddenAt: sql`now()`,
                  authorHiddenFromFeed: old.is_hidden_from_feed,
                  isHiddenFromFeed: true,
                }
              : { hiddenAt: null, authorHiddenFromFeed: false, isHiddenFromFeed: !inFeedAfter },
          )
          .where(eq(entries.entryId, entryId));
        // `entries_count` counts what others can read: a hidden entry leaves it.
        await tx
          .update(users)
          .set({ entriesCount: sql`${users.entriesCount} + ${hidden ? -1 : 1}` })
          .where(eq(users.userId, old.user_id));
        await inTx?.(tx, inFeedAfter);
        if (inFeedBefore !== inFeedAfter) {
          await moveAbyssCounter(tx, old.user_id, inFeedAfter ? 1 : -1);
        }
        return { changed: true };
      });
    },
  };
}
