/**
 * A custom feed's page /feed/{uuid} (spec §2 "/feed": "a custom feed showing its header and
 * entries"; §7 `GET feed/{uuid}`, `feed/{uuid}/entries`, `feed/{uuid}/tags`): the header with
 * «Назад», the emoji and title, the author (a link to the profile), the subscriber count, a
 * «Подписаться» / «Отписаться» button and the feed's options menu (subscribe, bookmark, copy link,
 * report; edit and delete for its author — after a delete the catalogue opens and says
 * `feed_deleted`); then its tags (links to the tag pages), and its entries, newest first, paged,
 * as entry cards without a pin action. A load error of the feed (`feed_not_found`) shows its
 * placeholder instead. The page's `<head>` links its Atom document `/feed/{uuid}/atom.xml`.
 * The document title is «emoji title». Texts: the `feeds` namespace, loaded with this screen.
 */
import type { Feed, Tag } from '@potok/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  useCustomFeedEntriesQuery,
  useCustomFeedQuery,
  useCustomFeedTagsQuery,
} from '../../api/queries/customFeeds.ts';
import { useArrivalAlert } from '../../app/arrivalAlert.ts';
import type { FeedState } from '../../app/navigation.ts';
import { useDocumentTitle } from '../../app/title.ts';
import AtomLink from '../../components/AtomLink.tsx';
import EntryList from '../../components/EntryList.tsx';
import FeedMenu from '../../components/feeds/FeedMenu.tsx';
import { feedPath, useFeedActions } from '../../components/feeds/useFeedActions.ts';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import bones from '../../components/Skeleton.module.css';
import SubscribeButton from '../../components/SubscribeButton.tsx';
import styles from './CustomFeedScreen.module.css';

/** Statuses of a load error that retrying cannot fix. */
const FINAL_ERRORS = new Set(['feed_not_found', 'feed_uuid_required', 'not_found', 'bad_request']);

/** The /feed/:uuid screen. */
export default function CustomFeedScreen() {
  const { uuid = '' } = useParams();
  return <FeedPage key={uuid.toLowerCase()} uuid={uuid} />;
}

function FeedPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation('feeds');
  const query = useCustomFeedQuery(uuid);
  const feed = query.data;
  useDocumentTitle(feed ? `${feed.emoji} ${feed.title}` : t('page.title'));
  useArrivalAlert();
  return (
    <section className={styles.screen} aria-labelledby="custom-feed-heading">
      <ScreenHeader
        headingId="custom-feed-heading"
        title={
          feed ? (
            <>
              <span className={styles.emoji} aria-hidden="true">
                {feed.emoji}
              </span>
              {feed.title}
            </>
          ) : query.isError ? (
            t('page.title')
          ) : (
            <span className={`${bones.bone} ${styles.titleSkeleton}`} aria-hidden="true" />
          )
        }
      >
        {feed ? (
          <>
            <AtomLink page={feedPath(feed)} title={`${feed.emoji} ${feed.title}`} />
            <FeedHeader feed={feed} />
          </>
        ) : null}
      </ScreenHeader>
      {query.isError ? (
        <Placeholder
          status={errorStatus(query.error)}
          kind="error"
          onRetry={
            FINAL_ERRORS.has(errorStatus(query.error)) ? undefined : () => void query.refetch()
          }
        />
      ) : (
        <FeedEntries uuid={uuid} />
      )}
    </section>
  );
}

/** Author, subscribers, subscribe button and menu; then the tags. */
function FeedHeader({ feed }: { feed: Feed }) {
  const { t } = useTranslation('feeds');
  const actions = useFeedActions();
  const navigate = useNavigate();
  const tags = useCustomFeedTagsQuery(feed.uuid);
  const shown: Pick<Tag, 'slug' | 'label'>[] =
    tags.data ?? feed.tags.map((slug) => ({ slug, label: slug }));
  return (
    <>
      <div className={styles.meta}>
        <p className={styles.byline}>
          <Trans
            t={t}
            i18nKey="page.author"
            values={{ name: feed.author.name }}
            components={[
              <Link
                key="author"
                to={`/u/${encodeURIComponent(feed.author.username)}`}
                className={styles.author}
              />,
            ]}
          />
          <span aria-hidden="true"> · </span>
          <span>{t('item.subscribers', { count: feed.counters.subscribers })}</span>
        </p>
        <div className={styles.actions}>
          <SubscribeButton
            subscribed={feed.state.me_subscribed}
            onSubscribe={() => actions.subscribe(feed, true)}
            onUnsubscribe={() => actions.subscribe(feed, false)}
          />
          <FeedMenu
            feed={feed}
            actions={actions}
            withAtom
            afterDelete={(status) =>
              navigate('/feeds', { replace: true, state: { status } satisfies FeedState })
            }
            className={styles.menu}
          />
        </div>
      </div>
      {shown.length > 0 ? (
        <ul className={styles.tags} aria-label={t('page.tags')}>
          {shown.map((tag) => (
            <li key={tag.slug}>
              <Link to={`/t/${encodeURIComponent(tag.slug)}`} className={styles.tag}>
                #{tag.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function FeedEntries({ uuid }: { uuid: string }) {
  const query = useCustomFeedEntriesQuery(uuid);
  return (
    <EntryList
      query={query}
      place="tag"
      empty={<Placeholder status="entries_empty" kind="empty" />}
    />
  );
}
