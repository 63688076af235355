/**
 * `/settings/connections` (spec §2 "Connections: placeholder, under development"): the header
 * with «Назад» and the `todo` error screen, with a line on what the section will hold. It shows
 * no account data, so a guest who opens it directly sees the same (the menu keeps the row
 * disabled for guests).
 */
import { useTranslation } from 'react-i18next';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import ErrorScreen from '../placeholder/ErrorScreen.tsx';
import styles from './Settings.module.css';

/** The placeholder of the connected accounts. */
export default function ConnectionsSettings() {
  const { t } = useTranslation('settings');
  return (
    <>
      <ScreenHeader title={t('connections.title')} />
      <ErrorScreen status="todo" action={<p className={styles.lead}>{t('connections.text')}</p>} />
    </>
  );
}
