/**
 * The comment form (spec §5 "Comment form"): a labelled textarea and one image (gif, jpeg, png)
 * attached by the image button, by pasting or by dropping it on the form; Enter inserts a line
 * break, Ctrl/Cmd+Enter sends; «Отправить» is enabled only when the trimmed text is non-empty
 * or an image is uploaded, no upload runs and nothing is being sent: from the first press until
 * the answer it is disabled and reads «Отправка…», so a double click or a repeated Ctrl+Enter
 * sends once. The text and image stay when sending fails and are cleared on success. A textarea
 * only ever receives pasted text as plain text. The upload code (`attachments/CommentAttachment`)
 * loads when the first file comes.
 */
import { COMMENT_MEDIA_TYPES, type Comment } from '@potok/common';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import AttachButton, { useFileDrop } from './attachments/AttachButton.tsx';
import type { CommentAttachmentState, IncomingFiles } from './attachments/CommentAttachment.tsx';
import Button from './Button.tsx';
import styles from './CommentForm.module.css';
import TextSuggestions from './suggest/TextSuggestions.tsx';

const CommentAttachment = lazy(() => import('./attachments/CommentAttachment.tsx'));

/** The files a paste carries (an image copied from a page or a file manager). */
function pastedFiles(data: DataTransfer): File[] {
  return Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/** Props of `CommentForm`. */
export interface CommentFormProps {
  /**
   * Sends the trimmed text and the uuids of the uploaded image (none or one); reject to keep
   * them in the form (the caller shows the alert).
   */
  onSubmit(text: string, files: string[]): Promise<void>;
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
  const { t: tc, ready } = useTranslation('compose');
  const [text, setText] = useState('');
  const [incoming, setIncoming] = useState<IncomingFiles | null>(null);
  const [attached, setAttached] = useState<CommentAttachmentState>({ uuids: [], busy: false });
  const [clearSeq, setClearSeq] = useState(0);
  const receive = useCallback(
    (files: File[]) => setIncoming((last) => ({ files, seq: (last?.seq ?? 0) + 1 })),
    [],
  );
  const drop = useFileDrop(receive);
  const [sending, setSending] = useState(false);
  // Set in the press's own event: a second press of a double click may come before React
  // renders the disabled button.
  const inFlight = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const canSubmit =
    (text.trim().length > 0 || attached.uuids.length > 0) && !sending && !attached.busy;

  useEffect(() => {
    if (autoFocus ?? Boolean(replyTo)) textarea.current?.focus();
  }, [autoFocus, replyTo]);

  const submit = async () => {
    if (!canSubmit || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit(text.trim(), attached.uuids);
      setText('');
      setClearSeq((seq) => seq + 1);
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

  // Pasted images are attached; pasted text goes in as plain text (the textarea's own paste).
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = pastedFiles(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    receive(files);
  };

  return (
    <form
      className={drop.dragging ? `${styles.form} ${styles.dragging}` : styles.form}
      onSubmit={onFormSubmit}
      aria-busy={sending}
      {...drop.handlers}
    >
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
        onPaste={onPaste}
        placeholder={t('comment_form.placeholder')}
        rows={3}
        aria-describedby={hintId}
      />
      <TextSuggestions textarea={textarea} />
      {incoming ? (
        <Suspense fallback={null}>
          <CommentAttachment incoming={incoming} clearSeq={clearSeq} onChange={setAttached} />
        </Suspense>
      ) : null}
      <div className={styles.actions}>
        {ready ? (
          <AttachButton
            label={tc('attach.comment')}
            accept={COMMENT_MEDIA_TYPES}
            iconOnly
            disabled={attached.uuids.length > 0 || attached.busy}
            onFiles={receive}
          />
        ) : null}
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
