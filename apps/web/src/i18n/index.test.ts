/**
 * Loading texts: ru's first-screen namespaces are there at once; another language's load when
 * the interface switches to it, and switching back needs nothing new.
 */
import { expect, test } from 'vitest';
import i18n, { changeLocale, initI18n } from './index.ts';

test('the interface speaks ru at once and Japanese once switched, then ru again', async () => {
  await initI18n('ru');
  expect(i18n.t('status:not_found')).toBe('Не найдено');
  await changeLocale('jp');
  expect(i18n.language).toBe('ja');
  expect(i18n.t('status:not_found')).toBe('見つかりません');
  await changeLocale('ru');
  expect(i18n.t('status:not_found')).toBe('Не найдено');
});
