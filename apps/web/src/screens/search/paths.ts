/**
 * The search screen's addresses (spec §2 "/search?q"): the tabs and their paths — Everywhere
 * `/search`, then `/search/{users|entries|comments|tags|feeds}` — with the query in `q`. Any
 * other subpath is not a tab (the screen sends it to /search, keeping `q`).
 */
import { SEARCH_QUERY_MAX_LENGTH } from '@potok/common';
import { SEARCH_GROUPS, type SearchGroup } from '../../api/queries/search.ts';

/** The tabs in display order: Everywhere, then one per group of results. */
export const SEARCH_TABS = ['all', ...SEARCH_GROUPS] as const;
/** A tab of the search screen. */
export type SearchTab = 'all' | SearchGroup;

/** Wait after the last keystroke before the typed text is searched, ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The tab a subpath of /search names (`''` → Everywhere; trailing slashes ignored), or null. */
export function tabOfSubpath(subpath: string): SearchTab | null {
  const path = subpath.replace(/\/+$/, '');
  if (path === '') return 'all';
  return (SEARCH_GROUPS as readonly string[]).includes(path) ? (path as SearchGroup) : null;
}

/**
 * The query as it is searched and kept in the address: trimmed, inner runs of space as one, at
 * most SEARCH_QUERY_MAX_LENGTH characters (the server refuses longer ones; an address may carry
 * any length).
 */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** The address of a tab for a query: `/search/users?q=%D0%BA%D0%BE%D1%82` (no `q` when empty). */
export function searchPath(tab: SearchTab, q: string): string {
  const path = tab === 'all' ? '/search' : `/search/${tab}`;
  return q === '' ? path : `${path}?${new URLSearchParams({ q })}`;
}
