/**
 * /bookmarks/* (spec §2 "Bookmarks"): the overview ('') with a section per group — people,
 * posts, comments, feeds — each showing the newest few and a «Показать все» link to its list;
 * the list routes `users`, `entries`, `comments`, `feeds`, each with automatic loading, a
 * «Загрузить ещё» button and an empty placeholder; any other subpath goes to the overview.
 * Guests are sent to the login screen (bookmarks are for signed-in people, spec §6).
 * Texts: the `bookmarks` namespace (and `feeds` for the feed items), loaded with this screen.
 */
import type { Comment, Entry, Feed } from '@potok/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  BOOKMARK_GROUPS,
  type BookmarkGroup,
  useBookmarksInfiniteQuery,
  useBookmarksOverviewQuery,
} from '../../api/queries/bookmarks.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath } from '../../app/layers/index.ts';
import { useDocumentTitle } from '../../app/title.ts';
import CommentListItem from '../../components/CommentListItem.tsx';
import EntryCard from '../../components/EntryCard.tsx';
import EntryList from '../../components/EntryList.tsx';
import FeedListItem from '../../components/FeedListItem.tsx';
import PagedList from '../../components/PagedList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import UserListItem from '../../components/UserListItem.tsx';
import { useEntryActions, useSubscriptionToggle } from '../../components/useEntryActions.ts';
import styles from './BookmarksScreen.module.css';

/** The /bookmarks/:rest screen. */
export default function BookmarksScreen() {
  const { '*': subpath = '' } = useParams();
  const { isAuth } = useSession();
  const { pathname } = useLocation();
  const path = subpath.replace(/\/+$/, '');
  if (!isAuth) return <Navigate to={loginPath(pathname)} replace />;
  if (path === '') return <Overview />;
  if ((BOOKMARK_GROUPS as readonly string[]).includes(path)) {
    return <GroupList key={path} group={path as BookmarkGroup} />;
  }
  return <Navigate to="/bookmarks" replace />;
}

/** The screen's frame: the header with its title, then the content. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.screen} aria-labelledby="bookmarks-heading">
      <ScreenHeader title={title} headingId="bookmarks-heading" />
      {children}
    </section>
  );
}

function Overview() {
  const { t } = useTranslation('bookmarks');
  const query = useBookmarksOverviewQuery();
  const actions = useEntryActions();
  const toggle = useSubscriptionToggle();
  const { onPin: _pin, ...entryActions } = actions;
  const data = query.data;
  if (!data) {
    return (
      <Frame title={t('title')}>
        {query.isError ? (
          <Placeholder
            status={errorStatus(query.error)}
            kind="error"
            onRetry={() => query.refetch()}
          />
        ) : (
          <div className={styles.loading} aria-busy="true" />
        )}
      </Frame>
    );
  }
  const feeds = data.feeds ?? { items: [], total_items: 0 };
  const none =
    data.users.total_items +
      data.entries.total_items +
      data.comments.total_items +
      feeds.total_items ===
    0;
  return (
    <Frame title={t('title')}>
      {none ? <Placeholder status="empty_bookmarks" kind="empty" /> : null}
      {data.users.total_items > 0 ? (
        <Section group="users">
          {data.users.items.map((user) => (
            <UserListItem
              key={user.user_id}
              user={user}
              mode="normal"
              onSubscribe={toggle.subscribe}
              onUnsubscribe={toggle.unsubscribe}
            />
          ))}
        </Section>
      ) : null}
      {data.entries.total_items > 0 ? (
        <Section group="entries">
          {data.entries.items.map((entry: Entry) => (
            <EntryCard key={entry.uuid} entry={entry} {...entryActions} showPinned={false} />
          ))}
        </Section>
      ) : null}
      {data.comments.total_items > 0 ? (
        <Section group="comments">
          {(data.comments.items as Comment[]).map((comment) => (
            <BookmarkedComment key={comment.comment_id} comment={comment} />
          ))}
        </Section>
      ) : null}
      {feeds.total_items > 0 ? (
        <Section group="feeds">
          {(feeds.items as Feed[]).map((feed) => (
            <FeedListItem key={feed.feed_id} feed={feed} />
          ))}
        </Section>
      ) : null}
    </Frame>
  );
}

/** One group of the overview: its heading, its newest items and the link to its list. */
function Section({ group, children }: { group: BookmarkGroup; children: ReactNode }) {
  const { t } = useTranslation('bookmarks');
  const headingId = `bookmarks-${group}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(group)}
        </h2>
        <Link className={styles.more} to={`/bookmarks/${group}`}>
          {t('show_more')}
        </Link>
      </div>
      <div className={styles.items}>{children}</div>
    </section>
  );
}

/** A bookmarked comment outside its thread, with a link to it under its entry. */
function BookmarkedComment({ comment }: { comment: Comment }) {
  const { t } = useTranslation('bookmarks');
  return <CommentListItem comment={comment} linkLabel={t('comment_on')} />;
}

/** One group's whole list, paged. */
function GroupList({ group }: { group: BookmarkGroup }) {
  const { t } = useTranslation('bookmarks');
  const title = `${t('title')} · ${t(group)}`;
  return (
    <Frame title={title}>
      <Link className={styles.back} to="/bookmarks">
        {t('back')}
      </Link>
      {group === 'entries' ? (
        <EntriesList />
      ) : group === 'users' ? (
        <UsersList />
      ) : group === 'feeds' ? (
        <FeedsList />
      ) : (
        <CommentsList />
      )}
    </Frame>
  );
}

function EntriesList() {
  const query = useBookmarksInfiniteQuery('entries');
  return <EntryList query={query} empty={<Placeholder status="empty_bookmarks" kind="empty" />} />;
}

function UsersList() {
  const { t } = useTranslation('bookmarks');
  const query = useBookmarksInfiniteQuery('users');
  const toggle = useSubscriptionToggle();
  return (
    <PagedList
      query={query}
      label={t('users')}
      getKey={(user) => user.user_id}
      renderItem={(user) => (
        <UserListItem
          user={user}
          mode="normal"
          onSubscribe={toggle.subscribe}
          onUnsubscribe={toggle.unsubscribe}
        />
      )}
      empty={<Placeholder status="empty_bookmarks" kind="empty" />}
    />
  );
}

function CommentsList() {
  const { t } = useTranslation('bookmarks');
  const query = useBookmarksInfiniteQuery('comments');
  return (
    <PagedList
      query={query}
      label={t('comments')}
      getKey={(comment) => comment.comment_id}
      renderItem={(comment) => <BookmarkedComment comment={comment} />}
      empty={<Placeholder status="empty_bookmarks" kind="empty" />}
    />
  );
}

function FeedsList() {
  const { t } = useTranslation('bookmarks');
  const query = useBookmarksInfiniteQuery('feeds');
  return (
    <PagedList
      query={query}
      label={t('feeds')}
      getKey={(feed) => feed.feed_id}
      renderItem={(feed) => <FeedListItem feed={feed} />}
      empty={<Placeholder status="empty_bookmarks" kind="empty" />}
    />
  );
}
