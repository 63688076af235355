/**
 * Earlier versions of entries and comments (`entry_versions`, `comment_versions`): the row
 * shape and the page read, shared by the entries and comments repositories. An edit writes the
 * version in its own transaction (entries.writes.ts, comments.repository.ts).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';

/** One earlier version of an entry, as `historyPage` reads it. */
export interface EntryVersionRow {
  version_id: number | string;
  text: string;
  link: string | null;
  files: unknown;
  date_added: Date | string;
}

/**
 * A page of the earlier versions of entry or comment `ownerId` (`entry_versions` or
 * `comment_versions`, each indexed by owner and version), newest first, with how many there
 * are. Shared by the entries and the comments repositories: both keep history the same way.
 */
export async function versionsPage(
  db: Db,
  of: 'entry' | 'comment',
  ownerId: number,
  { offset, limit }: Paging,
): Promise<{ rows: EntryVersionRow[]; total: number }> {
  const [table, owner] =
    of === 'entry'
      ? [sql`entry_versions`, sql`entry_id`]
      : [sql`comment_versions`, sql`comment_id`];
  const [rows, [count]] = await Promise.all([
    queryRows<EntryVersionRow>(
      db,
      sql`SELECT version_id, text, link, files, date_added
          FROM ${table}
          WHERE ${owner} = ${ownerId}
          ORDER BY version_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${table} WHERE ${owner} = ${ownerId}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}
