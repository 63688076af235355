import { describe, expect, test } from 'vitest';
import { formatBytes } from './bytes.ts';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatBytes', () => {
  test('base 1024', () => {
    expect(plain(formatBytes(0, 'en'))).toBe('0 bytes');
    expect(plain(formatBytes(1023, 'en'))).toBe('1,023 bytes');
    expect(plain(formatBytes(1024, 'en'))).toBe('1 kB');
    expect(plain(formatBytes(1536, 'en'))).toBe('1.5 kB');
    expect(plain(formatBytes(10 * 1024 * 1024, 'en'))).toBe('10 MB');
    expect(plain(formatBytes(3 * 1024 ** 3, 'en'))).toBe('3 GB');
  });

  test('localised, ru by default; bad input is 0', () => {
    expect(plain(formatBytes(1536))).toBe('1,5 кБ');
    expect(plain(formatBytes(12))).toBe('12 байт');
    expect(plain(formatBytes(-5, 'en'))).toBe('0 bytes');
    expect(plain(formatBytes(Number.NaN, 'en'))).toBe('0 bytes');
  });

  test('in each of the four languages, base 1024 (jp is Japanese)', () => {
    expect(plain(formatBytes(1536, 'pt'))).toBe('1,5 kB');
    expect(plain(formatBytes(5 * 1024 * 1024, 'pt'))).toBe('5 MB');
    expect(plain(formatBytes(12, 'jp'))).toBe('12 バイト');
    expect(plain(formatBytes(1536, 'jp'))).toBe('1.5 KB');
    expect(plain(formatBytes(1024 ** 2, 'ru'))).toBe('1 МБ');
    expect(plain(formatBytes(1000, 'en'))).toBe('1,000 bytes');
  });
});
