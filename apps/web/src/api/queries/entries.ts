/**
 * Entries: the single-entry query and the add / delete mutations. What a change to one entry
 * does to every cached list (feeds, profiles, tags) is in the shared cache helpers (`cache.ts`).
 */
import type {
  Entry,
  EntryCreateBody,
  EntryEditBody,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSubmissionKey } from '../client.ts';
import {
  bumpUserCounter,
  entryKeys,
  findCachedEntry,
  markBadgesStale,
  prependEntry,
  removeEntryEverywhere,
  updateEntries,
} from './cache.ts';
import { entryQueryOptions } from './screens.ts';

/**
 * `GET entry/{uuid}`; the request is cancelled when the screen is left. While it loads, the
 * entry as a cached list shows it stands in (placeholder data), so opening an entry from the
 * feed paints at once.
 */
export function useEntryQuery(uuid: string) {
  const qc = useQueryClient();
  return useQuery({
    ...entryQueryOptions(uuid),
    placeholderData: () => findCachedEntry(qc, uuid),
    enabled: uuid !== '',
  });
}

/**
 * `POST entry`, with the draft's Idempotency-Key (`withSubmissionKey`: a retry of an unchanged
 * draft after a network failure cannot publish it twice). On success the new entry leads the cached timeline, abyss and lists of its tags
 * (unless hidden from feeds) and its author's profile list; the `feeds` tab (entries of
 * subscribed feeds, chosen by tags) is marked stale instead.
 */
export function useAddEntryMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['entry', 'add'],
    mutationFn: (body: EntryCreateBody): Promise<WriteResultWith<Entry>> =>
      withSubmissionKey('entry', body, (key) =>
        unwrap(api.POST('/v1/entry', { body, params: { header: { 'idempotency-key': key } } })),
      ),
    onSuccess: ({ payload: entry }) => {
      qc.setQueryData(entryKeys.detail(entry.uuid), entry);
      if (!entry.state.is_hidden_from_feed) {
        prependEntry(qc, entryKeys.feed('timeline'), entry);
        prependEntry(qc, entryKeys.feed('abyss'), entry);
        for (const slug of entry.tags) prependEntry(qc, entryKeys.tag(slug), entry);
        void qc.invalidateQueries({ queryKey: entryKeys.feed('feeds'), refetchType: 'none' });
      }
      prependEntry(qc, entryKeys.user(entry.user.username), entry, true);
      bumpUserCounter(qc, entry.user.username, 'entries', 1);
      markBadgesStale(qc, entry.user.username);
      watchLinkCard(qc, entry);
    },
  });
}

/** What {@link useEditEntryMutation} sends: the entry as it was, and the edit's body. */
export interface EditEntryVariables {
  entry: Entry;
  body: EntryEditBody;
}

/**
 * What an edit does to the cache: the edited entry replaces every cached copy in place (lists
 * keep their order; the single-entry query too); lists of the tags it gained or lost, and the
 * feed tabs when it moved into or out of them, are marked stale without a refetch now.
 */
export function applyEditedEntry(qc: QueryClient, before: Entry, edited: Entry): void {
  qc.setQueryData(entryKeys.detail(edited.uuid), edited);
  updateEntries(
    qc,
    (cached) => cached.uuid === edited.uuid,
    () => edited,
  );
  const changedTags = [
    ...edited.tags.filter((slug) => !before.tags.includes(slug)),
    ...before.tags.filter((slug) => !edited.tags.includes(slug)),
  ];
  for (const slug of changedTags) {
    void qc.invalidateQueries({ queryKey: entryKeys.tag(slug), refetchType: 'none' });
  }
  if (edited.state.is_hidden_from_feed !== before.state.is_hidden_from_feed) {
    void qc.invalidateQueries({ queryKey: [...entryKeys.lists, 'feed'], refetchType: 'none' });
  }
}

/**
 * `POST entry/{uuid}` (edit: text, files, publishing options; spec §7, DESIGN.md §5). On success
 * the edited entry (with `is_edited`) shows at once wherever it is cached, in its place
 * ({@link applyEditedEntry}), and its link card is watched as after a publish.
 */
export function useEditEntryMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['entry', 'edit'],
    mutationFn: ({ entry, body }: EditEntryVariables): Promise<WriteResultWith<Entry>> =>
      unwrap(api.POST('/v1/entry/{uuid}', { params: { path: { uuid: entry.uuid } }, body })),
    onSuccess: ({ payload: edited }, { entry: before }) => {
      applyEditedEntry(qc, before, edited);
      watchLinkCard(qc, edited);
    },
  });
}

/**
 * Delays (ms) between the checks for a link card after a write: about 15 s in all, about what
 * the server's fetch takes at most (its time cap is 5 s, plus the job's start).
 */
export const LINK_CARD_CHECKS_MS = [1000, 1500, 2500, 4000, 6000] as const;

/**
 * True while the link card of an entry (or a comment: its `content.link` has the same shape)
 * is not fetched yet: the server answers the link's host as its title and no icon until the
 * page has been read (and also for a page that gave nothing, which is why the checks stop
 * after a few tries).
 */
export function linkCardPending(item: { content: { link: Entry['content']['link'] } }): boolean {
  const link = item.content.link;
  if (!link || link.icon) return false;
  try {
    return link.title === new URL(link.url).host;
  } catch {
    return false;
  }
}

/**
 * After a write that stored an entry with a link (publish, edit), re-reads the entry a few
 * times (LINK_CARD_CHECKS_MS) while its card is pending, and puts the card into every cached
 * copy as soon as the server has it — the card appears without a reload. Stops at the first
 * answer with a card, at a failed read, or after the last check. Nothing for an entry whose
 * card is known.
 */
export function watchLinkCard(
  qc: QueryClient,
  entry: Entry,
  delays: readonly number[] = LINK_CARD_CHECKS_MS,
): void {
  if (!linkCardPending(entry)) return;
  let attempt = 0;
  const check = async () => {
    let fresh: Entry;
    try {
      fresh = await unwrap(api.GET('/v1/entry/{uuid}', { params: { path: { uuid: entry.uuid } } }));
    } catch {
      return; // deleted, or offline: the next read of the feed shows what there is
    }
    if (!linkCardPending(fresh)) {
      const link = fresh.content.link;
      updateEntries(
        qc,
        (cached) => cached.uuid === entry.uuid,
        (cached) => ({ ...cached, content: { ...cached.content, link } }),
      );
      return;
    }
    attempt += 1;
    if (attempt < delays.length) setTimeout(check, delays[attempt]);
  };
  setTimeout(check, delays[0]);
}

/** `DELETE entry/{uuid}`; on success the entry leaves every cached list. */
export function useDeleteEntryMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['entry', 'delete'],
    mutationFn: (entry: Entry): Promise<WriteResult> =>
      unwrap(api.DELETE('/v1/entry/{uuid}', { params: { path: { uuid: entry.uuid } } })),
    onSuccess: (_result, entry) => {
      removeEntryEverywhere(qc, entry.uuid);
      bumpUserCounter(qc, entry.user.username, 'entries', -1);
    },
  });
}
