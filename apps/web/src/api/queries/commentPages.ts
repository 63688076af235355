/**
 * The pages of an entry's comments as the API gives them (DESIGN.md §5 "comments"): their query
 * keys and options, the call, and the helpers that read loaded pages. A resource module —
 * it imports only the client and paging — so that both the entry screen's queries
 * (comments.ts) and the first screen's prefetch (screens.ts) can use it.
 */
import type { Comment, Page } from '@potok/common';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { uniqueItems } from '../paging.ts';

/** Query keys of comments. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (uuid: string) => ['comments', uuid] as const,
};

/** The comment_id of the last loaded root comment (0 when none). */
export function lastRootId(data: { pages: Page<Comment>[] } | undefined): number {
  const pages = data?.pages ?? [];
  for (let index = pages.length - 1; index >= 0; index -= 1) {
    const items = pages[index]?.items ?? [];
    const last = items[items.length - 1];
    if (last) return last.comment_id;
  }
  return 0;
}

/** Every root comment loaded so far, in order, without duplicates. */
export function rootComments(data: { pages: Page<Comment>[] } | undefined): Comment[] {
  return uniqueItems(data?.pages ?? [], (comment) => comment.comment_id);
}

/**
 * A comment as the API document types it: every field checked, but `replies` as free objects,
 * since the server's serialiser cannot follow a cyclic schema (packages/common
 * `schemas/comments.ts`). The replies are comments of the same shape, so a checked
 * `WireComment` is read as a {@link Comment}.
 */
export type WireComment = Omit<Comment, 'replies'> & { replies: object[] };

/** A checked page of wire comments as the thread it is. */
export const asCommentPage = (page: Page<WireComment>): Page<Comment> => page as Page<Comment>;

/** `GET entry/{uuid}/comments?last_id=`: the root comments after `lastId`, with replies. */
export const fetchComments = (
  uuid: string,
  lastId: number,
  signal?: AbortSignal,
): Promise<Page<Comment>> =>
  unwrap(
    api.GET('/v1/entry/{uuid}/comments', {
      params: { path: { uuid }, query: { last_id: lastId } },
      signal,
    }),
  ).then(asCommentPage);

/**
 * The comments of an entry as an infinite list. `total_items` counts the entry's root comments,
 * so more exist while fewer are loaded; the next page starts after the last root comment_id.
 * Also what the first screen of `/e/{uuid}` loads before its first render (`prefetchFirstScreen`).
 */
export function commentsQueryOptions(uuid: string) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(uuid),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchComments(uuid, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<Comment>, pages: Page<Comment>[]): number | undefined => {
      if (lastPage.items.length === 0) return undefined;
      return rootComments({ pages }).length < lastPage.total_items
        ? lastRootId({ pages })
        : undefined;
    },
  });
}
