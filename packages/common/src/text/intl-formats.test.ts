import { describe, expect, test } from 'vitest';
import { dateFormat, numberFormat, relativeFormat } from './intl-formats.ts';

describe('kept Intl formatters', () => {
  test('the same language and options give the same formatter, others another', () => {
    expect(numberFormat('ru')).toBe(numberFormat('ru'));
    expect(numberFormat('ru')).not.toBe(numberFormat('en'));
    expect(numberFormat('ru', { maximumFractionDigits: 1 })).toBe(
      numberFormat('ru', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('ru', { maximumFractionDigits: 1 })).not.toBe(numberFormat('ru'));
    expect(dateFormat('ru', { dateStyle: 'long' })).toBe(dateFormat('ru', { dateStyle: 'long' }));
    expect(relativeFormat('ja')).toBe(relativeFormat('ja'));
  });

  test('they format in their language', () => {
    expect(numberFormat('ru').format(12345).replace(/\s/g, ' ')).toBe('12 345');
    expect(numberFormat('en').format(12345)).toBe('12,345');
    expect(
      dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27)),
    ).toBe('November 27, 2026');
    expect(relativeFormat('ru').format(-1, 'day')).toBe('вчера');
  });
});
