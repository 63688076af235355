/**
 * Rules of entries (DESIGN.md §5 "create and edit an entry", "entry JSON"; contract: POST entry,
 * GET/DELETE entry/{uuid}). Throws `AppError` with the spec's statuses; other areas (feeds,
 * users, comments) reach entries only through this service.
 */
import {
  charLength,
  type Entry,
  type EntryCreateBody,
  type EntryEditBody,
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  isReactionName,
  LIMITS,
  type Page,
} from '@potok/common';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/errors.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { LinksService } from '../links/links.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { enqueueFanOut } from '../timeline/timeline.service.ts';
import { toEntry, toHistoryItem, toReactionsPayload } from './entries.mapper.ts';
import type { EntriesRepository, EntryRef, PageSql } from './entries.repository.ts';
import { entryLink, extractTagMentions } from './entries.text.ts';

export type { EntryRef } from './entries.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a well-formed UUID (any version). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Checks the text of a compose or edit form (spec §5, DESIGN.md §5 "limits"): trimmed,
 * non-empty, at most LIMITS.entryText characters.
 * @throws AppError `entry_empty_text` (400), `entry_text_too_long` (400)
 * @returns the trimmed text
 */
function checkEntryText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (text.length === 0) throw new AppError('entry_empty_text', 'The entry needs text.');
  if (charLength(text) > LIMITS.entryText) {
    throw new AppError(
      'entry_text_too_long',
      `The entry text is longer than ${LIMITS.entryText} characters.`,
    );
  }
  return text;
}

/** Creates the entries service. */
export function createEntriesService(deps: {
  repository: EntriesRepository;
  files: Pick<FilesService, 'attachToEntry' | 'releaseEntry'>;
  links: Pick<LinksService, 'refreshLinkCard'>;
  permissions: PermissionsService;
  reports: ReportsService;
  badges: Pick<BadgesService, 'afterEntryCreatedIn'>;
  /** Mentions and new_post, recorded in the write's transaction (modules/notifications). */
  notifications: Pick<NotificationsService, 'enqueueIn'>;
}) {
  const { repository, files, links, permissions, reports, badges, notifications } = deps;

  /**
   * The attachments of a compose or edit form (`files`: upload uuids), the same for create and
   * edit: attaching any needs the `attach_images` permission (spec §6), checked before anything
   * is written. Which files they are is checked where they are attached, in the write's
   * transaction (`FilesService.attachToEntry`).
   * @throws AppError `user_cant_attach_images` (403)
   */
  async function checkFiles(uuids: readonly string[] | undefined, viewerId: number) {
    if (uuids && uuids.length > 0) await permissions.require(viewerId, 'attach_images');
  }

  /**
   * The live entry `uuid` if `viewerId` wrote it.
   * @throws AppError `entry_not_found` (404), `not_owned` (403)
   */
  async function findOwn(uuid: string, viewerId: number): Promise<EntryRef> {
    const ref = await findRef(uuid);
    if (ref.userId !== viewerId) throw new AppError('not_owned', 'This entry is not yours.');
    return ref;
  }

  /**
   * The live entry `uuid` of an active author.
   * @throws AppError `entry_not_found` (404) for a malformed or unknown uuid, a deleted entry or
   *   an author who is not active
   */
  async function findRef(uuid: string): Promise<EntryRef> {
    const ref = isUuid(uuid) ? await repository.findRef(uuid) : null;
    if (!ref) await notFound(uuid);
    return ref!;
  }

  /**
   * Throws why `uuid` names no visible entry: `entry_hidden` (404, spec §8 "Post hidden") when
   * operators hid it, `entry_not_found` (404) otherwise.
   */
  async function notFound(uuid: string): Promise<never> {
    return missing(isUuid(uuid) && (await repository.isHiddenByOperators(uuid)));
  }

  /** Throws `entry_hidden` when operators hid the entry asked for, `entry_not_found` otherwise. */
  function missing(hiddenByOperators: boolean): never {
    if (hiddenByOperators) {
      throw new AppError('entry_hidden', 'This entry was hidden by the operators.');
    }
    throw new AppError('entry_not_found', 'No such entry.');
  }

  return {
    findRef,

    /**
     * Operators hide the entry `uuid` (`hidden` true: it answers `entry_hidden` to everyone but
     * its author, `get`, and leaves every list) or show it again (modules/moderation). Unhiding an entry that is
     * then shown in feeds records its timeline fan-out, as the author's own unhide does
     * (docs/decisions/materialized-timeline.md).
     * @returns the entry's author and whether anything changed, or null for no such live entry
     */
    async setHiddenByOperators(
      uuid: string,
      hidden: boolean,
    ): Promise<{ userId: number; changed: boolean } | null> {
      const ref = isUuid(uuid) ? await repository.findAnyRef(uuid) : null;
      if (!ref) return null;
      const done = await repository.setHiddenByOperators(
        ref.entryId,
        hidden,
        async (tx, inFeed) => {
          if (!hidden && inFeed) await enqueueFanOut(tx, ref.entryId);
        },
      );
      return done ? { userId: ref.userId, changed: done.changed } : null;
    },

    /**
     * Publishes an entry for `viewerId`. Text is trimmed; `#tags` in it become the entry's
     * tags (created on first use); `link` must be an http(s) URL, and without one the first
     * link written in the text is the entry's link (`entryLink`). The link's card is fetched
     * after the commit (`links.refreshLinkCard` in the insert's transaction); until then it
     * shows the host. `files` (uploads of the author's, up to MAX_ATTACHMENTS) are attached in
     * order in the same transaction (`FilesService.attachToEntry`).
     * @throws AppError `user_cant_create_entries` (403) when denied (spec §6),
     *   `user_cant_attach_images` (403) for files without that permission,
     *   `entry_empty_text` (400) when the trimmed text is empty,
     *   `entry_text_too_long` (400) past LIMITS.entryText characters, `bad_request` (400) for
     *   a link that is not an http(s) URL or a file given twice; `file_not_found` (404),
     *   `not_owned` (403) for a file that is unknown or someone else's
     * @returns the new entry as the author sees it
     */
    async create(body: EntryCreateBody, viewerId: number): Promise<Entry> {
      await permissions.require(viewerId, 'create_entries');
      const text = (body.text ?? '').trim();
      if (text.length === 0) throw new AppError('entry_empty_text', 'The entry needs text.');
      if (charLength(text) > LIMITS.entryText) {
        throw new AppError(
          'entry_text_too_long',
          `The entry text is longer than ${LIMITS.entryText} characters.`,
        );
      }
      const link = entryLink(body.link, text);
      if (link === undefined) throw new AppError('bad_request', 'The link is not an http(s) URL.');
      await checkFiles(body.files, viewerId);
      const fileUuids = body.files ?? [];
      const entryId = await repository.insert(
        {
          uuid: uuidv7(),
          userId: viewerId,
          text,
          link,
          isCommentsEnabled: body.is_comments_enabled ?? true,
          isHiddenFromFeed: body.is_hidden_from_feed ?? false,
          isNsfw: body.is_nsfw ?? false,
          isAi: body.is_ai ?? false,
          tags: extractTagMentions(text),
        },
        async (tx, id) => {
          await files.attachToEntry(tx, id, fileUuids, viewerId);
          await links.refreshLinkCard(tx, link);
          await badges.afterEntryCreatedIn(tx, viewerId);
          await notifications.enqueueIn(tx, { on: 'entry', entry_id: id, edited: false });
          // Shown in feeds: it joins the lists of the timelines it reaches (modules/timeline).
          if (!(body.is_hidden_from_feed ?? false)) await enqueueFanOut(tx, id);
        },
      );
      const [row] = await repository.hydrateIds([entryId], viewerId);
      return toEntry(row!, viewerId);
    },

    /**
     * One entry for `viewerId` (null for a guest). An entry operators hid answers
     * `entry_hidden` to everyone but its author, who reads it with `state.is_hidden_by_operators`
     * (docs/decisions/operators-command.md).
     * @throws AppError `entry_hidden`, `entry_not_found` (404) as `findRef`
     */
    async get(uuid: string, viewerId: number | null): Promise<Entry> {
      if (!isUuid(uuid)) return missing(false);
      // One statement, the answer for a hidden entry included (DESIGN.md §8).
      const { row, hiddenByOperators } = await repository.readByUuid(uuid, viewerId);
      if (row) return toEntry(row, viewerId);
      const own =
        hiddenByOperators && viewerId !== null
          ? await repository.findOwnHidden(uuid, viewerId)
          : null;
      if (!own) return missing(hiddenByOperators);
      const entry = toEntry(own, viewerId);
      return { ...entry, state: { ...entry.state, is_hidden_by_operators: true } };
    },

    /**
     * Deletes (softly) the viewer's own entry — one operators hid too; the author's counters
     * move back.
     * @throws AppError `user_cant_delete_entries` (403) when denied; `entry_not_found` (404)
     *   as `findRef`, `not_owned` (403) when the entry is someone else's (`entry_hidden` when
     *   it is someone else's hidden one)
     */
    async remove(uuid: string, viewerId: number): Promise<void> {
      await permissions.require(viewerId, 'delete_entries');
      const live = isUuid(uuid) ? await repository.findRef(uuid) : null;
      let entryId: number;
      if (live) {
        if (live.userId !== viewerId) throw new AppError('not_owned', 'This entry is not yours.');
        entryId = live.entryId;
      } else {
        // The author may delete what operators hid (they may not edit it).
        const any = isUuid(uuid) ? await repository.findAnyRef(uuid) : null;
        if (!any?.hidden || any.userId !== viewerId) return notFound(uuid);
        entryId = any.entryId;
      }
      // In the delete's transaction: its files are left to the media sweep.
      await repository.softDelete(entryId, (tx) => files.releaseEntry(entryId, tx));
    },

    /**
     * `POST entry/{uuid}` (DESIGN.md §5): edits the viewer's own entry — text, link, files and
     * publishing options; omitted fields keep their value. The text is checked as at
     * publication and its `#tags` become the entry's tags again; the link, when text or link is
     * sent, is found as at publication (`entryLink`); the previous version goes to
     * history; the entry becomes `is_edited` and keeps its id, date and place in every list.
     * @throws AppError `user_cant_edit_entries` (403) when denied; `entry_not_found` (404);
     *   `not_owned` (403); `entry_empty_text`, `entry_text_too_long`, `bad_request` (400),
     *   `user_cant_attach_images`, `not_owned` (403) and `file_not_found` (404) as `create`
     * @returns the entry as the author sees it after the edit
     */
    async edit(uuid: string, body: EntryEditBody, viewerId: number): Promise<Entry> {
      await permissions.require(viewerId, 'edit_entries');
      const ref = await findOwn(uuid, viewerId);
      const current = await repository.findByUuid(ref.uuid, viewerId);
      if (!current) throw new AppError('entry_not_found', 'No such entry.');
      const text = checkEntryText(body.text ?? current.text);
      // Neither text nor link sent: the link stays; otherwise it is found as at publication.
      const link =
        body.link === undefined && body.text === undefined
          ? current.link
          : entryLink(body.link, text);
      if (link === undefined) throw new AppError('bad_request', 'The link is not an http(s) URL.');
      await checkFiles(body.files, viewerId);
      const tags = extractTagMentions(text);
      const hidden = body.is_hidden_from_feed ?? current.is_hidden_from_feed;
      const sameTags =
        [...new Set(tags.map((t) => t.slug))].sort().join(' ') ===
        [...current.tags].sort().join(' ');
      const edited = await repository.edit(
        ref.entryId,
        {
          text,
          link,
          isCommentsEnabled: body.is_comments_enabled ?? current.is_comments_enabled,
          isHiddenFromFeed: hidden,
          isNsfw: body.is_nsfw ?? current.is_nsfw,
          isAi: body.is_ai ?? current.is_ai,
          tags,
        },
        async (tx) => {
          // `files` sent: they become the entry's files (the previous ones stay in history).
          if (body.files !== undefined) {
            await files.attachToEntry(tx, ref.entryId, body.files, viewerId);
          }
          // A changed link gets its card fetched after the commit, as at publication.
          if (link !== current.link) await links.refreshLinkCard(tx, link);
          // Someone @mentioned by the edit hears of it (once per entry and person).
          if (text !== current.text) {
            await notifications.enqueueIn(tx, { on: 'entry', entry_id: ref.entryId, edited: true });
          }
          // Unhidden, or new tags while shown: it may join more timelines (modules/timeline).
          if (!hidden && (current.is_hidden_from_feed || !sameTags)) {
            await enqueueFanOut(tx, ref.entryId);
          }
        },
      );
      if (!edited) throw new AppError('entry_not_found', 'No such entry.');
      const [row] = await repository.hydrateIds([ref.entryId], viewerId);
      return toEntry(row!, viewerId);
    },

    /**
     * `GET entry/{uuid}/history?offset=` (spec §7): the entry's earlier versions, newest
     * first, HISTORY_PAGE_SIZE a page; `total_items` counts them (0 for an entry never
     * edited). Readable by whoever can read the entry.
     * @throws AppError `entry_not_found` (404)
     */
    async history(uuid: string, offset: number): Promise<Page<HistoryItem>> {
      const ref = await findRef(uuid);
      const { rows, total } = await repository.historyPage(ref.entryId, {
        offset,
        limit: HISTORY_PAGE_SIZE,
      });
      return { items: rows.map(toHistoryItem), total_items: total };
    },

    /**
     * `POST entry/{uuid}/pin` (DESIGN.md §5 "pin"): pins the viewer's own entry; the entry
     * pinned before, if any, is unpinned. Pinning the pinned entry again changes nothing.
     * @throws AppError `entry_not_found` (404), `not_owned` (403)
     */
    async pin(uuid: string, viewerId: number): Promise<void> {
      const ref = await findOwn(uuid, viewerId);
      if (!(await repository.pin(ref.entryId, viewerId))) {
        throw new AppError('entry_not_found', 'No such entry.');
      }
    },

    /**
     * `POST entry/{uuid}/unpin`: unpins the viewer's own entry (nothing changes when it is not
     * pinned).
     * @throws AppError `entry_not_found` (404), `not_owned` (403)
     */
    async unpin(uuid: string, viewerId: number): Promise<void> {
      const ref = await findOwn(uuid, viewerId);
      await repository.unpin(ref.entryId);
    },

    /**
     * `POST entry/{uuid}/react` (`add`) and `DELETE entry/{uuid}/react` (DESIGN.md §5
     * "reactions"): gives or takes back the viewer's reaction `react` of the fixed set; one of
     * each kind per person, so repeating either changes nothing.
     * @throws AppError `reaction_not_valid` (400) for a name outside REACTIONS;
     *   `entry_not_found` (404)
     * @returns the entry's reactions after the change, with `is_mine` for the viewer
     */
    async react(uuid: string, react: string, add: boolean, viewerId: number) {
      if (!isReactionName(react)) {
        throw new AppError('reaction_not_valid', 'No such reaction.');
      }
      const ref = await findRef(uuid);
      if (add) await repository.addReaction(ref.entryId, viewerId, react);
      else await repository.removeReaction(ref.entryId, viewerId, react);
      return toReactionsPayload(await repository.reactionsOf(ref.entryId, viewerId));
    },

    /**
     * `POST entry/{uuid}/report` (spec §7): files the viewer's report of someone else's entry
     * (reports service: one open report per reporter and entry; a repeat adds nothing).
     * @throws AppError `report_reason_not_valid` (400); `entry_not_found` (404);
     *   `report_own_content` (400) for one's own entry
     */
    async report(uuid: string, reason: unknown, viewerId: number): Promise<void> {
      reports.checkReason(reason);
      const ref = await findRef(uuid);
      if (ref.userId === viewerId) {
        throw new AppError('report_own_content', 'You cannot report your own entry.');
      }
      await reports.file({ objectType: 'entry', objectId: ref.entryId }, reason, viewerId);
    },

    /**
     * Entries `ids` as `viewerId` sees them, in the order of `ids`, hydrated in one query.
     * The caller has chosen live ids (feeds, profiles); unknown ids are skipped.
     */
    async hydrate(ids: readonly number[], viewerId: number | null): Promise<Entry[]> {
      const rows = await repository.hydrateIds(ids, viewerId);
      return rows.map((row) => toEntry(row, viewerId));
    },

    /**
     * A page of entries as `viewerId` sees them, in ONE statement (DESIGN.md §8): the calling
     * area's repository gives it as SQL (`PageSql`: a head of at most one row seen as `hd`, e.g.
     * the total, and a relation `(entry_id, ord)` that may use `hd`), the entries repository's
     * `hydratePage` runs it. The caller has chosen what the page shows; nothing is
     * filtered here.
     * @returns `head`: the head row (null when it found no row), `items`: the entries in order
     */
    async page<H>(
      parts: PageSql,
      viewerId: number | null,
    ): Promise<{ head: H | null; items: Entry[] }> {
      const found = await repository.hydratePage<H>(parts, viewerId);
      return { head: found.head, items: found.rows.map((row) => toEntry(row, viewerId)) };
    },
  };
}

/** The entries service. */
export type EntriesService = ReturnType<typeof createEntriesService>;
