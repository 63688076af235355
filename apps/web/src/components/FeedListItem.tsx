/**
 * A custom feed in a list (spec §3 "Feed"; the catalogue /feeds, bookmarks, search): its emoji,
 * its title (a link to /feed/{uuid}, two lines at most), its tags (one line), its author and
 * subscriber count, a «Подписаться» / «Отписаться»
 * button and the feed's options menu (spec §2 "Feed item: subscribe, bookmark, copy link,
 * report"; edit and delete for its author). Everything it does goes through `useFeedActions`
 * (alerts, the login screen for a guest, the cache of every list that shows the feed).
 *
 * Texts: the `feeds` namespace. A screen that shows feed items loads it with its chunk
 * (`loadNamespaces('feeds')`); otherwise the texts come a moment after the first paint.
 */
import type { Feed } from '@potok/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './FeedListItem.module.css';
import FeedMenu from './feeds/FeedMenu.tsx';
import { feedPath, useFeedActions } from './feeds/useFeedActions.ts';
import SubscribeButton from './SubscribeButton.tsx';

/** Props of `FeedListItem`. */
export interface FeedListItemProps {
  feed: Feed;
}

/** One feed as a row: emoji, title and tags, author, subscribe, menu. */
export default function FeedListItem({ feed }: FeedListItemProps) {
  const { t } = useTranslation('feeds');
  const actions = useFeedActions();
  const titleId = useId();
  const tags = feed.tags;
  // One line, cut with an ellipsis where it does not fit (the whole list in its tooltip).
  const tagLine = tags.map((tag) => `#${tag}`).join(' ');
  return (
    <article className={styles.item} aria-labelledby={titleId} data-feed={feed.uuid}>
      <span className={styles.emoji} aria-hidden="true">
        {feed.emoji}
      </span>
      <div className={styles.body}>
        <Link to={feedPath(feed)} className={styles.title} id={titleId}>
          {feed.title}
        </Link>
        {tags.length > 0 ? (
          <p className={styles.tags} title={tagLine}>
            {tagLine}
          </p>
        ) : null}
        <p className={styles.meta}>
          <Link to={`/u/${encodeURIComponent(feed.author.username)}`} className={styles.author}>
            {feed.author.name}
          </Link>
          {' · '}
          {t('item.subscribers', { count: feed.counters.subscribers })}
        </p>
      </div>
      <div className={styles.subscribe}>
        <SubscribeButton
          subscribed={feed.state.me_subscribed}
          onSubscribe={() => actions.subscribe(feed, true)}
          onUnsubscribe={() => actions.subscribe(feed, false)}
          compact
        />
      </div>
      <FeedMenu feed={feed} actions={actions} className={styles.menu} />
    </article>
  );
}

export { FeedListItem };
