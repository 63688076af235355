import { SEARCH_QUERY_MAX_LENGTH } from '@potok/common';
import { describe, expect, it } from 'vitest';
import { normalizeQuery, SEARCH_TABS, searchPath, tabOfSubpath } from './paths.ts';

describe('search addresses (spec §2 "/search?q")', () => {
  it('names the tabs in the order of the spec, feeds last', () => {
    expect(SEARCH_TABS).toEqual(['all', 'users', 'entries', 'comments', 'tags', 'feeds']);
  });

  it('reads a tab from its subpath and nothing else', () => {
    expect(tabOfSubpath('')).toBe('all');
    expect(tabOfSubpath('users')).toBe('users');
    expect(tabOfSubpath('entries/')).toBe('entries');
    expect(tabOfSubpath('feeds')).toBe('feeds');
    expect(tabOfSubpath('posts')).toBeNull();
    expect(tabOfSubpath('users/extra')).toBeNull();
    expect(tabOfSubpath('all')).toBeNull();
  });

  it('keeps the query in q, encoded, and leaves it out when empty', () => {
    expect(searchPath('all', '')).toBe('/search');
    expect(searchPath('users', '')).toBe('/search/users');
    expect(searchPath('entries', 'кошек')).toBe('/search/entries?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BA');
    expect(searchPath('tags', '#a&b=c d')).toBe('/search/tags?q=%23a%26b%3Dc+d');
    expect(new URL(searchPath('comments', '50% & co'), 'http://x').searchParams.get('q')).toBe(
      '50% & co',
    );
  });

  it('trims the query and joins runs of space', () => {
    expect(normalizeQuery('  мои   кошки \n')).toBe('мои кошки');
    expect(normalizeQuery('   ')).toBe('');
  });

  it('cuts a query to the length the server accepts', () => {
    expect(normalizeQuery('к'.repeat(10_000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});
