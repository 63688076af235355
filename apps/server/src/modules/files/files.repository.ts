/**
 * SQL of the files area: upload rows, attachment links of entries and comments, the owner's
 * alt text, and what the media sweep may remove (db/schema/files.ts). No HTTP, no product rules.
 *
 * "Live link": a row of `entry_files` whose entry is not deleted, or of `comment_files` whose
 * comment is not deleted. A file without one has `unattached_since` set; the functions below
 * that add or drop links keep that column in step, in the caller's transaction.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { commentFiles, entryFiles, files } from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';

/** One file as the rules and the mapper need it. */
export interface FileRow {
  fileId: number;
  uuid: string;
  userId: number;
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  alt: string | null;
  thumbhash: string | null;
}

/** A file as an entry or comment JSON shows it (selected as JSON by their hydrating queries). */
export interface AttachedFileRow {
  uuid: string;
  type: string;
  width: number;
  height: number;
  alt: string | null;
  thumbhash: string | null;
}

/** What a new upload row is made of. */
export type NewFile = Omit<FileRow, 'fileId'>;

/** What files are attached to: an entry or a comment. */
export type AttachTarget = { entryId: number } | { commentId: number };

const columns = {
  fileId: files.fileId,
  uuid: files.uuid,
  userId: files.userId,
  name: files.name,
  type: files.type,
  size: files.size,
  width: files.width,
  height: files.height,
  alt: files.alt,
  thumbhash: files.thumbhash,
};

/**
 * SQL condition: the file `f` (an alias of `files`) has a live link (module comment): a live
 * entry or comment shows it, or an earlier version of one does — its edit history keeps the
 * files it showed (`entry_versions.files`, `comment_versions.files`, AttachedFileRow arrays
 * matched by uuid through their GIN indexes). `exceptComment` leaves that comment out (one
 * being deleted in the same transaction).
 */
export function hasLiveLink(f: string, exceptComment: number | null = null): SQL {
  const id = sql`${sql.identifier(f)}.file_id`;
  const named = sql`jsonb_build_array(jsonb_build_object('uuid', ${sql.identifier(f)}.uuid))`;
  const other = sql`lc.comment_id IS DISTINCT FROM ${exceptComment}::bigint`;
  return sql`(EXISTS (SELECT 1 FROM entry_files lef JOIN entries le ON le.entry_id = lef.entry_id
                      WHERE lef.file_id = ${id} AND le.deleted_at IS NULL)
           OR EXISTS (SELECT 1 FROM comment_files lcf
                      JOIN comments lc ON lc.comment_id = lcf.comment_id
                      WHERE lcf.file_id = ${id} AND lc.deleted_at IS NULL AND ${other})
           OR EXISTS (SELECT 1 FROM entry_versions lev JOIN entries le ON le.entry_id = lev.entry_id
                      WHERE lev.files @> ${named} AND le.deleted_at IS NULL)
           OR EXISTS (SELECT 1 FROM comment_versions lcv
                      JOIN comments lc ON lc.comment_id = lcv.comment_id
                      WHERE lcv.files @> ${named} AND lc.deleted_at IS NULL AND ${other}))`;
}

/**
 * SQL expression: the files of `links` (`entry_files` or `comment_files`) rows whose `owner`
 * column equals `ownerId`, as a JSON array of AttachedFileRow in `position` order (`[]` when
 * none). For the entry and comment hydrating queries.
 */
export function attachedFilesJson(links: 'entry_files' | 'comment_files', owner: SQL): SQL {
  const key = links === 'entry_files' ? sql`entry_id` : sql`comment_id`;
  return sql`coalesce((
    SELECT json_agg(json_build_object(
             'uuid', af.uuid, 'type', af.type, 'width', af.width, 'height', af.height,
             'alt', af.alt, 'thumbhash', af.thumbhash) ORDER BY al.position)
    FROM ${sql.identifier(links)} al JOIN files af ON af.file_id = al.file_id
    WHERE al.${key} = ${owner}), '[]'::json)`;
}

/**
 * Marks the files `fileIds` unattached from now, those without a live link left (comment
 * `exceptComment` not counted, as in `hasLiveLink`).
 */
async function markUnattached(
  tx: Tx | Db,
  fileIds: readonly number[],
  exceptComment: number | null = null,
): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.execute(
    sql`UPDATE files f SET unattached_since = now()
        WHERE f.file_id = ANY(${sql.param(fileIds)}::bigint[])
          AND f.unattached_since IS NULL AND NOT ${hasLiveLink('f', exceptComment)}`,
  );
}

/**
 * The ids of the files `target` shows now or showed in an earlier version (its history's
 * `files`, matched by uuid).
 */
async function filesOf(tx: Tx | Db, target: AttachTarget): Promise<number[]> {
  const [links, versions, key, id] =
    'entryId' in target
      ? [sql`entry_files`, sql`entry_versions`, sql`entry_id`, target.entryId]
      : [sql`comment_files`, sql`comment_versions`, sql`comment_id`, target.commentId];
  const rows = await queryRows<{ file_id: number | string }>(
    tx,
    sql`SELECT file_id FROM ${links} WHERE ${key} = ${id}
        UNION
        SELECT f.file_id FROM files f
        WHERE f.uuid IN (SELECT (jsonb_array_elements(v.files) ->> 'uuid')::uuid
                         FROM ${versions} v WHERE v.${key} = ${id})`,
  );
  return rows.map((r) => Number(r.file_id));
}

/** Creates the repository over `db`. */
export function createFilesRepository(db: Db) {
  return {
    /**
     * Inserts an upload's row, unattached from now, and runs `then` in the same transaction
     * (the service schedules the media sweep there).
     */
    async insert(file: NewFile, then: (tx: Tx) => Promise<void>): Promise<FileRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({ ...file, unattachedSince: sql`now()` })
          .returning(columns);
        await then(tx);
        return { ...row!, fileId: Number(row!.fileId) };
      });
    },

    /** The file `uuid` (a well-formed UUID), or null. */
    async findByUuid(uuid: string): Promise<FileRow | null> {
      const [row] = await db.select(columns).from(files).where(eq(files.uuid, uuid)).limit(1);
      return row ? { ...row, fileId: Number(row.fileId) } : null;
    },

    /** The files `uuids` (well-formed UUIDs) that exist, read in `tx`, in any order. */
    async findManyByUuid(tx: Tx, uuids: readonly string[]): Promise<FileRow[]> {
      if (uuids.length === 0) return [];
      const rows = await tx
        .select(columns)
        .from(files)
        .where(inArray(files.uuid, [...uuids]));
      return rows.map((row) => ({ ...row, fileId: Number(row.fileId) }));
    },

    /** Sets the alt text of file `fileId` (null clears it). */
    async setAlt(fileId: number, alt: string | null): Promise<void> {
      await db.update(files).set({ alt }).where(eq(files.fileId, fileId));
    },

    /**
     * Makes `fileIds` (in order) the files of `target`, in `tx`: links not in the list are
     * removed, the list's links written with their positions; the attached files lose
     * `unattached_since`, the dropped ones get it when nothing live shows them any more.
     */
    async setLinks(tx: Tx, target: AttachTarget, fileIds: readonly number[]): Promise<void> {
      let dropped: number[];
      if ('entryId' in target) {
        const gone = await tx
          .delete(entryFiles)
          .where(eq(entryFiles.entryId, target.entryId))
          .returning({ fileId: entryFiles.fileId });
        dropped = gone.map((r) => Number(r.fileId));
        if (fileIds.length > 0) {
          await tx
            .insert(entryFiles)
            .values(
              fileIds.map((fileId, position) => ({ entryId: target.entryId, fileId, position })),
            );
        }
      } else {
        const gone = await tx
          .delete(commentFiles)
          .where(eq(commentFiles.commentId, target.commentId))
          .returning({ fileId: commentFiles.fileId });
        dropped = gone.map((r) => Number(r.fileId));
        if (fileIds.length > 0) {
          await tx.insert(commentFiles).values(
            fileIds.map((fileId, position) => ({
              commentId: target.commentId,
              fileId,
              position,
            })),
          );
        }
      }
      if (fileIds.length > 0) {
        await tx
          .update(files)
          .set({ unattachedSince: null })
          .where(inArray(files.fileId, [...fileIds]));
      }
      await markUnattached(
        tx,
        dropped.filter((id) => !fileIds.includes(id)),
      );
    },

    /**
     * `target` is deleted (in `tx`, after its row is marked; or committed, with the default
     * `db`): its files — those it shows and those its earlier versions showed — that nothing
     * live shows any more become unattached from now. The links stay (a deleted entry keeps its
     * rows).
     */
    async release(target: AttachTarget, tx: Tx | Db = db): Promise<void> {
      await markUnattached(tx, await filesOf(tx, target));
    },

    /**
     * In `tx`, before comment `commentId` is deleted there (its link rows and versions may go
     * with it): its files, as `release`, unless something else live shows them, become
     * unattached from now.
     */
    async releaseCommentIn(tx: Tx, commentId: number): Promise<void> {
      await markUnattached(tx, await filesOf(tx, { commentId }), commentId);
    },

    /** Runs `work` in one transaction. */
    async withTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Files unattached since before `before` that still have no live link, oldest first, at
     * most `limit` (the partial index `files_unattached_idx`). A file found linked after all has
     * its `unattached_since` cleared.
     */
    async expired(before: Date, limit: number): Promise<{ fileId: number; uuid: string }[]> {
      const rows = await queryRows<{ file_id: number | string; uuid: string; live: boolean }>(
        db,
        sql`SELECT f.file_id, f.uuid, ${hasLiveLink('f')} AS live
            FROM files f
            WHERE f.unattached_since IS NOT NULL
              AND f.unattached_since < ${before.toISOString()}::timestamptz
            ORDER BY f.unattached_since
            LIMIT ${limit}`,
      );
      const linked = rows.filter((r) => r.live).map((r) => Number(r.file_id));
      if (linked.length > 0) {
        await db.update(files).set({ unattachedSince: null }).where(inArray(files.fileId, linked));
      }
      return rows.filter((r) => !r.live).map((r) => ({ fileId: Number(r.file_id), uuid: r.uuid }));
    },

    /**
     * Deletes the file rows `fileIds` that are still unattached and without a live link (a file
     * attached meanwhile stays). Their link rows go with them (deleted entries' and comments').
     * @returns the uuids deleted
     */
    async deleteUnattached(fileIds: readonly number[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await queryRows<{ uuid: string }>(
        db,
        sql`DELETE FROM files f
            WHERE f.file_id = ANY(${sql.param(fileIds)}::bigint[])
              AND f.unattached_since IS NOT NULL AND NOT ${hasLiveLink('f')}
            RETURNING f.uuid`,
      );
      return rows.map((r) => r.uuid);
    },

    /**
     * A page of `userId`'s files, newest first, of one MIME `type` when given (index
     * `files_user_idx`), with how many there are.
     */
    async listByOwner(
      userId: number,
      type: string | null,
      { offset, limit }: Paging,
    ): Promise<{ rows: FileRow[]; total: number }> {
      const where = type
        ? and(eq(files.userId, userId), eq(files.type, type))
        : eq(files.userId, userId);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(files)
          .where(where)
          .orderBy(sql`${files.fileId} DESC`)
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(files).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, fileId: Number(row.fileId) })),
        total: Number(count?.n ?? 0),
      };
    },
  };
}

/** The files repository. */
export type FilesRepository = ReturnType<typeof createFilesRepository>;
