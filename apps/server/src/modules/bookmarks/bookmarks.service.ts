/**
 * Rules of bookmarks (spec §2 "Bookmarks", §4 "Bookmark toggle", §7 "Bookmarks"):
 * - `POST my/bookmarks` adds (`added`) or removes (`removed`) a bookmark of a user, an entry or
 *   a comment or a custom feed. Adding needs the object readable (an active user who is not
 *   oneself; a live entry; a comment not deleted under a live entry; a feed not deleted, of an
 *   active author); removing needs nothing but the ids, so a bookmark of something gone can
 *   still be dropped. Both are idempotent.
 * - The lists show a person's bookmarks newest first, only what is still readable.
 * Throws `AppError` with the catalogue's statuses.
 */
import {
  BOOKMARK_OBJECTS,
  BOOKMARKS_OVERVIEW_SIZE,
  BOOKMARKS_PAGE_SIZE,
  type BookmarkBody,
  type BookmarkObject,
  type BookmarkPayload,
  type BookmarksOverview,
  type Comment,
  type Entry,
  type Feed,
  type Page,
  type UserShort,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { type PageParams, type Paging, paging } from '../../lib/paging.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { CustomFeedsService } from '../custom-feeds/custom-feeds.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { BookmarksRepository, ListedBookmark } from './bookmarks.repository.ts';

/** The body's id field of each kind of object. */
const ID_FIELD = {
  user: 'user_id',
  entry: 'entry_id',
  comment: 'comment_id',
  feed: 'feed_id',
} as const satisfies Record<BookmarkObject, keyof BookmarkBody>;

/** Creates the bookmarks service; it shows objects through their areas' services. */
export function createBookmarksService(deps: {
  repository: BookmarksRepository;
  entries: EntriesService;
  comments: CommentsService;
  users: UsersService;
  feeds: Pick<CustomFeedsService, 'isReadable' | 'byIds'>;
}) {
  const { repository, entries, comments, users, feeds } = deps;

  /**
   * Checks that `viewerId` may bookmark the object.
   * @throws AppError `user_not_found` (404), `bad_request` (400) for oneself,
   *   `entry_not_found`, `comment_not_found`, `feed_not_found` (404)
   */
  async function requireBookmarkable(viewerId: number, object: BookmarkObject, id: number) {
    switch (object) {
      case 'user':
        if (id === viewerId) throw new AppError('bad_request', 'You cannot bookmark yourself.');
        if (!(await repository.userIsActive(id))) {
          throw new AppError('user_not_found', 'No such user.');
        }
        return;
      case 'entry':
        if (!(await repository.entryIsVisible(id))) {
          throw new AppError('entry_not_found', 'No such entry.');
        }
        return;
      case 'comment':
        if (!(await repository.commentIsVisible(id))) {
          throw new AppError('comment_not_found', 'No such comment.');
        }
        return;
      case 'feed':
        if (!(await feeds.isReadable(id))) throw new AppError('feed_not_found', 'No such feed.');
        return;
    }
  }

  /** One page of `kind`, hydrated by the object's area. */
  async function list<T>(
    viewerId: number,
    kind: ListedBookmark,
    page: Paging,
    hydrate: (ids: number[]) => Promise<T[]>,
  ): Promise<Page<T>> {
    const { ids, total } = await repository.page(viewerId, kind, page);
    return { items: await hydrate(ids), total_items: total };
  }

  const HYDRATE = {
    user: (ids: number[], viewerId: number) => users.shortByIds(ids, viewerId),
    entry: (ids: number[], viewerId: number) => entries.hydrate(ids, viewerId),
    comment: (ids: number[], viewerId: number) => comments.byIds(ids, viewerId),
    feed: (ids: number[], viewerId: number) => feeds.byIds(ids, viewerId),
  };

  return {
    /**
     * `POST my/bookmarks`: adds or removes `viewerId`'s bookmark.
     * @returns the status (`added` | `removed`) and the payload: the flag and, for an entry,
     *   its new `counters.bookmarks`
     * @throws AppError `bad_request` (400) for an unknown `type` or `object`, a missing id
     *   field, or oneself; the object's `*_not_found` (404) when adding something unreadable
     */
    async toggle(
      body: BookmarkBody,
      viewerId: number,
    ): Promise<{ status: 'added' | 'removed'; payload: BookmarkPayload }> {
      if (body.type !== 'add' && body.type !== 'remove') {
        throw new AppError('bad_request', 'The type must be add or remove.');
      }
      const object = body.object as BookmarkObject;
      if (!(BOOKMARK_OBJECTS as readonly string[]).includes(object)) {
        throw new AppError(
          'bad_request',
          `The object must be one of ${BOOKMARK_OBJECTS.join(', ')}.`,
        );
      }
      const id = body[ID_FIELD[object]];
      if (id === undefined) {
        throw new AppError('bad_request', `A ${object} bookmark needs ${ID_FIELD[object]}.`);
      }
      if (body.type === 'add') {
        await requireBookmarkable(viewerId, object, id);
        const change = await repository.add(viewerId, object, id);
        return { status: 'added', payload: { is_bookmarked: true, bookmarks: change.bookmarks } };
      }
      const change = await repository.remove(viewerId, object, id);
      return { status: 'removed', payload: { is_bookmarked: false, bookmarks: change.bookmarks } };
    },

    /** `GET my/bookmarks/all`: the newest BOOKMARKS_OVERVIEW_SIZE of each group, with totals. */
    async overview(viewerId: number): Promise<BookmarksOverview> {
      const few = { offset: 0, limit: BOOKMARKS_OVERVIEW_SIZE };
      return {
        users: await list(viewerId, 'user', few, (ids) => HYDRATE.user(ids, viewerId)),
        entries: await list(viewerId, 'entry', few, (ids) => HYDRATE.entry(ids, viewerId)),
        comments: await list(viewerId, 'comment', few, (ids) => HYDRATE.comment(ids, viewerId)),
        feeds: await list(viewerId, 'feed', few, (ids) => HYDRATE.feed(ids, viewerId)),
      };
    },

    /** `GET my/bookmarks/users`: bookmarked active users, newest bookmark first. */
    async users(viewerId: number, query: PageParams): Promise<Page<UserShort>> {
      return list(viewerId, 'user', paging(query, BOOKMARKS_PAGE_SIZE), (ids) =>
        HYDRATE.user(ids, viewerId),
      );
    },

    /** `GET my/bookmarks/entries`: bookmarked live entries, newest bookmark first. */
    async entries(viewerId: number, query: PageParams): Promise<Page<Entry>> {
      return list(viewerId, 'entry', paging(query, BOOKMARKS_PAGE_SIZE), (ids) =>
        HYDRATE.entry(ids, viewerId),
      );
    },

    /** `GET my/bookmarks/comments`: bookmarked comments still shown, newest bookmark first. */
    async comments(viewerId: number, query: PageParams): Promise<Page<Comment>> {
      return list(viewerId, 'comment', paging(query, BOOKMARKS_PAGE_SIZE), (ids) =>
        HYDRATE.comment(ids, viewerId),
      );
    },

    /** `GET my/bookmarks/feeds`: bookmarked readable custom feeds, newest bookmark first. */
    async feeds(viewerId: number, query: PageParams): Promise<Page<Feed>> {
      return list(viewerId, 'feed', paging(query, BOOKMARKS_PAGE_SIZE), (ids) =>
        HYDRATE.feed(ids, viewerId),
      );
    },
  };
}

/** The bookmarks service. */
export type BookmarksService = ReturnType<typeof createBookmarksService>;
