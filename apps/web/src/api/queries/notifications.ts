/**
 * Notifications (spec §2 "Notifications", §3 Notification, §4 "Notification", §7
 * "Notifications"): the paged list per tab (`GET my/notifications?tab=&offset=`), the seen call
 * that clears the new-notifications badge (`POST my/notifications/seen`), reading and hiding one
 * (`POST my/notifications/{notify_id}/read|hide`) and reading all (`POST my/notifications/read`,
 * mode all). Loaded with the notifications screen only.
 */
import {
  NOTIFICATION_TABS,
  type Notification,
  type NotificationTab,
  type Page,
  type Session,
  type WriteResult,
} from '@potok/common';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { sessionKeys, storeSession } from './session.ts';

export { NOTIFICATION_TABS, type Notification, type NotificationTab };

/** True when `value` names a tab (an unknown `?tab` is treated as `all`, spec §2). */
export function isNotificationTab(value: string | null): value is NotificationTab {
  return value !== null && (NOTIFICATION_TABS as readonly string[]).includes(value);
}

/** Query keys of notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (tab: NotificationTab) => ['notifications', tab] as const,
};

type NotificationPage = Page<Notification>;

/** `GET my/notifications?tab=&offset=`, paged by offset (spec §4 "Paged lists"). */
export function useNotificationsInfiniteQuery(tab: NotificationTab) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }): Promise<NotificationPage> =>
      unwrap(
        api.GET('/v1/my/notifications', { params: { query: { tab, offset: pageParam } }, signal }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 0,
  });
}

/** Sets the session's `has_new_notifications` in the cache and the stored copy. */
export function setHasNewNotifications(qc: QueryClient, value: boolean): void {
  const session = qc.getQueryData<Session>(sessionKeys.current());
  if (!session?.user || session.user.state.has_new_notifications === value) return;
  const next: Session = {
    ...session,
    user: { ...session.user, state: { ...session.user.state, has_new_notifications: value } },
  };
  qc.setQueryData(sessionKeys.current(), next);
  storeSession(next);
}

/** `POST my/notifications/seen`: clears the badge (spec §4) at once, then on the server. */
export async function markSeen(qc: QueryClient): Promise<void> {
  setHasNewNotifications(qc, false);
  await unwrap(api.POST('/v1/my/notifications/seen'));
}

/** A notification marked read. */
function asRead(item: Notification): Notification {
  return { ...item, is_readed: true, state: { ...item.state, is_readed: true } };
}

/** Marks one cached notification read (or drops it when hidden) in every tab's list. */
function updateCached(
  qc: QueryClient,
  notifyId: number,
  change: (item: Notification) => Notification | null,
): void {
  qc.setQueriesData<{ pages: NotificationPage[]; pageParams: unknown[] }>(
    { queryKey: notificationKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => {
          const items: Notification[] = [];
          let dropped = 0;
          for (const item of page.items) {
            const next = item.notify_id === notifyId ? change(item) : item;
            if (next) items.push(next);
            else dropped += 1;
          }
          return { ...page, items, total_items: page.total_items - dropped };
        }),
      },
  );
}

/** `POST my/notifications/{notify_id}/read` (answer `notice_readed`). */
export async function readNotification(qc: QueryClient, notifyId: number): Promise<WriteResult> {
  const result: WriteResult = await unwrap(
    api.POST('/v1/my/notifications/{notify_id}/read', {
      params: { path: { notify_id: notifyId } },
    }),
  );
  updateCached(qc, notifyId, asRead);
  return result;
}

/** `POST my/notifications/{notify_id}/hide` (answer `notice_hidden`): gone from every tab. */
export async function hideNotification(qc: QueryClient, notifyId: number): Promise<WriteResult> {
  const result: WriteResult = await unwrap(
    api.POST('/v1/my/notifications/{notify_id}/hide', {
      params: { path: { notify_id: notifyId } },
    }),
  );
  updateCached(qc, notifyId, () => null);
  return result;
}

/** `POST my/notifications/read` with mode all (answer `notice_all_readed`). */
export async function readAllNotifications(qc: QueryClient): Promise<WriteResult> {
  const result: WriteResult = await unwrap(
    api.POST('/v1/my/notifications/read', { body: { mode: 'all' } }),
  );
  qc.setQueriesData<{ pages: NotificationPage[]; pageParams: unknown[] }>(
    { queryKey: notificationKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map(asRead),
        })),
      },
  );
  return result;
}

/**
 * Where a notification leads (spec §2): the sender's profile for a subscription; the entry for
 * new_post and a mention in an entry; the entry with `?comment={comment_id}` for a reply, a
 * comment and a mention in a comment; the login-activity settings (/settings/login-activity) for `login`; nowhere for the
 * rest (system announcements, reports).
 */
export function notificationHref(
  item: Pick<Notification, 'type' | 'sender_username' | 'entry_uuid' | 'comment_id'>,
): string | null {
  const profile = item.sender_username ? `/u/${item.sender_username}` : null;
  if (item.type === 'subscription') return profile;
  if (item.type === 'login') return '/settings/login-activity';
  if (!item.entry_uuid) return item.type === 'system' || item.type === 'reports' ? null : profile;
  const entry = `/e/${item.entry_uuid}`;
  if (item.comment_id !== null && item.type !== 'new_post') {
    return `${entry}?comment=${item.comment_id}`;
  }
  return entry;
}
