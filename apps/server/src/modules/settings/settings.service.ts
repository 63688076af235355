/**
 * Rules of the account settings (spec §7 "Settings", §3 "Settings profile", "Login record",
 * "Permissions"; DESIGN.md §5 "limits", "account deletion"). Throws `AppError` with catalogue
 * statuses; a refused call changes nothing. The routes publish `session.ended` for the session
 * ids a call returns (their events streams close).
 *
 * - Profile: `name` trimmed, 1–50 characters (`name_empty`, `name_too_long`; the shared
 *   `nameStatus` of packages/common, as register), `bio` trimmed, ≤ 500 (`bio_too_long`), `sex`
 *   one of SEXES (the schema), `tint` a code of TINTS or `''` for none (`tint_not_valid`).
 * - Password: `apply` must be true (`bad_request`); the current password must match
 *   (`password_empty` when missing, `password_invalid` when wrong — checked before the new one,
 *   so the call cannot probe the rules without the password); the new one passes the register
 *   rules (`password_empty`, `password_too_short`, `password_too_long`, then
 *   `password_too_weak`) and differs from the current (`password_not_changed`). Then the hash
 *   changes and every other session of the person ends, in one transaction.
 * - Logins: every session row of the person (the login record), newest first; ending one ends
 *   only the person's own (another's or an unknown id: 404 `not_found`; the current session:
 *   400 `bad_request`, it signs out through `auth/logout`); ending an ended one changes nothing.
 * - Delete account: `apply` true (`bad_request`) and the password (`password_empty`,
 *   `password_invalid`); then the erasure of settings.repository.ts `eraseAccount` in one
 *   transaction, and the media files on disk after the commit.
 */
import {
  type ContentSettings,
  type ContentSettingsBody,
  charLength,
  type DeleteAccountBody,
  isTintCode,
  LIMITS,
  type LoginRecord,
  nameStatus,
  type Page,
  type PermissionsMap,
  passwordStatus,
  type SettingsPasswordBody,
  type SettingsProfile,
  type SettingsProfileBody,
  TINTS,
  type TintList,
  USER_LIST_PAGE_SIZE,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { type PageParams, page, paging } from '../../lib/paging.ts';
import { passwords } from '../../lib/passwords.ts';
import { nsfwMode } from '../auth/auth.mapper.ts';
import { assertPasswordStrong } from '../auth/auth.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import { toLoginRecord, toSettingsProfile } from './settings.mapper.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** What the settings service is built from (services.ts builds it once per process). */
export interface SettingsServiceDeps {
  repository: SettingsRepository;
  permissions: Pick<PermissionsService, 'get'>;
  /** Removes the media files of an erased account from the disk (after the commit). */
  files: Pick<FilesService, 'removeStored'>;
  /**
   * Forgets the sessions the auth hook keeps (modules/auth/session-cache.ts): called once a
   * change that ends sessions (or erases the account) has committed.
   */
  forgetSessions?: () => void;
}

/** Creates the settings service. */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { repository, permissions, files } = deps;
  const forgetSessions = deps.forgetSessions ?? (() => {});

  /** The account's row with its password hash; a vanished account is a 401. */
  async function account(userId: number) {
    const row = await repository.account(userId);
    if (!row) throw new AppError('unauthorized');
    return row;
  }

  /**
   * Checks `password` against the account's hash.
   * @throws AppError `password_empty` (400) when missing, `password_invalid` (400) when wrong
   */
  async function checkPassword(passwordHash: string, password: string | undefined) {
    const given = (password ?? '').trim();
    if (given === '') throw new AppError('password_empty', 'Enter your password.');
    const ok =
      charLength(given) <= LIMITS.passwordMax && (await passwords.verify(passwordHash, given));
    if (!ok) throw new AppError('password_invalid', 'The password is wrong.');
  }

  /** `apply` must be true (the confirmation of spec §5). */
  function requireApply(apply: boolean | undefined) {
    if (apply !== true) {
      throw new AppError('bad_request', 'Confirm with apply=true.');
    }
  }

  return {
    /** `GET settings/profile`. */
    async profile(userId: number): Promise<SettingsProfile> {
      return toSettingsProfile(await account(userId));
    },

    /**
     * `POST settings/profile`: the fields given, checked in the order name, bio, tint.
     * @throws AppError `name_empty`, `name_too_short`, `name_too_long`, `bio_too_long`,
     *   `tint_not_valid` (400)
     */
    async updateProfile(userId: number, body: SettingsProfileBody): Promise<SettingsProfile> {
      const changes: { name?: string; bio?: string; sex?: string; tint?: string | null } = {};
      if (body.name !== undefined) {
        const status = nameStatus(body.name);
        if (status) throw new AppError(status, 'The name must be 1–50 characters, not blank.');
        changes.name = body.name.trim();
      }
      if (body.bio !== undefined) {
        const bio = body.bio.trim();
        if (charLength(bio) > LIMITS.bioMax) {
          throw new AppError('bio_too_long', `The bio is longer than ${LIMITS.bioMax} characters.`);
        }
        changes.bio = bio;
      }
      if (body.tint !== undefined) changes.tint = tintOf(body.tint);
      if (body.sex !== undefined) changes.sex = body.sex;
      if (Object.keys(changes).length > 0) await repository.updateProfile(userId, changes);
      return toSettingsProfile(await account(userId));
    },

    /** `GET settings/tint`: the catalogue. */
    tints(): TintList {
      return { items: TINTS.map((tint) => ({ ...tint })) };
    },

    /**
     * `POST settings/tint`: `code` of the catalogue, or `''` for none.
     * @throws AppError `tint_not_valid` (400)
     */
    async setTint(userId: number, code: string): Promise<SettingsProfile> {
      await repository.updateProfile(userId, { tint: tintOf(code) });
      return toSettingsProfile(await account(userId));
    },

    /**
     * `POST settings/password` (rules in the module comment).
     * @returns the ids of the sessions it ended (every other live session of the person)
     */
    async changePassword(
      userId: number,
      currentSessionId: number,
      body: SettingsPasswordBody,
    ): Promise<number[]> {
      requireApply(body.apply);
      const row = await account(userId);
      await checkPassword(row.passwordHash, body.current_password);
      const fresh = (body.new_password ?? '').trim();
      const status = passwordStatus(fresh);
      if (status) throw new AppError(status, 'The new password must be 8–256 characters.');
      if (fresh === (body.current_password ?? '').trim()) {
        throw new AppError('password_not_changed', 'The new password is the current one.');
      }
      await assertPasswordStrong(fresh, row);
      const ended = await repository.setPassword(
        userId,
        await passwords.hash(fresh),
        currentSessionId,
      );
      forgetSessions();
      return ended;
    },

    /** `GET settings/logins`: the person's sessions, newest first, USER_LIST_PAGE_SIZE a page. */
    async logins(
      userId: number,
      currentSessionId: number,
      query: PageParams,
    ): Promise<Page<LoginRecord>> {
      const { rows, total } = await repository.logins(userId, paging(query, USER_LIST_PAGE_SIZE));
      return page(rows, total, (row) => toLoginRecord(row, currentSessionId));
    },

    /**
     * `DELETE settings/logins/{login_id}`: ends that session of the person.
     * @throws AppError `not_found` (404) for another person's or an unknown id, `bad_request`
     *   (400) for the current session
     * @returns the ids it ended (none when it had ended already)
     */
    async endLogin(userId: number, currentSessionId: number, loginId: number): Promise<number[]> {
      if (loginId === currentSessionId) {
        throw new AppError('bad_request', 'This is the current session: sign out instead.');
      }
      const result = await repository.endSession(userId, loginId);
      forgetSessions();
      if (result === null) throw new AppError('not_found', 'No such session.');
      return result;
    },

    /** `DELETE settings/logins`: ends every other live session; returns their ids. */
    async endOtherLogins(userId: number, currentSessionId: number): Promise<number[]> {
      const ended = await repository.endOtherSessions(userId, currentSessionId);
      forgetSessions();
      return ended;
    },

    /** `GET settings/permissions`. */
    async permissions(userId: number): Promise<PermissionsMap> {
      return permissions.get(userId);
    },

    /** `GET settings/content`. */
    async content(userId: number): Promise<ContentSettings> {
      return { nsfw: nsfwMode((await account(userId)).nsfwMode) };
    },

    /** `POST settings/content`. */
    async setContent(userId: number, body: ContentSettingsBody): Promise<ContentSettings> {
      await repository.setNsfwMode(userId, body.nsfw);
      return { nsfw: body.nsfw };
    },

    /**
     * Operators erase the account `userId` (`npm run admin -- people delete`): the same
     * erasure as the owner's own deletion (the repository's `eraseAccount`, then the stored
     * files), without the password.
     * @returns the ids of the sessions it ended, or null when the account was already erased
     */
    async eraseByOperators(userId: number): Promise<number[] | null> {
      const erased = await repository.eraseAccount(userId);
      forgetSessions();
      if (!erased) return null;
      await files.removeStored(erased.fileUuids);
      return erased.sessionIds;
    },

    /**
     * `POST settings/delete-account` (rules in the module comment).
     * @returns the ids of the sessions it ended (all of the person's live ones)
     */
    async deleteAccount(userId: number, body: DeleteAccountBody): Promise<number[]> {
      requireApply(body.apply);
      const row = await account(userId);
      await checkPassword(row.passwordHash, body.password);
      const erased = await repository.eraseAccount(userId);
      forgetSessions();
      if (!erased) throw new AppError('unauthorized');
      await files.removeStored(erased.fileUuids);
      return erased.sessionIds;
    },
  };
}

/**
 * A tint code as stored: `''` is none (null), a catalogue code itself.
 * @throws AppError `tint_not_valid` (400)
 */
function tintOf(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return null;
  if (!isTintCode(trimmed)) throw new AppError('tint_not_valid', 'No such tint.');
  return trimmed;
}

/** The settings service. */
export type SettingsService = ReturnType<typeof createSettingsService>;
