/**
 * The Ленты tab's strip (/feed/list, signed in): a link to the catalogue /feeds, then the feeds
 * one follows or made (`GET my/feeds`, first page) as chips — emoji and title, each a link to
 * its page — in one row that scrolls sideways. The row keeps its height while the feeds load
 * (the catalogue link is there at once), so the entries under it do not jump; with no feeds it
 * goes (the tab's empty placeholder points to the catalogue). Loaded apart
 * from the feed screen (the first screen), only on this tab.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyFeedsQuery } from '../../api/queries/customFeeds.ts';
import Icon from '../../components/Icon.tsx';
import styles from './FeedsStrip.module.css';

/** The strip. */
export default function FeedsStrip() {
  const { t } = useTranslation(['screens', 'feeds']);
  const query = useMyFeedsQuery();
  const feeds = query.data?.pages[0]?.items ?? [];
  // None: the tab's empty placeholder points to the catalogue itself.
  if (query.isSuccess && feeds.length === 0) return null;
  return (
    <nav className={styles.strip} aria-label={t('feeds:strip.label')}>
      <Link to="/feeds" className={`${styles.chip} ${styles.catalogue}`}>
        <Icon name="search" size={16} />
        {t('screens:feed.empty.catalogue')}
      </Link>
      {feeds.map((feed) => (
        <Link key={feed.feed_id} to={`/feed/${feed.uuid}`} className={styles.chip}>
          <span className={styles.emoji} aria-hidden="true">
            {feed.emoji}
          </span>
          {feed.title}
        </Link>
      ))}
    </nav>
  );
}
