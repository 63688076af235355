/**
 * Entries: query keys, the single-entry query, add / delete mutations and the cache helpers that
 * keep every cached list of entries (feeds, profiles) in step with a change to one entry.
 *
 * Every cached list of entries lives under `entryKeys.lists` (`['entry-list', …]`), whatever
 * resource owns it (a feed tab, a profile), so one helper reaches all of them.
 */
import type { Entry, EntryCreateBody, Page, WriteResult, WriteResultWith } from '@potok/common';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../client.ts';
import { bumpUserCounter } from './users.ts';

/** Query keys of entries and of every list of entries. */
export const entryKeys = {
  all: ['entry'] as const,
  detail: (uuid: string) => ['entry', uuid] as const,
  /** Root of every cached list of entries (feed tabs, profile entries). */
  lists: ['entry-list'] as const,
  /** A feed tab (`timeline`, `abyss`, `feeds`). */
  feed: (tab: string) => ['entry-list', 'feed', tab] as const,
  /** A user's entries (pinned first). */
  user: (username: string) => ['entry-list', 'user', username.toLowerCase()] as const,
  /** A tag's entries (`slug` lower case, as the entry's `tags` carry it). */
  tag: (slug: string) => ['entry-list', 'tag', slug] as const,
};

/** The cached shape of a paged list of entries. */
export type EntryPages = InfiniteData<Page<Entry>, number>;

/** The entry as some cached list shows it (for an instant first paint of its page). */
export function findCachedEntry(qc: QueryClient, uuid: string): Entry | undefined {
  for (const [, data] of qc.getQueriesData<EntryPages>({ queryKey: entryKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((entry) => entry.uuid === uuid);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * `GET entry/{uuid}`; the request is cancelled when the screen is left. While it loads, the
 * entry as a cached list shows it stands in (placeholder data), so opening an entry from the
 * feed paints at once.
 */
export function useEntryQuery(uuid: string) {
  const qc = useQueryClient();
  return useQuery<Entry>({
    queryKey: entryKeys.detail(uuid),
    queryFn: ({ signal }) => api.get<Entry>(`entry/${uuid}`, { signal }),
    placeholderData: () => findCachedEntry(qc, uuid),
    enabled: uuid !== '',
  });
}

/** Applies `update` to every page of every cached list of entries. */
export function updateEntryLists(
  qc: QueryClient,
  update: (items: Entry[], page: Page<Entry>) => Page<Entry>,
): void {
  qc.setQueriesData<EntryPages>({ queryKey: entryKeys.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => update(page.items, page)) } : data,
  );
}

/**
 * Replaces entries everywhere they are cached (lists and the single-entry query): `change`
 * receives each cached entry matching `match` and returns its new value.
 */
export function updateEntries(
  qc: QueryClient,
  match: (entry: Entry) => boolean,
  change: (entry: Entry) => Entry,
): void {
  updateEntryLists(qc, (items, page) =>
    items.some(match)
      ? { ...page, items: items.map((entry) => (match(entry) ? change(entry) : entry)) }
      : page,
  );
  qc.setQueriesData<Entry>({ queryKey: entryKeys.all }, (entry) =>
    entry && match(entry) ? change(entry) : entry,
  );
}

/**
 * Removes an entry from every cached list and drops its single-entry query (an entry page still
 * showing it keeps it until it is left, then it is stale and refetches as not found).
 */
export function removeEntryEverywhere(qc: QueryClient, uuid: string): void {
  updateEntryLists(qc, (items, page) =>
    items.some((entry) => entry.uuid === uuid)
      ? {
          items: items.filter((entry) => entry.uuid !== uuid),
          total_items: Math.max(0, page.total_items - 1),
        }
      : page,
  );
  qc.removeQueries({ queryKey: entryKeys.detail(uuid), exact: true, type: 'inactive' });
  void qc.invalidateQueries({ queryKey: entryKeys.detail(uuid), exact: true, refetchType: 'none' });
}

/**
 * Puts an entry at the top of a cached list (after a pinned entry when `afterPinned`); every
 * page's `total_items` grows by one so the next offset stays right. Lists not in the cache are
 * left alone: they load fresh when opened.
 */
export function prependEntry(
  qc: QueryClient,
  queryKey: readonly unknown[],
  entry: Entry,
  afterPinned = false,
): void {
  qc.setQueryData<EntryPages>(queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = data.pages.map((page, index) => {
      const items = page.items.filter((item) => item.uuid !== entry.uuid);
      if (index === 0) {
        const at = afterPinned ? items.findIndex((item) => !item.state.is_pinned) : 0;
        items.splice(at < 0 ? items.length : at, 0, entry);
      }
      return { items, total_items: page.total_items + 1 };
    });
    return { ...data, pages };
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
    mutationFn: (body: EntryCreateBody) => api.post<WriteResultWith<Entry>>('entry', body),
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
    mutationFn: (entry: Entry) => api.del<WriteResult>(`entry/${entry.uuid}`),
    onSuccess: (_result, entry) => {
      removeEntryEverywhere(qc, entry.uuid);
      bumpUserCounter(qc, entry.user.username, 'entries', -1);
    },
  });
}
