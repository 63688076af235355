/**
 * The handlers an `EntryCard` needs, shared by the feed, entry and profile screens: subscribe /
 * unsubscribe to the author (optimistic) and delete (after the card's confirmation), each with
 * its alert.
 */
import type { Entry, UserShort } from '@potok/common';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus } from '../api/client.ts';
import type { SubscriptionTarget } from '../api/queries/cache.ts';
import { useDeleteEntryMutation } from '../api/queries/entries.ts';
import { useSession } from '../api/queries/session.ts';
import { useSubscribeMutation } from '../api/queries/users.ts';
import { loginPath, useAlerts } from '../app/layers/index.ts';

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
 * Props for `EntryCard`: `onSubscribe`, `onUnsubscribe`, `onDelete`. `afterDelete` runs after a
 * successful delete (the entry page goes back to the feed); `silent` leaves the success alert to
 * it (a route change would clear an alert shown before it).
 */
export function useEntryActions(
  afterDelete?: (entry: Entry) => void,
  { silent = false }: { silent?: boolean } = {},
) {
  const alerts = useAlerts();
  const toggle = useSubscriptionToggle();
  const { mutateAsync: remove } = useDeleteEntryMutation();
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
    }),
    [toggle, remove, alerts, afterDelete, silent],
  );
}
