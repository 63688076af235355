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

/** The `kind.*` text key of a notification (a mention says where it was). */
function kindKey(item: Notification): string {
  switch (item.type) {
    case 'mention':
      return item.comment_id !== null ? 'kind.mention_comment' : 'kind.mention_entry';
    case 'subscription':
    case 'reply':
    case 'comment':
    case 'new_post':
    case 'system':
    case 'login':
    case 'reports':
      return `kind.${item.type}`;
    default:
      return 'kind.other';
  }
}

/** The row (see the module's description). */
export default function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation('notifications');
  const qc = useQueryClient();
  const alerts = useAlerts();
  const href = notificationHref(item);
  const unread = !item.is_readed;
  const sender = item.sender;

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
          <span className={styles.name}>{sender ? sender.name : t('system_sender')}</span>
          {unread ? <span className={styles.unread}>{t('unread')}</span> : null}
        </span>
        <span className={styles.kind}>{t(kindKey(item))}</span>
        {item.text ? <span className={styles.excerpt}>{item.text}</span> : null}
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
