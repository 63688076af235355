/**
 * Counted texts agree with their number in ru (one / few / many, spec §9 "Plural forms"): the
 * «show N more replies» link of a comment thread, and the about screen's texts load on demand.
 */
import { expect, test } from 'vitest';
import i18n, { changeLocale, initI18n, loadNamespaces } from './index.ts';

test('«Показать ещё N ответ/ответа/ответов» agrees with N', async () => {
  await initI18n('ru');
  const say = (count: number) => i18n.t('components:comment.more_replies', { count });
  expect(say(1)).toBe('Показать ещё 1 ответ');
  expect(say(2)).toBe('Показать ещё 2 ответа');
  expect(say(4)).toBe('Показать ещё 4 ответа');
  expect(say(5)).toBe('Показать ещё 5 ответов');
  expect(say(11)).toBe('Показать ещё 11 ответов');
  expect(say(12)).toBe('Показать ещё 12 ответов');
  expect(say(21)).toBe('Показать ещё 21 ответ');
  expect(say(22)).toBe('Показать ещё 22 ответа');
  expect(say(25)).toBe('Показать ещё 25 ответов');
  expect(say(111)).toBe('Показать ещё 111 ответов');
  await changeLocale('en');
  expect(say(1)).toBe('Show 1 more reply');
  expect(say(3)).toBe('Show 3 more replies');
  await changeLocale('ru');
});

test('the about texts load on demand in ru and in English', async () => {
  await initI18n('ru');
  await loadNamespaces('about');
  expect(i18n.t('about:version', { version: '1.2.3' })).toBe('Версия 1.2.3');
  await changeLocale('en');
  await loadNamespaces('about');
  expect(i18n.t('about:title')).toBe('About Potok');
  await changeLocale('ru');
});
