/**
 * Opens the modals of entry and comment actions (spec §2 "Modals"): history, report, pin
 * confirmation, entry and comment delete confirmations. Their code (`ActionModals.tsx`, which
 * also holds how each is opened) and their texts (the `actions` namespace) load together on the
 * first open, so lists of entries carry neither; the modal shows once they are there.
 */
import { useMemo } from 'react';
import { useModals } from '../../app/layers/index.ts';
import { loadNamespaces } from '../../i18n/index.ts';
import type { ActionModalsApi } from './actionModalsApi.ts';

export type { ActionModalsApi } from './actionModalsApi.ts';

/** The modals' chunk with the `actions` texts. */
export const loadActionModals = () =>
  Promise.all([import('./ActionModals.tsx'), loadNamespaces('actions')]).then(([module]) => module);

/** `useActionModals().history({ kind: 'entry', uuid })` and the others. */
export function useActionModals(): ActionModalsApi {
  const modals = useModals();
  return useMemo(() => {
    const open =
      <K extends keyof ActionModalsApi>(name: K) =>
      (...args: Parameters<ActionModalsApi[K]>) =>
        void loadActionModals().then(({ openers }) =>
          (openers[name] as (...all: unknown[]) => void)(modals, ...args),
        );
    return {
      history: open('history'),
      report: open('report'),
      confirmPin: open('confirmPin'),
      confirmDeleteEntry: open('confirmDeleteEntry'),
      confirmDeleteComment: open('confirmDeleteComment'),
    };
  }, [modals]);
}
