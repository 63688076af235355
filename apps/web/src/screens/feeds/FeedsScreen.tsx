/**
 * /feeds (spec §2 "/feeds"): the catalogue of custom feeds with a search box (`q` in the URL,
 * applied on Enter), a «Создать ленту» button opening the create-feed modal (a guest goes to the
 * login screen), and the list with automatic loading and «Загрузить ещё» (spec §4 "Paged lists").
 * A signed-in person also has the «Мои» tab (`?tab=my`: `GET my/feeds`, the feeds they made or
 * follow). Empty states: an empty catalogue says `empty_feeds`, no match `empty_search`, an
 * empty «Мои» `feeds_not_created` (spec §8), each empty one with a «Создать ленту» button.
 * Unknown subpaths redirect here (the router).
 * After creating a feed its page opens. Texts: the `feeds` namespace, loaded with this screen.
 */
import type { Feed, Status } from '@potok/common';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFeedsCatalogueQuery, useMyFeedsQuery } from '../../api/queries/customFeeds.ts';
import { useSession } from '../../api/queries/session.ts';
import { useArrivalAlert } from '../../app/arrivalAlert.ts';
import { loginPath } from '../../app/layers/index.ts';
import type { FeedState } from '../../app/navigation.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Button from '../../components/Button.tsx';
import FeedListItem from '../../components/FeedListItem.tsx';
import { feedPath } from '../../components/feeds/useFeedActions.ts';
import { useFeedModals } from '../../components/feeds/useFeedModals.ts';
import Icon from '../../components/Icon.tsx';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import TabLinks from '../../components/TabLinks.tsx';
import styles from './FeedsScreen.module.css';

type Tab = 'all' | 'my';

/** The /feeds screen. */
export default function FeedsScreen() {
  const { t } = useTranslation('feeds');
  const [params] = useSearchParams();
  const { isAuth, isLoading } = useSession();
  const q = params.get('q') ?? '';
  const tab: Tab = params.get('tab') === 'my' && isAuth ? 'my' : 'all';
  useDocumentTitle(
    tab === 'my' ? `${t('catalogue.title')} · ${t('catalogue.mine')}` : t('catalogue.title'),
  );
  useArrivalAlert();

  return (
    <section className={styles.screen} aria-labelledby="feeds-heading">
      <ScreenHeader title={t('catalogue.title')} headingId="feeds-heading" />
      <Toolbar key={q} q={q} />
      {isAuth ? (
        <TabLinks
          label={t('catalogue.tabs')}
          tabs={[
            { key: 'all', to: '/feeds', label: t('catalogue.all') },
            { key: 'my', to: '/feeds?tab=my', label: t('catalogue.mine') },
          ]}
          current={tab}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
      ) : null}
      {isLoading ? null : tab === 'my' ? <MyFeeds /> : <Catalogue q={q} />}
    </section>
  );
}

/**
 * Opens the create-feed modal (a guest goes to the login screen); the new feed's page opens
 * after `feed_added` and says so.
 */
function useCreateFeed(): () => void {
  const { isAuth } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const modals = useFeedModals();
  return () => {
    if (!isAuth) {
      navigate(loginPath(pathname + search));
      return;
    }
    modals.create((feed: Feed, status: Status) =>
      navigate(feedPath(feed), { state: { status } satisfies FeedState }),
    );
  };
}

/** An empty list's placeholder with a «Создать ленту» button. */
function EmptyFeeds({ status }: { status: 'empty_feeds' | 'feeds_not_created' }) {
  const { t } = useTranslation('feeds');
  const create = useCreateFeed();
  return (
    <Placeholder status={status} kind="empty">
      <Button variant="primary" size="compact" onClick={create} className={styles.emptyCreate}>
        {t('catalogue.create')}
      </Button>
    </Placeholder>
  );
}

/** The search box (applies `q` on Enter) and the create button. */
function Toolbar({ q }: { q: string }) {
  const { t } = useTranslation('feeds');
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(q);
  const create = useCreateFeed();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };
  return (
    <div className={styles.toolbar}>
      <search className={styles.search}>
        <form className={styles.searchForm} onSubmit={submit}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('catalogue.search_label')}
          </label>
          <Icon name="search" className={styles.searchIcon} />
          <input
            id={`${id}-q`}
            type="search"
            className={styles.searchInput}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('catalogue.search_placeholder')}
            enterKeyHint="search"
            autoComplete="off"
          />
        </form>
      </search>
      {/* «Создать» on a phone, beside the search box; the full text where there is room. */}
      <Button
        variant="primary"
        size="compact"
        onClick={create}
        className={styles.create}
        aria-label={t('catalogue.create')}
      >
        <Icon name="plus" />
        <span className={styles.createShort} aria-hidden="true">
          {t('catalogue.create_short')}
        </span>
        <span className={styles.createFull} aria-hidden="true">
          {t('catalogue.create')}
        </span>
      </Button>
    </div>
  );
}

function feedKey(feed: Feed): number {
  return feed.feed_id;
}

/** The catalogue, filtered by `q`. */
function Catalogue({ q }: { q: string }) {
  const { t } = useTranslation('feeds');
  const query = useFeedsCatalogueQuery(q);
  return (
    <PagedList
      query={query}
      label={q ? t('catalogue.results', { q }) : t('catalogue.all')}
      getKey={feedKey}
      renderItem={(feed) => <FeedListItem feed={feed} />}
      empty={
        q ? <Placeholder status="empty_search" kind="empty" /> : <EmptyFeeds status="empty_feeds" />
      }
    />
  );
}

/** The feeds I made or follow. */
function MyFeeds() {
  const { t } = useTranslation('feeds');
  const query = useMyFeedsQuery();
  return (
    <PagedList
      query={query}
      label={t('catalogue.mine')}
      getKey={feedKey}
      renderItem={(feed) => <FeedListItem feed={feed} />}
      empty={<EmptyFeeds status="feeds_not_created" />}
    />
  );
}
