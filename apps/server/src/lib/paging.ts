/**
 * Offset paging (spec §4 "Paged lists", DESIGN.md §4): `offset` is the count already loaded,
 * `limit` the page size; a page answers `{ items, total_items }`.
 */
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@potok/common';
import { type SQL, sql } from 'drizzle-orm';

/** Offset paging as a route's `PageQuery` gives it (`limit` defaults per list). */
export interface PageParams {
  offset?: number | undefined;
  limit?: number | undefined;
}

/** Offset and limit after defaults and clamping. */
export interface Paging {
  offset: number;
  limit: number;
}

/**
 * Normalises a `PageQuery`: offset ≥ 0 (default 0); limit in 1…MAX_PAGE_SIZE (default
 * `defaultLimit`, e.g. FEED_PAGE_SIZE for `feed/*`).
 */
export function paging(query: PageParams, defaultLimit: number): Paging {
  const offset = Math.max(0, Math.trunc(query.offset ?? 0));
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.limit ?? defaultLimit)));
  return { offset, limit };
}

/** How many first pages of FEED_PAGE_SIZE carry their bounds as literals (`pageBounds`). */
export const LITERAL_PAGES = 10;

/** A page's bounds as SQL: `offset`, `limit`, and `end` = offset + limit. */
export interface PageBounds {
  offset: SQL;
  limit: SQL;
  end: SQL;
}

/**
 * A page's bounds as SQL for the hot page statements (named prepared statements,
 * db/client.ts `queryPrepared`). On the first LITERAL_PAGES pages of FEED_PAGE_SIZE — what the
 * web app asks — they are literals in the statement's text, otherwise parameters. With LIMIT as
 * a parameter PostgreSQL (and PGlite) estimates the generic plan of a feed page dearer than the
 * plans made for the values and so plans it again on every call: ≈ 6 ms of planning for ≈ 1 ms
 * of work on the timeline at DESIGN.md's size (docs/decisions/page-bounds.md); with literals it keeps the generic plan after its fifth call. Bounded: at most
 * LITERAL_PAGES texts per page statement, whatever a client sends.
 */
export function pageBounds({ offset, limit }: Paging): PageBounds {
  if (limit === FEED_PAGE_SIZE && offset % limit === 0 && offset < LITERAL_PAGES * limit) {
    return {
      offset: sql.raw(String(offset)),
      limit: sql.raw(String(limit)),
      end: sql.raw(String(offset + limit)),
    };
  }
  return { offset: sql`${offset}`, limit: sql`${limit}`, end: sql`${offset + limit}` };
}

/** `LIMIT … OFFSET …` of a page, its bounds as `pageBounds` gives them. */
export function limitOffset(paging: Paging): SQL {
  const bounds = pageBounds(paging);
  return sql`LIMIT ${bounds.limit} OFFSET ${bounds.offset}`;
}

/** Builds the `{ items, total_items }` answer, mapping rows with `map`. */
export function page<R, T>(rows: readonly R[], totalItems: number, map: (row: R) => T): Page<T> {
  return { items: rows.map(map), total_items: totalItems };
}
