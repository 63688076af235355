/**
 * The items of the entry options menu (spec §2 "Entry options menu"), exactly: subscribe or
 * unsubscribe to the author (others' entries); add/remove bookmark (signed in); copy link; history (edited entries); pin or unpin
 * (own entries, where the screen offers pinning); edit and delete (own); report (others').
 * Loaded with the menu's code on its first press, so the cards of the first screen carry only
 * the «…» button.
 */
import type { Entry, UserShort } from '@potok/common';
import type { TFunction } from 'i18next';
import type { MenuAction } from '../menuAction.ts';
import type { ActionModalsApi } from './useActionModals.tsx';

/** What the items do: the card's handlers (absent ones leave their item out). */
export interface EntryMenuHandlers {
  onSubscribe?: ((user: UserShort, entry: Entry) => void) | undefined;
  onUnsubscribe?: ((user: UserShort, entry: Entry) => void) | undefined;
  /** Runs after the delete confirmation. */
  onDelete?: ((entry: Entry) => void | Promise<void>) | undefined;
  onEdit?: ((entry: Entry) => void) | undefined;
  onHistory?: ((entry: Entry) => void) | undefined;
  onPin?: ((entry: Entry, pin: boolean) => void) | undefined;
  onReport?: ((entry: Entry) => void) | undefined;
  /** Adds (`add`) or removes the viewer's bookmark; absent for guests. */
  onBookmark?: ((entry: Entry, add: boolean) => void) | undefined;
  /** Copies the entry's link. */
  copy(): void;
  /** Opens the delete confirmation. */
  modals: Pick<ActionModalsApi, 'confirmDeleteEntry'>;
}

/** The menu items for `entry` as its viewer may use them. */
export function entryMenuItems(entry: Entry, h: EntryMenuHandlers, t: TFunction): MenuAction[] {
  const { user, state } = entry;
  const mine = user.state.is_me;
  const list: MenuAction[] = [];
  if (!mine && user.state.me_subscribed && h.onUnsubscribe) {
    const run = h.onUnsubscribe;
    list.push({
      key: 'unsubscribe',
      label: t('components:entry.unsubscribe'),
      icon: 'user',
      onSelect: () => run(user, entry),
    });
  } else if (!mine && !user.state.me_subscribed && h.onSubscribe) {
    const run = h.onSubscribe;
    list.push({
      key: 'subscribe',
      label: t('components:entry.subscribe'),
      icon: 'plus',
      onSelect: () => run(user, entry),
    });
  }
  if (h.onBookmark) {
    const run = h.onBookmark;
    const add = !state.is_bookmarked;
    list.push({
      key: add ? 'bookmark' : 'unbookmark',
      label: t(add ? 'actions:bookmark.add' : 'actions:bookmark.remove'),
      icon: 'bookmark',
      onSelect: () => run(entry, add),
    });
  }
  list.push({
    key: 'copy',
    label: t('components:entry.copy_link'),
    icon: 'link',
    onSelect: h.copy,
  });
  if (state.is_edited && h.onHistory) {
    const run = h.onHistory;
    list.push({
      key: 'history',
      label: t('actions:entry.history'),
      icon: 'history',
      onSelect: () => run(entry),
    });
  }
  if (mine && h.onPin) {
    const run = h.onPin;
    const pin = !state.is_pinned;
    list.push({
      key: pin ? 'pin' : 'unpin',
      label: t(pin ? 'actions:entry.pin' : 'actions:entry.unpin'),
      icon: 'pin',
      onSelect: () => run(entry, pin),
    });
  }
  if (mine && h.onEdit) {
    const run = h.onEdit;
    list.push({
      key: 'edit',
      label: t('actions:entry.edit'),
      icon: 'compose',
      onSelect: () => run(entry),
    });
  }
  if (mine && h.onDelete) {
    const run = h.onDelete;
    list.push({
      key: 'delete',
      label: t('components:entry.delete'),
      icon: 'trash',
      danger: true,
      onSelect: () => h.modals.confirmDeleteEntry(entry, run),
    });
  }
  if (!mine && h.onReport) {
    const run = h.onReport;
    list.push({
      key: 'report',
      label: t('actions:entry.report'),
      icon: 'flag',
      onSelect: () => run(entry),
    });
  }
  return list;
}
