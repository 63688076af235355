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
  type CommentEditBody,
  type CommentInThread,
  charLength,
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  LIMITS,
  type Page,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import { toHistoryItem } from '../entries/entries.mapper.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import { entryLink } from '../entries/entries.text.ts';
import type { FilesService } from '../files/files.service.ts';
import type { LinksService } from '../links/links.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { toComment, toCommentTrees } from './comments.mapper.ts';
import type { CommentRef, CommentsRepository } from './comments.repository.ts';

/** Creates the comments service. */
export function createCommentsService(deps: {
  repository: CommentsRepository;
  entries: EntriesService;
  files: Pick<FilesService, 'attachToComment' | 'releaseCommentIn'>;
  links: Pick<LinksService, 'refreshLinkCard'>;
  permissions: PermissionsService;
  reports: ReportsService;
  badges: Pick<BadgesService, 'afterCommentCreatedIn'>;
  /** Reply, comment and mention, recorded in the write's transaction (modules/notifications). */
  notifications: Pick<NotificationsService, 'enqueueIn'>;
}) {
  const { repository, entries, files, links, permissions, reports, badges, notifications } = deps;

  /** The comment `commentId` where its entry can be read, or `comment_not_found` (404). */
  async function findRef(commentId: number): Promise<CommentRef> {
    const ref = await repository.findVisible(commentId);
    if (!ref) throw new AppError('comment_not_found', 'No such comment.');
    return ref;
  }

  /** As `findRef`, and not deleted: a deleted comment can be neither changed nor reported. */
  async function findLive(commentId: number): Promise<CommentRef> {
    const ref = await findRef(commentId);
    if (ref.isDeleted) throw new AppError('comment_not_found', 'No such comment.');
    return ref;
  }

  /**
   * The attachments of a comment form (`files`: upload uuids), the same for add and edit:
   * attaching any needs `attach_images` (spec §6), checked before anything is written. Which
   * file it is is checked where it is attached (`FilesService.attachToComment`).
   * @throws AppError `user_cant_attach_images` (403)
   */
  async function checkFiles(uuids: readonly string[] | undefined, viewerId: number) {
    if (uuids && uuids.length > 0) await permissions.require(viewerId, 'attach_images');
  }

  /**
   * A comment's text (spec §5 "Comment form"): trimmed, at most LIMITS.commentText
   * characters, and not empty unless the comment has an image (`hasFile`).
   * @throws AppError `comment_empty` (400), `comment_text_too_long` (400)
   */
  function checkText(raw: string | undefined, hasFile: boolean): string {
    const text = (raw ?? '').trim();
    if (text.length === 0 && !hasFile) {
      throw new AppError('comment_empty', 'The comment needs text or a file.');
    }
    if (charLength(text) > LIMITS.commentText) {
      throw new AppError(
        'comment_text_too_long',
        `The comment is longer than ${LIMITS.commentText} characters.`,
      );
    }
    return text;
  }

  return {
    /**
     * Comments `ids` (chosen readable by the caller) as `viewerId` sees them, in the order of
     * `ids`, each without its replies (lists outside a thread, such as bookmarks).
     */
    async byIds(ids: readonly number[], viewerId: number | null): Promise<Comment[]> {
      const rows = await repository.byIds(ids, viewerId);
      return rows.map((row) => toComment(row, row.entry_uuid, viewerId));
    },

    /**
     * Adds a comment by `viewerId` to entry `uuid`; the entry's `comments_count` moves by +1.
     * Text is trimmed; it may be empty when an image is attached (spec §5: one image, gif, jpeg
     * or png, attached in the same transaction by `FilesService.attachToComment`). Its `link`
     * (spec §3 "Comment") is the attached one, else the first link written in the text, as an
     * entry's (`entryLink`); its card is fetched after the commit (`links.refreshLinkCard` in
     * the insert's transaction) and shows the host until then.
     * @throws AppError `user_cant_create_comments` (403) when denied (spec §6),
     *   `user_cant_attach_images` (403) for a file without that permission;
     *   `entry_not_found` (404); `entry_comments_disabled` (400);
     *   `comment_empty` (400) for neither text nor file; `comment_text_too_long` (400) past
     *   LIMITS.commentText characters; `comment_parent_not_found` (400) when `parent_id` is not
     *   a live comment of this entry; `bad_request` (400) for a link that is not http(s);
     *   `file_not_found` (404), `not_owned` (403), `unsupported_type` (415) for the file
     */
    async add(uuid: string, body: CommentCreateBody, viewerId: number): Promise<Comment> {
      await permissions.require(viewerId, 'create_comments');
      const entry = await entries.findRef(uuid);
      if (!entry.isCommentsEnabled) {
        throw new AppError('entry_comments_disabled', 'Comments are off for this entry.');
      }
      const fileUuids = body.files ?? [];
      const text = checkText(body.text, fileUuids.length > 0);
      await checkFiles(fileUuids, viewerId);
      const link = entryLink(body.link, text);
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

      const commentId = await repository.insert(
        { entryId: entry.entryId, userId: viewerId, parentId, rootId, text, link },
        async (tx, id) => {
          await files.attachToComment(tx, id, fileUuids, viewerId);
          await links.refreshLinkCard(tx, link);
          await badges.afterCommentCreatedIn(tx, viewerId);
          await notifications.enqueueIn(tx, { on: 'comment', comment_id: id, edited: false });
        },
      );
      if (commentId === null) {
        throw new AppError('comment_parent_not_found', 'No such comment to reply to.');
      }
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
     * `POST comment/{id}` (spec §7 "edit": text, files, link): edits the viewer's own comment
     * in place; omitted fields keep their value — but a link that was taken from the text
     * follows the new text (found again as at `add`). The previous version goes to its history and the comment
     * becomes `is_edited`. A changed link gets its card fetched after the commit.
     * @throws AppError `user_cant_edit_comments` (403) when denied; `comment_not_found` (404)
     *   for an unknown or deleted comment; `not_owned` (403); `comment_empty`,
     *   `comment_text_too_long`, `bad_request` (400) as `add`; `files` sent replaces its image
     *   as at `add` (`user_cant_attach_images`, `not_owned` 403, `file_not_found` 404,
     *   `unsupported_type` 415); `[]` takes it away
     * @returns the comment after the edit (without its replies)
     */
    async edit(commentId: number, body: CommentEditBody, viewerId: number): Promise<Comment> {
      await permissions.require(viewerId, 'edit_comments');
      const ref = await findLive(commentId);
      if (ref.userId !== viewerId) throw new AppError('not_owned', 'This comment is not yours.');
      const current = await repository.findById(ref.commentId, viewerId);
      if (!current) throw new AppError('comment_not_found', 'No such comment.');
      const fileUuids = body.files;
      const text = checkText(body.text ?? current.text, (fileUuids ?? current.files).length > 0);
      // No link sent: an attached link stays; one taken from the text follows the new text.
      const fromText = current.link !== null && entryLink(undefined, current.text) === current.link;
      const link =
        body.link !== undefined || (fromText && body.text !== undefined)
          ? entryLink(body.link, text)
          : current.link;
      if (link === undefined) throw new AppError('bad_request', 'The link is not an http(s) URL.');
      await checkFiles(fileUuids, viewerId);
      const edited = await repository.edit(ref.commentId, { text, link }, async (tx) => {
        // `files` sent: it becomes the comment's file (the previous one stays in history).
        if (fileUuids !== undefined) {
          await files.attachToComment(tx, ref.commentId, fileUuids, viewerId);
        }
        if (link !== current.link) await links.refreshLinkCard(tx, link);
        // Someone @mentioned by the edit hears of it (once per comment and person).
        if (text !== current.text) {
          await notifications.enqueueIn(tx, {
            on: 'comment',
            comment_id: ref.commentId,
            edited: true,
          });
        }
      });
      if (!edited) {
        throw new AppError('comment_not_found', 'No such comment.');
      }
      const row = await repository.findById(ref.commentId, viewerId);
      return toComment(row!, ref.entryUuid, viewerId);
    },

    /**
     * `GET comment/{id}/history?offset=` (spec §7): the comment's earlier versions, newest
     * first, HISTORY_PAGE_SIZE a page. A deleted comment has no history to show.
     * @throws AppError `comment_not_found` (404)
     */
    async history(commentId: number, offset: number): Promise<Page<HistoryItem>> {
      const ref = await findLive(commentId);
      const { rows, total } = await repository.historyPage(ref.commentId, {
        offset,
        limit: HISTORY_PAGE_SIZE,
      });
      return { items: rows.map(toHistoryItem), total_items: total };
    },

    /**
     * `DELETE comment/{id}`: deletes the viewer's own comment. With replies it stays in the
     * thread as a "deleted" stub (no text) so the thread keeps its shape; without, it is gone
     * (comments.repository.ts `remove`). The entry's comment counter drops by one.
     * @throws AppError `user_cant_delete_comments` (403) when denied; `comment_not_found`
     *   (404) for an unknown or already deleted comment; `not_owned` (403)
     */
    async remove(commentId: number, viewerId: number): Promise<void> {
      await permissions.require(viewerId, 'delete_comments');
      const ref = await findLive(commentId);
      if (ref.userId !== viewerId) throw new AppError('not_owned', 'This comment is not yours.');
      // Its file is let go with it, in the delete's transaction (left to the media sweep).
      const removed = await repository.remove(ref.commentId, (tx) =>
        files.releaseCommentIn(tx, ref.commentId),
      );
      if (!removed) {
        throw new AppError('comment_not_found', 'No such comment.');
      }
    },

    /**
     * `POST comment/{id}/hide|unhide` (beyond spec §6, docs/decisions/entry-and-comment-actions.md "Hiding a comment"):
     * the author of the comment's entry collapses a comment under their entry for everyone
     * (`state.is_hidden`), or opens it again. Repeating either changes nothing.
     * @throws AppError `comment_not_found` (404) for an unknown or deleted comment;
     *   `not_owned` (403) when the viewer did not write the entry
     */
    async setHidden(commentId: number, hidden: boolean, viewerId: number): Promise<void> {
      const ref = await findLive(commentId);
      if (ref.entryUserId !== viewerId) {
        throw new AppError('not_owned', 'Only the author of the entry can hide its comments.');
      }
      if (!(await repository.setHidden(ref.commentId, hidden))) {
        throw new AppError('comment_not_found', 'No such comment.');
      }
    },

    /**
     * Operators collapse the live comment `commentId` for everyone, or open it again
     * (`npm run admin -- content hide`): the same `state.is_hidden` as the entry author's hide.
     * @returns false for no such live comment
     */
    async setHiddenByOperators(commentId: number, hidden: boolean): Promise<boolean> {
      return repository.setHidden(commentId, hidden);
    },

    /**
     * `POST comment/{id}/report` (spec §7): files the viewer's report of someone else's
     * comment (one open report per reporter and comment; a repeat adds nothing).
     * @throws AppError `report_reason_not_valid` (400); `comment_not_found` (404);
     *   `report_own_content` (400) for one's own comment
     */
    async report(commentId: number, reason: unknown, viewerId: number): Promise<void> {
      reports.checkReason(reason);
      const ref = await findLive(commentId);
      if (ref.userId === viewerId) {
        throw new AppError('report_own_content', 'You cannot report your own comment.');
      }
      await reports.file({ objectType: 'comment', objectId: ref.commentId }, reason, viewerId);
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
