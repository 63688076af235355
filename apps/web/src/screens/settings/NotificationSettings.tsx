/**
 * `/settings/notifications` (spec §2 "Notifications: checkboxes mentions, subscriptions,
 * new_post, replies, comments, badges"; §7 `GET` / `POST settings/notifications`): one switch per
 * kind, saved at once (the switch shows the choice and goes back with an alert when the call
 * fails). A switch the server adds to the same answer (`digest`: the daily mail of unread replies
 * and mentions) shows when the answer has it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import {
  type NotificationSwitches,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from '../../api/queries/settings.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import bones from '../../components/Skeleton.module.css';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** The six switches of spec §3, then the ones beyond it, in the screen's order. */
const SWITCHES = [
  'mentions',
  'subscriptions',
  'new_post',
  'replies',
  'comments',
  'badges',
  'digest',
] as const;

/** The notification switches. */
export default function NotificationSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('notifications.title')} headingId="notifications-title" needsUser>
      <p className={styles.lead}>{t('notifications.hint')}</p>
      <Switches />
    </SettingsPage>
  );
}

function Switches() {
  const query = useNotificationSettingsQuery();
  if (query.data) return <SwitchList values={query.data} />;
  if (query.isError) {
    return (
      <Placeholder
        status={errorStatus(query.error)}
        kind="error"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className={styles.skeleton} aria-busy="true">
      {SWITCHES.slice(0, 6).map((name) => (
        <span key={name} className={bones.bone} style={{ width: '60%' }} />
      ))}
    </div>
  );
}

function SwitchList({ values }: { values: NotificationSwitches }) {
  const { t } = useTranslation('settings');
  const save = useSaveNotificationSettingsMutation();
  const alerts = useAlerts();
  // The choice as flipped, shown in the click's own render (the cache follows a moment later, and
  // a controlled checkbox would otherwise spring back in between); dropped when the save fails.
  const [flipped, setFlipped] = useState<Record<string, boolean>>({});
  const on = (name: string) => flipped[name] ?? values[name] === true;
  const shown = SWITCHES.filter((name) => typeof values[name] === 'boolean');
  return (
    <ul className={styles.rows}>
      {shown.map((name) => {
        const id = `notify-${name}`;
        return (
          <li key={name} className={styles.row}>
            <label htmlFor={id} className={styles.rowText}>
              <span>{t(`notifications.${name}`)}</span>
              <span className={styles.rowHint} id={`${id}-hint`}>
                {t(`notifications.${name}_hint`)}
              </span>
            </label>
            <input
              id={id}
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={on(name)}
              aria-checked={on(name)}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setFlipped((last) => ({ ...last, [name]: checked }));
                save.mutate(
                  { [name]: checked },
                  {
                    onError: (failure) => {
                      setFlipped(({ [name]: _dropped, ...rest }) => rest);
                      alerts.show({ status: errorStatus(failure), tone: 'danger' });
                    },
                  },
                );
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
