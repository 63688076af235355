/**
 * A comment outside its thread, as a row of a list (bookmarks, search results): its author
 * (small user item), its text through the tokenizer, and a link to it under its entry
 * (`/e/{uuid}?comment={id}`, which scrolls to it, spec §2 "/e/{uuid}") with its date.
 */
import type { Comment, SearchComment } from '@potok/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './CommentListItem.module.css';
import RelativeDate from './RelativeDate.tsx';
import RichText from './RichText.tsx';
import UserListItem from './UserListItem.tsx';

/** Props of `CommentListItem`. */
export interface CommentListItemProps {
  /** The comment; a search result's also carries its matched words, marked in the text. */
  comment: Comment | SearchComment;
  /** Text of the link to the comment under its entry («К записи»), from the caller's namespace. */
  linkLabel: ReactNode;
}

/** Author, text, and a link to the comment in its thread. */
export default function CommentListItem({ comment, linkLabel }: CommentListItemProps) {
  const to = `/e/${comment.entry.uuid}?comment=${comment.comment_id}`;
  return (
    <article className={styles.comment} data-comment-row={comment.comment_id}>
      <UserListItem user={comment.user} mode="small" />
      {comment.content.text ? (
        <RichText
          text={comment.content.text}
          highlights={'highlights' in comment ? comment.highlights : undefined}
          className={styles.text}
        />
      ) : null}
      <Link className={styles.link} to={to}>
        {linkLabel} · <RelativeDate date={comment.meta.date_added} />
      </Link>
    </article>
  );
}

export { CommentListItem };
