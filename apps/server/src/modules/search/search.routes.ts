/**
 * HTTP of search (DESIGN.md §5 "search"; spec §7 "Search, tags and help").
 * Public reads; a signed-in viewer also finds their own hidden entries and comments, and the
 * items carry their `state` for them.
 * - `GET search/all?query=` → `SearchOverview` (up to SEARCH_OVERVIEW_SIZE per group, totals);
 * - `GET search/users|entries|comments|tags|feeds?query=&offset=&limit=` → `Page` of the
 *   group's item (UserShort, Entry, Comment, Tag, Feed), SEARCH_PAGE_SIZE by default; found
 *   entries and comments carry `highlights`, their matched words (search.highlight.ts).
 * An empty query, or one without words, answers empty groups; a `query` longer than
 * SEARCH_QUERY_MAX_LENGTH is 400 `bad_request`. Never writes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Feed,
  Page,
  SearchAllQuery,
  SearchComment,
  SearchEntry,
  SearchOverview,
  SearchPageQuery,
  Tag,
  UserShort,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { SearchService } from './search.service.ts';

/** What the search routes are given by buildApp (services.ts). */
export interface SearchRoutesOptions {
  search: SearchService;
}

const PAGED = { tags: ['search'], querystring: SearchPageQuery };

/**
 * Whether the raw query string's `query` is not valid percent-encoded UTF-8 (e.g. `%ED%A0%80`,
 * an unpaired surrogate written as UTF-8): the query-string parser leaves such a value
 * undecoded, so without this check it would be searched for as the letters of its escapes.
 */
export function malformedQuery(url: string): boolean {
  const search = url.slice(url.indexOf('?') + 1);
  if (search === url) return false;
  for (const pair of search.split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (key !== 'query') continue;
    try {
      decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      return true;
    }
  }
  return false;
}

/** Route plugin; register under `/v1` with its service. */
export const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (
  app,
  options,
) => {
  const { search } = options;

  app.addHook('preHandler', async (request) => {
    if (malformedQuery(request.url)) {
      throw new AppError(
        'bad_request',
        'The request is not valid: querystring/query is not valid percent-encoded UTF-8.',
      );
    }
  });

  app.get(
    '/search/all',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search everywhere: the first few users, entries, comments, tags and feeds, with totals',
        querystring: SearchAllQuery,
        response: { 200: SearchOverview, 400: ErrorBody },
      },
    },
    async (request) => search.all(request.query.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/search/users',
    {
      schema: {
        ...PAGED,
        summary: 'Users by username or name: prefix, then trigram similarity',
        response: { 200: Page(UserShort), 400: ErrorBody },
      },
    },
    async (request) =>
      search.users(request.query.query, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/search/entries',
    {
      schema: {
        ...PAGED,
        summary: 'Entries by full text (Russian word forms, English too), newest first',
        response: { 200: Page(SearchEntry), 400: ErrorBody },
      },
    },
    async (request) =>
      search.entries(request.query.query, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/search/comments',
    {
      schema: {
        ...PAGED,
        summary: 'Comments by full text (Russian word forms, English too), newest first',
        response: { 200: Page(SearchComment), 400: ErrorBody },
      },
    },
    async (request) =>
      search.comments(request.query.query, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/search/tags',
    {
      schema: {
        ...PAGED,
        summary: 'Tags by slug: prefix, then trigram similarity (a leading # ignored)',
        response: { 200: Page(Tag), 400: ErrorBody },
      },
    },
    async (request) => search.tags(request.query.query, request.query),
  );

  app.get(
    '/search/feeds',
    {
      schema: {
        ...PAGED,
        summary: 'Custom feeds by title (prefix, trigram similarity, inside) or tag prefix',
        response: { 200: Page(Feed), 400: ErrorBody },
      },
    },
    async (request) =>
      search.feeds(request.query.query, request.query, request.viewer?.user_id ?? null),
  );
};
