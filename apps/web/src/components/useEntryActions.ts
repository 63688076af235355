/**
 * The handlers an `EntryCard` needs, shared by the feed, entry, profile and tag screens:
 * subscribe / unsubscribe to the author (optimistic), delete (after the card's confirmation),
 * edit (the compose modal with the entry), history and report (their modals), pin (after the
 * pin confirmation) and unpin, and reactions (optimistic), each with its alert — a failure's
 * status (`user_cant_*`, `not_owned`…) as a danger alert.
 */
import type { Entry, ReactionName, UserShort } from '@potok/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus } from '../api/client.ts';
import type { BookmarkTarget } from '../api/queries/bookmarks.ts';
import type { SubscriptionTarget } from '../api/queries/cache.ts';
import { useDeleteEntryMutation } from '../api/queries/entries.ts';
import { useSession } from '../api/queries/session.ts';
import { useSubscribeMutation } from '../api/queries/users.ts';
import { loginPath, useAlerts, useCompose } from '../app/layers/index.ts';
import { useActionModals } from './actions/useActionModals.tsx';

/**
 * The code of pinning and reactions, loaded on demand (lists of entries are on the first
 * screen, which has no room for it): on the first use, or shortly after a signed-in list shows.
 */
const loadRunners = () => import('../api/queries/entryActions.ts');

/** The bookmark toggle's code, loaded on its first use (the bookmarks screen loads it too). */
export const loadBookmarks = () => import('../api/queries/bookmarks.ts');

/**
 * The bookmark toggle of an entry, a comment or a person with its alert (`added` / `removed`,
 * or the failure's status). For signed-in people only: the menus offer it to no guest.
 */
export function useBookmarkToggle() {
  const alerts = useAlerts();
  const qc = useQueryClient();
  return useCallback(
    (target: BookmarkTarget, add: boolean) =>
      void loadBookmarks().then((m) => m.toggleBookmark(qc, alerts, { target, add })),
    [alerts, qc],
  );
}

/** How long after a signed-in list appears the actions' code is fetched, ms. */
const PRELOAD_DELAY_MS = 2000;

/**
 * Subscribe / unsubscribe toggles with alerts keyed by the server's status; a guest is sent to
 * the login screen (and back here afterwards).
 */
export function useSubscriptionToggle() {
  const alerts = useAlerts();
  const { isAuth } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { mutate } = useSubscribeMutation();
  return useMemo(() => {
    const toggle = (user: SubscriptionTarget, subscribe: boolean) => {
      if (!isAuth) {
        navigate(loginPath(pathname + search));
        return;
      }
      mutate(
        { user: { user_id: user.user_id, username: user.username }, subscribe },
        {
          onSuccess: (result) => alerts.show({ status: result.status, tone: 'success' }),
          onError: (error) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
        },
      );
    };
    return {
      subscribe: (user: SubscriptionTarget) => toggle(user, true),
      unsubscribe: (user: SubscriptionTarget) => toggle(user, false),
    };
  }, [mutate, alerts, isAuth, navigate, pathname, search]);
}

/**
 * Props for `EntryCard`: `onSubscribe`, `onUnsubscribe`, `onDelete`, `onEdit`, `onHistory`,
 * `onPin`, `onReport`, `onBookmark`, `onReact`. `afterDelete` runs after a successful delete (the entry page
 * goes back to the feed); `silent` leaves the success alert to it (a route change would clear
 * an alert shown before it). A guest who reacts is sent to the login screen.
 */
export function useEntryActions(
  afterDelete?: (entry: Entry) => void,
  { silent = false }: { silent?: boolean } = {},
) {
  const alerts = useAlerts();
  const toggle = useSubscriptionToggle();
  const { open: openCompose } = useCompose();
  const modals = useActionModals();
  const { isAuth } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { mutateAsync: remove } = useDeleteEntryMutation();
  const qc = useQueryClient();
  const bookmark = useBookmarkToggle();
  // A signed-in person will likely react: the first press should count at once.
  useEffect(() => {
    if (!isAuth) return;
    const timer = setTimeout(() => void loadRunners(), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAuth]);
  return useMemo(
    () => ({
      onSubscribe: (user: UserShort) => toggle.subscribe(user),
      onUnsubscribe: (user: UserShort) => toggle.unsubscribe(user),
      onDelete: async (entry: Entry) => {
        try {
          const result = await remove(entry);
          if (!silent) alerts.show({ status: result.status, tone: 'success' });
          afterDelete?.(entry);
        } catch (error) {
          alerts.show({ status: errorStatus(error), tone: 'danger' });
        }
      },
      onEdit: (entry: Entry) => openCompose({ entry }),
      onHistory: (entry: Entry) => modals.history({ kind: 'entry', uuid: entry.uuid }),
      // Reporting is for signed-in people (spec §6); a guest's menu has no such item.
      onReport: isAuth
        ? (entry: Entry) => modals.report({ kind: 'entry', uuid: entry.uuid })
        : undefined,
      onBookmark: isAuth
        ? (entry: Entry, add: boolean) => bookmark({ kind: 'entry', entry }, add)
        : undefined,
      onPin: (entry: Entry, on: boolean) => {
        if (on) {
          modals.confirmPin(entry);
          return;
        }
        loadRunners()
          .then(({ runPin }) => runPin(qc, { entry, pin: false }))
          .then(
            (result) => alerts.show({ status: result.status, tone: 'success' }),
            (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
          );
      },
      onReact: (entry: Entry, name: ReactionName, add: boolean) => {
        if (!isAuth) {
          navigate(loginPath(pathname + search));
          return;
        }
        loadRunners()
          .then(({ runReact }) => runReact(qc, { uuid: entry.uuid, react: name, add }))
          .catch((error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }));
      },
    }),
    [
      toggle,
      remove,
      alerts,
      afterDelete,
      silent,
      openCompose,
      modals,
      qc,
      isAuth,
      navigate,
      pathname,
      search,
      bookmark,
    ],
  );
}
