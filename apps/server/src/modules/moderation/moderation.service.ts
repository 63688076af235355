/**
 * The operators' rules (docs/decisions/operators-command.md): what `npm run admin` does to
 * people and content, written here over the areas' own services so that every way of running a
 * command — and any future operators' page — applies the same rules:
 *
 * - account states (spec §8): suspend (`user_suspended`) and restore, block (`user_blocked`) and
 *   unblock. The session lookup only accepts active accounts, so a suspended or blocked person is
 *   signed out at their next request; their entries leave every list (`visibleEntry`). Back to
 *   active, the timelines their entries belong to are marked stale (the repository's `setState`);
 * - erasure, as the owner's own account deletion (modules/settings `eraseByOperators`);
 * - hiding an entry (`entry_hidden`) or a comment, with the timeline fan-out at unhide
 *   (modules/entries `setHiddenByOperators`);
 * - reports: resolved (optionally hiding the content) or dismissed, every open report of the
 *   object at once; each reporter gets a `reports` notification saying which;
 * - announcements: a `system` notification to one person or every active account.
 *
 * Errors: `NotFound` (an unknown person, entry, comment, tag, report, job) and `Refused` (a change
 * the current state does not allow), each with the one line an operator reads; nothing changed.
 */
import { randomUUID } from 'node:crypto';
import {
  type NotificationPayload,
  PERMISSIONS,
  type Permission,
  REPORT_OBJECTS,
} from '@potok/common';
import type { UserState } from '../../db/schema/users.ts';
import type { RecoveryService } from '../auth/recovery.service.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PermissionsMap, PermissionsService } from '../permissions/permissions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type {
  JobRow,
  ModerationRepository,
  OpenReportRow,
  PersonRow,
} from './moderation.repository.ts';

export type { JobRow, OpenReportRow, PersonRow };

/** Something an operator named does not exist; the message names it. */
export class NotFound extends Error {
  override name = 'NotFound';
}

/** A change the current state does not allow; the message says why. */
export class Refused extends Error {
  override name = 'Refused';
}

/** What operators decided on a report (the `reports` notification's `decision`). */
export type ReportDecision = NonNullable<NotificationPayload['decision']>;

/** Recipients per insert of an announcement to everyone. */
const ANNOUNCE_BATCH = 1000;

/** The account-state changes, each with the states it starts from and the one it ends in. */
export const STATE_CHANGES = {
  suspend: { from: ['active', 'blocked'], to: 'suspended' },
  restore: { from: ['suspended'], to: 'active' },
  block: { from: ['active', 'suspended'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'active' },
} as const satisfies Record<string, { from: readonly UserState[]; to: UserState }>;
/** One of STATE_CHANGES. */
export type StateChange = keyof typeof STATE_CHANGES;

/** What the moderation service is built from (services.ts). */
export interface ModerationServiceDeps {
  repository: ModerationRepository;
  entries: Pick<EntriesService, 'setHiddenByOperators'>;
  comments: Pick<CommentsService, 'setHiddenByOperators'>;
  permissions: PermissionsService;
  badges: Pick<BadgesService, 'awardBadge'>;
  settings: Pick<SettingsService, 'eraseByOperators'>;
  recovery: Pick<RecoveryService, 'issueForOperators'>;
  notifications: Pick<NotificationsService, 'create'>;
  /** Forgets the sessions the auth hook keeps (modules/auth/session-cache.ts): a state changed. */
  forgetSessions?: () => void;
}

/** Creates the moderation service. */
export function createModerationService(deps: ModerationServiceDeps) {
  const { repository, entries, comments, permissions, badges, settings, recovery } = deps;
  const forgetSessions = deps.forgetSessions ?? (() => {});

  /**
   * The account `username` (a leading `@` is dropped; ignoring case; any state).
   * @throws NotFound when there is none
   */
  async function person(username: string): Promise<PersonRow> {
    const name = username.replace(/^@/, '');
    const row = await repository.personByUsername(name);
    if (!row) throw new NotFound(`no person @${name}`);
    return row;
  }

  /** `person`, refusing an erased account (nothing can be done to it). */
  async function livePerson(username: string): Promise<PersonRow> {
    const row = await person(username);
    if (row.state === 'deleted') throw new Refused(`@${row.username} is erased`);
    return row;
  }

  /** The permission `name` (`create_entries`, or `user_cant_create_entries`). */
  function permissionOf(name: string): Permission {
    const bare = name.replace(/^user_cant_/, '');
    if (!(PERMISSIONS as readonly string[]).includes(bare)) {
      throw new NotFound(`no permission "${name}"; the permissions are: ${PERMISSIONS.join(', ')}`);
    }
    return bare as Permission;
  }

  /** Hides or shows an entry (by uuid) or a comment (by number). */
  async function setHidden(
    kind: 'entry' | 'comment',
    id: string,
    hidden: boolean,
  ): Promise<{ changed: boolean }> {
    if (kind === 'entry') {
      const done = await entries.setHiddenByOperators(id, hidden);
      if (!done) throw new NotFound(`no entry ${id}`);
      return { changed: done.changed };
    }
    const commentId = Number(id);
    if (!Number.isSafeInteger(commentId) || commentId < 1) {
      throw new NotFound(`no comment ${id}: a comment is named by its number`);
    }
    if (!(await comments.setHiddenByOperators(commentId, hidden))) {
      throw new NotFound(`no comment ${id}`);
    }
    return { changed: true };
  }

  /** Records a notification of `kind` with `payload` for each of `recipientIds`. */
  async function notify(
    kind: 'system' | 'reports',
    recipientIds: readonly number[],
    payload: NotificationPayload,
  ): Promise<number> {
    if (recipientIds.length === 0) return 0;
    const created = await deps.notifications.create({
      kind,
      recipientIds,
      payload,
      dedupeKey: `${kind}:${randomUUID()}`,
    });
    return created.length;
  }

  return {
    person,

    /** Accounts matching `query` by username, address or name (see the repository). */
    async findPeople(query: string, limit: number): Promise<PersonRow[]> {
      return repository.findPeople(query, limit);
    },

    /** The person and their permissions map. */
    async show(username: string): Promise<{ person: PersonRow; permissions: PermissionsMap }> {
      const row = await person(username);
      return { person: row, permissions: await permissions.get(row.user_id) };
    },

    /**
     * Applies the state change `change` to `username` (STATE_CHANGES).
     * @throws NotFound; Refused when the account is not in a state the change starts from
     */
    async changeState(username: string, change: StateChange): Promise<PersonRow> {
      const row = await livePerson(username);
      const { from, to } = STATE_CHANGES[change];
      const changed = await repository.setState(row.user_id, from, to);
      forgetSessions();
      if (!changed) throw new Refused(`@${row.username} is ${row.state}: cannot ${change}`);
      return { ...row, state: to };
    },

    /** Gives or takes the verified mark. */
    async setVerified(username: string, verified: boolean): Promise<PersonRow> {
      const row = await livePerson(username);
      await repository.setVerified(row.user_id, verified);
      return { ...row, is_verified: verified };
    },

    /**
     * Erases the account as its owner's deletion does (entries, comments, files, sessions…);
     * the username stays taken.
     */
    async erase(username: string): Promise<{ person: PersonRow; endedSessions: number }> {
      const row = await livePerson(username);
      const ended = await settings.eraseByOperators(row.user_id);
      if (!ended) throw new Refused(`@${row.username} is erased`);
      return { person: row, endedSessions: ended.length };
    },

    /** Denies (`allowed` false: `user_cant_<permission>`) or allows again one permission. */
    async setPermission(
      username: string,
      name: string,
      allowed: boolean,
    ): Promise<{ person: PersonRow; permission: Permission; permissions: PermissionsMap }> {
      const permission = permissionOf(name);
      const row = await livePerson(username);
      const map = await permissions.set(row.user_id, { [permission]: allowed });
      return { person: row, permission, permissions: map };
    },

    /** Resets the password: a one-time recovery code (see the recovery service). */
    async resetPassword(username: string) {
      const row = await livePerson(username);
      if (row.state !== 'active') throw new Refused(`@${row.username} is ${row.state}`);
      return { person: row, ...(await recovery.issueForOperators(row.user_id)) };
    },

    setHidden,

    /** Awards a badge of the catalogue (`AppError bad_request` outside it). */
    async awardBadge(username: string, type: string): Promise<{ awarded: boolean }> {
      const row = await livePerson(username);
      return { awarded: await badges.awardBadge(row.user_id, type) };
    },

    /** Takes a badge back. @throws Refused when the person does not hold it */
    async revokeBadge(username: string, type: string): Promise<void> {
      const row = await person(username);
      if (!(await repository.revokeBadge(row.user_id, type))) {
        throw new Refused(`@${row.username} has no badge ${type}`);
      }
    },

    /** The holders of a badge. */
    async badgeHolders(type: string, limit: number) {
      return repository.badgeHolders(type, limit);
    },

    /** Sets the official or NSFW flag of the tag `slug` (a leading `#` is dropped). */
    async setTagFlag(slug: string, flag: 'official' | 'nsfw', on: boolean) {
      const name = slug.replace(/^#/, '');
      const tag = await repository.tag(name);
      if (!tag) throw new NotFound(`no tag #${name}`);
      await repository.setTagFlag(tag.tag_id, flag, on);
      return {
        slug: tag.slug,
        is_official: tag.is_official,
        is_nsfw: tag.is_nsfw,
        [`is_${flag}`]: on,
      };
    },

    /** Open reports, oldest first, of one kind (REPORT_OBJECTS) or all. */
    async openReports(kind: string | null, limit: number): Promise<OpenReportRow[]> {
      if (kind !== null && !(REPORT_OBJECTS as readonly string[]).includes(kind)) {
        throw new NotFound(
          `no kind of report "${kind}"; the kinds are: ${REPORT_OBJECTS.join(', ')}`,
        );
      }
      return repository.openReports(kind, limit);
    },

    /**
     * Closes the open report `reportId` and every other open report of the same object as
     * `decision`: `resolved` (acted on) or `dismissed`. With `hide` (resolved only), the entry
     * or comment is hidden first (only those two kinds can be). Each reporter gets a `reports`
     * notification whose payload says the decision (`{ decision }`: worded by the web app in
     * the reader's language — "acted on" or "no breach found"; never who reported or why).
     * @throws NotFound for no such open report; Refused for `hide` on another kind or with
     *   `dismissed`
     */
    async closeReport(
      reportId: number,
      decision: ReportDecision,
      hide: boolean,
    ): Promise<{ report: OpenReportRow; closed: number; notified: number }> {
      const report = Number.isSafeInteger(reportId) ? await repository.openReport(reportId) : null;
      if (!report) throw new NotFound(`no open report ${reportId}`);
      if (hide && decision === 'dismissed') throw new Refused('a dismissed report hides nothing');
      if (hide) {
        if (report.object_type !== 'entry' && report.object_type !== 'comment') {
          throw new Refused(`a report of a ${report.object_type} cannot hide it`);
        }
        if (report.object_name) await setHidden(report.object_type, report.object_name, true);
      }
      const reporters = await repository.closeReportsOf(report.object_type, report.object_id);
      // The web app words it in the reader's language: no text of ours, only the decision.
      const notified = await notify('reports', [...new Set(reporters)], { decision });
      return { report, closed: reporters.length, notified };
    },

    /**
     * A `system` notification to `username`, or to every active account when null.
     * @returns how many got it
     */
    async announce(username: string | null, title: string | null, text: string): Promise<number> {
      const payload = title ? { title, text } : { text };
      if (username !== null) {
        const row = await livePerson(username);
        return notify('system', [row.user_id], payload);
      }
      // One event for everyone: the same dedupe key across batches.
      const dedupeKey = `system:${randomUUID()}`;
      let after = 0;
      let sent = 0;
      for (;;) {
        const ids = await repository.activeIdsAfter(after, ANNOUNCE_BATCH);
        if (ids.length === 0) break;
        const created = await deps.notifications.create({
          kind: 'system',
          recipientIds: ids,
          payload,
          dedupeKey,
        });
        sent += created.length;
        after = ids[ids.length - 1]!;
      }
      return sent;
    },

    /** Failed jobs, newest first. */
    async failedJobs(limit: number): Promise<JobRow[]> {
      return repository.failedJobs(limit);
    },

    /** Queues the failed job again, or deletes it. @throws NotFound for no such failed job */
    async settleJob(jobId: number, how: 'retry' | 'drop'): Promise<void> {
      const done = Number.isSafeInteger(jobId)
        ? how === 'retry'
          ? await repository.retryJob(jobId)
          : await repository.dropJob(jobId)
        : false;
      if (!done) throw new NotFound(`no failed job ${jobId}`);
    },
  };
}

/** The moderation service. */
export type ModerationService = ReturnType<typeof createModerationService>;
