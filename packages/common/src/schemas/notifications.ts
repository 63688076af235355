/**
 * Notification wire shapes (spec §3 "Notification", "Notification settings", §7
 * "Notifications"; DESIGN.md §5 "notifications").
 *
 * A `Notification` names its sender twice — `actor` (UserShort, DESIGN.md §5) and the spec's flat
 * `sender_name` / `sender_username` — plus the sender's profile `sex` (`sender_sex`, for the
 * grammatical gender of the sentence in languages that have it: «подписался / подписалась»;
 * `none` when not given, null without a sender) — and what it links to: the sender's profile
 * (subscription), the entry `entry_uuid` (new_post, mention in an entry), or the entry with
 * `?comment={comment_id}` (reply, comment, mention in a comment). `text` is the start of the
 * entry or comment (at most NOTIFICATION_TEXT_LENGTH characters, empty when there is none).
 * `payload` carries kind-specific data: system `{ badge }` (a badge awarded) or
 * `{ title, text }` (an announcement); login `{ os, browser }` (a sign-in from a new device) or
 * `{ failed_logins }` (sign-ins paused after that many failed attempts); reports `{ text }`.
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString, UuidString } from './base.ts';
import { UserShort } from './users.ts';

/** Characters of the entry's or comment's text a notification carries. */
export const NOTIFICATION_TEXT_LENGTH = 100;

const NameVersion = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.String(), Type.Null()]),
});

/** Kind-specific data of a notification (see the module comment). */
export const NotificationPayload = Type.Object({
  badge: Type.Optional(Type.String()),
  /**
   * A `reports` notification's decision on what the reader reported: `resolved` (the operators
   * acted on it) or `dismissed` (nothing against the rules). Absent on notifications made
   * before it was told.
   */
  decision: Type.Optional(
    Type.Union([Type.Literal('resolved'), Type.Literal('dismissed')], {
      description:
        'reports only: resolved (the operators acted on the report) or dismissed (no breach found)',
    }),
  ),
  title: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  os: Type.Optional(NameVersion),
  browser: Type.Optional(NameVersion),
  /**
   * A `login` notification that sign-ins to the account were paused: the failed attempts, from
   * any addresses, after which they were (LOGIN_ACCOUNT_FAILURES). Absent on a new-device one.
   */
  failed_logins: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'login only: sign-ins to the account were paused for a while after this many failed attempts',
    }),
  ),
});
export type NotificationPayload = Static<typeof NotificationPayload>;

/** One notification (spec §3); `type` is one of NOTIFICATION_KINDS. */
export const Notification = Type.Object({
  notify_id: Type.Integer(),
  type: Type.Union([
    Type.Literal('subscription'),
    Type.Literal('mention'),
    Type.Literal('reply'),
    Type.Literal('comment'),
    Type.Literal('new_post'),
    Type.Literal('system'),
    Type.Literal('login'),
    Type.Literal('reports'),
  ]),
  actor: Type.Union([UserShort, Type.Null()]),
  sender_name: Type.Union([Type.String(), Type.Null()]),
  sender_username: Type.Union([Type.String(), Type.Null()]),
  sender_sex: Type.Union([
    Type.Literal('male'),
    Type.Literal('female'),
    Type.Literal('none'),
    Type.Null(),
  ]),
  entry_uuid: Type.Union([UuidString, Type.Null()]),
  comment_id: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String(),
  payload: Type.Union([NotificationPayload, Type.Null()]),
  is_readed: Type.Boolean(),
  state: Type.Object({ is_readed: Type.Boolean() }),
  meta: Type.Object({ date_added: DateString }),
});
export type Notification = Static<typeof Notification>;

/** `GET my/notifications` query: `tab` (unknown → all) and `offset`. */
export const NotificationsQuery = Type.Object({
  tab: Type.Optional(Type.String({ maxLength: 32 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/** `POST my/notifications/{notify_id}/read|hide` path. */
export const NotificationParams = Type.Object({
  notify_id: Type.Integer({ minimum: 1, maximum: MAX_INTEGER_INPUT }),
});
export type NotificationParams = Static<typeof NotificationParams>;

/** `POST my/notifications/read` body (spec §7: "mode all"). */
export const NotificationsReadBody = Type.Object({
  mode: Type.String({ maxLength: 16 }),
});
export type NotificationsReadBody = Static<typeof NotificationsReadBody>;

/**
 * Spec §3 "Notification settings": the six switches (default on), and beyond the spec `digest`
 * (default off): a daily mail of unread replies and mentions (docs/decisions/daily-digest.md).
 */
export const NotificationSettings = Type.Object({
  mentions: Type.Boolean(),
  subscriptions: Type.Boolean(),
  new_post: Type.Boolean(),
  replies: Type.Boolean(),
  comments: Type.Boolean(),
  badges: Type.Boolean(),
  digest: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** `POST settings/notifications` body: any of the seven; omitted ones keep their value. */
export const NotificationSettingsBody = Type.Partial(NotificationSettings);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

/** Payload of the `seen` / `read` writes: whether anything new is left (false after them). */
export const NoticeStatePayload = Type.Object({ has_new_notifications: Type.Boolean() });
export type NoticeStatePayload = Static<typeof NoticeStatePayload>;
