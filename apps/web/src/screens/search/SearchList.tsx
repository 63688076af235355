/**
 * One tab's whole list of results (spec §2 "/search/{users|entries|comments|tags|feeds}"):
 * `GET search/{group}?query=&offset=` paged like every list of the app (`PagedList`: 15
 * skeletons, automatic loading at the end, «Загрузить ещё», the `empty_search` placeholder,
 * an error with a retry). People come with their subscribe toggle, posts as entry cards (no pin
 * action, as on a tag's page), comments as rows linking into their thread, tags as link rows,
 * feeds as the catalogue's feed items (subscribe and options menu). While a new query loads,
 * the previous results stay, dimmed and marked busy.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchGroup, useSearchInfiniteQuery } from '../../api/queries/search.ts';
import CommentListItem from '../../components/CommentListItem.tsx';
import EntryList from '../../components/EntryList.tsx';
import FeedListItem from '../../components/FeedListItem.tsx';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import UserListItem from '../../components/UserListItem.tsx';
import { useSubscriptionToggle } from '../../components/useEntryActions.ts';
import { TagRow } from './ResultRows.tsx';
import styles from './SearchScreen.module.css';

const empty = <Placeholder status="empty_search" kind="empty" />;

/** The results of one group for `q` (not empty). */
export default function SearchList({ group, q }: { group: SearchGroup; q: string }) {
  const list =
    group === 'users' ? (
      <Users q={q} />
    ) : group === 'entries' ? (
      <Entries q={q} />
    ) : group === 'comments' ? (
      <Comments q={q} />
    ) : group === 'tags' ? (
      <Tags q={q} />
    ) : (
      <Feeds q={q} />
    );
  return <div className={styles.results}>{list}</div>;
}

/** Dims the previous query's results while the new ones load. */
function Updating({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation('search');
  return (
    <div className={busy ? styles.updating : undefined} aria-busy={busy}>
      {busy ? (
        <span className="visually-hidden" role="status">
          {t('updating')}
        </span>
      ) : null}
      {children}
    </div>
  );
}

function Users({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const query = useSearchInfiniteQuery('users', q);
  const toggle = useSubscriptionToggle();
  return (
    <Updating busy={query.isPlaceholderData}>
      <PagedList
        query={query}
        label={t('tabs.users')}
        getKey={(user) => user.user_id}
        renderItem={(user) => (
          <UserListItem
            user={user}
            mode="normal"
            onSubscribe={toggle.subscribe}
            onUnsubscribe={toggle.unsubscribe}
          />
        )}
        empty={empty}
      />
    </Updating>
  );
}

function Entries({ q }: { q: string }) {
  const query = useSearchInfiniteQuery('entries', q);
  return (
    <Updating busy={query.isPlaceholderData}>
      <EntryList query={query} empty={empty} place="tag" />
    </Updating>
  );
}

function Comments({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const query = useSearchInfiniteQuery('comments', q);
  return (
    <Updating busy={query.isPlaceholderData}>
      <PagedList
        query={query}
        label={t('tabs.comments')}
        getKey={(comment) => comment.comment_id}
        renderItem={(comment) => <CommentListItem comment={comment} linkLabel={t('go_to_post')} />}
        empty={empty}
      />
    </Updating>
  );
}

function Tags({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const query = useSearchInfiniteQuery('tags', q);
  return (
    <Updating busy={query.isPlaceholderData}>
      <PagedList
        query={query}
        label={t('tabs.tags')}
        getKey={(tag) => tag.tag_id}
        renderItem={(tag) => <TagRow tag={tag} />}
        empty={empty}
      />
    </Updating>
  );
}

function Feeds({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const query = useSearchInfiniteQuery('feeds', q);
  return (
    <Updating busy={query.isPlaceholderData}>
      <PagedList
        query={query}
        label={t('tabs.feeds')}
        getKey={(feed) => feed.uuid}
        renderItem={(feed) => <FeedListItem feed={feed} />}
        empty={empty}
      />
    </Updating>
  );
}
