/**
 * SQL of the operators' side (modules/moderation): looking people up by any of their names,
 * and the account columns members never see (address, state, denied permissions). No rules here.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { UserState } from '../../db/schema/users.ts';

/** An account as operators see it. */
export interface PersonRow {
  user_id: number;
  username: string;
  name: string;
  email: string;
  state: UserState;
  is_verified: boolean;
  is_email_verified: boolean;
  date_added: Date | string;
  entries_count: number;
  subscribers_count: number;
  subscriptions_count: number;
  badges_count: number;
  denied_permissions: string[];
}

const PERSON_COLUMNS = sql`u.user_id, u.username, u.name, u.email, u.state, u.is_verified,
  u.is_email_verified, u.date_added, u.entries_count, u.subscribers_count,
  u.subscriptions_count, u.badges_count, u.denied_permissions`;

/** Creates the moderation repository. */
export function createModerationRepository(db: Db) {
  return {
    /**
     * Accounts whose username or address starts with `query`, or whose name contains it
     * (ignoring case; a leading `@` is dropped), exact usernames first, then oldest first.
     */
    async findPeople(query: string, limit: number): Promise<PersonRow[]> {
      const q = query.replace(/^@/, '').toLowerCase();
      return queryRows<PersonRow>(
        db,
        sql`SELECT ${PERSON_COLUMNS} FROM users u
            WHERE starts_with(lower(u.username), ${q}) OR starts_with(lower(u.email), ${q})
               OR strpos(lower(u.name), ${q}) > 0
            ORDER BY (lower(u.username) = ${q}) DESC, u.user_id
            LIMIT ${limit}`,
      );
    },

    /** The account `username` (ignoring case, any state), or null. */
    async personByUsername(username: string): Promise<PersonRow | null> {
      const [row] = await queryRows<PersonRow>(
        db,
        sql`SELECT ${PERSON_COLUMNS} FROM users u WHERE lower(u.username) = lower(${username})`,
      );
      return row ?? null;
    },
  };
}

/** The moderation repository. */
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
