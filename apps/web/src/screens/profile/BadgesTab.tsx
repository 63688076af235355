/**
 * The badges tab of a profile (spec §2 "Profile", §3 "Badge"): the person's badges, newest award
 * first, each with its icon, label, description, rarity (a coloured mark with its name as text)
 * and the year it was earned; paged by offset with «Загрузить ещё» and auto-loading
 * (PagedList); `user_badges_empty` when there are none. Texts: the `badges` namespace, loaded
 * with this chunk (ProfileScreen).
 */
import { BADGE_CATALOGUE, type Badge, isBadgeType } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { useUserBadgesInfiniteQuery } from '../../api/queries/badges.ts';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import styles from './BadgesTab.module.css';

const badgeKey = (badge: Badge) => badge.badge_id;

/** One badge: icon, label, description, rarity and year. */
export function BadgeItem({ badge }: { badge: Badge }) {
  const { t } = useTranslation('badges');
  const count = isBadgeType(badge.type)
    ? (BADGE_CATALOGUE[badge.type] as { count?: number }).count
    : undefined;
  const date = new Date(badge.date_added);
  const rarity = t(`rarity.${badge.rarity}`);
  return (
    <div className={styles.badge} data-rarity={badge.rarity} data-type={badge.type}>
      <span className={styles.icon} aria-hidden="true">
        {badge.content.icon}
      </span>
      <div className={styles.body}>
        <p className={styles.label}>{t(badge.content.label, { defaultValue: badge.type })}</p>
        <p className={styles.description}>
          {t(badge.content.description, { count, defaultValue: '' })}
        </p>
        <p className={styles.meta}>
          <span className={styles.rarity}>
            <span className={styles.dot} aria-hidden="true" />
            <span className="visually-hidden">{t('rarity_label', { rarity })}</span>
            <span aria-hidden="true">{rarity}</span>
          </span>
          <time className={styles.year} dateTime={badge.date_added}>
            {t('earned', { year: date.getFullYear() })}
          </time>
        </p>
      </div>
    </div>
  );
}

/** The badges of `username`, paged. */
export default function BadgesTab({ username }: { username: string }) {
  const { t } = useTranslation('badges');
  const query = useUserBadgesInfiniteQuery(username);
  return (
    <PagedList
      query={query}
      getKey={badgeKey}
      label={t('list_label')}
      renderItem={(badge) => <BadgeItem badge={badge} />}
      empty={<Placeholder status="user_badges_empty" kind="empty" />}
    />
  );
}
