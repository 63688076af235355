/**
 * Notifications (spec §2 "Notifications", §3 Notification, §4 "Notification", §7
 * "Notifications"): the paged list per tab (`GET my/notifications?tab=&offset=`), the seen call
 * that clears the new-notifications badge (`POST my/notifications/seen`), reading and hiding one
 * (`POST my/notifications/{notify_id}/read|hide`) and reading all (`POST my/notifications/read`,
 * mode all). Loaded with the notifications screen only.
 */
import type { Page, Session, WriteResult } from '@potok/common';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { sessionKeys, storeSession } from './session.ts';

/** The tabs of /notifications in display order (spec §2); `all` is the default. */
export const NOTIFICATION_TABS = [
  'all',
  'subscription',
  'comment',
  'reply',
  'mention',
  'new_post',
  'system',
] as const;
/** A tab of /notifications. */
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** True when `value` names a tab (an unknown `?tab` is treated as `all`, spec §2). */
export function isNotificationTab(value: string | null): value is NotificationTab {
  return value !== null && (NOTIFICATION_TABS as readonly string[]).includes(value);
}

/** Query keys of notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (tab: NotificationTab) => ['notifications', tab] as const,
};

/** One notification as the list gives it. */
export type Notification = NotificationPage['items'][number];
type NotificationPage = Page<NotificationWire>;

/**
 * TEMPORARY wire shape until the generated client has `my/notifications` (spec §3: notify_id,
 * type, the sender, entry_uuid, comment_id, meta.date_added, is_readed).
 */
interface NotificationWire {
  notify_id: number;
  type: string;
  sender: { name: string; username: string; avatar: { hash: string } } | null;
  entry_uuid: string | null;
  comment_id: number | null;
  text: string | null;
  meta: { date_added: string };
  is_readed: boolean;
}

type LooseCall = (path: string, init?: object) => Promise<{ response: Response }>;
const looseGet = api.GET as unknown as LooseCall;
const loosePost = api.POST as unknown as LooseCall;

/** `GET my/notifications?tab=&offset=`, paged by offset (spec §4 "Paged lists"). */
export function useNotificationsInfiniteQuery(tab: NotificationTab) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      unwrap(
        looseGet('/v1/my/notifications', { params: { query: { tab, offset: pageParam } }, signal }),
      ) as Promise<NotificationPage>,
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
  await unwrap(loosePost('/v1/my/notifications/seen'));
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
  const result = (await unwrap(
    loosePost('/v1/my/notifications/{notify_id}/read', {
      params: { path: { notify_id: notifyId } },
    }),
  )) as WriteResult;
  updateCached(qc, notifyId, (item) => ({ ...item, is_readed: true }));
  return result;
}

/** `POST my/notifications/{notify_id}/hide` (answer `notice_hidden`): gone from every tab. */
export async function hideNotification(qc: QueryClient, notifyId: number): Promise<WriteResult> {
  const result = (await unwrap(
    loosePost('/v1/my/notifications/{notify_id}/hide', {
      params: { path: { notify_id: notifyId } },
    }),
  )) as WriteResult;
  updateCached(qc, notifyId, () => null);
  return result;
}

/** `POST my/notifications/read` with mode all (answer `notice_all_readed`). */
export async function readAllNotifications(qc: QueryClient): Promise<WriteResult> {
  const result = (await unwrap(
    loosePost('/v1/my/notifications/read', { body: { mode: 'all' } }),
  )) as WriteResult;
  qc.setQueriesData<{ pages: NotificationPage[]; pageParams: unknown[] }>(
    { queryKey: notificationKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => ({ ...item, is_readed: true })),
        })),
      },
  );
  return result;
}

/**
 * Where a notification leads (spec §2): the sender's profile for a subscription; the entry for
 * new_post and a mention in an entry; the entry with `?comment={comment_id}` for a reply, a
 * comment and a mention in a comment; the login-activity settings for `login`; nowhere for the
 * rest (system announcements, reports).
 */
export function notificationHref(item: Notification): string | null {
  if (item.type === 'subscription') return item.sender ? `/u/${item.sender.username}` : null;
  if (item.type === 'login') return '/settings/logins';
  if (!item.entry_uuid) return item.sender ? `/u/${item.sender.username}` : null;
  const entry = `/e/${item.entry_uuid}`;
  if (item.comment_id !== null && item.type !== 'new_post') {
    return `${entry}?comment=${item.comment_id}`;
  }
  return entry;
}
