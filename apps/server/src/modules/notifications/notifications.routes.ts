/**
 * HTTP of notifications (spec §7 "Notifications", "Settings"; DESIGN.md §5 "notifications");
 * every call needs a signed-in person (401 otherwise):
 * - `GET my/notifications?tab=&offset=` → `Page<Notification>` (tabs NOTIFICATION_TABS, an
 *   unknown tab is `all`; NOTIFICATIONS_PAGE_SIZE a page, newest first);
 * - `POST my/notifications/seen` → `{ status: 'ok', payload: { has_new_notifications: false } }`;
 * - `POST my/notifications/{notify_id}/read` → `notice_readed`, `/hide` → `notice_hidden`;
 *   another person's or an unknown id → 404 `notification_not_found`, a non-numeric id → 400;
 * - `POST my/notifications/read` `{ mode: 'all' }` → `notice_all_readed` (another mode → 400);
 * - `GET settings/notifications` → the six switches and `digest` (the daily mail, beyond the
 *   spec); `POST settings/notifications` (JSON, any of the seven) → `{ status: 'ok', payload:
 *   <the seven> }`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  NoticeStatePayload,
  Notification,
  NotificationParams,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsQuery,
  NotificationsReadBody,
  Page,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { AppError } from '../../lib/errors.ts';
import type { NotificationsService } from './notifications.service.ts';

/** What the notifications routes are given by buildApp (services.ts). */
export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

const TAGS = ['notifications'];
const WRITE_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const NOTICE = WriteResultWith(NoticeStatePayload);
const NOTHING_NEW = { has_new_notifications: false };

/**
 * Whether the raw query string's `tab` is not valid percent-encoded UTF-8 (e.g. `%ED%A0%80`):
 * the query-string parser leaves such a value undecoded, and odd input is a 400, not "all".
 */
function malformedTab(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  for (const pair of url.slice(at + 1).split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (key !== 'tab') continue;
    try {
      decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      return true;
    }
  }
  return false;
}

/** Route plugin; register under `/v1` with its service. */
export const notificationsRoutes: FastifyPluginAsyncTypebox<NotificationsRoutesOptions> = async (
  app,
  options,
) => {
  const { notifications } = options;

  app.get(
    '/my/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'listNotifications',
        summary: "The viewer's notifications of a tab, newest first",
        querystring: NotificationsQuery,
        response: { 200: Page(Notification), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      if (malformedTab(request.url)) {
        throw new AppError(
          'bad_request',
          'The request is not valid: querystring/tab is not valid percent-encoded UTF-8.',
        );
      }
      return notifications.page(viewerOf(request).user_id, request.query);
    },
  );

  app.post(
    '/my/notifications/seen',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'seeNotifications',
        summary: 'Mark every notification seen (clears the new-notifications badge)',
        response: { 200: NOTICE, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await notifications.seen(viewerOf(request).user_id);
      return { status: 'ok', payload: NOTHING_NEW };
    },
  );

  app.post(
    '/my/notifications/read',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'readAllNotifications',
        summary: 'Mark every notification read (mode all)',
        body: NotificationsReadBody,
        response: { 200: NOTICE, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await notifications.readAll(viewerOf(request).user_id, request.body.mode);
      return { status: 'notice_all_readed', payload: NOTHING_NEW };
    },
  );

  app.post(
    '/my/notifications/:notify_id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'readNotification',
        summary: 'Mark one notification read',
        params: NotificationParams,
        response: { 200: NOTICE, ...WRITE_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const userId = viewerOf(request).user_id;
      await notifications.read(userId, request.params.notify_id);
      return {
        status: 'notice_readed',
        payload: { has_new_notifications: await notifications.hasNew(userId) },
      };
    },
  );

  app.post(
    '/my/notifications/:notify_id/hide',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'hideNotification',
        summary: 'Hide one notification (it is also read)',
        params: NotificationParams,
        response: { 200: NOTICE, ...WRITE_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const userId = viewerOf(request).user_id;
      await notifications.hide(userId, request.params.notify_id);
      return {
        status: 'notice_hidden',
        payload: { has_new_notifications: await notifications.hasNew(userId) },
      };
    },
  );

  app.get(
    '/settings/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'getNotificationSettings',
        summary: "The viewer's notification switches",
        response: { 200: NotificationSettings, 401: ErrorBody },
      },
    },
    async (request) => notifications.settings(viewerOf(request).user_id),
  );

  app.post(
    '/settings/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'saveNotificationSettings',
        summary: 'Store notification switches (omitted ones keep their value)',
        body: NotificationSettingsBody,
        response: { 200: WriteResultWith(NotificationSettings), ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      status: 'ok',
      payload: await notifications.saveSettings(viewerOf(request).user_id, request.body),
    }),
  );
};
