/**
 * Offset paging (spec §4 "Paged lists", DESIGN.md §4): `offset` is the count already loaded,
 * `limit` the page size; a page answers `{ items, total_items }`.
 */
import { MAX_PAGE_SIZE, type Page } from '@potok/common';

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

/** Builds the `{ items, total_items }` answer, mapping rows with `map`. */
export function page<R, T>(rows: readonly R[], totalItems: number, map: (row: R) => T): Page<T> {
  return { items: rows.map(map), total_items: totalItems };
}
