/**
 * Search wire shapes (DESIGN.md §5 "search"; spec §3 "Search result groups", §7 "Search, tags
 * and help").
 *
 * - `GET search/all?query=` → `SearchOverview`: up to SEARCH_OVERVIEW_SIZE of each group with
 *   the group's total;
 * - `GET search/{users|entries|comments|tags|feeds}?query=&offset=&limit=` → `Page` of the
 *   group's item (page sizes SEARCH_PAGE_SIZE).
 * Items are the shapes the other lists use: UserShort, Entry, Comment (with its `entry`
 * reference, as bookmarked comments), Tag, Feed; entries and comments also carry `highlights`,
 * the words of their text that matched (`TextRange`, docs/decisions/search-highlights.md).
 * `total_items` counts up to SEARCH_TOTAL_CAP.
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

/**
 * A matched word of a found text: `[start, end)` of `content.text` in UTF-16 code units (what
 * JavaScript's `String.prototype.slice` takes). A range covers one whole word (letters, digits
 * and combining marks), so it never splits a character.
 */
export const TextRange = Type.Object(
  { start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 1 }) },
  {
    description:
      'A matched word: [start, end) of content.text in UTF-16 code units; one whole word, never part of a character.',
  },
);
export type TextRange = Static<typeof TextRange>;

/**
 * The words of a found text that meet the query the way the search does (the same words and
 * lemmas, the same stemming), in text order, not overlapping.
 */
export const Highlights = Type.Array(TextRange, {
  description:
    'Words of content.text that matched the query (same word forms and lemmas as the search), in order.',
});

/** An entry found by `search/entries` (or `search/all`): the entry and its matched words. */
export const SearchEntry = Type.Object({ ...Entry.properties, highlights: Highlights });
export type SearchEntry = Entry & { highlights: TextRange[] };

/** A comment found by `search/comments` (or `search/all`): the comment and its matched words. */
export const SearchComment = Type.Object({ ...Comment.properties, highlights: Highlights });
export type SearchComment = Comment & { highlights: TextRange[] };

/** One group of `SearchOverview`: its first few items and how many match. */
const Group = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ items: Type.Array(item), total_items: Type.Integer({ minimum: 0 }) });

/** `GET search/all`: the first few of each group, with each group's total. */
export const SearchOverview = Type.Object({
  users: Group(UserShort),
  entries: Group(SearchEntry),
  comments: Group(SearchComment),
  tags: Group(Tag),
  feeds: Group(Feed),
});
export type SearchOverview = Static<typeof SearchOverview>;
