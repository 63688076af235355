/**
 * Opens the modals of entry and comment actions (spec §2 "Modals"): history, report, pin
 * confirmation, comment delete confirmation. Their code (`ActionModals.tsx`) and their texts
 * (the `actions` namespace) load together on the first open, so lists of entries carry neither;
 * the dialog shows the loading mark meanwhile.
 */
import type { Comment, Entry } from '@potok/common';
import { lazy, Suspense, useMemo } from 'react';
import type { ActionTarget } from '../../api/queries/entryActions.ts';
import { LoadingMark, useModals } from '../../app/layers/index.ts';
import i18n, { loadNamespaces } from '../../i18n/index.ts';

/** The modals' chunk with the `actions` texts. */
export const loadActionModals = () =>
  Promise.all([import('./ActionModals.tsx'), loadNamespaces('actions')]).then(([module]) => module);

const HistoryModal = lazy(() => loadActionModals().then((m) => ({ default: m.HistoryModal })));
const ReportModal = lazy(() => loadActionModals().then((m) => ({ default: m.ReportModal })));
const PinDialog = lazy(() => loadActionModals().then((m) => ({ default: m.PinDialog })));
const DeleteCommentDialog = lazy(() =>
  loadActionModals().then((m) => ({ default: m.DeleteCommentDialog })),
);

/** The openers of the action modals. */
export interface ActionModalsApi {
  /** The edit history of an entry or a comment. */
  history(target: ActionTarget): void;
  /** The report form for an entry or a comment. */
  report(target: ActionTarget): void;
  /** The pin confirmation of one of my entries (pins on confirm). */
  confirmPin(entry: Entry): void;
  /** The delete confirmation of one of my comments (deletes on confirm). */
  confirmDeleteComment(comment: Comment): void;
}

/** `useActionModals().history({ kind: 'entry', uuid })` and the others. */
export function useActionModals(): ActionModalsApi {
  const modals = useModals();
  return useMemo(() => {
    // The body names the dialog once loaded (`ModalTitle`); this label names it while it loads
    // — in the interface language once the `actions` texts are there.
    const label = (key: string) => i18n.t(`actions:${key}`, { defaultValue: '…' });
    return {
      history: (target) => {
        modals.open(
          (closeThis) => (
            <Suspense fallback={<LoadingMark />}>
              <HistoryModal target={target} onClose={closeThis} />
            </Suspense>
          ),
          {
            label: label(target.kind === 'entry' ? 'history.entry_title' : 'history.comment_title'),
            size: 'wide',
          },
        );
      },
      report: (target) => {
        modals.open(
          (closeThis) => (
            <Suspense fallback={<LoadingMark />}>
              <ReportModal target={target} onClose={closeThis} />
            </Suspense>
          ),
          {
            label: label(target.kind === 'entry' ? 'report.entry_title' : 'report.comment_title'),
          },
        );
      },
      confirmPin: (entry) => {
        modals.open(
          (closeThis) => (
            <Suspense fallback={<LoadingMark />}>
              <PinDialog entry={entry} onClose={closeThis} />
            </Suspense>
          ),
          { label: label('pin.title') },
        );
      },
      confirmDeleteComment: (comment) => {
        modals.open(
          (closeThis) => (
            <Suspense fallback={<LoadingMark />}>
              <DeleteCommentDialog comment={comment} onClose={closeThis} />
            </Suspense>
          ),
          { label: label('delete_comment.title') },
        );
      },
    } satisfies ActionModalsApi;
  }, [modals]);
}
