/**
 * Marking materialized timelines stale (modules/timeline; docs/decisions/materialized-timeline.md): what a write that adds entries to some people's timelines (a subscription, a
 * custom feed's tags) does in its own transaction. Apart from the timeline repository so that
 * the areas that call it (users, custom feeds) and the timeline's reads (which use the custom
 * feeds' SQL) import no cycle.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/**
 * Marks stale the lists of the owners the relation `owners` (one column `owner_id`) lists:
 * their next read answers by fan-in and asks for a build. In the caller's transaction (the
 * write that adds entries to their timelines: a subscription, a feed's tags). Owners without a
 * list are left as they are (they have none to distrust).
 */
export async function invalidateTimelines(tx: Tx | Db, owners: SQL): Promise<void> {
  await queryRows(
    tx,
    sql`WITH l AS (
          SELECT o.owner_id FROM timeline_owners o
          WHERE o.owner_id IN (SELECT owner_id FROM (${owners}) ow)
          ORDER BY o.owner_id
          FOR NO KEY UPDATE
        )
        UPDATE timeline_owners o SET stale = true, version = o.version + 1
        FROM l WHERE o.owner_id = l.owner_id`,
  );
}

/** `invalidateTimelines` for one owner. */
export async function invalidateTimeline(tx: Tx | Db, ownerId: number): Promise<void> {
  await invalidateTimelines(tx, sql`SELECT ${ownerId}::int AS owner_id`);
}
