/**
 * The comments of an entry as a tree (spec §2 "Entry page and comments"): nested replies with
 * the indent capped at COMMENT_MAX_LEVEL (6), each comment with its author, an «Автор» badge
 * for the entry's author, a date link (`/e/{uuid}?comment={id}`), the edited marker, a parent
 * arrow for replies, the text collapsed past 250 px and a «Ответить» button. Every comment is
 * anchored as `id="comment-{id}"` (scroll margin 90 px, spec §9).
 *
 * Each comment has its options menu (spec §2 "Comment options", `useCommentActions`): edit turns
 * it into a form in place (`CommentEditForm`; Escape cancels), delete asks first and leaves a
 * «Комментарий удалён» stub where replies hang on it, and the entry's author may hide others'
 * comments: a hidden comment shows «Скрыт автором записи», which opens it on a press (its
 * replies stay shown either way).
 *
 * A thread page holds only the first replies (DESIGN.md §5 "comments"): where a comment has
 * replies that are not loaded (`replies_more`), a «Показать ещё N ответов» button stands right
 * after its last loaded reply, at the replies' indent, and loads the next ones in place. Replies
 * placed out of order (`loose`: a linked comment, one's own new reply) come after that button.
 */
import { COMMENT_MAX_LEVEL, type Comment } from '@potok/common';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Avatar from './Avatar.tsx';
import CommentEditForm from './actions/CommentEditForm.tsx';
import { type CommentMenuContext, useCommentActions } from './actions/useCommentActions.ts';
import CollapsibleText from './CollapsibleText.tsx';
import styles from './CommentTree.module.css';
import EntryMedia from './EntryMedia.tsx';
import Icon from './Icon.tsx';
import type { MenuAction } from './menuAction.ts';
import OptionsMenu from './OptionsMenu.tsx';
import RelativeDate from './RelativeDate.tsx';
import RichText from './RichText.tsx';

/** Props of `CommentTree`. */
export interface CommentTreeProps {
  /** Root comments, each with its subtree in `replies`. */
  comments: Comment[];
  /** `user_id` of the entry's author (their comments get the «Автор» badge). */
  entryAuthorId: number;
  /** The entry is marked NSFW: the comments' images are blurred as its own until shown. */
  nsfw?: boolean;
  /** «Ответить» was pressed on a comment. */
  onReply(comment: Comment): void;
  /**
   * Rendered right under a comment, above its replies — where the reply form goes while the
   * user answers that comment (spec §4 "Reply form moves under the target comment").
   */
  renderAfter?: (comment: Comment) => ReactNode;
  /** Hide «Ответить» (a guest, or comments are off). */
  canReply?: boolean;
  /** A comment to highlight (the `?comment=` target). */
  highlightId?: number;
  /**
   * «Показать ещё N ответов» was pressed under `comment`: load its next replies. The button
   * shows a loading state until the promise settles (the caller reports a failure).
   */
  onMoreReplies?: (comment: Comment) => Promise<void>;
  /** The viewer wrote the entry: they may hide others' comments under it. */
  canHide?: boolean;
}

/** DOM id of a comment's anchor. */
export function commentAnchorId(commentId: number): string {
  return `comment-${commentId}`;
}

/** Path of a comment's link. */
export function commentPath(entryUuid: string, commentId: number): string {
  return `/e/${entryUuid}?comment=${commentId}`;
}

function goToComment(commentId: number) {
  const node = document.getElementById(commentAnchorId(commentId));
  if (!node) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  node.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  node.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
}

/** A reply placed out of order in the cache (`ThreadComment.loose` of api/queries/comments). */
function isLoose(comment: Comment): boolean {
  return (comment as Comment & { loose?: boolean }).loose === true;
}

interface ItemProps extends Omit<CommentTreeProps, 'comments'> {
  comment: Comment;
  depth: number;
  /** The options menu's items of a comment (`useCommentActions`). */
  menuOf: (comment: Comment, context: CommentMenuContext) => MenuAction[];
}

function CommentItem({ comment, depth, ...tree }: ItemProps) {
  const { t } = useTranslation('components');
  useTranslation('actions');
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState(false);
  const anchorId = commentAnchorId(comment.comment_id);
  // The comment keeps the focus when its form or a stub's button gives way to something else.
  const focusComment = () =>
    requestAnimationFrame(() =>
      document.getElementById(anchorId)?.querySelector<HTMLElement>('article')?.focus(),
    );
  const endEdit = () => {
    setEditing(false);
    focusComment();
  };
  const toggleHidden = (open: boolean) => {
    setOpened(open);
    focusComment();
  };
  const { user, state } = comment;
  const nameId = `${commentAnchorId(comment.comment_id)}-author`;
  const canReply = tree.canReply ?? true;
  const highlighted = tree.highlightId === comment.comment_id;
  const replies = comment.replies ?? [];
  // The button goes after the last reply loaded in order; loose ones follow it.
  let cut = replies.length;
  while (cut > 0 && isLoose(replies[cut - 1]!)) cut -= 1;
  const more =
    comment.replies_more > 0 && tree.onMoreReplies ? (
      <li key="more" className={styles.moreItem}>
        <MoreReplies comment={comment} onMore={tree.onMoreReplies} />
      </li>
    ) : null;
  return (
    <li
      id={commentAnchorId(comment.comment_id)}
      className={styles.item}
      data-comment={comment.comment_id}
    >
      <article
        className={highlighted ? `${styles.comment} ${styles.highlighted}` : styles.comment}
        aria-labelledby={nameId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <Link
            to={`/u/${user.username}`}
            tabIndex={-1}
            aria-hidden="true"
            className={styles.avatar}
          >
            <Avatar hash={user.avatar.hash} size="small" alt="" />
          </Link>
          <div className={styles.byline}>
            <span className={styles.names}>
              <Link to={`/u/${user.username}`} className={styles.name} id={nameId}>
                {user.name}
              </Link>
              {user.state.is_verified ? (
                <Icon name="verified" className={styles.verified} title={t('user.verified')} />
              ) : null}
              {user.user_id === tree.entryAuthorId ? (
                <span className={styles.authorBadge}>{t('comment.author')}</span>
              ) : null}
            </span>
            <span className={styles.meta}>
              <Link
                to={commentPath(comment.entry.uuid, comment.comment_id)}
                className={styles.date}
              >
                <RelativeDate date={comment.meta.date_added} />
              </Link>
              {state.is_edited && !state.is_deleted ? <span>· {t('comment.edited')}</span> : null}
              {comment.parent_id !== null ? (
                <button
                  type="button"
                  className={styles.parent}
                  onClick={() => goToComment(comment.parent_id as number)}
                  aria-label={t('comment.parent')}
                  title={t('comment.parent')}
                >
                  <Icon name="arrow-up" />
                </button>
              ) : null}
            </span>
          </div>
          {state.is_deleted || editing ? null : (
            <OptionsMenu
              label={t('actions:comment.actions')}
              namespace="actions"
              className={styles.menu}
              actions={() =>
                tree.menuOf(comment, {
                  path: commentPath(comment.entry.uuid, comment.comment_id),
                  startEdit: () => setEditing(true),
                  canHide: tree.canHide ?? false,
                })
              }
            />
          )}
        </header>
        {editing ? (
          <CommentEditForm comment={comment} onDone={endEdit} />
        ) : state.is_hidden && !state.is_deleted && !opened ? (
          <p className={styles.hidden}>
            <Icon name="eye-off" />
            <span>{t('actions:comment.hidden')}</span>
            <button
              type="button"
              className={styles.hiddenToggle}
              aria-expanded={false}
              onClick={() => toggleHidden(true)}
            >
              {t('actions:comment.hidden_show')}
            </button>
          </p>
        ) : state.is_deleted ? (
          <p className={styles.deleted}>{t('comment.deleted')}</p>
        ) : (
          <>
            {/* Only the text collapses, as in an entry: its image and link card stay whole. */}
            {comment.content.text ? (
              <CollapsibleText>
                <RichText text={comment.content.text} />
              </CollapsibleText>
            ) : null}
            <EntryMedia
              files={comment.content.files}
              link={comment.content.link}
              nsfw={tree.nsfw}
            />
          </>
        )}
        {state.is_hidden && !state.is_deleted && opened && !editing ? (
          <p className={styles.hiddenNote}>
            {t('actions:comment.hidden_note')}
            <button
              type="button"
              className={styles.hiddenToggle}
              aria-expanded={true}
              onClick={() => toggleHidden(false)}
            >
              {t('actions:comment.hidden_collapse')}
            </button>
          </p>
        ) : null}
        {canReply && !state.is_deleted && !editing ? (
          <footer className={styles.footer}>
            <button type="button" className={styles.reply} onClick={() => tree.onReply(comment)}>
              <Icon name="reply" />
              {t('comment.reply')}
            </button>
          </footer>
        ) : null}
      </article>
      {tree.renderAfter?.(comment)}
      {replies.length > 0 || more ? (
        <ul className={depth < COMMENT_MAX_LEVEL ? `${styles.list} ${styles.nested}` : styles.list}>
          {replies.slice(0, cut).map((reply) => (
            <CommentItem key={reply.comment_id} comment={reply} depth={depth + 1} {...tree} />
          ))}
          {more}
          {replies.slice(cut).map((reply) => (
            <CommentItem key={reply.comment_id} comment={reply} depth={depth + 1} {...tree} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * «Показать ещё N ответов» (N = `replies_more`, Russian plural forms through i18next): a real
 * button, reachable by Tab, busy («Загружаем ответы…», `aria-busy`) while the replies load;
 * presses during a load are ignored rather than disabling it, so keyboard focus stays on it.
 */
function MoreReplies({
  comment,
  onMore,
}: {
  comment: Comment;
  onMore: (comment: Comment) => Promise<void>;
}) {
  const { t } = useTranslation('components');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onMore(comment);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.more} onClick={() => void load()} aria-busy={busy}>
      <Icon name="chevron-down" />
      {busy
        ? t('comment.more_replies_loading')
        : t('comment.more_replies', { count: comment.replies_more })}
    </button>
  );
}

/** The whole tree; renders nothing for an empty list (the screen shows its placeholder). */
export default function CommentTree({ comments, ...tree }: CommentTreeProps) {
  const { t } = useTranslation('components');
  const menuOf = useCommentActions();
  if (comments.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('comment.list')}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.comment_id}
          comment={comment}
          depth={0}
          menuOf={menuOf}
          {...tree}
        />
      ))}
    </ul>
  );
}

export { CommentTree };
