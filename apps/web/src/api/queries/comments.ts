/**
 * Comments of an entry (DESIGN.md §5 "comments"): `GET entry/{uuid}/comments?last_id=` pages
 * root comments oldest first, each with its first replies depth first; "more" appends the page
 * after the last root comment_id. Under any comment, «show N more replies» loads the next ones
 * with `GET comment/{id}/replies?last_id=` and merges them in place (`useLoadRepliesMutation`);
 * a `?comment=` link to a reply outside the loaded part fetches `GET comment/{id}` and grafts
 * it with its ancestors into the thread (`useOpenCommentMutation`). Adding a comment reloads
 * from the last id (which also brings comments others wrote meanwhile) and places a reply
 * inside its parent's subtree. A new comment's link card is watched for until the server has
 * read the page (`watchCommentLinkCard`), so it appears without a reload.
 *
 * A comment in the cache may be `loose`: placed by a link or by the user's own reply while
 * earlier replies of its parent are not loaded. The next replies of a comment are asked after
 * its last reply that is not loose, so a loose one never hides the gap before it.
 */
import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentCreateBody,
  type CommentInThread,
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
import { useEffect } from 'react';
import { ApiError, api, unwrap, withSubmissionKey } from '../client.ts';
import { markBadgesStale, updateEntries } from './cache.ts';
import {
  asCommentPage,
  commentKeys,
  commentsQueryOptions,
  fetchComments,
  lastRootId,
  rootComments,
  type WireComment,
} from './commentPages.ts';
import { LINK_CARD_CHECKS_MS, linkCardPending } from './entries.ts';

/** The cached shape of an entry's comments: pages keyed by the `last_id` they were asked from. */
export type CommentPages = InfiniteData<Page<Comment>, number>;

/** A cached comment: `loose` when earlier replies of its parent may be missing (see above). */
export type ThreadComment = Comment & { loose?: boolean };

/** True when `comment` was placed out of order (a link target, an own reply). */
export function isLoose(comment: Comment): boolean {
  return (comment as ThreadComment).loose === true;
}

/** The cursor for the next replies of `comment`: its last reply that is not loose, or 0. */
export function repliesCursor(comment: Comment): number {
  for (let index = comment.replies.length - 1; index >= 0; index -= 1) {
    const reply = comment.replies[index]!;
    if (!isLoose(reply)) return reply.comment_id;
  }
  return 0;
}

/**
 * {@link commentsQueryOptions} for a screen. Spec §4: leaving the entry clears its comments, and
 * the next visit loads them fresh — the list is dropped from the cache when the screen that
 * showed it goes (rather than by `gcTime: 0`, which would also drop a list prefetched for the
 * first render before the screen had subscribed to it).
 */
export function useCommentsInfiniteQuery(uuid: string, options: { enabled?: boolean } = {}) {
  const qc = useQueryClient();
  useEffect(
    () => () => qc.removeQueries({ queryKey: commentKeys.list(uuid), exact: true }),
    [qc, uuid],
  );
  return useInfiniteQuery({
    ...commentsQueryOptions(uuid),
    enabled: uuid !== '' && (options.enabled ?? true),
  });
}

/** Inserts `reply` into the subtree of its parent; false when the parent is not loaded. */
function insertReply(comments: Comment[], reply: Comment): [Comment[], boolean] {
  let found = false;
  const next = comments.map((comment) => {
    if (found) return comment;
    if (comment.comment_id === reply.parent_id) {
      found = true;
      if (comment.replies.some((r) => r.comment_id === reply.comment_id)) return comment;
      // Earlier replies not loaded yet: the new one waits at the end until they come.
      const placed: ThreadComment =
        comment.replies_more > 0 ? { ...reply, loose: true } : { ...reply };
      return { ...comment, replies: [...comment.replies, placed] };
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
    let placed = false;
    qc.setQueryData<CommentPages>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => {
              const [items, inside] = insertReply(page.items, added);
              placed ||= inside;
              return inside ? { ...page, items } : page;
            }),
          }
        : data,
    );
    // The parent is not in the loaded part: bring the reply in with its ancestors.
    if (!placed) await openComment(qc, uuid, added.comment_id);
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
 * `POST entry/{uuid}/comments`, with the comment's Idempotency-Key (`withSubmissionKey`). On
 * success the list reloads from the last root id (see
 * `reloadAfterAdd`) and the entry's comment counter grows; resolves with the new comment so the
 * screen can scroll to it.
 */
export function useAddCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comments', 'add'],
    mutationFn: async ({ uuid, body }: AddCommentVariables) => {
      const result: WriteResultWith<WireComment> = await withSubmissionKey(
        `comments:${uuid}`,
        body,
        (key) =>
          unwrap(
            api.POST('/v1/entry/{uuid}/comments', {
              params: { path: { uuid }, header: { 'idempotency-key': key } },
              body,
            }),
          ),
      );
      return result as WriteResultWith<Comment>;
    },
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
      watchCommentLinkCard(qc, uuid, payload);
      markBadgesStale(qc, payload.user.username);
    },
  });
}

/**
 * After a write that stored a comment with a link (add, edit), re-reads it (`GET comment/{id}`)
 * a few times (LINK_CARD_CHECKS_MS, as an entry's card) while its card is pending, and puts the
 * card into the cached thread of entry `uuid` as soon as the server has it: the card appears
 * without a reload. Stops at the first answer with a card, at a failed read, or after the last
 * check. Nothing for a comment whose card is known or that has no link.
 */
export function watchCommentLinkCard(
  qc: QueryClient,
  uuid: string,
  comment: Comment,
  delays: readonly number[] = LINK_CARD_CHECKS_MS,
): void {
  if (!linkCardPending(comment)) return;
  let attempt = 0;
  const check = async () => {
    let fresh: WireComment;
    try {
      fresh = await unwrap(
        api.GET('/v1/comment/{id}', { params: { path: { id: comment.comment_id } } }),
      );
    } catch {
      return; // deleted, or offline: the next read of the thread shows what there is
    }
    if (!linkCardPending(fresh)) {
      const link = fresh.content.link;
      updateComment(qc, uuid, comment.comment_id, (cached) => ({
        ...cached,
        content: { ...cached.content, link },
      }));
      return;
    }
    attempt += 1;
    if (attempt < delays.length) setTimeout(check, delays[attempt]);
  };
  setTimeout(check, delays[0]);
}

/** `GET comment/{id}/replies?last_id=`. */
const fetchReplies = (commentId: number, lastId: number): Promise<Page<Comment>> =>
  unwrap(
    api.GET('/v1/comment/{id}/replies', {
      params: { path: { id: commentId }, query: { last_id: lastId } },
    }),
  ).then(asCommentPage);

/** Orders comments by id, oldest first. */
const byId = (a: Comment, b: Comment) => a.comment_id - b.comment_id;

/**
 * `fresh` (from the server) merged into `old` (cached, same comment): the replies of both by id,
 * the server's fields, `loose` only if both were. `replies_more` is what the server counted
 * minus the replies known beyond its answer.
 */
function mergeComment(old: Comment, fresh: Comment): ThreadComment {
  const replies = mergeReplies(old.replies, fresh.replies);
  const total = fresh.replies_more + fresh.replies.length;
  const merged: ThreadComment = {
    ...fresh,
    replies,
    replies_more: Math.max(0, total - replies.length),
  };
  if (isLoose(old) && isLoose(fresh)) merged.loose = true;
  return merged;
}

/** Two reply lists of one comment as one, oldest first, each comment once. */
function mergeReplies(old: Comment[], fresh: Comment[]): Comment[] {
  const byKey = new Map<number, Comment>(old.map((comment) => [comment.comment_id, comment]));
  for (const comment of fresh) {
    const known = byKey.get(comment.comment_id);
    byKey.set(comment.comment_id, known ? mergeComment(known, comment) : comment);
  }
  return [...byKey.values()].sort(byId);
}

/**
 * Rewrites the comment `commentId` wherever it is in the cached thread of `uuid` (roots and
 * replies at any depth); false when it is not loaded.
 */
function updateComment(
  qc: QueryClient,
  uuid: string,
  commentId: number,
  update: (comment: Comment) => Comment,
): boolean {
  let found = false;
  const visit = (comments: Comment[]): Comment[] => {
    let changed = false;
    const next = comments.map((comment) => {
      if (found) return comment;
      if (comment.comment_id === commentId) {
        found = true;
        changed = true;
        return update(comment);
      }
      const replies = visit(comment.replies);
      if (replies === comment.replies) return comment;
      changed = true;
      return { ...comment, replies };
    });
    return changed ? next : comments;
  };
  qc.setQueryData<CommentPages>(commentKeys.list(uuid), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: visit(page.items) })) }
      : data,
  );
  return found;
}

/**
 * Merges `page` (an answer of `GET comment/{commentId}/replies`) into the cached thread of
 * `uuid`, in place: the comment's replies by id, each once; its `replies_more` becomes the
 * page's `total_items` (its direct replies) minus the replies now known. False when the
 * comment is not loaded.
 */
export function appendReplies(
  qc: QueryClient,
  uuid: string,
  commentId: number,
  page: Page<Comment>,
): boolean {
  return updateComment(qc, uuid, commentId, (current) => {
    const replies = mergeReplies(current.replies, page.items);
    return { ...current, replies, replies_more: Math.max(0, page.total_items - replies.length) };
  });
}

/** Variables of loading more replies: the entry and the comment whose replies were cut. */
export type LoadRepliesVariables = { uuid: string; comment: Comment };

/**
 * «Show N more replies» under `comment`: `GET comment/{id}/replies?last_id=` from its last
 * reply that is not loose; the answer (20 comments, depth first) joins what is shown, in place
 * (`appendReplies`). Rejects with the `ApiError` (the screen shows its status as an alert).
 */
export function useLoadRepliesMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comments', 'replies'],
    mutationFn: ({ comment }: LoadRepliesVariables) =>
      fetchReplies(comment.comment_id, repliesCursor(comment)),
    onSuccess: (page, { uuid, comment }) => {
      appendReplies(qc, uuid, comment.comment_id, page);
    },
  });
}

/** `chain[index]` (an ancestor or the linked comment) nested over the rest of `chain`, loose. */
function buildChain(chain: Comment[], index: number): ThreadComment {
  const comment = chain[index]!;
  const last = index === chain.length - 1;
  return {
    ...comment,
    loose: true,
    replies: last ? comment.replies : [buildChain(chain, index + 1)],
  };
}

/** `chain` from `chain[index]` on, grafted under `node` where it is not loaded yet. */
function graft(node: Comment, chain: Comment[], index: number): Comment {
  const next = chain[index];
  if (!next) return node;
  const known = node.replies.find((reply) => reply.comment_id === next.comment_id);
  if (known) {
    const grafted = graft(known, chain, index + 1);
    if (grafted === known) return node;
    return {
      ...node,
      replies: node.replies.map((reply) => (reply === known ? grafted : reply)),
    };
  }
  return {
    ...node,
    replies: [...node.replies, buildChain(chain, index)].sort(byId),
    replies_more: Math.max(0, node.replies_more - 1),
  };
}

/**
 * Opens comment `commentId` of entry `uuid` in the cached thread: `GET comment/{id}` gives it
 * with its ancestors; root pages load from the last root id until its root comment is in (roots
 * come oldest first, so no further than its id); then the chain is grafted under the root where
 * it is missing. Resolves true when the comment is in the thread.
 * @throws ApiError `comment_not_found` (also for a comment of another entry), or the call's error
 */
export async function openComment(
  qc: QueryClient,
  uuid: string,
  commentId: number,
): Promise<boolean> {
  const wire: WireComment & { ancestors: WireComment[] } = await unwrap(
    api.GET('/v1/comment/{id}', { params: { path: { id: commentId } } }),
  );
  const found = wire as CommentInThread;
  if (found.entry.uuid !== uuid) {
    throw new ApiError(404, 'comment_not_found', 'The comment is under another entry.');
  }
  const { ancestors, ...comment } = found;
  const chain: Comment[] = [...ancestors, comment];
  const root = chain[0]!;
  const key = commentKeys.list(uuid);
  for (;;) {
    const data = qc.getQueryData<CommentPages>(key);
    if (!data) return false;
    if (hasRoot(data, root)) break;
    const lastId = lastRootId(data);
    if (lastId >= root.comment_id) return false;
    const page = await fetchComments(uuid, lastId);
    appendPage(qc, uuid, lastId, page);
    if (page.items.length === 0) return false;
  }
  return updateComment(qc, uuid, root.comment_id, (loaded) => graft(loaded, chain, 1));
}

/** Variables of opening a linked comment. */
export type OpenCommentVariables = { uuid: string; commentId: number };

/** A `?comment=` link outside the loaded part of the thread: `openComment` as a mutation. */
export function useOpenCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comments', 'open'],
    mutationFn: ({ uuid, commentId }: OpenCommentVariables) => openComment(qc, uuid, commentId),
  });
}
