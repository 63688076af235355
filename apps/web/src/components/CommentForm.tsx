/**
 * The comment form (spec §5 "Comment form"): a labelled textarea; Enter inserts a line break,
 * Ctrl/Cmd+Enter sends; «Отправить» is enabled only when the trimmed text is non-empty and
 * nothing is being sent: from the first press until the answer it is disabled and reads
 * «Отправка…», so a double click or a repeated Ctrl+Enter sends once. The text stays when
 * sending fails and is cleared on success. A textarea
 * only ever receives pasted text as plain text.
 */
import type { Comment } from '@potok/common';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from './Button.tsx';
import styles from './CommentForm.module.css';
import TextSuggestions from './suggest/TextSuggestions.tsx';

/** Props of `CommentForm`. */
export interface CommentFormProps {
  /** Sends the trimmed text; reject to keep it in the form (the caller shows the alert). */
  onSubmit(text: string): Promise<void>;
  /** The comment being answered: the label says so and a «Отмена» button appears. */
  replyTo?: Comment;
  /** «Отмена» pressed (shown when given). */
  onCancel?: () => void;
  /** Focus the textarea on mount (true when replying). */
  autoFocus?: boolean;
}

/** A textarea with a visible label, «Отправить» and, when replying, «Отмена». */
export default function CommentForm({ onSubmit, replyTo, onCancel, autoFocus }: CommentFormProps) {
  const { t } = useTranslation('components');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // Set in the press's own event: a second press of a double click may come before React
  // renders the disabled button.
  const inFlight = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const canSubmit = text.trim().length > 0 && !sending;

  useEffect(() => {
    if (autoFocus ?? Boolean(replyTo)) textarea.current?.focus();
  }, [autoFocus, replyTo]);

  const submit = async () => {
    if (!canSubmit || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // keep the text: the caller tells the user what went wrong
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className={styles.form} onSubmit={onFormSubmit} aria-busy={sending}>
      <label htmlFor={id} className={styles.label}>
        {replyTo
          ? t('comment_form.label_reply', { username: replyTo.user.username })
          : t('comment_form.label')}
      </label>
      <textarea
        ref={textarea}
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('comment_form.placeholder')}
        rows={3}
        aria-describedby={hintId}
      />
      <TextSuggestions textarea={textarea} />
      <div className={styles.actions}>
        <span id={hintId} className={styles.hint}>
          {t('comment_form.hint')}
        </span>
        {onCancel ? (
          <Button size="compact" onClick={onCancel}>
            {t('comment_form.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="compact"
          disabled={!canSubmit}
          aria-busy={sending}
        >
          {sending ? t('comment_form.sending') : t('comment_form.submit')}
        </Button>
      </div>
    </form>
  );
}

export { CommentForm };
