/**
 * `/menu` (spec §2 Menu): the profile link when signed in; feeds and bookmarks (disabled for
 * guests), settings, donate, help, about; logout when signed in, login otherwise; the version.
 */
import { APP_VERSION } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/queries/session.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Avatar from '../../components/Avatar.tsx';
import MenuList, { type MenuRow } from '../../components/MenuList.tsx';
import styles from './MenuScreen.module.css';

/** The section menu. */
export default function MenuScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu_title'));
  const { session, isAuth } = useSession();
  const user = isAuth ? session?.user : null;

  const needsLogin = (row: MenuRow): MenuRow =>
    isAuth ? row : { key: row.key, label: row.label, hint: t('menu_requires_login') };
  const rows: MenuRow[] = [
    needsLogin({ key: 'feeds', to: '/feeds', label: t('menu_feeds') }),
    needsLogin({ key: 'bookmarks', to: '/bookmarks', label: t('menu_bookmarks') }),
    { key: 'settings', to: '/settings', label: t('menu_settings') },
    { key: 'donate', to: '/donate', label: t('menu_donate') },
    { key: 'help', to: '/help', label: t('menu_help') },
    { key: 'about', to: '/about', label: t('menu_about') },
    isAuth
      ? { key: 'logout', to: '/auth/logout', label: t('menu_logout'), tone: 'danger' }
      : { key: 'login', to: '/auth/login', label: t('menu_login') },
  ];

  return (
    <section className={styles.screen} aria-labelledby="menu-title">
      <h1 id="menu-title" className={styles.title}>
        {t('menu_title')}
      </h1>

      {user && (
        <Link to={`/u/${user.username}`} className={styles.profile}>
          <span className="visually-hidden">{t('menu_profile')}</span>
          <Avatar hash={user.avatar.hash} size="normal" alt="" />
          <span className={styles.who}>
            <span className={styles.name}>{user.name || user.username}</span>
            <span className={styles.username}>@{user.username}</span>
          </span>
        </Link>
      )}

      <nav aria-label={t('menu_sections')}>
        <MenuList rows={rows} />
      </nav>

      {!isAuth && <p className={styles.note}>{t('menu_guest_hint')}</p>}
      <p className={styles.version}>{t('menu_version', { version: APP_VERSION })}</p>
    </section>
  );
}
