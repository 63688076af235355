/**
 * The query cache helpers every resource module shares: the query keys of entries and users, and
 * what a change to one entry or one user does to every cached copy of it (feeds, profiles, tag
 * lists, the single-entry and profile-card queries, user lists). The resource modules
 * (`entries.ts`, `users.ts`, `comments.ts`, `feeds.ts`, `tags.ts`) import this module and never
 * each other, so a change that touches several resources lives here, once.
 *
 * Every cached list of entries lives under `entryKeys.lists` (`['entry-list', …]`), whatever
 * resource owns it (a feed tab, a profile, a tag), so one helper reaches all of them.
 */
import type { Entry, Page, UserCard, UserShort } from '@potok/common';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

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

/** The two user lists of a profile. */
export type UserListKind = 'subscribers' | 'subscriptions';

/** Query keys of users. Usernames are unique ignoring case, so keys use the lower-case form. */
export const userKeys = {
  all: ['user'] as const,
  card: (username: string) => ['user', username.toLowerCase()] as const,
  list: (username: string, kind: UserListKind) => ['user', username.toLowerCase(), kind] as const,
};

/**
 * After a write of `username`'s that may have earned a badge (an entry, a comment): their card
 * (its badges counter) and their badges list (`['user', username, 'badges']`) are marked stale,
 * and load again when next shown.
 */
export function markBadgesStale(qc: QueryClient, username: string): void {
  void qc.invalidateQueries({ queryKey: userKeys.card(username), refetchType: 'none' });
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

/** Moves one counter of a cached profile card by `delta` (never below zero). */
export function bumpUserCounter(
  qc: QueryClient,
  username: string,
  counter: keyof UserCard['counters'],
  delta: number,
): void {
  qc.setQueryData<UserCard>(userKeys.card(username), (card) =>
    card
      ? {
          ...card,
          counters: { ...card.counters, [counter]: Math.max(0, card.counters[counter] + delta) },
        }
      : card,
  );
}

/** Whom a subscribe toggle is about: enough to reach every cached copy of that user. */
export type SubscriptionTarget = Pick<UserShort, 'user_id' | 'username'>;

/**
 * Sets "I am subscribed" for a user in every cache that shows it: the profile card (and its
 * subscriber counter — the server's value when given, else ±1 when the flag flips), the authors
 * of cached entries, and cached user lists.
 */
export function applySubscription(
  qc: QueryClient,
  user: SubscriptionTarget,
  meSubscribed: boolean,
  subscribers?: number,
): void {
  qc.setQueryData<UserCard>(userKeys.card(user.username), (card) => {
    if (!card) return card;
    const flipped = card.state.me_subscribed !== meSubscribed;
    const count =
      subscribers ??
      (flipped ? Math.max(0, card.counters.subscribers + (meSubscribed ? 1 : -1)) : undefined);
    return {
      ...card,
      state: { ...card.state, me_subscribed: meSubscribed },
      counters: { ...card.counters, subscribers: count ?? card.counters.subscribers },
    };
  });
  updateEntries(
    qc,
    (entry) =>
      entry.user.user_id === user.user_id && entry.user.state.me_subscribed !== meSubscribed,
    (entry) => ({
      ...entry,
      user: { ...entry.user, state: { ...entry.user.state, me_subscribed: meSubscribed } },
    }),
  );
  qc.setQueriesData<InfiniteData<Page<UserShort>, number>>(
    { queryKey: userKeys.all, predicate: (query) => query.queryKey.length === 3 },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.user_id === user.user_id
                  ? { ...item, state: { ...item.state, me_subscribed: meSubscribed } }
                  : item,
              ),
            })),
          }
        : data,
  );
}

/**
 * After a subscribe or unsubscribe: the timeline (entries of the people one is subscribed to)
 * changed on the server, so its cached pages are stale; shown now it refetches at once, else
 * when it is next opened (never the 60 s cached copy without the new subscription's entries).
 */
export function invalidateAfterSubscription(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: entryKeys.feed('timeline') });
}
