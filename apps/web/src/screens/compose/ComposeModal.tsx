/**
 * The compose modal body (spec §2 "Modals: Compose (tabs drafts, attach GIF, publishing
 * options)", §5 "Attachments form", DESIGN.md §5 "create an entry", "drafts", "GIF tab").
 * Rendered inside the shell's modal layer, which traps focus and names the dialog. Three tabs
 * (Base UI Tabs): the entry (text, attachments, publishing options), the saved drafts, and the
 * person's own GIFs. The same body edits an existing entry (`entry` given): prefilled with its
 * text, files and options, saved with `POST entry/{uuid}`, without drafts.
 */
import { Tabs } from '@base-ui/react/tabs';
import {
  charLength,
  type Entry,
  LIMITS,
  MEDIA_TYPES,
  numberFormat,
  PUBLISHING_OPTIONS,
  type PublishingOption,
  type UploadedFile,
} from '@potok/common';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useAddEntryMutation, useEditEntryMutation } from '../../api/queries/entries.ts';
import { useInvalidateMyFiles } from '../../api/queries/files.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { ModalTitle } from '../../app/layers/modalParts.tsx';
import AttachButton, {
  useFileDrop,
  usePageFileDrop,
} from '../../components/attachments/AttachButton.tsx';
import AttachmentList from '../../components/attachments/AttachmentList.tsx';
import { pastedFiles, useAttachments } from '../../components/attachments/useAttachments.ts';
import Button from '../../components/Button.tsx';
import TextSuggestions from '../../components/suggest/TextSuggestions.tsx';
import styles from './ComposeModal.module.css';
import DraftsPanel from './DraftsPanel.tsx';
import {
  clearDraft,
  type Draft,
  type DraftFile,
  deleteDraft,
  emptyDraft,
  isEmptyDraft,
  readDraft,
  readDrafts,
  type SavedDraft,
  saveDraft,
  writeDraft,
} from './drafts.ts';
import GifPanel from './GifPanel.tsx';

/** Spec §9 "Max attachments": 5 files per entry. */
export const MAX_ENTRY_FILES = 5;

/** Props of {@link ComposeModal}. */
export interface ComposeModalProps {
  /** Closes the modal (given by the modal layer). */
  onClose(): void;
  /** The entry to edit; without it a new entry is written. */
  entry?: Entry;
  /** Files to attach at once (dropped onto the feed's compose input). */
  files?: readonly File[];
}

type Tab = 'write' | 'drafts' | 'gif';

/** The entry's files as upload descriptors (an entry does not carry names and sizes). */
function entryFiles(entry: Entry): UploadedFile[] {
  return entry.content.files.map((file) => ({
    uuid: file.file.uuid,
    name: '',
    size: 0,
    type: file.type,
    width: file.width,
    height: file.height,
    alt: file.alt,
    thumbhash: file.thumbhash,
  }));
}

function entryOptions(entry: Entry): Draft['options'] {
  const options = {} as Draft['options'];
  for (const name of PUBLISHING_OPTIONS) options[name] = entry.state[name];
  return options;
}

/**
 * Writes and publishes (or edits) an entry: a labelled text field with a character counter,
 * attachments (button, paste, drop onto the modal), the publishing options, and «Опубликовать»
 * (Ctrl/Cmd+Enter). A new entry's draft — text, options and uploaded files — is saved per
 * account as the user types and cleared on publish; «В черновики» puts it in the drafts tab and
 * starts a clean one. On failure the text stays and a danger alert names the status.
 * «Опубликовать» is disabled while a file uploads and from the first press until the answer,
 * reading «Публикация…» (a double click or a repeated Ctrl+Enter sends one request); a retry
 * of the unchanged draft after a network failure carries the same Idempotency-Key
 * (`useAddEntryMutation`).
 */
export default function ComposeModal({ onClose, entry, files: dropped }: ComposeModalProps) {
  const { t, i18n } = useTranslation('screens');
  const { t: tc } = useTranslation('compose');
  const { session } = useSession();
  const account = session?.user?.user_id ?? 'guest';
  const editing = entry !== undefined;
  const [initial] = useState<Draft>(() =>
    entry
      ? { text: entry.content.text, options: entryOptions(entry), files: [] }
      : readDraft(account),
  );
  const [text, setText] = useState(initial.text);
  const [options, setOptions] = useState(initial.options);
  const [drafts, setDrafts] = useState<SavedDraft[]>(() => (editing ? [] : readDrafts(account)));
  const [tab, setTab] = useState<Tab>('write');
  const invalidateMyFiles = useInvalidateMyFiles();
  const attachments = useAttachments({
    max: MAX_ENTRY_FILES,
    types: MEDIA_TYPES,
    initial: entry ? entryFiles(entry) : initial.files,
    initialAltSaved: editing,
    onUploaded: (file) => {
      if (file.type === 'image/gif') invalidateMyFiles();
    },
  });
  const alerts = useAlerts();
  const addEntry = useAddEntryMutation();
  const editEntry = useEditEntryMutation();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Set in the press's own event, before React renders again: a second press of a double
  // click arrives before `isPending` shows.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  // Uploaded files keep the time they joined the draft (the server drops unattached ones).
  const [savedAtMap] = useState(
    () => new Map(initial.files.map((file) => [file.uuid, file.saved_at] as const)),
  );
  const savedAt = useRef(savedAtMap);
  const draftFiles = (): DraftFile[] =>
    attachments.files.map((file) => {
      const at = savedAt.current.get(file.uuid) ?? Date.now();
      savedAt.current.set(file.uuid, at);
      return { ...file, saved_at: at };
    });
  const draft: Draft = { text, options, files: draftFiles() };
  const draftJson = JSON.stringify(draft);

  useEffect(() => {
    if (!editing) writeDraft(account, JSON.parse(draftJson) as Draft);
  }, [account, draftJson, editing]);

  // Files dropped onto the feed's compose input join once, when the modal opens.
  const droppedDone = useRef(false);
  const { add } = attachments;
  useEffect(() => {
    if (droppedDone.current || !dropped || dropped.length === 0) return;
    droppedDone.current = true;
    add(dropped);
  }, [add, dropped]);

  // Characters as the server counts them (code points), not UTF-16 units.
  const length = charLength(text);
  const tooLong = length > LIMITS.entryText;
  const pending = busy || addEntry.isPending || editEntry.isPending;
  const canSend = text.trim() !== '' && !tooLong && !pending && !attachments.busy;
  const number = numberFormat(i18n.language);

  const fillFrom = (next: Draft) => {
    setText(next.text);
    setOptions(next.options);
    savedAt.current.clear();
    for (const file of next.files) savedAt.current.set(file.uuid, file.saved_at);
    attachments.replace(next.files);
  };

  const submit = async () => {
    if (!canSend || sending.current) return;
    sending.current = true;
    setBusy(true);
    const settle = () => {
      sending.current = false;
      setBusy(false);
    };
    try {
      await attachments.saveAlts();
      const files = attachments.files.map((file) => file.uuid);
      const body = { text: text.trim(), files, ...options };
      const result = entry
        ? await editEntry.mutateAsync({ entry, body })
        : await addEntry.mutateAsync(body);
      settle();
      if (!entry) {
        clearDraft(account);
        fillFrom(emptyDraft());
      }
      alerts.show({ status: result.status, tone: 'success' });
      onClose();
    } catch (error) {
      settle();
      alerts.show({ status: errorStatus(error), tone: 'danger' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = pastedFiles(event.clipboardData);
    if (files.length === 0) return; // text: the field inserts it as plain text
    event.preventDefault();
    attachments.add(files);
  };
  const attachDropped = (files: File[]) => {
    setTab('write');
    attachments.add(files);
  };
  const drop = useFileDrop(attachDropped);
  usePageFileDrop(attachDropped);
  const setOption = (name: PublishingOption, value: boolean) =>
    setOptions((current) => ({ ...current, [name]: value }));

  const toDrafts = () => {
    setDrafts(saveDraft(account, draft));
    fillFrom(emptyDraft());
    alerts.show({ status: 'draft_saved', tone: 'success', text: tc('drafts.saved') });
    textarea.current?.focus();
  };
  const restore = (saved: SavedDraft) => {
    // What is being written goes to the drafts first, so nothing is lost.
    const list = isEmptyDraft(draft) ? readDrafts(account) : saveDraft(account, draft);
    setDrafts(list.filter((item) => item.id !== saved.id));
    deleteDraft(account, saved.id);
    fillFrom(saved);
    setTab('write');
    requestAnimationFrame(() => textarea.current?.focus());
  };
  const remove = (saved: SavedDraft) => setDrafts(deleteDraft(account, saved.id));

  const uploading = attachments.busy;
  const attachLabel = tc('attach.button', { max: MAX_ENTRY_FILES });

  return (
    <form
      className={drop.dragging ? `${styles.form} ${styles.dragging}` : styles.form}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      {...drop.handlers}
    >
      <ModalTitle className={styles.title}>
        {editing ? tc('editTitle') : t('compose.title')}
      </ModalTitle>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List className={styles.tabs} aria-label={tc('tabs.label')}>
          <Tabs.Tab className={styles.tab} value="write">
            {editing ? tc('tabs.edit') : tc('tabs.write')}
          </Tabs.Tab>
          {editing ? null : (
            <Tabs.Tab className={styles.tab} value="drafts">
              {tc('tabs.drafts')}
              {drafts.length > 0 ? (
                <span className={styles.badge}>{number.format(drafts.length)}</span>
              ) : null}
            </Tabs.Tab>
          )}
          <Tabs.Tab className={styles.tab} value="gif">
            {tc('tabs.gif')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel className={styles.panel} value="write" keepMounted>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-text`}>
              {t('compose.textLabel')}
            </label>
            <textarea
              ref={textarea}
              // The dialog opens to write (React DOM focuses the field on mount).
              // biome-ignore lint/a11y/noAutofocus: the field is what the dialog is opened for
              autoFocus
              id={`${id}-text`}
              className={styles.text}
              value={text}
              placeholder={t('compose.placeholder')}
              onChange={(event) => setText(event.target.value)}
              onPaste={onPaste}
              aria-describedby={`${id}-counter ${id}-hint`}
              aria-invalid={tooLong || undefined}
              rows={6}
            />
            <TextSuggestions textarea={textarea} />
            <div className={styles.meta}>
              <span id={`${id}-hint`} className={styles.hint}>
                {editing ? tc('editShortcut') : t('compose.shortcut')}
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
          <AttachmentList
            items={attachments.items}
            onRemove={attachments.remove}
            onAlt={attachments.setAlt}
          />
          <div className={styles.attachRow}>
            <AttachButton
              label={attachLabel}
              accept={MEDIA_TYPES}
              multiple
              disabled={attachments.items.length >= MAX_ENTRY_FILES}
              onFiles={attachments.add}
            />
            <span className={styles.hint}>
              {tc('attach.hint', {
                count: attachments.items.length,
                max: MAX_ENTRY_FILES,
              })}
            </span>
          </div>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>{t('compose.optionsLegend')}</legend>
            {PUBLISHING_OPTIONS.map((name) => (
              <label key={name} className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={options[name]}
                  onChange={(event) => setOption(name, event.target.checked)}
                />
                <span>{t(`compose.options.${name}`)}</span>
              </label>
            ))}
          </fieldset>
        </Tabs.Panel>

        {editing ? null : (
          <Tabs.Panel className={styles.panel} value="drafts">
            <DraftsPanel
              drafts={drafts}
              disabled={uploading || pending}
              onRestore={restore}
              onDelete={remove}
            />
          </Tabs.Panel>
        )}

        <Tabs.Panel className={styles.panel} value="gif">
          <GifPanel
            attached={attachments.files.map((file) => file.uuid)}
            full={attachments.items.length >= MAX_ENTRY_FILES}
            onToggle={(file) => attachments.toggleUploaded(file)}
            onUpload={(files) => {
              setTab('write');
              attachments.add(files);
            }}
          />
        </Tabs.Panel>
      </Tabs.Root>

      {drop.dragging ? (
        <div className={styles.dropHint} aria-hidden="true">
          {tc('attach.dropHint')}
        </div>
      ) : null}

      <div className={styles.actions}>
        {editing ? null : (
          <Button
            className={styles.saveDraft}
            onClick={toDrafts}
            disabled={isEmptyDraft(draft) || uploading || pending}
          >
            {tc('drafts.save')}
          </Button>
        )}
        <Button onClick={onClose}>{t('compose.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!canSend}
          aria-busy={pending || undefined}
        >
          {editing
            ? pending
              ? tc('saving')
              : tc('save')
            : pending
              ? t('compose.publishing')
              : t('compose.publish')}
        </Button>
      </div>
    </form>
  );
}
