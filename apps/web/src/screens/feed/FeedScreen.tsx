/**
 * The feed (spec §2 "/feed"): tabs Timeline (/feed), Feeds (/feed/list) and Abyss (/feed/abyss)
 * as links, the fake compose input for signed-in users (files dropped on it open compose with
 * them attached), and the paged list of entries. The
 * timeline and the feeds tab need a session: a guest who opens /feed directly is taken to the
 * Abyss (public entries); a guest who picks one of those tabs sees the `unauthorized` placeholder
 * with a login button. `/feed/{uuid}` (a custom feed) is its own lazy screen
 * (screens/feeds/CustomFeedScreen.tsx); the Feeds tab shows the entries of the feeds one
 * subscribes to (`GET feed/feeds`) under a strip of those feeds with a link to the catalogue
 * /feeds (`FeedsStrip`, loaded apart), its empty state pointing to the catalogue too.
 *
 * When live events say entries came to the timeline or the abyss, a quiet «N новых записей»
 * bar (components/NewEntriesBar, loaded then) waits above the list; nothing moves until it is
 * pressed.
 *
 * Kept light: it is the first screen, in the entry chunk. The lists stay in the query cache, and
 * the shell restores the scroll position on back, so an opened and closed entry changes nothing.
 */
import { type FeedTab, SKELETON_COUNT } from '@potok/common';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { type FeedPages, useFeedInfiniteQuery } from '../../api/queries/feeds.ts';
import { useSession } from '../../api/queries/session.ts';
import { useArrivalAlert } from '../../app/arrivalAlert.ts';
import { loginPath, useCompose } from '../../app/layers/index.ts';
import { lazyScreen } from '../../app/lazy.ts';
import type { FeedState } from '../../app/navigation.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Avatar from '../../components/Avatar.tsx';
import { buttonClass } from '../../components/Button.tsx';
import EntrySkeleton from '../../components/EntrySkeleton.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import TabLinks from '../../components/TabLinks.tsx';
import TodoScreen from '../placeholder/TodoScreen.tsx';
import styles from './FeedScreen.module.css';

/** The tabs in display order with their paths. */
const TABS: readonly { tab: FeedTab; path: string }[] = [
  { tab: 'timeline', path: '/feed' },
  { tab: 'feeds', path: '/feed/list' },
  { tab: 'abyss', path: '/feed/abyss' },
];

function tabOf(pathname: string): FeedTab | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return TABS.find((item) => item.path === path)?.tab ?? null;
}

/** The /feed screen: tabs, compose input, entries. */
export default function FeedScreen() {
  const { pathname, state } = useLocation();
  const tab = tabOf(pathname);
  useArrivalAlert();
  if (tab === null) return <TodoScreen />;
  return <FeedTabScreen tab={tab} fromTab={(state as FeedState | null)?.fromTab === true} />;
}

function FeedTabScreen({ tab, fromTab }: { tab: FeedTab; fromTab: boolean }) {
  const { t } = useTranslation('screens');
  const { session, isAuth, isLoading } = useSession();
  const compose = useCompose();
  useDocumentTitle(t(`feed.tabs.${tab}`));

  const needsSession = tab !== 'abyss';
  if (!isLoading && !isAuth && tab === 'timeline' && !fromTab) {
    return <Navigate to="/feed/abyss" replace />;
  }

  return (
    <section className={styles.screen} aria-labelledby="feed-heading">
      <h1 id="feed-heading" className="visually-hidden">
        {t('feed.heading')}
      </h1>
      <TabLinks
        label={t('feed.tabsLabel')}
        tabs={TABS.map((item) => ({
          key: item.tab,
          to: item.path,
          label: t(`feed.tabs.${item.tab}`),
        }))}
        current={tab}
        state={{ fromTab: true } satisfies FeedState}
        className={styles.tabs}
        tabClassName={styles.tab}
      />

      {isAuth && tab !== 'feeds' ? (
        <button
          type="button"
          className={styles.compose}
          onClick={() => compose.open()}
          // Files dropped on it open compose with them attached (spec §2 "/feed").
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes('Files')) event.preventDefault();
          }}
          onDrop={(event) => {
            const files = Array.from(event.dataTransfer.files);
            if (files.length === 0) return;
            event.preventDefault();
            compose.open({ files });
          }}
        >
          {session?.user ? <Avatar hash={session.user.avatar.hash} size="small" alt="" /> : null}
          <span className={styles.composeText}>{t('feed.compose')}</span>
        </button>
      ) : null}

      {isAuth && tab === 'feeds' ? (
        <Suspense fallback={<div className={styles.stripSpace} />}>
          <FeedsStrip />
        </Suspense>
      ) : null}

      {isLoading ? null : needsSession && !isAuth ? <GuestPlaceholder /> : <FeedList tab={tab} />}
    </section>
  );
}

/** The `unauthorized` placeholder with the way in (and the way to the public Abyss). */
function GuestPlaceholder() {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  return (
    <Placeholder status="unauthorized" kind="error">
      <div className={styles.guestActions}>
        <Link to={loginPath(pathname)} className={buttonClass({ variant: 'primary' })}>
          {t('feed.guest.login')}
        </Link>
        <Link to="/auth/register" className={buttonClass()}>
          {t('feed.guest.register')}
        </Link>
        <Link to="/feed/abyss" className={buttonClass()}>
          {t('feed.guest.abyss')}
        </Link>
      </div>
    </Placeholder>
  );
}

const EntryList = lazyScreen(() => import('../../components/EntryList.tsx'));
/** Loads the list's code ahead (the first screen's, before the first render: main.tsx). */
export const preloadEntryList = (): Promise<unknown> => EntryList.preload();
/** The Ленты tab's strip of my feeds (loaded only there). */
const FeedsStrip = lazy(() => import('../feeds/FeedsStrip.tsx'));

/** «N новых записей» over the list when live events say entries came (loaded apart). */
const NewEntriesBar = lazy(() => import('../../components/NewEntriesBar.tsx'));

function FeedList({ tab }: { tab: FeedTab }) {
  const query = useFeedInfiniteQuery(tab);
  const waiting = (query.data as FeedPages | undefined)?.waiting?.length;
  return (
    <>
      {waiting ? (
        <Suspense fallback={null}>
          <NewEntriesBar count={waiting} onLoad={query.refetch} />
        </Suspense>
      ) : null}
      <Suspense fallback={<ListSkeleton />}>
        <EntryList query={query} empty={<EmptyTab tab={tab} />} />
      </Suspense>
    </>
  );
}

/**
 * What an empty tab says. The empty timeline is a newcomer's first screen: one sentence on how
 * Potok works (subscriptions to people and feeds, read newest first) and the two places to find
 * someone to follow — the Abyss (everyone's public entries, newest first) and the feeds
 * catalogue. Nothing is suggested or ranked (spec §1: no recommendations).
 */
function EmptyTab({ tab }: { tab: FeedTab }) {
  const { t } = useTranslation('screens');
  if (tab === 'abyss') return <Placeholder status="entries_empty" kind="empty" />;
  const catalogue = (
    <Link to="/feeds" className={buttonClass()}>
      {t('feed.empty.catalogue')}
    </Link>
  );
  if (tab === 'feeds') {
    return (
      <Placeholder status="empty_feeds" kind="empty">
        <div className={styles.emptyActions}>{catalogue}</div>
      </Placeholder>
    );
  }
  return (
    <Placeholder status="empty_feed" kind="empty">
      <div className={styles.emptyActions}>
        <Link to="/feed/abyss" className={buttonClass({ variant: 'primary' })}>
          {t('feed.empty.abyss')}
        </Link>
        {catalogue}
      </div>
    </Placeholder>
  );
}

/** What the list shows on its first load, while its code arrives. */
function ListSkeleton() {
  return (
    <div aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <EntrySkeleton key={index} />
      ))}
    </div>
  );
}
