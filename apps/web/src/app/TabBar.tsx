/**
 * The main navigation (spec §2 "Application shell"): feed, search, compose, notifications (badge
 * when new ones exist), and menu when signed in or auth when not. The current tab carries
 * `aria-current="page"`. Below 1024 px it is the bottom tab bar; from 1024 px the same element is
 * a left rail (TabBar.module.css, docs/decisions/desktop-layout.md): the app's name, the items
 * with their labels, and compose as a button of its own under them (the list's compose item is
 * hidden there, the rail's button below it; only one of the two shows at a time). Signed in, the
 * rail also has «Мой профиль» and «Закладки» as items of their own (on the tab bar they stay
 * under «Меню»); there they, not «Лента» or «Меню», are the current item on those screens
 * (docs/decisions/rail-profile-bookmarks.md).
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../api/queries/session.ts';
import Icon, { type IconName } from '../components/Icon.tsx';
import { useCompose } from './layers/compose.tsx';
import styles from './TabBar.module.css';

const MENU_SECTIONS = ['/menu', '/settings', '/help', '/about', '/donate', '/bookmarks', '/feeds'];

function startsWithAny(path: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The width from which the navigation is the rail (TabBar.module.css). */
const RAIL_QUERY = '(min-width: 1024px)';

function subscribeRail(onChange: () => void): () => void {
  const query = window.matchMedia?.(RAIL_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the navigation is shown as the rail now (follows the window's width). */
function useRail(): boolean {
  return useSyncExternalStore(
    subscribeRail,
    () => window.matchMedia?.(RAIL_QUERY).matches ?? false,
    () => false,
  );
}

interface TabProps {
  to: string;
  icon: IconName;
  label: string;
  active: boolean;
  badge?: ReactNode;
  description?: string;
  /** Only on the rail (hidden on the tab bar). */
  railOnly?: boolean;
}

function TabContent({ icon, label, badge }: { icon: IconName; label: string; badge?: ReactNode }) {
  return (
    <>
      <span className={styles.glyph} aria-hidden="true">
        <Icon name={icon} size={24} />
        {badge}
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

function Tab({ to, icon, label, active, badge, description, railOnly }: TabProps) {
  return (
    <li className={railOnly ? `${styles.item} ${styles.railOnly}` : styles.item}>
      <Link
        to={to}
        className={styles.tab}
        aria-current={active ? 'page' : undefined}
        aria-description={description}
        data-tab={railOnly && to.startsWith('/u/') ? 'profile' : to.split('/')[1]}
      >
        <TabContent icon={icon} label={label} badge={badge} />
      </Link>
    </li>
  );
}

/** The navigation of the app: the bottom tab bar, or the left rail on wide screens. */
export default function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session, isAuth } = useSession();
  const compose = useCompose();
  const hasNew = isAuth && session?.user?.state.has_new_notifications === true;
  const rail = useRail();
  const username = isAuth ? session?.user?.username : undefined;
  const profilePath = username ? `/u/${encodeURIComponent(username)}` : null;
  // On the rail, one's profile and bookmarks are current as themselves.
  const onProfile =
    rail &&
    profilePath !== null &&
    startsWithAny(pathname.toLowerCase(), [profilePath.toLowerCase()]);
  const onBookmarks = rail && isAuth && startsWithAny(pathname, ['/bookmarks']);

  return (
    <nav className={styles.bar} aria-label={t('tabbar_label')}>
      <span className={styles.brand} aria-hidden="true">
        {t('app_name')}
      </span>
      <ul className={styles.list}>
        <Tab
          to="/feed"
          icon="feed"
          label={t('tab_feed')}
          active={startsWithAny(pathname, ['/feed', '/e', '/t', '/u']) && !onProfile}
        />
        <Tab
          to="/search"
          icon="search"
          label={t('tab_search')}
          active={startsWithAny(pathname, ['/search'])}
        />
        <li className={`${styles.item} ${styles.composeItem}`}>
          <button
            type="button"
            className={styles.tab}
            onClick={() => compose.open()}
            data-tab="compose"
          >
            <TabContent icon="compose" label={t('tab_compose')} />
          </button>
        </li>
        <Tab
          to="/notifications"
          icon="bell"
          label={t('tab_notifications')}
          active={startsWithAny(pathname, ['/notifications'])}
          description={hasNew ? t('tab_notifications_new') : undefined}
          badge={
            hasNew ? <span className={styles.badge} data-testid="notifications-badge" /> : null
          }
        />
        {profilePath ? (
          <Tab to={profilePath} icon="user" label={t('menu_profile')} active={onProfile} railOnly />
        ) : null}
        {isAuth ? (
          <Tab
            to="/bookmarks"
            icon="bookmark"
            label={t('menu_bookmarks')}
            active={onBookmarks}
            railOnly
          />
        ) : null}
        {isAuth ? (
          <Tab
            to="/menu"
            icon="menu"
            label={t('tab_menu')}
            active={startsWithAny(pathname, MENU_SECTIONS) && !onBookmarks}
          />
        ) : (
          <Tab
            to="/auth/login"
            icon="login"
            label={t('tab_auth')}
            active={startsWithAny(pathname, ['/auth', '/menu'])}
          />
        )}
      </ul>
      <button type="button" className={styles.composeWide} onClick={() => compose.open()}>
        <Icon name="compose" size={20} />
        {t('tab_compose')}
      </button>
    </nav>
  );
}
