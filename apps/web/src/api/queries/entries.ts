/**
 * Entries: the single-entry query and the add / delete mutations. What a change to one entry
 * does to every cached list (feeds, profiles, tags) is in the shared cache helpers (`cache.ts`).
 */
import type { Entry, EntryCreateBody, WriteResult, WriteResultWith } from '@potok/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import {
  bumpUserCounter,
  entryKeys,
  findCachedEntry,
  prependEntry,
  removeEntryEverywhere,
} from './cache.ts';

/**
 * `GET entry/{uuid}`; the request is cancelled when the screen is left. While it loads, the
 * entry as a cached list shows it stands in (placeholder data), so opening an entry from the
 * feed paints at once.
 */
export function useEntryQuery(uuid: string) {
  const qc = useQueryClient();
  return useQuery<Entry>({
    queryKey: entryKeys.detail(uuid),
    queryFn: ({ signal }): Promise<Entry> =>
      unwrap(api.GET('/v1/entry/{uuid}', { params: { path: { uuid } }, signal })),
    placeholderData: () => findCachedEntry(qc, uuid),
    enabled: uuid !== '',
  });
}

/**
 * `POST entry`. On success the new entry leads the cached timeline, abyss and lists of its tags
 * (unless hidden from feeds) and its author's profile list; the `feeds` tab (entries of
 * subscribed feeds, chosen by tags) is marked stale instead.
 */
export function useAddEntryMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['entry', 'add'],
    mutationFn: (body: EntryCreateBody): Promise<WriteResultWith<Entry>> =>
      unwrap(api.POST('/v1/entry', { body })),
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
    },
  });
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
