/** SQL of per-user permissions (`users.denied_permissions`, spec §6). No product rules here. */
import type { Permission } from '@potok/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Creates the repository over `db`. */
export function createPermissionsRepository(db: Db) {
  return {
    /** The permissions denied to `userId` (empty for an unknown user). One primary-key read. */
    async denied(userId: number): Promise<Permission[]> {
      const [row] = await db
        .select({ denied: users.deniedPermissions })
        .from(users)
        .where(eq(users.userId, userId))
        .limit(1);
      return (row?.denied ?? []) as Permission[];
    },

    /**
     * Replaces the denied set of `userId`.
     * @returns false when no such user exists
     */
    async setDenied(userId: number, denied: readonly Permission[]): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ deniedPermissions: [...denied] })
        .where(eq(users.userId, userId))
        .returning({ userId: users.userId });
      return rows.length > 0;
    },
  };
}

/** The permissions repository. */
export type PermissionsRepository = ReturnType<typeof createPermissionsRepository>;
