/**
 * Loading texts: ru's first-screen namespaces are there at once; another language's load when
 * the interface switches to it, and switching back needs nothing new. A feature namespace such
 * as `status` (the alerts' texts) is not there at once and loads when asked for.
 */
import { expect, test } from 'vitest';
import i18n, { changeLocale, initI18n, loadNamespaces } from './index.ts';

test('the interface speaks ru at once and Japanese once switched, then ru again', async () => {
  await initI18n('ru');
  const ru = i18n.t('app:alert_close');
  expect(ru).toMatch(/[а-я]/i);
  await changeLocale('jp');
  expect(i18n.language).toBe('ja');
  expect(i18n.t('app:alert_close')).not.toBe(ru);
  await changeLocale('ru');
  expect(i18n.t('app:alert_close')).toBe(ru);
});

test('the status texts load on demand, in the current language', async () => {
  await initI18n('ru');
  await loadNamespaces('status');
  expect(i18n.t('status:not_found')).toBe('Не найдено');
  await changeLocale('jp');
  expect(i18n.t('status:not_found')).toBe('見つかりません');
  await changeLocale('ru');
});
