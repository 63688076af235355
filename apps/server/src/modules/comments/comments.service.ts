/**
 * Rules of comments (spec §3 "Comment", §5 "Comment form", §7 "Comments"; DESIGN.md §5
 * "comments"; docs/contract.md `entry/{uuid}/comments`, `comment/{id}`). Entries are reached
 * through their service. Every thread answer is bounded: COMMENTS_PAGE_SIZE root comments, and
 * COMMENT_REPLIES_PAGE_SIZE replies under the comment an answer is about, depth first.
 */
import {
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentCreateBody,
  type CommentInThread,
  charLength,
  LIMITS,
  type Page,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import { normaliseLink } from '../entries/entries.text.ts';
import { toComment, toCommentTrees } from './comments.mapper.ts';
import type { CommentRef, CommentsRepository } from './comments.repository.ts';

/** Creates the comments service. */
export function createCommentsService(deps: {
  repository: CommentsRepository;
  entries: EntriesService;
}) {
  const { repository, entries } = deps;

  /** The comment `commentId` where its entry can be read, or `comment_not_found` (404). */
  async function findRef(commentId: number): Promise<CommentRef> {
    const ref = await repository.findVisible(commentId);
    if (!ref) throw new AppError('comment_not_found', 'No such comment.');
    return ref;
  }

  return {
    /**
     * Adds a comment by `viewerId` to entry `uuid`; the entry's `comments_count` moves by +1.
     * Text is trimmed. The server takes no attachments, so text is required.
     * @throws AppError `entry_not_found` (404); `entry_comments_disabled` (400);
     *   `comment_empty` (400) for empty text; `comment_text_too_long` (400) past
     *   LIMITS.commentText characters; `comment_parent_not_found` (400) when `parent_id` is not
     *   a live comment of this entry; `bad_request` (400) for a link that is not http(s) or for
     *   attachments
     */
    async add(uuid: string, body: CommentCreateBody, viewerId: number): Promise<Comment> {
      const entry = await entries.findRef(uuid);
      if (!entry.isCommentsEnabled) {
        throw new AppError('entry_comments_disabled', 'Comments are off for this entry.');
      }
      const text = (body.text ?? '').trim();
      if (body.files && body.files.length > 0) {
        throw new AppError('bad_request', 'Attachments are not supported yet.');
      }
      if (text.length === 0) throw new AppError('comment_empty', 'The comment needs text.');
      if (charLength(text) > LIMITS.commentText) {
        throw new AppError(
          'comment_text_too_long',
          `The comment is longer than ${LIMITS.commentText} characters.`,
        );
      }
      const link = normaliseLink(body.link);
      if (link === undefined) throw new AppError('bad_request', 'The link is not an http(s) URL.');

      let parentId: number | null = null;
      let rootId: number | null = null;
      if (body.parent_id !== undefined && body.parent_id !== null) {
        const parent = await repository.findParent(body.parent_id);
        if (!parent || parent.entryId !== entry.entryId || parent.isDeleted) {
          throw new AppError('comment_parent_not_found', 'No such comment to reply to.');
        }
        parentId = parent.commentId;
        rootId = parent.rootId ?? parent.commentId;
      }

      const commentId = await repository.insert({
        entryId: entry.entryId,
        userId: viewerId,
        parentId,
        rootId,
        text,
        link,
      });
      const row = await repository.findById(commentId, viewerId);
      return toComment(row!, entry.uuid, viewerId);
    },

    /**
     * `GET entry/{uuid}/comments?last_id=`: root comments with `comment_id > lastId`, oldest
     * first, COMMENTS_PAGE_SIZE a page, each with its first COMMENT_REPLIES_PAGE_SIZE replies in
     * depth-first order nested in `replies`, and `replies_more` on every comment (its direct
     * replies left out); `total_items` counts the entry's root comments. Readable when comments
     * are off.
     * @throws AppError `entry_not_found` (404)
     */
    async list(uuid: string, lastId: number, viewerId: number | null): Promise<Page<Comment>> {
      const entry = await entries.findRef(uuid);
      const [rows, total] = await Promise.all([
        repository.threadsPage(
          entry.entryId,
          lastId,
          COMMENTS_PAGE_SIZE,
          COMMENT_REPLIES_PAGE_SIZE,
          viewerId,
        ),
        repository.countRoots(entry.entryId),
      ]);
      return { items: toCommentTrees(rows, entry.uuid, viewerId), total_items: total };
    },

    /**
     * `GET comment/{id}/replies?last_id=`: the direct replies of comment `commentId` with
     * `comment_id > lastId`, oldest first, each with its own replies nested, depth first,
     * COMMENT_REPLIES_PAGE_SIZE comments in all; `total_items` counts the comment's direct
     * replies (so more exist while fewer are loaded). Works under a deleted comment, whose
     * replies stay readable in the thread.
     * @throws AppError `comment_not_found` (404) for an unknown comment or one whose entry
     *   cannot be read (deleted, or its author's account is not active)
     */
    async replies(
      commentId: number,
      lastId: number,
      viewerId: number | null,
    ): Promise<Page<Comment>> {
      const ref = await findRef(commentId);
      const rows = await repository.repliesPage(
        ref.commentId,
        lastId,
        COMMENT_REPLIES_PAGE_SIZE,
        viewerId,
      );
      return {
        items: toCommentTrees(rows, ref.entryUuid, viewerId),
        total_items: ref.repliesCount,
      };
    },

    /**
     * `GET comment/{id}` (spec §7): the comment with its first COMMENT_REPLIES_PAGE_SIZE
     * replies (as under a root comment of a page) and its ancestors up to the root comment,
     * root first, each with `replies: []` and `replies_more` not counting the reply on the way
     * to the comment — what a `?comment=` link needs to open it in place.
     * @throws AppError `comment_not_found` (404) as `replies`, and for a deleted comment (it has
     *   nothing left to show)
     */
    async get(commentId: number, viewerId: number | null): Promise<CommentInThread> {
      const ref = await findRef(commentId);
      if (ref.isDeleted) throw new AppError('comment_not_found', 'No such comment.');
      const [own, replies, ancestors] = await Promise.all([
        repository.findById(ref.commentId, viewerId),
        repository.repliesPage(ref.commentId, 0, COMMENT_REPLIES_PAGE_SIZE, viewerId),
        repository.ancestors(ref.commentId, viewerId),
      ]);
      const [comment] = toCommentTrees([own!, ...replies], ref.entryUuid, viewerId);
      return {
        ...comment!,
        ancestors: ancestors.map((row) => {
          const ancestor = toComment(row, ref.entryUuid, viewerId);
          return { ...ancestor, replies_more: Math.max(0, ancestor.replies_more - 1) };
        }),
      };
    },
  };
}

/** The comments service. */
export type CommentsService = ReturnType<typeof createCommentsService>;
