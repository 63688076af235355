/**
 * The Everywhere tab (spec §2 "Everywhere search shows up to a few results per section … each
 * with a 'See all' link to its tab", §9 "5 in the everywhere-search sections"): `GET search/all`
 * in sections — people, posts, comments, tags, feeds — each with its total («1000+» where the
 * server stops counting) and a «Показать все»
 * link to its tab (keeping the query). Sections without results are left out; with none at all,
 * the `empty_search` placeholder. While the first answer loads, 5 row skeletons; while a new
 * query loads, the previous answer stays, dimmed and marked busy; a failure says what happened
 * with a retry button.
 */
import {
  type Comment,
  type Entry,
  numberFormat,
  SEARCH_TOTAL_CAP,
  SKELETON_COUNT_SEARCH,
} from '@potok/common';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  applyOverviewSubscription,
  type CachedOverview,
  SEARCH_GROUPS,
  type SearchGroup,
  useSearchOverviewQuery,
} from '../../api/queries/search.ts';
import CommentListItem from '../../components/CommentListItem.tsx';
import EntryCard from '../../components/EntryCard.tsx';
import FeedListItem from '../../components/FeedListItem.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import UserListItem from '../../components/UserListItem.tsx';
import { useEntryActions, useSubscriptionToggle } from '../../components/useEntryActions.ts';
import { searchPath } from './paths.ts';
import { RowSkeleton, TagRow } from './ResultRows.tsx';
import styles from './SearchScreen.module.css';

/** The everywhere results for `q` (not empty). */
export default function SearchOverview({ q }: { q: string }) {
  const { t } = useTranslation(['search', 'components']);
  const query = useSearchOverviewQuery(q);
  const data = query.data;
  if (query.isError) {
    return (
      <Placeholder status={errorStatus(query.error)} kind="error" onRetry={() => query.refetch()} />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('components:list.loading')}
        </span>
        {Array.from({ length: SKELETON_COUNT_SEARCH }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={i} aria-hidden="true">
            <RowSkeleton />
          </div>
        ))}
      </div>
    );
  }
  const updating = query.isPlaceholderData;
  const totals = { ...data, entries: data.pages[0] ?? data.entries };
  const found = SEARCH_GROUPS.some((group) => totals[group].total_items > 0);
  return (
    <div className={updating ? styles.updating : styles.results} aria-busy={updating}>
      {updating ? (
        <span className="visually-hidden" role="status">
          {t('updating')}
        </span>
      ) : null}
      {found ? (
        SEARCH_GROUPS.map((group) =>
          totals[group].total_items > 0 ? (
            <Section key={group} group={group} q={q} total={totals[group].total_items}>
              <SectionItems group={group} data={data} />
            </Section>
          ) : null,
        )
      ) : (
        <Placeholder status="empty_search" kind="empty" />
      )}
    </div>
  );
}

/** One section: its heading with the total, its items, and the link to its tab. */
function Section({
  group,
  q,
  total,
  children,
}: {
  group: SearchGroup;
  q: string;
  total: number;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('search');
  const headingId = `search-${group}`;
  // Totals stop counting at SEARCH_TOTAL_CAP: «1000+».
  const count =
    numberFormat(i18n.language).format(Math.min(total, SEARCH_TOTAL_CAP)) +
    (total >= SEARCH_TOTAL_CAP ? '+' : '');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`tabs.${group}`)} <span className={styles.count}>{count}</span>
        </h2>
        <Link
          className={styles.more}
          to={searchPath(group, q)}
          aria-label={t('see_all_of', { section: t(`tabs.${group}`), count })}
        >
          {t('see_all')}
        </Link>
      </div>
      <ul className={styles.items}>{children}</ul>
    </section>
  );
}

/** The few items of one section, each a list item. */
function SectionItems({ group, data }: { group: SearchGroup; data: CachedOverview }) {
  const { t } = useTranslation('search');
  const qc = useQueryClient();
  const toggle = useSubscriptionToggle();
  const { onPin: _pin, ...entryActions } = useEntryActions();
  switch (group) {
    case 'users':
      return data.users.items.map((user) => (
        <li key={user.user_id}>
          <UserListItem
            user={user}
            mode="normal"
            onSubscribe={(target) => {
              toggle.subscribe(target);
              applyOverviewSubscription(qc, target.user_id, true);
            }}
            onUnsubscribe={(target) => {
              toggle.unsubscribe(target);
              applyOverviewSubscription(qc, target.user_id, false);
            }}
          />
        </li>
      ));
    case 'entries':
      // The cached page, which edits, reactions and deletes update.
      return (data.pages[0]?.items ?? []).map((entry: Entry) => (
        <li key={entry.uuid}>
          <EntryCard entry={entry} {...entryActions} showPinned={false} />
        </li>
      ));
    case 'comments':
      return (data.comments.items as Comment[]).map((comment) => (
        <li key={comment.comment_id}>
          <CommentListItem comment={comment} linkLabel={t('go_to_post')} />
        </li>
      ));
    case 'tags':
      return data.tags.items.map((tag) => (
        <li key={tag.tag_id}>
          <TagRow tag={tag} />
        </li>
      ));
    case 'feeds':
      return data.feeds.items.map((feed) => (
        <li key={feed.uuid}>
          <FeedListItem feed={feed} />
        </li>
      ));
  }
}
