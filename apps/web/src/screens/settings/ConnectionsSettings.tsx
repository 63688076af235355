/** `/settings/connections` (spec §2 "Connections: placeholder, under development"). */
import { useTranslation } from 'react-i18next';
import Placeholder from '../../components/Placeholder.tsx';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** The placeholder of the connected accounts. */
export default function ConnectionsSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('connections.title')} headingId="connections-title" needsUser>
      <Placeholder status="todo" kind="empty">
        <p className={styles.lead}>{t('connections.text')}</p>
      </Placeholder>
    </SettingsPage>
  );
}
