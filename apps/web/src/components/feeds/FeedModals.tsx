/**
 * The custom feeds' modals (spec §2 "Modals": feed create; beyond the spec the author's edit and
 * delete — docs/decisions/custom-feeds-web.md), one lazily loaded chunk opened through `useFeedModals` with the
 * `feeds` texts loaded beside it:
 * - `FeedFormModal`: title (≤ FEED_LIMITS.titleMax characters, with a counter), emoji
 *   (`EmojiPicker`) and tags (`TagsField`, with `#` suggestions); «Создать» sends `POST feeds`,
 *   in edit mode «Сохранить» sends `POST feed/{uuid}`. The fields are checked with the server's
 *   own rules first (packages/common `checkFeedFields`); a refusal — the check's or the server's —
 *   shows its status text as a danger alert and the form stays as it was. The submit button is
 *   disabled from the first press until the answer.
 * - `DeleteFeedDialog`: the delete confirmation (`feed_deleted`; the feed leaves every
 *   subscriber's list); a caller that leaves the feed's page shows the alert where it arrives.
 */
import { checkFeedFields, FEED_LIMITS, type Feed, numberFormat, type Status } from '@potok/common';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import {
  useCreateFeedMutation,
  useDeleteFeedMutation,
  useEditFeedMutation,
} from '../../api/queries/customFeeds.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { ModalDescription, ModalTitle } from '../../app/layers/modalParts.tsx';
import type { ModalsApi } from '../../app/layers/modals.tsx';
import Button from '../Button.tsx';
import ConfirmDialog from '../ConfirmDialog.tsx';
import EmojiPicker from './EmojiPicker.tsx';
import { DEFAULT_FEED_EMOJI } from './emoji.ts';
import styles from './FeedModals.module.css';
import TagsField from './TagsField.tsx';

/** Props of `FeedFormModal`. */
export interface FeedFormModalProps {
  /** The feed to edit; a new feed when absent. */
  feed?: Feed;
  /** Receives the new feed and the status after `feed_added` (and shows the alert). */
  onCreated?: (feed: Feed, status: Status) => void;
  onClose(): void;
}

/** Characters of a title as the server counts them (code points). */
function charCount(text: string): number {
  return [...text].length;
}

/** The create-feed form, or the edit form of `feed`. */
export function FeedFormModal({ feed, onCreated, onClose }: FeedFormModalProps) {
  const { t, i18n } = useTranslation('feeds');
  const alerts = useAlerts();
  const create = useCreateFeedMutation();
  const edit = useEditFeedMutation();
  const editing = feed !== undefined;
  const [title, setTitle] = useState(feed?.title ?? '');
  const [emoji, setEmoji] = useState(feed?.emoji ?? DEFAULT_FEED_EMOJI);
  const [tags, setTags] = useState<string[]>(feed?.tags ?? []);
  const [draft, setDraft] = useState('');
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const length = charCount(title.trim());
  const tooLong = length > FEED_LIMITS.titleMax;
  const number = numberFormat(i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    // A tag typed but not yet added counts too.
    const typed = draft.trim() === '' ? [] : [draft];
    const checked = checkFeedFields({ title, emoji, tags: [...tags, ...typed] });
    if (!checked.ok) {
      alerts.show({ status: checked.status, tone: 'danger' });
      return;
    }
    const input = {
      title: checked.fields.title,
      emoji,
      tags: checked.fields.tags.map((tag) => tag.slug),
    };
    sending.current = true;
    setBusy(true);
    try {
      if (feed) {
        const result = await edit.mutateAsync({ feed, input });
        alerts.show({ status: result.status, tone: 'success' });
        onClose();
      } else {
        const result = await create.mutateAsync(input);
        onClose();
        // A caller that opens the new feed says the outcome there.
        if (onCreated && result.payload) onCreated(result.payload, result.status);
        else alerts.show({ status: result.status, tone: 'success' });
      }
    } catch (error) {
      alerts.show({ status: errorStatus(error), tone: 'danger' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={styles.modal} onSubmit={submit} noValidate>
      <ModalTitle className={styles.title}>
        {editing ? t('form.edit_title') : t('form.create_title')}
      </ModalTitle>
      <ModalDescription className={styles.description}>{t('form.description')}</ModalDescription>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {t('form.title_label')}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('form.title_placeholder')}
          aria-describedby={`${id}-counter`}
          aria-invalid={tooLong || undefined}
          autoComplete="off"
          // The dialog opens to name the feed (React DOM focuses it on mount).
          // biome-ignore lint/a11y/noAutofocus: the field is what the dialog is opened for
          autoFocus
        />
        <span
          id={`${id}-counter`}
          className={tooLong ? `${styles.counter} ${styles.over}` : styles.counter}
        >
          {t('form.counter', {
            length: number.format(length),
            max: number.format(FEED_LIMITS.titleMax),
          })}
        </span>
      </div>

      <EmojiPicker value={emoji} onChange={setEmoji} />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-tags`}>
          {t('form.tags_label')}
        </label>
        <TagsField
          tags={tags}
          onChange={setTags}
          draft={draft}
          onDraftChange={setDraft}
          inputId={`${id}-tags`}
          hintId={`${id}-tags-hint`}
        />
      </div>

      <div className={styles.actions}>
        <Button size="compact" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button size="compact" variant="primary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('form.saving') : editing ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** The delete confirmation of one of my feeds; deletes on confirm and says the outcome. */
export function DeleteFeedDialog({
  feed,
  afterDelete,
  onClose,
}: {
  feed: Feed;
  afterDelete?: (status: Status) => void;
  onClose(): void;
}) {
  const { t } = useTranslation('feeds');
  const alerts = useAlerts();
  const { mutateAsync } = useDeleteFeedMutation();
  return (
    <ConfirmDialog
      title={t('delete.title', { title: feed.title })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={async () => {
        try {
          const result = await mutateAsync(feed);
          // A caller that leaves the page says the outcome where it arrives.
          if (afterDelete) afterDelete(result.status);
          else alerts.show({ status: result.status, tone: 'success' });
        } catch (error) {
          alerts.show({ status: errorStatus(error), tone: 'danger' });
        }
      }}
      onClose={onClose}
    />
  );
}

/** Opens the create form in the modal layer. */
export function openCreate(
  modals: ModalsApi,
  onCreated?: (feed: Feed, status: Status) => void,
): void {
  modals.open((close) => <FeedFormModal onCreated={onCreated} onClose={close} />, {
    size: 'wide',
  });
}

/** Opens the edit form of `feed`. */
export function openEdit(modals: ModalsApi, feed: Feed): void {
  modals.open((close) => <FeedFormModal feed={feed} onClose={close} />, { size: 'wide' });
}

/** Opens the delete confirmation of `feed`. */
export function openDelete(
  modals: ModalsApi,
  feed: Feed,
  afterDelete?: (status: Status) => void,
): void {
  modals.open((close) => (
    <DeleteFeedDialog feed={feed} afterDelete={afterDelete} onClose={close} />
  ));
}
