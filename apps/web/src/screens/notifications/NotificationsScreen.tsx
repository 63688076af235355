/**
 * /notifications (spec §2 "Notifications", §4 "Notification", "Paged lists"): the title with
 * «Прочитать все» and a link to the notification settings, the tabs chosen by `?tab` (all,
 * subscription, comment, reply, mention, new_post, system; an unknown value is removed from the
 * URL and read as all), and the paged list of the tab (automatic loading, «Загрузить ещё», the
 * `empty_notifications` and error placeholders). Opening the screen marks the notifications seen,
 * which clears the badge; one that arrives while the screen is open (live events) is seen too.
 * Guests are sent to the login screen (notifications are for signed-in people, spec §6).
 * Texts: the `notifications` namespace, loaded with this screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  isNotificationTab,
  markSeen,
  NOTIFICATION_TABS,
  type Notification,
  type NotificationTab,
  readAllNotifications,
  useNotificationsInfiniteQuery,
} from '../../api/queries/notifications.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts } from '../../app/layers/index.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Icon from '../../components/Icon.tsx';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import TabLinks from '../../components/TabLinks.tsx';
import NotificationItem from './NotificationItem.tsx';
import styles from './NotificationsScreen.module.css';

/** The /notifications screen. */
export default function NotificationsScreen() {
  const { isAuth } = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('tab');
  if (!isAuth) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  if (raw !== null && (!isNotificationTab(raw) || raw === 'all')) {
    const rest = new URLSearchParams(params);
    rest.delete('tab');
    const query = rest.toString();
    return <Navigate to={{ pathname, search: query ? `?${query}` : '' }} replace />;
  }
  return <Notifications tab={isNotificationTab(raw) ? raw : 'all'} />;
}

/** Marks the notifications seen on opening, and again whenever new ones arrive meanwhile. */
function useMarkSeen(): void {
  const qc = useQueryClient();
  const { session } = useSession();
  const hasNew = session?.user?.state.has_new_notifications === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening and on each new arrival
  useEffect(() => {
    markSeen(qc).catch(() => {
      // the badge comes back when the session is checked again; nothing to tell the reader
    });
  }, [qc, hasNew]);
}

function Notifications({ tab }: { tab: NotificationTab }) {
  const { t } = useTranslation('notifications');
  const qc = useQueryClient();
  const alerts = useAlerts();
  const query = useNotificationsInfiniteQuery(tab);
  useDocumentTitle(t('title'));
  useMarkSeen();

  const readAll = () =>
    readAllNotifications(qc).then(
      (result) => alerts.show({ status: result.status, tone: 'success' }),
      (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
    );
  const getKey = useCallback((item: Notification) => item.notify_id, []);

  return (
    <section className={styles.screen} aria-labelledby="notifications-heading">
      <header className={styles.header}>
        <h1 id="notifications-heading" className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={readAll} title={t('read_all')}>
            <Icon name="check" size={18} />
            <span className={styles.actionText}>{t('read_all')}</span>
          </button>
          <Link
            to="/settings/notifications"
            className={styles.action}
            aria-label={t('settings')}
            title={t('settings')}
          >
            <Icon name="settings" size={18} />
          </Link>
        </div>
      </header>
      <TabLinks
        label={t('tabs_label')}
        tabs={NOTIFICATION_TABS.map((key) => ({
          key,
          to: key === 'all' ? '/notifications' : `/notifications?tab=${key}`,
          label: t(`tabs.${key}`),
        }))}
        current={tab}
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <PagedList
        key={tab}
        query={query}
        label={t('list_label')}
        getKey={getKey}
        renderItem={(item) => <NotificationItem item={item} />}
        empty={<Placeholder status="empty_notifications" kind="empty" />}
      />
    </section>
  );
}
