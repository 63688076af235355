/**
 * Search wire shapes (DESIGN.md §5 "search"; spec §3 "Search result groups", §7 "Search, tags
 * and help").
 *
 * - `GET search/all?query=` → `SearchOverview`: up to SEARCH_OVERVIEW_SIZE of each group with
 *   the group's total;
 * - `GET search/{users|entries|comments|tags|feeds}?query=&offset=&limit=` → `Page` of the
 *   group's item (page sizes SEARCH_PAGE_SIZE).
 * Items are the shapes the other lists use: UserShort, Entry, Comment (with its `entry`
 * reference, as bookmarked comments), Tag, Feed. `total_items` counts up to SEARCH_TOTAL_CAP.
 * An empty query (or one with no word) answers empty groups.
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT, MAX_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '../constants.ts';
import { Comment } from './comments.ts';
import { Entry } from './entries.ts';
import { Feed } from './feeds.ts';
import { Tag } from './tags.ts';
import { UserShort } from './users.ts';

/** `GET search/all` query: `query`, 0–SEARCH_QUERY_MAX_LENGTH characters (absent = empty). */
export const SearchAllQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })),
});
export type SearchAllQuery = Static<typeof SearchAllQuery>;

/** `GET search/{section}` query: `query` as above, and offset paging. */
export const SearchPageQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});
export type SearchPageQuery = Static<typeof SearchPageQuery>;

/** One group of `SearchOverview`: its first few items and how many match. */
const Group = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ items: Type.Array(item), total_items: Type.Integer({ minimum: 0 }) });

/** `GET search/all`: the first few of each group, with each group's total. */
export const SearchOverview = Type.Object({
  users: Group(UserShort),
  entries: Group(Entry),
  comments: Group(Comment),
  tags: Group(Tag),
  feeds: Group(Feed),
});
export type SearchOverview = Static<typeof SearchOverview>;
