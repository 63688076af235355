/**
 * Per-user permissions (spec §3 "Permissions", §6; DESIGN.md §5 "permissions"): the eight of
 * packages/common PERMISSIONS, each allowed unless an operator denied it. The services of the
 * calls a permission names ask `require` before they act; a denial answers 403
 * `user_cant_<permission>`:
 *
 * | permission | calls |
 * | --- | --- |
 * | create_entries | `POST entry` |
 * | edit_entries | `POST entry/{uuid}` |
 * | delete_entries | `DELETE entry/{uuid}` |
 * | create_comments | `POST entry/{uuid}/comments` |
 * | edit_comments | `POST comment/{id}` |
 * | delete_comments | `DELETE comment/{id}` |
 * | subscribe_to_users | `POST user/{username}/subscribe` |
 * | attach_images | a compose or comment body with files, and uploads |
 */
import { PERMISSIONS, type Permission } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { PermissionsRepository } from './permissions.repository.ts';

/** The permissions map (spec §3): every permission with whether the user has it. */
export type PermissionsMap = Record<Permission, boolean>;

/** Creates the permissions service. */
export function createPermissionsService(deps: { repository: PermissionsRepository }) {
  const { repository } = deps;
  return {
    /**
     * Passes when `userId` has `permission`.
     * @throws AppError `user_cant_<permission>` (403) when it is denied
     */
    async require(userId: number, permission: Permission): Promise<void> {
      const denied = await repository.denied(userId);
      if (denied.includes(permission)) {
        throw new AppError(`user_cant_${permission}`, `Permission denied: ${permission}.`);
      }
    },

    /** The permissions map of `userId` (all true for a user nobody restricted). */
    async get(userId: number): Promise<PermissionsMap> {
      const denied = new Set(await repository.denied(userId));
      return Object.fromEntries(PERMISSIONS.map((p) => [p, !denied.has(p)])) as PermissionsMap;
    },

    /**
     * Sets some permissions of `userId` (`true` allows, `false` denies); those not named keep
     * their value. What the operators' command calls.
     * @throws AppError `user_not_found` (404) for an unknown user
     * @returns the permissions map after the change
     */
    async set(userId: number, changes: Partial<PermissionsMap>): Promise<PermissionsMap> {
      const current = await this.get(userId);
      const next = { ...current, ...changes };
      const denied = PERMISSIONS.filter((p) => !next[p]);
      if (!(await repository.setDenied(userId, denied))) {
        throw new AppError('user_not_found', 'No such user.');
      }
      return next;
    },
  };
}

/** The permissions service. */
export type PermissionsService = ReturnType<typeof createPermissionsService>;
