/**
 * A comment edited in place (spec §4 "Comment edit: replaces the display until success or
 * cancel"): the comment turns into a labelled textarea holding its text, focused with the caret
 * at the end. Ctrl/Cmd+Enter or «Сохранить» saves (`POST comment/{id}` with the text; its image
 * stays), Escape (anywhere in the form) or «Отмена» cancels. While saving the button reads
 * «Сохранение…» and a second press is ignored (the button keeps the focus); on success the
 * `comment_edited` alert shows and the comment shows its new text with the edited marker; on
 * failure the status shows in a danger alert and the text stays in the form.
 */
import type { Comment } from '@potok/common';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useEditCommentMutation } from '../../api/queries/commentActions.ts';
import { useAlerts } from '../../app/layers/index.ts';
import Button from '../Button.tsx';
import styles from './CommentEditForm.module.css';

/** Props of {@link CommentEditForm}. */
export interface CommentEditFormProps {
  comment: Comment;
  /** The edit ended: `saved` after a successful save, false after a cancel. */
  onDone(saved: boolean): void;
}

/** The in-place edit form of one comment. */
export default function CommentEditForm({ comment, onDone }: CommentEditFormProps) {
  const { t } = useTranslation('actions');
  const alerts = useAlerts();
  const edit = useEditCommentMutation();
  const [text, setText] = useState(comment.content.text);
  const inFlight = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const hasFile = comment.content.files.length > 0;
  const hasContent = text.trim().length > 0 || hasFile;

  useEffect(() => {
    const node = textarea.current;
    if (!node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, []);

  const save = async () => {
    if (!hasContent || inFlight.current) return;
    if (text.trim() === comment.content.text.trim()) {
      onDone(false);
      return;
    }
    inFlight.current = true;
    try {
      const result = await edit.mutateAsync({ comment, body: { text: text.trim() } });
      alerts.show({ status: result.status, tone: 'success' });
      onDone(true);
    } catch (error) {
      alerts.show({ status: errorStatus(error), tone: 'danger' });
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  // Escape cancels wherever the focus is in the form (the text, or a button just pressed).
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDone(false);
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onKeyDown={onFormKeyDown}
      aria-busy={edit.isPending}
    >
      <label htmlFor={id} className={styles.label}>
        {t('edit_form.label')}
      </label>
      <textarea
        ref={textarea}
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        aria-describedby={hintId}
      />
      <div className={styles.actions}>
        <span id={hintId} className={styles.hint}>
          {t('edit_form.hint')}
        </span>
        <Button size="compact" onClick={() => onDone(false)}>
          {t('edit_form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="compact"
          // Not disabled while saving (a second press is ignored): a disabled button would drop
          // the focus, and Escape would no longer reach the form.
          disabled={!hasContent}
          aria-busy={edit.isPending}
        >
          {edit.isPending ? t('edit_form.saving') : t('edit_form.save')}
        </Button>
      </div>
    </form>
  );
}

export { CommentEditForm };
