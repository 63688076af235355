/** Offset paging helpers of the query modules and `PagedList` (spec §4 "Paged lists"). */
import type { Page } from '@potok/common';

/**
 * `getNextPageParam` of every offset-paged query: the offset is the count already loaded
 * (spec §4); `undefined` once it reaches the last page's `total_items` (or a page came back
 * empty, so a wrong total never loops).
 */
export function nextOffset<T>(lastPage: Page<T>, allPages: Page<T>[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
  if (lastPage.items.length === 0 || loaded >= lastPage.total_items) return undefined;
  return loaded;
}

/** Flattens the pages, keeping the first item of each key (DESIGN §5: offsets shift). */
export function uniqueItems<T>(pages: Page<T>[], getKey: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      const key = getKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
