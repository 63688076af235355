/**
 * Filling `search_vector` where it is null (rows written before search existed): entries and
 * comments written before search existed, and rows that bulk loaders (the demo seed, the
 * benchmark generator) insert without it. The create and edit paths never leave it null.
 *
 * `fillSearchVectors` reads a batch of rows still missing it (partial indexes
 * `entries_search_missing_idx`, `comments_search_missing_idx`), computes the documents in the
 * server (search.text.ts) and writes them with one `UPDATE … FROM unnest(…)` per batch, only
 * where still null (an edit meanwhile wrote its own). Idempotent; safe beside live writes.
 *
 * The job `search.backfill` runs it; migration 0017_search enqueues one when rows existed.
 */
import { type SQL, sql } from 'drizzle-orm';
import Type from 'typebox';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { defineJobKind } from '../../lib/jobs/registry.ts';
import { searchDocument } from './search.text.ts';

/** Rows read and written per statement. */
export const BACKFILL_BATCH = 500;

/** The job that fills every missing `search_vector` (payload `{}`). */
export const searchBackfillJob = defineJobKind('search.backfill', Type.Object({}));

const TABLES = {
  entries: { table: sql`entries`, id: sql`entry_id` },
  comments: { table: sql`comments`, id: sql`comment_id` },
} as const;

/** Fills one batch of `kind`; returns how many rows it read. */
async function fillBatch(db: Db | Tx, kind: keyof typeof TABLES, batch: number): Promise<number> {
  const { table, id }: { table: SQL; id: SQL } = TABLES[kind];
  const rows = await queryRows<{ id: number | string; text: string }>(
    db,
    sql`SELECT ${id} AS id, text FROM ${table}
        WHERE search_vector IS NULL ORDER BY ${id} DESC LIMIT ${batch}`,
  );
  if (rows.length === 0) return 0;
  const docs: string[] = [];
  for (const row of rows) docs.push(await searchDocument(row.text));
  await db.execute(
    sql`UPDATE ${table} x SET search_vector = to_tsvector('russian', d.doc)
        FROM unnest(${sql.param(rows.map((r) => String(r.id)))}::bigint[],
                    ${sql.param(docs)}::text[]) AS d(id, doc)
        WHERE x.${id} = d.id AND x.search_vector IS NULL`,
  );
  return rows.length;
}

/**
 * Fills every null `search_vector` of entries, then comments, newest first, BACKFILL_BATCH rows
 * a statement, until none is left or `signal` aborts.
 * @returns how many rows of each were filled
 */
export async function fillSearchVectors(
  db: Db | Tx,
  options: { signal?: AbortSignal; batch?: number } = {},
): Promise<{ entries: number; comments: number }> {
  const batch = options.batch ?? BACKFILL_BATCH;
  const done = { entries: 0, comments: 0 };
  for (const kind of ['entries', 'comments'] as const) {
    for (;;) {
      if (options.signal?.aborted) return done;
      const n = await fillBatch(db, kind, batch);
      done[kind] += n;
      if (n < batch) break;
    }
  }
  return done;
}
