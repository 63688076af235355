/**
 * Rows of search results that have no shared list item elsewhere: a tag (a link to its page with
 * its official and 18+ marks and the year it appeared, spec §2 "/t/{slug}"), and the row
 * skeleton of the everywhere sections.
 */
import type { Tag } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Icon from '../../components/Icon.tsx';
import bones from '../../components/Skeleton.module.css';
import styles from './SearchScreen.module.css';

/** A tag as a row: «#label», its marks, «since 2026». */
export function TagRow({ tag }: { tag: Tag }) {
  const { t } = useTranslation('screens');
  const year = new Date(tag.date_added).getFullYear();
  return (
    <Link className={styles.row} to={`/t/${encodeURIComponent(tag.slug)}`}>
      <span className={styles.rowMark} aria-hidden="true">
        #
      </span>
      <span className={styles.rowBody}>
        <span className={styles.rowTitle}>
          {tag.label}
          {tag.state.is_official ? (
            <Icon name="verified" className={styles.official} title={t('tag.official')} />
          ) : null}
          {tag.state.is_nsfw ? (
            <span className={styles.nsfw} title={t('tag.nsfw_title')}>
              {t('tag.nsfw')}
            </span>
          ) : null}
        </span>
        <span className={styles.rowMeta}>{t('tag.since', { year })}</span>
      </span>
    </Link>
  );
}

/** One row's skeleton: a circle and two lines. */
export function RowSkeleton() {
  return (
    <div className={styles.rowSkeleton}>
      <span className={`${bones.bone} ${bones.circle} ${bones.avatar40}`} />
      <span className={bones.lines}>
        <span className={`${bones.bone} ${bones.short}`} />
        <span className={`${bones.bone} ${bones.long}`} />
      </span>
    </div>
  );
}
