/**
 * Relative dates read as spec §9 says in each of the four languages: 'now', seconds, 'about a
 * minute', minutes, today / yesterday with the time, day and month with the time within the
 * year, the full date before. Calendar days are taken in UTC here so the test does not depend on
 * the machine's zone.
 */
import type { Locale } from '@potok/common';
import { expect, test } from 'vitest';
import { relativeDate } from './dates.ts';
import i18n, { changeLocale, initI18n, localeTag } from './index.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const AGES = [2, 30, 70, 300, 3 * 3600, 30 * 3600, 40 * 86400, 400 * 86400];

async function texts(locale: Locale): Promise<string[]> {
  await initI18n(locale);
  await changeLocale(locale);
  return AGES.map((seconds) =>
    relativeDate(ago(seconds), now, i18n.t, localeTag(locale), { timeZone: 'UTC' }).text.replace(
      /\s/g,
      ' ',
    ),
  );
}

test('ru', async () => {
  expect(await texts('ru')).toEqual([
    'только что',
    '30 секунд назад',
    'около минуты назад',
    '5 минут назад',
    'сегодня в 09:00',
    'вчера в 06:00',
    '29 января в 12:00',
    '3 февраля 2025 г.',
  ]);
});

test('en', async () => {
  expect(await texts('en')).toEqual([
    'just now',
    '30 seconds ago',
    'about a minute ago',
    '5 minutes ago',
    'today at 9:00 AM',
    'yesterday at 6:00 AM',
    'January 29 at 12:00 PM',
    'February 3, 2025',
  ]);
});

test('pt', async () => {
  expect(await texts('pt')).toEqual([
    'agora mesmo',
    'há 30 segundos',
    'há cerca de um minuto',
    'há 5 minutos',
    'hoje às 09:00',
    'ontem às 06:00',
    '29 de janeiro às 12:00',
    '3 de fevereiro de 2025',
  ]);
});

test('jp', async () => {
  expect(await texts('jp')).toEqual([
    'たった今',
    '30秒前',
    '約1分前',
    '5分前',
    '今日 9:00',
    '昨日 6:00',
    '1月29日 12:00',
    '2025年2月3日',
  ]);
  await changeLocale('ru');
});
