/**
 * A profile /u/{username}/* (spec §2 "Profile"): the header with «Назад» and the person's name
 * (ScreenHeader), the user card (subscribe / unsubscribe for others) and four tabs with counters
 * — entries ('' and entries), subscribers, subscriptions, badges; any other subpath goes to the
 * entries tab. The document title is the name plus
 * @username. A load error shows its placeholder.
 */
import { numberFormat, type UserCard as UserCardData } from '@potok/common';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import type { UserListKind } from '../../api/queries/cache.ts';
import {
  useUserEntriesInfiniteQuery,
  useUserListInfiniteQuery,
  useUserQuery,
} from '../../api/queries/users.ts';
import { useDocumentTitle } from '../../app/title.ts';
import AtomLink from '../../components/AtomLink.tsx';
import EntryList from '../../components/EntryList.tsx';
import EntrySkeleton from '../../components/EntrySkeleton.tsx';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import TabLinks from '../../components/TabLinks.tsx';
import UserCard from '../../components/UserCard.tsx';
import UserListItem from '../../components/UserListItem.tsx';
import { useSubscriptionToggle } from '../../components/useEntryActions.ts';
import { loadNamespaces } from '../../i18n/index.ts';
import ProfileMenu from './ProfileMenu.tsx';
import styles from './ProfileScreen.module.css';

// The badges tab and its texts (the `badges` namespace) load when it is first shown.
const BadgesTab = lazy(() =>
  Promise.all([import('./BadgesTab.tsx'), loadNamespaces('badges')]).then(([module]) => module),
);

/** The tabs of a profile, their subpath and counter. */
const TABS = ['entries', 'subscribers', 'subscriptions', 'badges'] as const;
type ProfileTab = (typeof TABS)[number];

/** Statuses of a load error that retrying cannot fix. */
const FINAL_ERRORS = new Set([
  'user_not_found',
  'user_deleted',
  'user_blocked',
  'user_suspended',
  'user_not_activated',
  'not_found',
]);

function tabOf(subpath: string): ProfileTab | null {
  const path = subpath.replace(/\/+$/, '');
  if (path === '') return 'entries';
  return (TABS as readonly string[]).includes(path) ? (path as ProfileTab) : null;
}

/** The /u/:username/* screen. */
export default function ProfileScreen() {
  const { username = '', '*': subpath = '' } = useParams();
  const tab = tabOf(subpath);
  if (tab === null) return <Navigate to={`/u/${encodeURIComponent(username)}`} replace />;
  return <Profile key={username.toLowerCase()} username={username} tab={tab} />;
}

function Profile({ username, tab }: { username: string; tab: ProfileTab }) {
  const { t } = useTranslation('screens');
  const query = useUserQuery(username);
  const user = query.data;
  const toggle = useSubscriptionToggle();
  const status = !user && query.isError ? errorStatus(query.error) : null;
  // The status texts only for a page that failed: they are a feature namespace, and asking for
  // them on every page would add a request before the first paint.
  const { t: statusText } = useTranslation(status ? ['status', 'status_pages'] : 'screens');
  useDocumentTitle(
    user
      ? t('profile.title', { name: user.name, username: user.username })
      : status
        ? statusText(`status_pages:${status}_title`, { defaultValue: statusText(status) })
        : null,
  );

  if (!user && status) {
    return (
      <section className={styles.screen} aria-labelledby="profile-heading">
        <ScreenHeader title={`@${username}`} headingId="profile-heading" />
        <Placeholder
          status={status}
          kind="error"
          onRetry={FINAL_ERRORS.has(status) ? undefined : () => query.refetch()}
        />
      </section>
    );
  }

  // One tree for loading and loaded, so the header — and a back control focused while the
  // profile loads — stays the same element when the card arrives.
  return (
    <section
      className={styles.screen}
      aria-busy={user ? undefined : true}
      aria-label={user ? undefined : `@${username}`}
    >
      <ScreenHeader
        title={user ? user.name || `@${user.username}` : `@${username}`}
        className={user ? styles.header : undefined}
      />
      {user ? (
        <>
          <AtomLink
            page={`/u/${encodeURIComponent(user.username)}`}
            title={`${user.name || user.username} (@${user.username})`}
          />
          <UserCard
            user={user}
            onSubscribe={(card) => toggle.subscribe(card)}
            onUnsubscribe={(card) => toggle.unsubscribe(card)}
            menu={<ProfileMenu user={user} />}
          />
          <ProfileTabs user={user} tab={tab} />
          <div className={styles.panel}>
            {tab === 'entries' ? (
              <EntriesTab username={user.username} sex={user.profile.sex} />
            ) : tab === 'badges' ? (
              <Suspense fallback={null}>
                <BadgesTab username={user.username} />
              </Suspense>
            ) : (
              <UsersTab username={user.username} kind={tab} sex={user.profile.sex} />
            )}
          </div>
        </>
      ) : (
        <>
          <div className={styles.cardSkeleton} aria-hidden="true" />
          <EntrySkeleton />
        </>
      )}
    </section>
  );
}

function ProfileTabs({ user, tab }: { user: UserCardData; tab: ProfileTab }) {
  const { t, i18n } = useTranslation('screens');
  const number = numberFormat(i18n.language);
  const base = `/u/${encodeURIComponent(user.username)}`;
  return (
    <TabLinks
      label={t('profile.tabsLabel')}
      tabs={TABS.map((item) => ({
        key: item,
        to: item === 'entries' ? base : `${base}/${item}`,
        label: (
          <>
            <span>{t(`profile.tabs.${item}`)}</span>{' '}
            <span className={styles.count}>{number.format(user.counters[item])}</span>
          </>
        ),
      }))}
      current={tab}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}

/** The profile's `sex` as i18next's context (gendered Russian), none when not given. */
function genderOf(sex: string): string | undefined {
  return sex === 'male' || sex === 'female' ? sex : undefined;
}

function EntriesTab({ username, sex }: { username: string; sex: string }) {
  const query = useUserEntriesInfiniteQuery(username);
  return (
    <EntryList
      query={query}
      place="profile"
      empty={<Placeholder status="user_entries_empty" kind="empty" context={genderOf(sex)} />}
    />
  );
}

function UsersTab({ username, kind, sex }: { username: string; kind: UserListKind; sex: string }) {
  const query = useUserListInfiniteQuery(username, kind);
  const toggle = useSubscriptionToggle();
  return (
    <PagedList
      query={query}
      getKey={(user) => user.user_id}
      renderItem={(user) => (
        <UserListItem
          user={user}
          mode="normal"
          onSubscribe={toggle.subscribe}
          onUnsubscribe={toggle.unsubscribe}
        />
      )}
      empty={<Placeholder status={`user_${kind}_empty`} kind="empty" context={genderOf(sex)} />}
    />
  );
}
