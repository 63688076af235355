/**
 * SQL of the badges area (db/schema/badges.ts): awarding a badge idempotently with the holder's
 * `users.badges_count`, a person's badges page, and the recount of `badges_count`. No HTTP and
 * no product rules here (which badge a write earns: badges.service.ts).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';

/** A badge row as the page selects it. */
export interface BadgeRow {
  badge_id: number | string;
  type: string;
  date_added: Date | string;
}

/** What the rules read of a person, in the write's transaction. */
export interface BadgeHolderRow {
  state: string;
  date_added: Date | string;
  entries_count: number;
  subscribers_count: number;
}

/**
 * Gives `userId` the badge `type` in `tx` unless they hold it: the row (unique per person and
 * type; `WHERE NOT EXISTS` first, so a repeated award uses no identity value, and `ON CONFLICT
 * DO NOTHING` for two awards racing) and, only when a row was inserted, `badges_count` + 1.
 * @returns whether the badge was new
 */
export async function awardIn(tx: Tx, userId: number, type: string): Promise<boolean> {
  const inserted = await queryRows<{ badge_id: number }>(
    tx,
    sql`INSERT INTO user_badges (user_id, type)
        SELECT ${userId}::int, ${type}::text
        WHERE NOT EXISTS (SELECT 1 FROM user_badges WHERE user_id = ${userId}::int AND type = ${type}::text)
        ON CONFLICT (user_id, type) DO NOTHING
        RETURNING badge_id`,
  );
  if (inserted.length === 0) return false;
  await tx.execute(
    sql`UPDATE users SET badges_count = badges_count + 1 WHERE user_id = ${userId}::int`,
  );
  return true;
}

/** Creates the repository over `db`. */
export function createBadgesRepository(db: Db) {
  return {
    awardIn,

    /** Runs `work` in one transaction (an operator's award). */
    async withTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The counters and state the rules read of `userId`, in `tx` (null for no such user). */
    async holderIn(tx: Tx, userId: number): Promise<BadgeHolderRow | null> {
      const [row] = await queryRows<BadgeHolderRow>(
        tx,
        sql`SELECT state, date_added, entries_count, subscribers_count
            FROM users WHERE user_id = ${userId}::int`,
      );
      return row ?? null;
    },

    /**
     * How many accounts were created before `userId` (any state), counting at most `cap`: one
     * walk of the primary key, bounded by `cap`.
     */
    async accountsBeforeIn(tx: Tx, userId: number, cap: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n
            FROM (SELECT 1 FROM users WHERE user_id < ${userId}::int LIMIT ${cap}) earlier`,
      );
      return row?.n ?? 0;
    },

    /**
     * A page of `userId`'s badges, newest award first (`badge_id DESC`, through
     * `user_badges_user_idx`). The total is the caller's (`users.badges_count`).
     */
    async page(userId: number, { offset, limit }: Paging): Promise<BadgeRow[]> {
      return queryRows<BadgeRow>(
        db,
        sql`SELECT badge_id, type, date_added FROM user_badges
            WHERE user_id = ${userId}::int
            ORDER BY badge_id DESC
            LIMIT ${limit} OFFSET ${offset}`,
      );
    },
  };
}

/** The badges repository. */
export type BadgesRepository = ReturnType<typeof createBadgesRepository>;

/**
 * Recounts `users.badges_count`: the `user_badges` rows of the user (lib/recount.ts). Reads
 * `users`, `user_badges`; writes `users.badges_count` where it differs. Optional `userIds`
 * restrict it.
 * @returns how many users changed
 */
export async function recountBadgesCount(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE users u SET badges_count = c.n
        FROM (SELECT x.user_id, count(b.badge_id)::int AS n
              FROM users x LEFT JOIN user_badges b ON b.user_id = x.user_id
              WHERE true ${inIds(sql`x.user_id`, userIds, 'int')}
              GROUP BY x.user_id) c
        WHERE u.user_id = c.user_id AND u.badges_count <> c.n`,
  );
}
