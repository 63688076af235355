/**
 * One notification of /notifications (spec §2, §3 Notification, §4 "Notification"): the
 * sender's avatar and name (Potok's own mark for system messages), what happened, in the kind's
 * words, and when (relative date); the whole row links where the spec says
 * (`notificationHref`), and following the link marks it read. An unread one carries a visible
 * «Новое» label and a dot (never colour alone). Its «…» menu marks it read or hides it, with the
 * server's status as the alert.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  hideNotification,
  type Notification,
  notificationHref,
  readNotification,
} from '../../api/queries/notifications.ts';
import { useAlerts } from '../../app/layers/index.ts';
import Avatar from '../../components/Avatar.tsx';
import Icon from '../../components/Icon.tsx';
import type { MenuAction } from '../../components/menuAction.ts';
import OptionsMenu from '../../components/OptionsMenu.tsx';
import RelativeDate from '../../components/RelativeDate.tsx';
import styles from './NotificationItem.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What happened, in the kind's words (a mention says where it was; a badge names itself). The
 * sender's `sex` is i18next's context (`kind.reply_female` «Ответила на ваш комментарий»); the
 * base key, neutral, serves when it is unknown or the language needs no gender.
 */
function kindText(item: Notification, t: T): string {
  const payload = item.payload;
  const sex = item.sender_sex;
  const context = sex === 'male' || sex === 'female' ? { context: sex } : undefined;
  switch (item.type) {
    case 'mention':
      return t(item.comment_id !== null ? 'kind.mention_comment' : 'kind.mention_entry', context);
    case 'system':
      if (payload?.badge) {
        const badge = t(`badges:types.${payload.badge}.label`, { defaultValue: payload.badge });
        return t('kind.system_badge', { badge });
      }
      return payload?.title || t('kind.system');
    case 'reports':
      // The decision, when told (older notifications say only that it was reviewed).
      return t(payload?.decision ? `kind.reports_${payload.decision}` : 'kind.reports');
    case 'login':
      // Sign-ins paused after failed attempts, or a sign-in from a new device.
      return t(payload?.failed_logins ? 'kind.login_throttled' : 'kind.login');
    case 'subscription':
    case 'reply':
    case 'comment':
    case 'new_post':
      return t(`kind.${item.type}`, context);
    default:
      return t('kind.other');
  }
}

/** The line under it: the start of the entry or comment, an announcement's text, the device. */
function excerptOf(item: Notification): string {
  const payload = item.payload;
  if (item.type === 'login' && payload) {
    const part = (value: { name: string | null; version: string | null } | undefined) =>
      [value?.name, value?.version].filter(Boolean).join(' ');
    return [part(payload.browser), part(payload.os)].filter(Boolean).join(', ');
  }
  return item.text || payload?.text || '';
}

/** The row (see the module's description). */
export default function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation(['notifications', 'badges']);
  const qc = useQueryClient();
  const alerts = useAlerts();
  const href = notificationHref(item);
  const unread = !item.is_readed;
  const sender = item.actor;
  const excerpt = excerptOf(item);

  const run = (action: () => Promise<{ status: string }>) =>
    action().then(
      (result) => alerts.show({ status: result.status, tone: 'success' }),
      (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
    );
  const actions: MenuAction[] = [
    ...(unread
      ? [
          {
            key: 'read',
            label: t('mark_read'),
            icon: 'check' as const,
            onSelect: () => void run(() => readNotification(qc, item.notify_id)),
          },
        ]
      : []),
    {
      key: 'hide',
      label: t('hide'),
      icon: 'eye-off' as const,
      onSelect: () => void run(() => hideNotification(qc, item.notify_id)),
    },
  ];

  const body = (
    <>
      {sender ? (
        <Avatar hash={sender.avatar.hash} size="small" alt="" className={styles.avatar} />
      ) : (
        <span className={styles.mark} aria-hidden="true">
          <Icon name="bell" size={20} />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.line}>
          <span className={styles.name}>
            {sender?.name ?? item.sender_name ?? t('system_sender')}
          </span>
          {unread ? <span className={styles.unread}>{t('unread')}</span> : null}
        </span>
        <span className={styles.kind}>{kindText(item, t)}</span>
        {excerpt ? <span className={styles.excerpt}>{excerpt}</span> : null}
        <RelativeDate date={item.meta.date_added} className={styles.date} />
      </span>
    </>
  );

  const markRead = () => {
    if (unread) readNotification(qc, item.notify_id).catch(() => {});
  };

  return (
    <div className={styles.item} data-unread={unread || undefined} data-notify={item.notify_id}>
      {href ? (
        <Link to={href} className={styles.main} onClick={markRead}>
          {body}
        </Link>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      <OptionsMenu label={t('options')} actions={actions} className={styles.menu} />
    </div>
  );
}
