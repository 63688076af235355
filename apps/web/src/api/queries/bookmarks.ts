/**
 * Bookmarks (spec §2 "Bookmarks", §4 "Bookmark toggle", §7 "Bookmarks"): the overview
 * (`GET my/bookmarks/all`), the paged lists (`GET my/bookmarks/{users|entries|comments|feeds}`), and
 * the toggle (`POST my/bookmarks`), whose answer marks every cached copy of the object
 * (`is_bookmarked`, and an entry's `counters.bookmarks`) and makes the lists read again.
 * Loaded on demand: by the bookmarks screen and by the menus' bookmark item on its first use.
 */
import {
  BOOKMARKS_PAGE_SIZE,
  type BookmarkPayload,
  type BookmarksOverview,
  type Comment,
  type Entry,
  type Feed,
  type Page,
  type UserCard,
  type UserShort,
  type WriteResultWith,
} from '@potok/common';
import {
  MutationObserver,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, errorStatus, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { updateEntries, userKeys } from './cache.ts';
import { mapThread } from './commentActions.ts';
import { updateFeeds } from './customFeeds.ts';

/** The groups of the bookmark lists, as their routes name them. */
export const BOOKMARK_GROUPS = ['users', 'entries', 'comments', 'feeds'] as const;
/** A group of bookmarks. */
export type BookmarkGroup = (typeof BOOKMARK_GROUPS)[number];

/** Query keys of bookmarks. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  overview: ['bookmarks', 'all'] as const,
  list: (group: BookmarkGroup) => ['bookmarks', group] as const,
};

/** What the toggle is about: the object as the screen has it. */
export type BookmarkTarget =
  | { kind: 'entry'; entry: Pick<Entry, 'entry_id' | 'uuid'> }
  | { kind: 'comment'; comment: Pick<Comment, 'comment_id' | 'entry'> }
  | { kind: 'user'; user: Pick<UserShort, 'user_id' | 'username'> }
  | { kind: 'feed'; feed: Pick<Feed, 'feed_id' | 'uuid'> };

/** Variables of the toggle: the object and the state the person chose. */
export type BookmarkVariables = { target: BookmarkTarget; add: boolean };

/** `GET my/bookmarks/all`: the newest few of each group with totals. */
export function useBookmarksOverviewQuery() {
  return useQuery({
    queryKey: bookmarkKeys.overview,
    queryFn: ({ signal }): Promise<BookmarksOverview> =>
      unwrap(api.GET('/v1/my/bookmarks/all', { signal })),
    staleTime: 0,
  });
}

/** The item type of each group. */
type GroupItem = { users: UserShort; entries: Entry; comments: Comment; feeds: Feed };

/** One page of a group, newest bookmark first. */
function fetchGroup<G extends BookmarkGroup>(
  group: G,
  offset: number,
  signal: AbortSignal,
): Promise<Page<GroupItem[G]>> {
  const params = { params: { query: { offset, limit: BOOKMARKS_PAGE_SIZE } }, signal };
  const request: Promise<Page<unknown>> =
    group === 'users'
      ? unwrap(api.GET('/v1/my/bookmarks/users', params))
      : group === 'entries'
        ? unwrap(api.GET('/v1/my/bookmarks/entries', params))
        : group === 'comments'
          ? unwrap(api.GET('/v1/my/bookmarks/comments', params))
          : // TEMPORARY loose call until the generated client has `my/bookmarks/feeds`.
            unwrap(
              (
                api.GET as unknown as (
                  path: string,
                  init: object,
                ) => Promise<{ response: Response }>
              )('/v1/my/bookmarks/feeds', params),
            );
  return request as Promise<Page<GroupItem[G]>>;
}

/** `GET my/bookmarks/{group}`, paged by offset (spec §4 "Paged lists"). */
export function useBookmarksInfiniteQuery<G extends BookmarkGroup>(group: G) {
  return useInfiniteQuery({
    queryKey: bookmarkKeys.list(group),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchGroup(group, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 0,
  });
}

/** The body of `POST my/bookmarks` for `target`. */
function bodyOf({ target, add }: BookmarkVariables) {
  const type = add ? 'add' : 'remove';
  switch (target.kind) {
    case 'entry':
      return { type, object: 'entry', entry_id: target.entry.entry_id };
    case 'comment':
      return { type, object: 'comment', comment_id: target.comment.comment_id };
    case 'user':
      return { type, object: 'user', user_id: target.user.user_id };
    case 'feed':
      return { type, object: 'feed', feed_id: target.feed.feed_id };
  }
}

/** Marks every cached copy of the object with the answer. */
export function applyBookmark(
  qc: QueryClient,
  target: BookmarkTarget,
  payload: BookmarkPayload,
): void {
  const is_bookmarked = payload.is_bookmarked;
  switch (target.kind) {
    case 'entry':
      updateEntries(
        qc,
        (entry) => entry.uuid === target.entry.uuid,
        (entry) => ({
          ...entry,
          state: { ...entry.state, is_bookmarked },
          counters: { ...entry.counters, bookmarks: payload.bookmarks ?? entry.counters.bookmarks },
        }),
      );
      return;
    case 'comment':
      mapThread(qc, target.comment.entry.uuid, (comment) =>
        comment.comment_id === target.comment.comment_id
          ? { ...comment, state: { ...comment.state, is_bookmarked } }
          : comment,
      );
      return;
    case 'user':
      qc.setQueryData<UserCard>(userKeys.card(target.user.username), (card) =>
        card ? { ...card, state: { ...card.state, is_bookmarked } } : card,
      );
      return;
    case 'feed':
      updateFeeds(qc, target.feed.feed_id, (feed) => ({
        ...feed,
        state: { ...feed.state, is_bookmarked },
      }));
      return;
  }
}

/** The toggle's mutation options (see the module's description). */
function bookmarkMutationOptions(qc: QueryClient) {
  return {
    mutationKey: ['bookmark'],
    mutationFn: (variables: BookmarkVariables): Promise<WriteResultWith<BookmarkPayload>> =>
      unwrap(api.POST('/v1/my/bookmarks', { body: bodyOf(variables) })),
    onSuccess: (result: WriteResultWith<BookmarkPayload>, { target }: BookmarkVariables) => {
      applyBookmark(qc, target, result.payload);
      void qc.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  };
}

/** The toggle outside React (a menu's handler that loaded this module on demand). */
export function runBookmark(
  qc: QueryClient,
  variables: BookmarkVariables,
): Promise<WriteResultWith<BookmarkPayload>> {
  return new MutationObserver(qc, bookmarkMutationOptions(qc)).mutate(variables);
}

/**
 * The toggle with its alert: the answer's status (`added` / `removed`) as a success, a
 * failure's status as a danger alert (what the menus' bookmark item does).
 */
export function toggleBookmark(
  qc: QueryClient,
  alerts: { show(alert: { status: string; tone: 'success' | 'danger' }): unknown },
  variables: BookmarkVariables,
): Promise<unknown> {
  return runBookmark(qc, variables).then(
    (result) => alerts.show({ status: result.status, tone: 'success' }),
    (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
  );
}
