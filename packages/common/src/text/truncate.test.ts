import { describe, expect, test } from 'vitest';
import { truncate } from './truncate.ts';

describe('truncate', () => {
  test('short text is kept (whitespace collapsed)', () => {
    expect(truncate('Привет,\n  мир')).toBe('Привет, мир');
  });

  test('cuts at a word boundary within 50 characters, ellipsis included', () => {
    const text = 'Это довольно длинный текст, который нужно обрезать по границе слова, да.';
    const out = truncate(text);
    expect(out).toBe('Это довольно длинный текст, который нужно…');
    expect(Array.from(out).length).toBeLessThanOrEqual(50);
  });

  test('a single long word is cut mid-word', () => {
    expect(truncate('a'.repeat(60), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  test('does not split surrogate pairs', () => {
    const out = truncate('😀'.repeat(20), 5);
    expect(out).toBe('😀😀😀😀…');
  });

  test('the word right before the cut is kept whole', () => {
    expect(truncate('один два три четыре', 9)).toBe('один два…');
  });
});
