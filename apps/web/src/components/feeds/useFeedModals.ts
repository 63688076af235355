/**
 * Opens the custom feeds' modals (spec §2 "Modals": feed create; beyond the spec, the same form
 * to edit a feed and a delete confirmation): their code (`FeedModals.tsx`, with the emoji picker
 * and the tags field) and their texts (the `feeds` namespace) load together on the first open,
 * so no list carries them; the modal shows once they are there.
 */
import type { Feed, Status } from '@potok/common';
import { useMemo } from 'react';
import { useModals } from '../../app/layers/index.ts';
import { loadNamespaces } from '../../i18n/index.ts';

/** The modals' chunk with the `feeds` texts. */
export const loadFeedModals = () =>
  Promise.all([import('./FeedModals.tsx'), loadNamespaces('feeds')]).then(([module]) => module);

/** The openers of the feeds' modals. */
export interface FeedModalsApi {
  /**
   * The create-feed form; `onCreated` receives the new feed and the status (the caller opens
   * the feed and shows the alert there).
   */
  create(onCreated?: (feed: Feed, status: Status) => void): void;
  /** The same form filled with `feed`, for its author. */
  edit(feed: Feed): void;
  /** The delete confirmation; deletes on confirm, then `afterDelete`. */
  confirmDelete(feed: Feed, afterDelete?: (status: Status) => void): void;
}

/** `useFeedModals().create()` and the others. */
export function useFeedModals(): FeedModalsApi {
  const modals = useModals();
  return useMemo(
    () => ({
      create: (onCreated) => void loadFeedModals().then((m) => m.openCreate(modals, onCreated)),
      edit: (feed) => void loadFeedModals().then((m) => m.openEdit(modals, feed)),
      confirmDelete: (feed, afterDelete) =>
        void loadFeedModals().then((m) => m.openDelete(modals, feed, afterDelete)),
    }),
    [modals],
  );
}
