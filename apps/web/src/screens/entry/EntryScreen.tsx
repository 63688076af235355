/**
 * The entry page /e/{uuid} (spec §2 "Entry page and comments", §4 "Entry page", "Comments"):
 * the header with «Назад» (ScreenHeader), the entry whole (skeleton while loading, placeholder
 * on error), its canonical link and title, and the thread — reply form, comment tree, refresh,
 * «more», «show N more replies» under a comment whose replies were cut. `?comment={id}` scrolls
 * to a comment with a 90 px offset; one outside the loaded part is fetched with its ancestors
 * and opened in place first. Leaving cancels in-flight requests (the queries pass their signal).
 */
import { type Comment, type Entry, SCROLL_TO_COMMENT_OFFSET_PX, truncate } from '@potok/common';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { rootComments } from '../../api/queries/commentPages.ts';
import {
  useAddCommentMutation,
  useCommentsInfiniteQuery,
  useLoadRepliesMutation,
  useOpenCommentMutation,
} from '../../api/queries/comments.ts';
import { useEntryQuery } from '../../api/queries/entries.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts } from '../../app/layers/index.ts';
import type { FeedState } from '../../app/navigation.ts';
import { useDocumentTitle } from '../../app/title.ts';
import { buttonClass } from '../../components/Button.tsx';
import CommentForm from '../../components/CommentForm.tsx';
import CommentTree, { commentAnchorId } from '../../components/CommentTree.tsx';
import EntryCard from '../../components/EntryCard.tsx';
import EntrySkeleton from '../../components/EntrySkeleton.tsx';
import Icon from '../../components/Icon.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import { useEntryActions } from '../../components/useEntryActions.ts';
import styles from './EntryScreen.module.css';

/** Statuses of a load error that retrying cannot fix. */
const FINAL_ERRORS = new Set(['entry_not_found', 'entry_hidden', 'not_found', 'bad_request']);

/** The /e/:uuid screen. */
export default function EntryScreen() {
  const { uuid = '' } = useParams();
  // A new uuid starts from a clean state (spec §4 "Fetching a new uuid clears … first").
  return <EntryPage key={uuid} uuid={uuid} />;
}

function EntryPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation('screens');
  const navigate = useNavigate();
  const query = useEntryQuery(uuid);
  const entry = query.data;
  // The feed shows the alert: a route change clears the alerts shown before it.
  const afterDelete = useCallback(
    () => navigate('/feed', { state: { status: 'entry_deleted' } satisfies FeedState }),
    [navigate],
  );
  const actions = useEntryActions(afterDelete, { silent: true });

  const status = !entry && query.isError ? errorStatus(query.error) : null;
  // The status texts only for a page that failed: they are a feature namespace, and asking for
  // them on every page would add a request before the first paint.
  const { t: statusText } = useTranslation(status ? ['status', 'status_pages'] : 'screens');
  useDocumentTitle(
    entry?.content.text
      ? truncate(entry.content.text)
      : status
        ? statusText(`status_pages:${status}_title`, { defaultValue: statusText(status) })
        : null,
  );
  return (
    <section
      className={styles.screen}
      aria-labelledby="entry-heading"
      aria-busy={!entry && !status ? true : undefined}
    >
      {/* React DOM puts the link into <head> while the screen is shown. */}
      <link rel="canonical" href={new URL(`/e/${uuid}`, window.location.origin).href} />
      <ScreenHeader title={t('entry.title')} />
      <h1 id="entry-heading" className="visually-hidden">
        {entry ? t('entry.heading', { name: entry.user.name }) : t('entry.headingUnknown')}
      </h1>
      {entry?.state.is_hidden_by_operators ? (
        // Only its author reads an entry operators hid: they may delete it, not edit or pin
        // it, and its comments are closed to everyone.
        <>
          <p className={styles.hiddenNote} role="note">
            {t('entry.hiddenByOperators')}
          </p>
          <EntryCard entry={entry} link={false} {...actions} onEdit={undefined} onPin={undefined} />
        </>
      ) : entry ? (
        <>
          <EntryCard entry={entry} link={false} {...actions} />
          <Thread entry={entry} />
        </>
      ) : status ? (
        <Placeholder
          status={status}
          kind="error"
          onRetry={FINAL_ERRORS.has(status) ? undefined : () => query.refetch()}
        >
          <Link to="/feed" className={buttonClass({ className: styles.toFeed })}>
            {t('entry.toFeed')}
          </Link>
        </Placeholder>
      ) : (
        <EntrySkeleton lines={4} />
      )}
    </section>
  );
}

/** Scrolls a comment to the top of the window, 90 px below it, and focuses it. */
function scrollToComment(commentId: number): boolean {
  const node = document.getElementById(commentAnchorId(commentId));
  if (!node) return false;
  const top = node.getBoundingClientRect().top + window.scrollY - SCROLL_TO_COMMENT_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top) });
  node.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
  return true;
}

function containsComment(comments: Comment[], commentId: number): boolean {
  return comments.some(
    (comment) => comment.comment_id === commentId || containsComment(comment.replies, commentId),
  );
}

/** The comments of an entry with the reply form. */
function Thread({ entry }: { entry: Entry }) {
  const { t } = useTranslation('screens');
  const { isAuth } = useSession();
  const alerts = useAlerts();
  const [params] = useSearchParams();
  const enabled = entry.state.is_comments_enabled;
  const query = useCommentsInfiniteQuery(entry.uuid);
  const addComment = useAddCommentMutation();
  const comments = useMemo(() => rootComments(query.data), [query.data]);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);

  // ?comment={id}: scroll to it once it is in the thread; when it is not in the loaded part,
  // fetch it with its ancestors and open it in place first (a failure is said in an alert).
  const linked = Number(params.get('comment')) || null;
  const linkedDone = useRef<number | null>(null);
  const linkedAsked = useRef<number | null>(null);
  const { mutateAsync: openLinked } = useOpenCommentMutation();
  useEffect(() => {
    if (linked === null || linkedDone.current === linked || !query.data) return;
    if (containsComment(comments, linked)) {
      linkedDone.current = linked;
      setScrollTarget(linked);
      return;
    }
    if (linkedAsked.current === linked) return;
    linkedAsked.current = linked;
    openLinked({ uuid: entry.uuid, commentId: linked })
      .then((found) => {
        if (!found) linkedDone.current = linked;
      })
      .catch((error: unknown) => {
        linkedDone.current = linked;
        alerts.show({ status: errorStatus(error), tone: 'danger' });
      });
  }, [linked, comments, query.data, openLinked, entry.uuid, alerts]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // «Show N more replies»: the next replies join the thread in place; focus moves to the first
  // of them (keyboard users continue reading where the button was).
  const { mutateAsync: loadReplies } = useLoadRepliesMutation();
  const moreReplies = async (comment: Comment) => {
    try {
      const page = await loadReplies({ uuid: entry.uuid, comment });
      const first = page.items[0];
      if (first) {
        requestAnimationFrame(() =>
          document
            .getElementById(commentAnchorId(first.comment_id))
            ?.querySelector<HTMLElement>('article')
            ?.focus({ preventScroll: true }),
        );
      }
    } catch (error) {
      alerts.show({ status: errorStatus(error), tone: 'danger' });
    }
  };

  useEffect(() => {
    if (scrollTarget !== null && scrollToComment(scrollTarget)) setScrollTarget(null);
  }, [scrollTarget]);

  const send = (parent: Comment | null) => async (text: string, files: string[]) => {
    try {
      const result = await addComment.mutateAsync({
        uuid: entry.uuid,
        body: { text, files, parent_id: parent?.comment_id ?? null },
      });
      alerts.show({ status: result.status, tone: 'success' });
      setReplyTo(null);
      setScrollTarget(result.payload.comment_id);
    } catch (error) {
      alerts.show({ status: errorStatus(error), tone: 'danger' });
      throw error;
    }
  };

  // The form goes back to the top; focus goes back to the «Ответить» that opened it.
  const closeReply = (comment: Comment) => {
    setReplyTo(null);
    requestAnimationFrame(() =>
      document
        .getElementById(commentAnchorId(comment.comment_id))
        ?.querySelector<HTMLElement>('footer button')
        ?.focus(),
    );
  };

  const canReply = isAuth && enabled;
  const count = entry.counters.comments;

  return (
    <section className={styles.thread} aria-labelledby="comments-heading">
      <header className={styles.threadHeader}>
        <h2 id="comments-heading" className={styles.threadTitle}>
          {t('entry.comments.heading')}
          {count > 0 ? (
            <span className={styles.count}>{t('entry.comments.count', { count })}</span>
          ) : null}
        </h2>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-busy={query.isFetching}
          aria-label={t('entry.comments.refreshLabel')}
        >
          <Icon name="refresh" />
          <span>{t('entry.comments.refresh')}</span>
        </button>
      </header>

      {!enabled ? (
        <Placeholder status="comments_disabled" kind="empty" />
      ) : !isAuth ? (
        <p className={styles.login}>
          <Link to={loginPath(`/e/${entry.uuid}`)}>{t('entry.comments.loginToReply')}</Link>
        </p>
      ) : replyTo === null ? (
        <CommentForm onSubmit={send(null)} />
      ) : null}

      {query.isError && !query.data ? (
        <Placeholder
          status={errorStatus(query.error)}
          kind="error"
          onRetry={() => query.refetch()}
        />
      ) : !query.data ? (
        <p className={styles.loading} role="status">
          {t('entry.comments.loading')}
        </p>
      ) : comments.length === 0 ? (
        enabled ? (
          <Placeholder status="empty_comments" kind="empty" />
        ) : null
      ) : (
        <CommentTree
          comments={comments}
          entryAuthorId={entry.user.user_id}
          canHide={entry.user.state.is_me}
          nsfw={entry.state.is_nsfw}
          canReply={canReply}
          highlightId={linked ?? undefined}
          onReply={(comment) => setReplyTo(comment)}
          onMoreReplies={moreReplies}
          renderAfter={(comment) =>
            replyTo?.comment_id === comment.comment_id ? (
              <div className={styles.replyForm}>
                <CommentForm
                  replyTo={comment}
                  onSubmit={send(comment)}
                  onCancel={() => closeReply(comment)}
                  autoFocus
                />
              </div>
            ) : null
          }
        />
      )}

      {hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {t('entry.comments.more')}
        </button>
      ) : null}
    </section>
  );
}
