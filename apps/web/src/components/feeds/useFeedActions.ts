/**
 * What a custom feed's item and page can do (spec §2 "Other options menus": "Feed item:
 * subscribe, bookmark, copy link, report"; §4 "Subscribe/unsubscribe"; beyond the spec, the
 * author edits and deletes it — docs/decisions/custom-feeds-web.md): each with its
 * alert — the answer's status (`subscribed`, `added`, `feed_deleted`…) as a success, a failure's
 * status as a danger alert. A guest who subscribes is sent to the login screen; a guest's menu
 * has no bookmark or report (spec §6).
 */
import type { Feed, Status } from '@potok/common';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts } from '../../app/layers/index.ts';
import { useActionModals } from '../actions/useActionModals.tsx';
import { useCopyLink } from '../useCopyLink.ts';
import { useFeedModals } from './useFeedModals.ts';

/** The subscribe toggle's code, loaded on its first use (lists of feeds are lazy screens). */
const loadFeeds = () => import('../../api/queries/customFeeds.ts');
/**
 * The bookmark toggle's code, loaded on its first use (as `useBookmarkToggle` of the entry
 * actions does; not imported from there, so lists of feeds do not split the entry cards' chunk).
 */
const loadBookmarks = () => import('../../api/queries/bookmarks.ts');

/** The path of a feed's page. */
export function feedPath(feed: Pick<Feed, 'uuid'>): string {
  return `/feed/${feed.uuid}`;
}

/** The handlers of a feed's subscribe button and options menu. */
export interface FeedActions {
  isAuth: boolean;
  /** Subscribe (`true`) or unsubscribe; a guest goes to the login screen. */
  subscribe(feed: Feed, on: boolean): void;
  /** Add (`true`) or remove the bookmark; undefined for a guest. */
  bookmark?: (feed: Feed, add: boolean) => void;
  copyLink(feed: Feed): void;
  /** The feed report modal; undefined for a guest. */
  report?: (feed: Feed) => void;
  /** The edit modal (the author's). */
  edit(feed: Feed): void;
  /** The delete confirmation (the author's); `afterDelete` runs once it is gone. */
  remove(feed: Feed, afterDelete?: (status: Status) => void): void;
  /** Is `feed` mine (its author sees edit and delete, and no report)? */
  isMine(feed: Feed): boolean;
}

/** See the module's description. */
export function useFeedActions(): FeedActions {
  const qc = useQueryClient();
  const alerts = useAlerts();
  const { isAuth } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const copy = useCopyLink();
  const modals = useActionModals();
  const feedModals = useFeedModals();
  return useMemo(
    () => ({
      isAuth,
      subscribe: (feed: Feed, on: boolean) => {
        if (!isAuth) {
          navigate(loginPath(pathname + search));
          return;
        }
        loadFeeds()
          .then(({ runFeedSubscribe }) => runFeedSubscribe(qc, { feed, subscribe: on }))
          .then(
            (result) => alerts.show({ status: result.status, tone: 'success' }),
            (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
          );
      },
      bookmark: isAuth
        ? (feed: Feed, add: boolean) =>
            void loadBookmarks().then((m) =>
              m.toggleBookmark(qc, alerts, { target: { kind: 'feed', feed }, add }),
            )
        : undefined,
      copyLink: (feed: Feed) => void copy(feedPath(feed)),
      report: isAuth ? (feed: Feed) => modals.report({ kind: 'feed', uuid: feed.uuid }) : undefined,
      edit: (feed: Feed) => feedModals.edit(feed),
      remove: (feed: Feed, afterDelete?: (status: Status) => void) =>
        feedModals.confirmDelete(feed, afterDelete),
      isMine: (feed: Feed) => isAuth && feed.state.is_mine,
    }),
    [isAuth, navigate, pathname, search, qc, alerts, copy, modals, feedModals],
  );
}
