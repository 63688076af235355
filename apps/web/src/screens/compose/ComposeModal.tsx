/**
 * The compose modal body (spec §2 "Modals: Compose … publishing options", DESIGN.md §5 "create an
 * entry", "drafts"). Rendered inside the shell's modal layer, which traps focus and names the
 * dialog. This cut has the text and the four publishing options; the drafts and GIF tabs come
 * later.
 */
import { charLength, LIMITS, PUBLISHING_OPTIONS, type PublishingOption } from '@potok/common';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useAddEntryMutation } from '../../api/queries/entries.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { ModalTitle } from '../../app/layers/modalParts.tsx';
import Button from '../../components/Button.tsx';
import TextSuggestions from '../../components/suggest/TextSuggestions.tsx';
import styles from './ComposeModal.module.css';
import { clearDraft, type Draft, emptyDraft, readDraft, writeDraft } from './drafts.ts';

/** Props of {@link ComposeModal}. */
export interface ComposeModalProps {
  /** Closes the modal (given by the modal layer). */
  onClose(): void;
}

/**
 * Writes and publishes an entry: a labelled text field with a character counter, the publishing
 * options, and «Опубликовать» (Ctrl/Cmd+Enter). The draft is saved per account as the user types
 * and cleared on publish; on failure the text stays and a danger alert names the status.
 * «Опубликовать» is disabled from the first press until the answer, reading «Публикация…»
 * (a double click or a repeated Ctrl+Enter sends one request); a retry of the unchanged draft
 * after a network failure carries the same Idempotency-Key (`useAddEntryMutation`).
 */
export default function ComposeModal({ onClose }: ComposeModalProps) {
  const { t, i18n } = useTranslation('screens');
  const { session } = useSession();
  const account = session?.user?.user_id ?? 'guest';
  const [draft, setDraft] = useState<Draft>(() => readDraft(account));
  const alerts = useAlerts();
  const addEntry = useAddEntryMutation();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Set in the press's own event, before React renders again: a second press of a double
  // click arrives before `isPending` shows.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    writeDraft(account, draft);
  }, [account, draft]);

  // Characters as the server counts them (code points), not UTF-16 units.
  const length = charLength(draft.text);
  const tooLong = length > LIMITS.entryText;
  const canSend = draft.text.trim() !== '' && !tooLong && !busy && !addEntry.isPending;
  const number = new Intl.NumberFormat(i18n.language);

  const submit = () => {
    if (!canSend || sending.current) return;
    sending.current = true;
    setBusy(true);
    const settle = () => {
      sending.current = false;
      setBusy(false);
    };
    addEntry.mutate(
      { text: draft.text.trim(), files: [], ...draft.options },
      {
        onSuccess: (result) => {
          settle();
          clearDraft(account);
          setDraft(emptyDraft());
          alerts.show({ status: result.status, tone: 'success' });
          onClose();
        },
        onError: (error) => {
          settle();
          alerts.show({ status: errorStatus(error), tone: 'danger' });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  const setOption = (name: PublishingOption, value: boolean) =>
    setDraft((current) => ({ ...current, options: { ...current.options, [name]: value } }));

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <ModalTitle className={styles.title}>{t('compose.title')}</ModalTitle>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-text`}>
          {t('compose.textLabel')}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          className={styles.text}
          value={draft.text}
          placeholder={t('compose.placeholder')}
          onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
          aria-describedby={`${id}-counter ${id}-hint`}
          aria-invalid={tooLong || undefined}
          rows={6}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to write; the field is its purpose
          autoFocus
        />
        <TextSuggestions textarea={textRef} />
        <div className={styles.meta}>
          <span id={`${id}-hint`} className={styles.hint}>
            {t('compose.shortcut')}
          </span>
          <span
            id={`${id}-counter`}
            className={tooLong ? `${styles.counter} ${styles.over}` : styles.counter}
          >
            {t('compose.counter', {
              length: number.format(length),
              max: number.format(LIMITS.entryText),
            })}
          </span>
        </div>
      </div>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{t('compose.optionsLegend')}</legend>
        {PUBLISHING_OPTIONS.map((name) => (
          <label key={name} className={styles.option}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={draft.options[name]}
              onChange={(event) => setOption(name, event.target.checked)}
            />
            <span>{t(`compose.options.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('compose.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={!canSend} aria-busy={busy || undefined}>
          {busy ? t('compose.publishing') : t('compose.publish')}
        </Button>
      </div>
    </form>
  );
}
