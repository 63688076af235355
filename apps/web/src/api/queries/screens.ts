/**
 * The first requests of the screens a link leads to — an entry (`/e/{uuid}`) and a profile
 * (`/u/{username}`) — as query options shared by their hooks (`entries.ts`, `users.ts`) and by
 * {@link prefetchScreen}, which starts them as soon as the address is known: beside the download
 * of the screen's code instead of after it (on a first visit the code arrives first, then asks).
 * Imports only the client, paging, the cache keys and the comments' pages, like a resource
 * module.
 */
import { type Entry, FEED_PAGE_SIZE, type Page, type UserCard } from '@potok/common';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys, userKeys } from './cache.ts';
import { commentsQueryOptions } from './commentPages.ts';
import { feedQueryOptions } from './feeds.ts';

/** `GET entry/{uuid}`: one entry. */
export function entryQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: entryKeys.detail(uuid),
    queryFn: ({ signal }): Promise<Entry> =>
      unwrap(api.GET('/v1/entry/{uuid}', { params: { path: { uuid } }, signal })),
  });
}

/** `GET user/{username}`: the profile card. */
export function userCardQueryOptions(username: string) {
  return queryOptions({
    queryKey: userKeys.card(username),
    queryFn: ({ signal }): Promise<UserCard> =>
      unwrap(api.GET('/v1/user/{username}', { params: { path: { username } }, signal })),
  });
}

/** `GET user/{username}/entries`, paged by offset: the pinned entry first, then newest first. */
export function userEntriesQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: entryKeys.user(username),
    queryFn: ({ pageParam, signal }): Promise<Page<Entry>> =>
      unwrap(
        api.GET('/v1/user/{username}/entries', {
          params: { path: { username }, query: { limit: FEED_PAGE_SIZE, offset: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** Decodes a path segment; undefined for a malformed one (the screen then says what is wrong). */
function segment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Starts what the screen at `pathname` will ask for first, unless the cache holds it fresh:
 * an entry page its entry; a profile's entries tab the card and the first page of entries.
 * Other paths start nothing. Errors are left to the screen's own query, which shows them.
 */
export function prefetchScreen(qc: QueryClient, pathname: string): void {
  const entry = /^\/e\/([^/]+)\/?$/.exec(pathname);
  const uuid = entry && segment(entry[1]!);
  if (uuid) {
    void qc.prefetchQuery(entryQueryOptions(uuid));
    return;
  }
  const profile = /^\/u\/([^/]+)\/?$/.exec(pathname);
  const username = profile && segment(profile[1]!);
  if (username) {
    void qc.prefetchQuery(userCardQueryOptions(username));
    void qc.prefetchInfiniteQuery(userEntriesQueryOptions(username));
  }
}

/**
 * The first screen's data into the cache (main.tsx, before the first render, when the page
 * brought the screen's answers: api/first-screen.ts `broughtFirstScreen`), so that render shows
 * the entries rather than their skeletons: the feed tab's first page, an entry with its first
 * comments, a profile's card and first entries. Never rejects (a failed call is left to the
 * screen's query to show).
 * @param signedIn whether the session is a signed-in person's (a guest's /feed is the Abyss)
 */
export async function prefetchFirstScreen(
  qc: QueryClient,
  pathname: string,
  signedIn: boolean,
): Promise<void> {
  const feed = /^\/feed(?:\/(abyss|list))?\/?$/.exec(pathname);
  if (feed) {
    const tab =
      feed[1] === 'list' ? 'feeds' : feed[1] === 'abyss' || !signedIn ? 'abyss' : 'timeline';
    await qc.prefetchInfiniteQuery(feedQueryOptions(tab));
    return;
  }
  const entry = /^\/e\/([^/]+)\/?$/.exec(pathname);
  const uuid = entry && segment(entry[1]!);
  if (uuid) {
    await Promise.all([
      qc.prefetchQuery(entryQueryOptions(uuid)),
      qc.prefetchInfiniteQuery(commentsQueryOptions(uuid)),
    ]);
    return;
  }
  const profile = /^\/u\/([^/]+)\/?$/.exec(pathname);
  const username = profile && segment(profile[1]!);
  if (username) {
    await Promise.all([
      qc.prefetchQuery(userCardQueryOptions(username)),
      qc.prefetchInfiniteQuery(userEntriesQueryOptions(username)),
    ]);
  }
}
