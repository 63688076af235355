/**
 * The feeds' texts load on demand (the `feeds` namespace) and count subscribers with Russian
 * plural forms (spec §9 "Pluralised counters … using Russian plural rules").
 */
import { expect, test } from 'vitest';
import i18n, { changeLocale, initI18n, loadNamespaces } from '../../i18n/index.ts';

test('«N подписчик/подписчика/подписчиков» agrees with N; English too', async () => {
  await initI18n('ru');
  await loadNamespaces('feeds');
  const say = (count: number) => i18n.t('feeds:item.subscribers', { count });
  expect(say(1)).toBe('1 подписчик');
  expect(say(3)).toBe('3 подписчика');
  expect(say(5)).toBe('5 подписчиков');
  expect(say(11)).toBe('11 подписчиков');
  expect(say(21)).toBe('21 подписчик');
  expect(i18n.t('feeds:menu.actions', { title: 'Котики' })).toBe('Действия с лентой «Котики»');
  await changeLocale('en');
  await loadNamespaces('feeds');
  expect(say(1)).toBe('1 follower');
  expect(say(2)).toBe('2 followers');
  await changeLocale('ru');
});
