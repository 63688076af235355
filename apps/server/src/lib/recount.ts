/**
 * Shared pieces of the recount functions (DESIGN.md §8 "counters are maintained"): each
 * maintained counter has one set-based recount in the repository that owns it, which sets the
 * stored value to the `count(*)` of the rows it counts, in one statement. The write paths keep
 * moving the counters incrementally in their own transactions (the hot path); a recount is the
 * reference those moves must agree with, what bulk loaders (demo seed, benchmark generator,
 * backfills) call after inserting rows, and the repair tool when a counter has drifted.
 *
 * A recount reads a snapshot of the counted rows: run it where nothing writes them at the same
 * time (a seed or generator transaction, a migration, a maintenance step), or run it again.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client.ts';

/** Where a recount runs: the database or an open transaction (the demo seed's). */
export type RecountDb = Db | Tx;

/**
 * `AND column = ANY(ids)` when `ids` is given, nothing otherwise: a recount's optional scope
 * (absent: every row; empty: none). `type` is the column's SQL
 * type (`int` for `user_id`/`tag_id`, `bigint` for `entry_id`/`comment_id`).
 */
export function inIds(column: SQL, ids: readonly number[] | undefined, type: 'int' | 'bigint') {
  if (ids === undefined) return sql``;
  return type === 'int'
    ? sql`AND ${column} = ANY(${sql.param([...ids])}::int[])`
    : sql`AND ${column} = ANY(${sql.param([...ids])}::bigint[])`;
}

/**
 * Runs a data-changing statement (an `UPDATE` or `INSERT` without `RETURNING`) and returns how
 * many rows it changed, the same way on both backends (`WITH … RETURNING 1 … count(*)`).
 */
export async function changedRows(db: RecountDb, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH changed AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
  );
  return row?.n ?? 0;
}
