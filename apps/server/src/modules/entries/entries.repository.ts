/**
 * SQL of the entries area as the service sees it: `createEntriesRepository(db)` composes the
 * parts, each in its own file — pages and hydration (entries.pages.ts), writes with their
 * counters (entries.writes.ts, entries.counters.ts), reactions (entries.reactions.ts), versions
 * (entries.versions.ts) — and holds the lookups rules need (`findRef`, `findAnyRef`,
 * `isHiddenByOperators`). Also re-exports what other areas import from the entries area: the
 * visible-entry conditions (entries.visible.ts), the page shapes, the version rows and the
 * recounts (entries.recount.ts). No HTTP and no product rules here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { entries, users } from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { createEntryPages } from './entries.pages.ts';
import { createEntryReactions } from './entries.reactions.ts';
import { versionsPage } from './entries.versions.ts';
import { visibleEntry } from './entries.visible.ts';
import { createEntryWrites } from './entries.writes.ts';

export {
  type EntryRow,
  type PageParts,
  type PageSql,
  profilePageRelation,
  totalHead,
} from './entries.pages.ts';
export type { ReactionRow } from './entries.reactions.ts';
export {
  recountAbyssStats,
  recountAuthorStats,
  recountEntriesCount,
  recountReactionCounts,
  recountTagAuthorStats,
} from './entries.recount.ts';
export { type EntryVersionRow, versionsPage } from './entries.versions.ts';
export { activeAuthor, shownToViewer, visibleEntry } from './entries.visible.ts';
export type { EntryChange, NewEntry } from './entries.writes.ts';

/** The few columns rules need about a live entry (no hydration). */
export interface EntryRef {
  entryId: number;
  uuid: string;
  userId: number;
  isCommentsEnabled: boolean;
  isHiddenFromFeed: boolean;
  isPinned: boolean;
  /** Shown as edited: history has versions. */
  isEdited: boolean;
}

/** Creates the repository over `db`. */
export function createEntriesRepository(db: Db) {
  return {
    ...createEntryPages(db),
    ...createEntryWrites(db),
    ...createEntryReactions(db),

    /**
     * A page of the entry's earlier versions, newest first (`entry_versions_entry_idx`), and
     * how many there are.
     */
    async historyPage(entryId: number, paging: Paging) {
      return versionsPage(db, 'entry', entryId, paging);
    },

    /**
     * The visible entry with this uuid (`visibleEntry` 'anywhere'), or null (deleted entry,
     * deleted, suspended or blocked author, unknown uuid). `uuid` must be a well-formed UUID.
     */
    async findRef(uuid: string): Promise<EntryRef | null> {
      const [row] = await db
        .select({
          entryId: entries.entryId,
          uuid: entries.uuid,
          userId: entries.userId,
          isCommentsEnabled: entries.isCommentsEnabled,
          isHiddenFromFeed: entries.isHiddenFromFeed,
          isPinned: entries.isPinned,
          isEdited: entries.isEdited,
        })
        .from(entries)
        .innerJoin(users, eq(users.userId, entries.userId))
        .where(and(eq(entries.uuid, uuid), visibleEntry('entries', 'users', 'anywhere')))
        .limit(1);
      return row ? { ...row, entryId: Number(row.entryId) } : null;
    },

    /**
     * Whether the entry `uuid` exists, is not deleted, and is hidden by operators (what turns
     * `entry_not_found` into `entry_hidden`).
     */
    async isHiddenByOperators(uuid: string): Promise<boolean> {
      const [row] = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM entries
            WHERE uuid = ${uuid} AND deleted_at IS NULL AND hidden_at IS NOT NULL`,
      );
      return row !== undefined;
    },

    /**
     * The live entry `uuid` in any state (hidden by operators, of an author who is not active)
     * with its author's id and whether operators hid it, or null: what operators act on.
     */
    async findAnyRef(
      uuid: string,
    ): Promise<{ entryId: number; userId: number; hidden: boolean } | null> {
      const [row] = await queryRows<{ entry_id: number; user_id: number; hidden: boolean }>(
        db,
        sql`SELECT entry_id::int8 AS entry_id, user_id, hidden_at IS NOT NULL AS hidden
            FROM entries WHERE uuid = ${uuid} AND deleted_at IS NULL`,
      );
      return row
        ? { entryId: Number(row.entry_id), userId: row.user_id, hidden: row.hidden }
        : null;
    },
  };
}

/** The entries repository. */
export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
