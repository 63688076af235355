/**
 * Comments of an entry: `GET entry/{uuid}/comments?last_id=` pages root comments (with their
 * subtrees) oldest first; "more" appends the page after the last root comment_id. Adding a
 * comment reloads from the last id (which also brings comments others wrote meanwhile) and
 * places a reply inside its parent's subtree.
 */
import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentCreateBody,
  type Page,
  type WriteResultWith,
} from '@potok/common';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { uniqueItems } from '../../components/paging.ts';
import { api } from '../client.ts';
import { updateEntries } from './entries.ts';

/** The cached shape of an entry's comments: pages keyed by the `last_id` they were asked from. */
export type CommentPages = InfiniteData<Page<Comment>, number>;

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

const fetchComments = (uuid: string, lastId: number, signal?: AbortSignal) =>
  api.get<Page<Comment>>(`entry/${uuid}/comments`, { query: { last_id: lastId }, signal });

/**
 * The comments of an entry as an infinite list. `total_items` counts the entry's root comments,
 * so more exist while fewer are loaded; the next page starts after the last root comment_id.
 */
export function useCommentsInfiniteQuery(uuid: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
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
    enabled: uuid !== '' && (options.enabled ?? true),
    // Spec §4: leaving the entry clears its comments; the next visit loads them fresh.
    gcTime: 0,
  });
}

/** Inserts `reply` into the subtree of its parent; false when the parent is not loaded. */
function insertReply(comments: Comment[], reply: Comment): [Comment[], boolean] {
  let found = false;
  const next = comments.map((comment) => {
    if (found) return comment;
    if (comment.comment_id === reply.parent_id) {
      found = true;
      const replies = comment.replies.some((r) => r.comment_id === reply.comment_id)
        ? comment.replies
        : [...comment.replies, reply];
      return { ...comment, replies };
    }
    const [replies, inside] = insertReply(comment.replies, reply);
    if (!inside) return comment;
    found = true;
    return { ...comment, replies };
  });
  return [found ? next : comments, found];
}

/**
 * After a comment was added (spec §4: "the list reloads from the last id"): a reply goes into
 * its parent's subtree and one page from the last root id brings roots others wrote meanwhile;
 * a root comment is fetched from the last root id, page after page, until it is in the list.
 */
export async function reloadAfterAdd(qc: QueryClient, uuid: string, added: Comment) {
  const key = commentKeys.list(uuid);
  if (!qc.getQueryData<CommentPages>(key)) {
    await qc.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  if (added.parent_id !== null) {
    qc.setQueryData<CommentPages>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => {
              const [items, inside] = insertReply(page.items, added);
              return inside ? { ...page, items } : page;
            }),
          }
        : data,
    );
  }
  for (let round = 0; round < MAX_RELOAD_PAGES; round += 1) {
    const lastId = lastRootId(qc.getQueryData<CommentPages>(key));
    const page = await fetchComments(uuid, lastId);
    appendPage(qc, uuid, lastId, page);
    const done = added.parent_id !== null || hasRoot(qc.getQueryData<CommentPages>(key), added);
    if (done || page.items.length < COMMENTS_PAGE_SIZE) break;
  }
}

/** Pages fetched at most after adding a comment before giving up on finding it. */
const MAX_RELOAD_PAGES = 25;

function hasRoot(data: CommentPages | undefined, comment: Comment): boolean {
  return rootComments(data).some((root) => root.comment_id === comment.comment_id);
}

/** Appends the new roots of `page` (fetched from `lastId`) as one more page. */
function appendPage(qc: QueryClient, uuid: string, lastId: number, page: Page<Comment>): void {
  qc.setQueryData<CommentPages>(commentKeys.list(uuid), (data) => {
    if (!data) return data;
    const have = new Set(rootComments(data).map((comment) => comment.comment_id));
    const items = page.items.filter((comment) => !have.has(comment.comment_id));
    if (items.length === 0) return data;
    return {
      pages: [...data.pages, { items, total_items: page.total_items }],
      pageParams: [...data.pageParams, lastId],
    };
  });
}

/** Variables of adding a comment: the entry and the form payload. */
export type AddCommentVariables = { uuid: string; body: CommentCreateBody };

/**
 * `POST entry/{uuid}/comments`. On success the list reloads from the last root id (see
 * `reloadAfterAdd`) and the entry's comment counter grows; resolves with the new comment so the
 * screen can scroll to it.
 */
export function useAddCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comments', 'add'],
    mutationFn: ({ uuid, body }: AddCommentVariables) =>
      api.post<WriteResultWith<Comment>>(`entry/${uuid}/comments`, body),
    onSuccess: async ({ payload }, { uuid }) => {
      updateEntries(
        qc,
        (entry) => entry.uuid === uuid,
        (entry) => ({
          ...entry,
          counters: { ...entry.counters, comments: entry.counters.comments + 1 },
        }),
      );
      try {
        await reloadAfterAdd(qc, uuid, payload);
      } catch {
        // the comment is saved; the list reloads in full instead
        await qc.invalidateQueries({ queryKey: commentKeys.list(uuid), exact: true });
      }
    },
  });
}
