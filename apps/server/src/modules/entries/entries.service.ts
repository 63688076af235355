/**
 * Rules of entries (DESIGN.md §5 "create and edit an entry", "entry JSON"; contract: POST entry,
 * GET/DELETE entry/{uuid}). Throws `AppError` with the spec's statuses; other areas (feeds,
 * users, comments) reach entries only through this service.
 */
import { charLength, type Entry, type EntryCreateBody, LIMITS } from '@potok/common';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/errors.ts';
import type { Paging } from '../../lib/paging.ts';
import { toEntry } from './entries.mapper.ts';
import type { EntriesRepository, EntryRef } from './entries.repository.ts';
import { extractTagMentions, normaliseLink } from './entries.text.ts';

export type { EntryRef } from './entries.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a well-formed UUID (any version). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Creates the entries service. */
export function createEntriesService(deps: { repository: EntriesRepository }) {
  const { repository } = deps;

  /**
   * The live entry `uuid` of an active author.
   * @throws AppError `entry_not_found` (404) for a malformed or unknown uuid, a deleted entry or
   *   an author who is not active
   */
  async function findRef(uuid: string): Promise<EntryRef> {
    const ref = isUuid(uuid) ? await repository.findRef(uuid) : null;
    if (!ref) throw new AppError('entry_not_found', 'No such entry.');
    return ref;
  }

  return {
    findRef,

    /**
     * Publishes an entry for `viewerId`. Text is trimmed; `#tags` in it become the entry's
     * tags (created on first use); `link` must be an http(s) URL.
     * @throws AppError `entry_empty_text` (400) when the trimmed text is empty,
     *   `entry_text_too_long` (400) past LIMITS.entryText characters, `bad_request` (400) for
     *   a link that is not an http(s) URL or for attachments (the server takes no uploads)
     * @returns the new entry as the author sees it
     */
    async create(body: EntryCreateBody, viewerId: number): Promise<Entry> {
      const text = (body.text ?? '').trim();
      if (text.length === 0) throw new AppError('entry_empty_text', 'The entry needs text.');
      if (charLength(text) > LIMITS.entryText) {
        throw new AppError(
          'entry_text_too_long',
          `The entry text is longer than ${LIMITS.entryText} characters.`,
        );
      }
      const link = normaliseLink(body.link);
      if (link === undefined) throw new AppError('bad_request', 'The link is not an http(s) URL.');
      if (body.files && body.files.length > 0) {
        throw new AppError('bad_request', 'Attachments are not supported yet.');
      }
      const entryId = await repository.insert({
        uuid: uuidv7(),
        userId: viewerId,
        text,
        link,
        isCommentsEnabled: body.is_comments_enabled ?? true,
        isHiddenFromFeed: body.is_hidden_from_feed ?? false,
        isNsfw: body.is_nsfw ?? false,
        isAi: body.is_ai ?? false,
        tags: extractTagMentions(text),
      });
      const [row] = await repository.hydrateIds([entryId], viewerId);
      return toEntry(row!, viewerId);
    },

    /**
     * One entry for `viewerId` (null for a guest).
     * @throws AppError `entry_not_found` (404) as `findRef`
     */
    async get(uuid: string, viewerId: number | null): Promise<Entry> {
      const row = isUuid(uuid) ? await repository.findByUuid(uuid, viewerId) : null;
      if (!row) throw new AppError('entry_not_found', 'No such entry.');
      return toEntry(row, viewerId);
    },

    /**
     * Deletes (softly) the viewer's own entry; the author's counters move back.
     * @throws AppError `entry_not_found` (404) as `findRef`, `not_owned` (403) when the entry
     *   is someone else's
     */
    async remove(uuid: string, viewerId: number): Promise<void> {
      const ref = await findRef(uuid);
      if (ref.userId !== viewerId) throw new AppError('not_owned', 'This entry is not yours.');
      await repository.softDelete(ref.entryId);
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
     * A page of an author's profile list: pinned first, then newest first; includes entries
     * hidden from the feed. The caller has checked the author (exists, active) and knows the
     * total (`users.entries_count`).
     */
    async listByAuthor(authorId: number, paging: Paging, viewerId: number | null) {
      const ids = await repository.profilePageIds(authorId, paging);
      const rows = await repository.hydrateIds(ids, viewerId);
      return rows.map((row) => toEntry(row, viewerId));
    },
  };
}

/** The entries service. */
export type EntriesService = ReturnType<typeof createEntriesService>;
