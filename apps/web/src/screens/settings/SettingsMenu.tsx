/**
 * `/settings` (spec §2 "Settings" menu sections): Base — profile, notifications, connections
 * (disabled for guests) and appearance (always); Security — account, password, login activity,
 * permissions (disabled for guests); Danger — GDPR (enabled, beyond the spec: the data export,
 * docs/decisions/data-export.md) and delete account (disabled for guests). A disabled row says «нужен вход».
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/queries/session.ts';
import MenuList, { type MenuRow } from '../../components/MenuList.tsx';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** One item of the menu: its path under /settings and whether guests may open it. */
interface Item {
  key: string;
  path: string;
  label: string;
  guest?: boolean;
  tone?: 'danger';
}

/** The settings menu. */
export default function SettingsMenu() {
  const { t } = useTranslation('settings');
  const { isAuth } = useSession();
  const row = ({ key, path, label, guest = false, tone }: Item): MenuRow =>
    isAuth || guest
      ? { key, label, to: `/settings/${path}`, ...(tone ? { tone } : {}) }
      : { key, label, hint: t('requires_login') };
  const sections: { key: string; items: Item[] }[] = [
    {
      key: 'base',
      items: [
        { key: 'profile', path: 'profile', label: t('items.profile') },
        { key: 'notifications', path: 'notifications', label: t('items.notifications') },
        { key: 'connections', path: 'connections', label: t('items.connections') },
        { key: 'appearance', path: 'appearance', label: t('items.appearance'), guest: true },
      ],
    },
    {
      key: 'security',
      items: [
        { key: 'account', path: 'account', label: t('items.account') },
        { key: 'password', path: 'password', label: t('items.password') },
        { key: 'login_activity', path: 'login-activity', label: t('items.login_activity') },
        { key: 'permissions', path: 'permissions', label: t('items.permissions') },
      ],
    },
    {
      key: 'danger',
      items: [
        { key: 'gdpr', path: 'gdpr', label: t('items.gdpr') },
        {
          key: 'delete_account',
          path: 'delete-account',
          label: t('items.delete_account'),
          tone: 'danger',
        },
      ],
    },
  ];
  return (
    <SettingsPage title={t('title')} headingId="settings-title">
      {sections.map((section) => (
        <nav key={section.key} aria-labelledby={`settings-${section.key}`}>
          <h2 id={`settings-${section.key}`} className={styles.group}>
            {t(`sections.${section.key}`)}
          </h2>
          <MenuList rows={section.items.map(row)} />
        </nav>
      ))}
      {!isAuth && <p className={styles.note}>{t('guest_hint')}</p>}
    </SettingsPage>
  );
}
