/**
 * What one can do to a comment once it is written (spec §2 "Comment options", §4 "Comment
 * edit", §7 "Comments"): edit it in place (`POST comment/{id}`), delete it (`DELETE
 * comment/{id}`), and — the entry's author, beyond spec §6 (docs/decisions/entry-and-comment-actions.md) — hide it under
 * one's entry or open it again (`POST comment/{id}/hide|unhide`). Each answer is put into the
 * cached thread of the entry (`comments.ts`), wherever the comment sits in it.
 */
import type { Comment, CommentEditBody, WriteResult, WriteResultWith } from '@potok/common';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { updateEntries } from './cache.ts';
import { commentKeys } from './commentPages.ts';
import { type CommentPages, watchCommentLinkCard } from './comments.ts';
import { invalidateHistory } from './entryActions.ts';

/**
 * Rewrites the cached thread of entry `uuid`: `change` gets every comment (roots and replies at
 * any depth, parents before their replies) and returns it changed, the same object, or null to
 * take it (with its replies) out of the thread.
 */
export function mapThread(
  qc: QueryClient,
  uuid: string,
  change: (comment: Comment) => Comment | null,
): void {
  const visit = (comments: Comment[]): Comment[] => {
    let changed = false;
    const next: Comment[] = [];
    for (const comment of comments) {
      const own = change(comment);
      if (own === null) {
        changed = true;
        continue;
      }
      const replies = visit(own.replies);
      const result = replies === own.replies ? own : { ...own, replies };
      if (result !== comment) changed = true;
      next.push(result);
    }
    return changed ? next : comments;
  };
  qc.setQueryData<CommentPages>(commentKeys.list(uuid), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: visit(page.items) })) }
      : data,
  );
}

/** Changes one comment of the cached thread of `uuid` (nothing when it is not loaded). */
function updateComment(
  qc: QueryClient,
  uuid: string,
  commentId: number,
  update: (comment: Comment) => Comment,
): void {
  mapThread(qc, uuid, (comment) => (comment.comment_id === commentId ? update(comment) : comment));
}

/** The wire comment of an edit's answer (its `replies` typed as free objects). */
type WireComment = Omit<Comment, 'replies'> & { replies: object[] };

/** Variables of an edit: the comment as shown and the form (text; files and link as they are). */
export type EditCommentVariables = { comment: Comment; body: CommentEditBody };

/**
 * `POST comment/{id}` (edit). On success the comment shows the new text and the edited marker
 * where it is in the thread, keeping its loaded replies; its history has one more version; a
 * new link's card appears once the server has it (`watchCommentLinkCard`).
 */
export function useEditCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comment', 'edit'],
    mutationFn: async ({ comment, body }: EditCommentVariables) => {
      const result: WriteResultWith<WireComment> = await unwrap(
        api.POST('/v1/comment/{id}', { params: { path: { id: comment.comment_id } }, body }),
      );
      return result;
    },
    onSuccess: ({ payload }, { comment }) => {
      updateComment(qc, comment.entry.uuid, comment.comment_id, (cached) => ({
        ...cached,
        content: payload.content,
        state: payload.state,
      }));
      // A changed link's card is fetched by the server after the write: shown when known.
      const edited = { ...comment, content: payload.content, state: payload.state };
      watchCommentLinkCard(qc, comment.entry.uuid, edited);
      void invalidateHistory(qc, { kind: 'comment', id: comment.comment_id });
    },
  });
}

/**
 * `DELETE comment/{id}`. On success a comment with replies (loaded or not) stays as a "deleted"
 * stub so the thread keeps its shape; one without leaves the thread (a root one also leaves the
 * count of root comments). The entry's comment counter (live comments) drops by one.
 */
export function useDeleteCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comment', 'delete'],
    mutationFn: (comment: Comment): Promise<WriteResult> =>
      unwrap(api.DELETE('/v1/comment/{id}', { params: { path: { id: comment.comment_id } } })),
    onSuccess: (_result, comment) => {
      const uuid = comment.entry.uuid;
      let gone = false;
      mapThread(qc, uuid, (cached) => {
        if (cached.comment_id !== comment.comment_id) return cached;
        if (cached.replies.length === 0 && cached.replies_more === 0) {
          gone = true;
          return null;
        }
        return {
          ...cached,
          content: { ...cached.content, text: '', files: [], link: null },
          state: { ...cached.state, is_deleted: true },
        };
      });
      // A root comment that left the thread leaves the count of roots too (no «more» for it).
      if (gone && comment.parent_id === null) {
        qc.setQueryData<CommentPages>(commentKeys.list(uuid), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  total_items: Math.max(0, page.total_items - 1),
                })),
              }
            : data,
        );
      }
      updateEntries(
        qc,
        (entry) => entry.uuid === uuid,
        (entry) => ({
          ...entry,
          counters: { ...entry.counters, comments: Math.max(0, entry.counters.comments - 1) },
        }),
      );
    },
  });
}

/** Variables of hiding or opening a comment under one's entry. */
export type HideCommentVariables = { comment: Comment; hide: boolean };

/**
 * `POST comment/{id}/hide` or `/unhide` (the entry's author only; docs/decisions/entry-and-comment-actions.md). On
 * success the comment's `state.is_hidden` follows in the thread: hidden, it collapses to a stub
 * for everyone; its replies stay.
 */
export function useHideCommentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['comment', 'hide'],
    mutationFn: ({ comment, hide }: HideCommentVariables): Promise<WriteResult> => {
      const params = { params: { path: { id: comment.comment_id } } };
      return unwrap(
        hide
          ? api.POST('/v1/comment/{id}/hide', params)
          : api.POST('/v1/comment/{id}/unhide', params),
      );
    },
    onSuccess: (_result, { comment, hide }) => {
      updateComment(qc, comment.entry.uuid, comment.comment_id, (cached) => ({
        ...cached,
        state: { ...cached.state, is_hidden: hide },
      }));
    },
  });
}
