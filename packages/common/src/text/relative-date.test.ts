import { describe, expect, test } from 'vitest';
import { formatRelativeDate } from './relative-date.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const ru = (date: Date) => formatRelativeDate(date, now, 'ru', { timeZone: 'UTC' });

describe('formatRelativeDate', () => {
  test('now, seconds, about a minute, minutes', () => {
    expect(ru(ago(2))).toMatchObject({ kind: 'now', text: 'сейчас' });
    expect(ru(ago(-30))).toMatchObject({ kind: 'now' });
    expect(ru(ago(30))).toMatchObject({ kind: 'seconds', count: 30, text: '30 секунд назад' });
    expect(ru(ago(70))).toMatchObject({ kind: 'about_minute', count: 1 });
    expect(ru(ago(300))).toMatchObject({ kind: 'minutes', count: 5, text: '5 минут назад' });
    expect(ru(ago(59 * 60 + 50))).toMatchObject({ kind: 'minutes', count: 59 });
  });

  test('today and yesterday with the time', () => {
    expect(ru(ago(3 * 3600))).toMatchObject({ kind: 'today', time: '09:00' });
    expect(ru(ago(30 * 3600))).toMatchObject({ kind: 'yesterday', time: '06:00' });
  });

  test('day, month and time within the year; full date before', () => {
    expect(ru(new Date('2026-01-29T12:00:00Z'))).toMatchObject({
      kind: 'this_year',
      text: '29 января в 12:00',
    });
    const morning = new Date('2026-01-29T09:05:00Z');
    expect(ru(morning).text).toBe('29 января в 09:05');
    expect(formatRelativeDate(morning, now, 'en', { timeZone: 'UTC' }).text).toBe(
      'January 29 at 9:05 AM',
    );
    expect(formatRelativeDate(morning, now, 'jp', { timeZone: 'UTC' }).text).toBe('1月29日 9:05');
    expect(ru(new Date('2025-02-03T12:00:00Z'))).toMatchObject({
      kind: 'full',
      text: '3 февраля 2025 г.',
    });
  });

  test('calendar days follow the time zone', () => {
    // 01:00 in Moscow on 10 March is 22:00 UTC on 9 March
    const date = new Date('2026-03-09T22:00:00Z');
    expect(formatRelativeDate(date, now, 'ru', { timeZone: 'Europe/Moscow' }).kind).toBe('today');
    expect(formatRelativeDate(date, now, 'ru', { timeZone: 'UTC' }).kind).toBe('yesterday');
  });

  test('iso and full date are given; jp is Japanese', () => {
    const parts = formatRelativeDate(ago(300), now, 'jp', { timeZone: 'UTC' });
    expect(parts.iso).toBe('2026-03-10T11:55:00.000Z');
    expect(parts.text).toBe('5 分前');
    expect(parts.full).toContain('2026年3月10日');
    expect(formatRelativeDate(ago(300), now, 'en').text).toBe('5 minutes ago');
  });

  test('an invalid date gives empty text instead of throwing', () => {
    expect(formatRelativeDate('nope', now)).toMatchObject({ kind: 'full', text: '', iso: '' });
  });
});
