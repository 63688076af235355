/**
 * SQL of the personal data export (modules/export): reads only, each list of a person's rows in
 * pages by key so a large account is never held in memory at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account an export is made of. */
export interface ExportAccountRow {
  userId: number;
  username: string;
  passwordHash: string;
  state: string;
}

/** Creates the export repository over `db`. */
export function createExportRepository(db: Db) {
  return {
    /** The account `userId` with its password hash, or null when there is none. */
    async findAccount(userId: number): Promise<ExportAccountRow | null> {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          passwordHash: users.passwordHash,
          state: users.state,
        })
        .from(users)
        .where(eq(users.userId, userId));
      return row ?? null;
    },
  };
}

/** The export repository. */
export type ExportRepository = ReturnType<typeof createExportRepository>;
