/**
 * Rules of search (DESIGN.md §5 "search"; spec §3 "Search result groups"):
 * - `all`: the first SEARCH_OVERVIEW_SIZE of each group with the group's total;
 * - `users`, `entries`, `comments`, `tags`, `feeds`: a page of one group (SEARCH_PAGE_SIZE).
 * Entries and comments by full text with Russian morphology (search.text.ts, search.sql.ts),
 * newest first, each with the words of its text that matched (`highlights`, search.highlight.ts); users, tags and feed titles by prefix and trigram similarity
 * (search.repository.ts), feeds also by their tags' prefixes.
 * What a viewer may not see is never found (the repository's conditions).
 *
 * Odd input never reaches SQL as syntax: full-text queries become words (letters and digits
 * only) bound as parameters; name queries lose control characters (NUL included), have LIKE
 * wildcards escaped, and are bound as parameters. A query with no word, or only stop words,
 * answers empty groups. Nothing is written.
 */
import {
  type Feed,
  type Page,
  SEARCH_OVERVIEW_SIZE,
  SEARCH_PAGE_SIZE,
  type SearchComment,
  type SearchEntry,
  type SearchOverview,
  type SearchSection,
  type Tag,
  tagSlug,
  type UserShort,
} from '@potok/common';
import { type PageParams, type Paging, paging } from '../../lib/paging.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { CustomFeedsService } from '../custom-feeds/custom-feeds.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import { toTag } from '../tags/tags.mapper.ts';
import type { UsersService } from '../users/users.service.ts';
import { highlightTexts } from './search.highlight.ts';
import type { IdPage, SearchRepository } from './search.repository.ts';
import { searchQuery } from './search.sql.ts';

/** Characters of a name query kept (longer names do not exist: LIMITS.nameMax is 50). */
const NAME_QUERY_MAX = 64;

/**
 * A query for names, usernames and titles: control and format characters (NUL included)
 * dropped, spaces collapsed, trimmed, lower case, at most NAME_QUERY_MAX characters.
 */
export function nameQuery(query: string | undefined): string {
  return (query ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, NAME_QUERY_MAX)
    .trim();
}

const NOTHING: IdPage = { ids: [], total: 0 };

/** Creates the search service; each group is shown by its area's service. */
export function createSearchService(deps: {
  repository: SearchRepository;
  entries: EntriesService;
  comments: CommentsService;
  users: UsersService;
  feeds: Pick<CustomFeedsService, 'byIds'>;
}) {
  const { repository, entries, comments, users, feeds } = deps;

  /** The matched words of each found text (none for no text). */
  const highlight = (texts: string[], query: string | undefined) =>
    highlightTexts(texts, query ?? '', (tokens) => repository.lexemes(tokens));

  async function entryPage(query: string | undefined, viewerId: number | null, at: Paging) {
    const tsquery = await searchQuery(query ?? '');
    const found = tsquery ? await repository.entries(tsquery, viewerId, at) : NOTHING;
    const items = await entries.hydrate(found.ids, viewerId);
    const marks = await highlight(
      items.map((entry) => entry.content.text),
      query,
    );
    return {
      items: items.map((entry, i): SearchEntry => ({ ...entry, highlights: marks[i] ?? [] })),
      total_items: found.total,
    };
  }

  async function commentPage(query: string | undefined, viewerId: number | null, at: Paging) {
    const tsquery = await searchQuery(query ?? '');
    const found = tsquery ? await repository.comments(tsquery, viewerId, at) : NOTHING;
    const items = await comments.byIds(found.ids, viewerId);
    const marks = await highlight(
      items.map((comment) => comment.content.text),
      query,
    );
    return {
      items: items.map((comment, i): SearchComment => ({ ...comment, highlights: marks[i] ?? [] })),
      total_items: found.total,
    };
  }

  async function userPage(query: string | undefined, viewerId: number | null, at: Paging) {
    const text = nameQuery(query);
    const found = text ? await repository.users(text, at) : NOTHING;
    return { items: await users.shortByIds(found.ids, viewerId), total_items: found.total };
  }

  async function tagPage(query: string | undefined, at: Paging) {
    const slug = tagSlug(nameQuery(query).replace(/^#+/u, '').trim());
    const found = slug ? await repository.tags(slug, at) : NOTHING;
    const rows = await repository.tagsByIds(found.ids);
    return { items: rows.map(toTag), total_items: found.total };
  }

  async function feedPage(query: string | undefined, viewerId: number | null, at: Paging) {
    const text = nameQuery(query).replace(/^#+/u, '').trim();
    const found = text ? await repository.feeds(text, at) : NOTHING;
    return { items: await feeds.byIds(found.ids, viewerId), total_items: found.total };
  }

  const at = (section: SearchSection, query: PageParams) =>
    paging(query, SEARCH_PAGE_SIZE[section]);

  return {
    /** `GET search/all`: the first few of each group, with totals. */
    async all(query: string | undefined, viewerId: number | null): Promise<SearchOverview> {
      const few = { offset: 0, limit: SEARCH_OVERVIEW_SIZE };
      // The groups at once: on PostgreSQL each takes its own pooled connection.
      const [users, entries, comments, tags, feeds] = await Promise.all([
        userPage(query, viewerId, few),
        entryPage(query, viewerId, few),
        commentPage(query, viewerId, few),
        tagPage(query, few),
        feedPage(query, viewerId, few),
      ]);
      return { users, entries, comments, tags, feeds };
    },

    /** `GET search/users`: active users by username and name (prefix, then trigrams). */
    async users(
      query: string | undefined,
      page: PageParams,
      viewerId: number | null,
    ): Promise<Page<UserShort>> {
      return userPage(query, viewerId, at('users', page));
    },

    /** `GET search/entries`: entries by full text, newest first. */
    async entries(
      query: string | undefined,
      page: PageParams,
      viewerId: number | null,
    ): Promise<Page<SearchEntry>> {
      return entryPage(query, viewerId, at('entries', page));
    },

    /** `GET search/comments`: comments by full text, newest first, each with its entry's uuid. */
    async comments(
      query: string | undefined,
      page: PageParams,
      viewerId: number | null,
    ): Promise<Page<SearchComment>> {
      return commentPage(query, viewerId, at('comments', page));
    },

    /** `GET search/feeds`: live feeds by title (prefix, words by trigrams, inside) or tag prefix. */
    async feeds(
      query: string | undefined,
      page: PageParams,
      viewerId: number | null,
    ): Promise<Page<Feed>> {
      return feedPage(query, viewerId, at('feeds', page));
    },

    /**
     * The `search.backfill` job: fills missing `search_vector`s (search.backfill.ts).
     * @throws Error when `signal` stopped it before the end (the job is retried)
     */
    async backfill(signal: AbortSignal): Promise<void> {
      await repository.fill(signal);
      if (signal.aborted) throw new Error('search backfill stopped before the end');
    },

    /** `GET search/tags`: tags by slug (prefix, then trigrams); a leading `#` is ignored. */
    async tags(query: string | undefined, page: PageParams): Promise<Page<Tag>> {
      return tagPage(query, at('tags', page));
    },
  };
}

/** The search service. */
export type SearchService = ReturnType<typeof createSearchService>;
