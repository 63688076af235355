/**
 * The modals of entry and comment actions (spec §2 "Modals"), one lazily loaded chunk opened
 * through `useActionModals` with the `actions` texts loaded beside it:
 * - `HistoryModal`: the earlier versions of an entry or a comment, newest first, paged
 *   (spec §4 "Paged lists"), each with its date; `empty_history` when there is none.
 * - `ReportModal`: a report of an entry or a comment, the reason chosen in a radio group of
 *   REPORT_REASONS (spec §5: "other" by default); the success status (`entry_reported`,
 *   `comment_reported`) or the failure's status is shown as an alert.
 * - `PinDialog`: the pin confirmation, saying that pinning replaces the pinned entry.
 * - `DeleteEntryDialog`: the entry delete confirmation (the caller deletes and tells).
 * - `DeleteCommentDialog`: the comment delete confirmation (`comment_deleted`).
 * Each names its dialog with `ModalTitle` (and `ModalDescription`); `openers` opens each in the
 * modal layer (`useActionModals` calls them once this chunk has loaded).
 */
import {
  type Comment,
  dateFormat,
  type Entry,
  type HistoryItem,
  REPORT_REASONS,
  type ReportReasonName,
} from '@potok/common';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { uniqueItems } from '../../api/paging.ts';
import { useDeleteCommentMutation } from '../../api/queries/commentActions.ts';
import {
  type ActionTarget,
  type ReportTarget,
  useHistoryInfiniteQuery,
  usePinMutation,
  useReportMutation,
} from '../../api/queries/entryActions.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { ModalDescription, ModalTitle } from '../../app/layers/modalParts.tsx';
import type { ModalsApi } from '../../app/layers/modals.tsx';
import Button from '../Button.tsx';
import ConfirmDialog from '../ConfirmDialog.tsx';
import Placeholder from '../Placeholder.tsx';
import styles from './ActionModals.module.css';
import type { ActionModalsApi } from './actionModalsApi.ts';

/** Props of a modal about an entry or a comment. */
export interface TargetModalProps {
  target: ActionTarget;
  onClose(): void;
}

/** The reasons in the order they are offered: the named ones first, «Другое» last. */
const REASON_ORDER: ReportReasonName[] = [
  ...REPORT_REASONS.filter((name) => name !== 'other'),
  'other',
];

function versionKey(item: HistoryItem): number {
  return item.version_id;
}

/**
 * The history of edits of an entry or a comment: each earlier version's date and its text as
 * it was written (line breaks kept), with the number of its attachments; «Загрузить ещё» while
 * more versions exist. (Kept light: the chunk shares no code with the lists of entries, so
 * opening it costs the first screen nothing.)
 */
export function HistoryModal({ target, onClose }: TargetModalProps) {
  const { t, i18n } = useTranslation('actions');
  const { t: common } = useTranslation('components');
  const query = useHistoryInfiniteQuery(target);
  const items = useMemo(() => uniqueItems(query.data?.pages ?? [], versionKey), [query.data]);
  const dates = dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const title = t(target.kind === 'entry' ? 'history.entry_title' : 'history.comment_title');
  let body: ReactNode;
  if (query.status === 'pending') {
    body = (
      <p className={styles.status} role="status">
        {common('list.loading')}
      </p>
    );
  } else if (query.status === 'error') {
    body = (
      <Placeholder
        status={errorStatus(query.error)}
        kind="error"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = <Placeholder status="empty_history" kind="empty" />;
  } else {
    body = (
      <ol className={styles.versions} aria-label={title}>
        {items.map((item) => (
          <li key={item.version_id} className={styles.version}>
            <h3 className={styles.versionDate}>
              <time dateTime={item.meta.date_added}>
                {t('history.version', { date: dates.format(new Date(item.meta.date_added)) })}
              </time>
            </h3>
            {item.content.text ? (
              <p className={styles.versionText}>{item.content.text}</p>
            ) : (
              <p className={styles.noText}>{t('history.no_text')}</p>
            )}
            {item.content.files.length > 0 ? (
              <p className={styles.files}>
                {t('history.files', { count: item.content.files.length })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.modal} aria-busy={query.isFetching}>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      <ModalDescription className={styles.description}>{t('history.description')}</ModalDescription>
      {body}
      <div className={styles.actions}>
        {query.hasNextPage ? (
          <Button
            size="compact"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            className={styles.more}
          >
            {query.isFetchingNextPage ? common('list.loading') : common('list.load_more')}
          </Button>
        ) : null}
        <Button size="compact" onClick={onClose}>
          {t('history.close')}
        </Button>
      </div>
    </div>
  );
}

/** A report of an entry, a comment, a person or a tag with a reason. */
export function ReportModal({ target, onClose }: { target: ReportTarget; onClose(): void }) {
  const { t } = useTranslation('actions');
  const { t: common } = useTranslation('components');
  const alerts = useAlerts();
  const report = useReportMutation();
  const [reason, setReason] = useState<ReportReasonName>('other');
  const legendId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    try {
      const result = await report.mutateAsync({ target, reason: REPORT_REASONS.indexOf(reason) });
      alerts.show({ status: result.status, tone: 'success' });
      onClose();
    } catch (error) {
      alerts.show({ status: errorStatus(error), tone: 'danger' });
    }
  };
  return (
    <form className={styles.modal} onSubmit={submit}>
      <ModalTitle className={styles.title}>{t(`report.${target.kind}_title`)}</ModalTitle>
      <ModalDescription className={styles.description}>{t('report.description')}</ModalDescription>
      <fieldset className={styles.reasons} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('report.reason')}
        </legend>
        {REASON_ORDER.map((name) => (
          <label key={name} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={name}
              checked={reason === name}
              onChange={() => setReason(name)}
            />
            <span>{common(`report.reasons.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button size="compact" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button
          size="compact"
          variant="primary"
          type="submit"
          disabled={report.isPending}
          aria-busy={report.isPending}
        >
          {report.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The pin confirmation; pins on confirm and says the outcome in an alert. */
export function PinDialog({ entry, onClose }: { entry: Entry; onClose(): void }) {
  const { t } = useTranslation('actions');
  const alerts = useAlerts();
  const { mutateAsync } = usePinMutation();
  return (
    <ConfirmDialog
      title={t('pin.title')}
      description={t('pin.description')}
      confirmLabel={t('pin.confirm')}
      onConfirm={async () => {
        try {
          const result = await mutateAsync({ entry, pin: true });
          alerts.show({ status: result.status, tone: 'success' });
        } catch (error) {
          alerts.show({ status: errorStatus(error), tone: 'danger' });
        }
      }}
      onClose={onClose}
    />
  );
}

/** The entry delete confirmation; `onDelete` runs on confirm (and says the outcome). */
export function DeleteEntryDialog({
  entry,
  onDelete,
  onClose,
}: {
  entry: Entry;
  onDelete(entry: Entry): void | Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('components');
  return (
    <ConfirmDialog
      title={t('entry.delete_title')}
      description={t('entry.delete_description')}
      confirmLabel={t('entry.delete_confirm')}
      danger
      onConfirm={() => onDelete(entry)}
      onClose={onClose}
    />
  );
}

/** The comment delete confirmation; deletes on confirm and says the outcome in an alert. */
export function DeleteCommentDialog({ comment, onClose }: { comment: Comment; onClose(): void }) {
  const { t } = useTranslation('actions');
  const alerts = useAlerts();
  const { mutateAsync } = useDeleteCommentMutation();
  return (
    <ConfirmDialog
      title={t('delete_comment.title')}
      description={t('delete_comment.description')}
      confirmLabel={t('delete_comment.confirm')}
      danger
      onConfirm={async () => {
        try {
          const result = await mutateAsync(comment);
          alerts.show({ status: result.status, tone: 'success' });
        } catch (error) {
          alerts.show({ status: errorStatus(error), tone: 'danger' });
        }
      }}
      onClose={onClose}
    />
  );
}

/** How each modal opens in the modal layer: `openers.history(modals, target)` and the others. */
export const openers: {
  [K in keyof ActionModalsApi]: (
    modals: ModalsApi,
    ...args: Parameters<ActionModalsApi[K]>
  ) => void;
} = {
  history: (modals, target) => {
    modals.open((close) => <HistoryModal target={target} onClose={close} />, { size: 'wide' });
  },
  report: (modals, target) => {
    modals.open((close) => <ReportModal target={target} onClose={close} />);
  },
  confirmPin: (modals, entry) => {
    modals.open((close) => <PinDialog entry={entry} onClose={close} />);
  },
  confirmDeleteEntry: (modals, entry, onDelete) => {
    modals.open((close) => <DeleteEntryDialog entry={entry} onDelete={onDelete} onClose={close} />);
  },
  confirmDeleteComment: (modals, comment) => {
    modals.open((close) => <DeleteCommentDialog comment={comment} onClose={close} />);
  },
};
