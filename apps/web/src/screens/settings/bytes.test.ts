/** Sizes for people in base 1024, with each language's number format. */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

const t = ((key: string, options: { value: string }) =>
  `${options.value} ${key.slice('bytes.'.length)}`) as unknown as TFunction<'settings'>;

describe('formatBytes', () => {
  it('picks the largest unit of base 1024 and keeps one decimal', () => {
    expect(formatBytes(0, 'en', t)).toBe('0 b');
    expect(formatBytes(1023, 'en', t)).toBe('1,023 b');
    expect(formatBytes(1536, 'en', t)).toBe('1.5 kb');
    expect(formatBytes(5 * 1024 * 1024, 'en', t)).toBe('5 mb');
    expect(formatBytes(3.25 * 1024 ** 3, 'en', t)).toBe('3.3 gb');
    expect(formatBytes(1536, 'ru', t)).toBe('1,5 kb');
  });
});
