import { describe, expect, test } from 'vitest';
import { nextOffset, uniqueItems } from './paging.ts';

const page = (items: number[], total: number) => ({ items, total_items: total });

describe('nextOffset', () => {
  test('offset is the count already loaded, undefined when all are loaded', () => {
    const first = page([1, 2, 3], 7);
    expect(nextOffset(first, [first])).toBe(3);
    const second = page([4, 5, 6], 7);
    expect(nextOffset(second, [first, second])).toBe(6);
    const third = page([7], 7);
    expect(nextOffset(third, [first, second, third])).toBeUndefined();
  });

  test('an empty page stops paging even when the total says more', () => {
    const first = page([1], 5);
    const empty = page([], 5);
    expect(nextOffset(empty, [first, empty])).toBeUndefined();
  });
});

describe('uniqueItems', () => {
  test('drops repeated keys, keeping the first', () => {
    const pages = [page([3, 2, 1], 6), page([1, 0], 6)];
    expect(uniqueItems(pages, (n) => n)).toEqual([3, 2, 1, 0]);
  });
});
