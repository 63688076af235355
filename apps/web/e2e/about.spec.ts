/**
 * The section menu's pages and a profile's Atom document as a person meets them: the menu opens
 * «О проекте» (what Potok is, its principles, the version, links to help) and «Поддержать
 * проект»; a profile's page names its Atom document in the head, and that document is one a
 * feed reader can read, with the person's entry in it; unknown /feeds subpaths go to /feeds;
 * axe finds nothing serious on about and donate in either theme.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { APP_VERSION } from '@potok/common';
import { person, publish, register } from './people.ts';

const reader = person('Вера Атомова', 'atomreader', 'chitayu-lentu-v-atom-2026');

test('the menu leads to about and donate, and about links to help', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('link', { name: 'О проекте' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'О Потоке' })).toBeVisible();
  await expect(page).toHaveTitle(/О Потоке/);
  await expect(page.getByText(/простая хронологическая соцсеть/)).toBeVisible();
  for (const principle of ['Только хронология', 'Без ранжирования', 'Без рекламы']) {
    await expect(page.getByText(principle, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(`Версия ${APP_VERSION}`)).toBeVisible();

  const links = page.getByRole('navigation', { name: 'Ссылки' });
  await links.getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL(/\/help\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await links.getByRole('link', { name: 'Помощь' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();

  await page.goto('/menu');
  await page.getByRole('link', { name: 'Поддержать проект' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Поддержать Поток' })).toBeVisible();
  await expect(page.getByText('Как помочь')).toBeVisible();
  await expect(page.getByText(/без рекламы/).first()).toBeVisible();
  await page.getByRole('link', { name: 'О Потоке' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('unknown /feeds subpaths go to /feeds', async ({ page }) => {
  await page.goto('/feeds/no/such/page');
  await expect(page).toHaveURL(/\/feeds$/);
});

test("a profile's head names its Atom document, which a feed reader can read", async ({ page }) => {
  await register(page, reader);
  const tag = `читалка${Date.now().toString(36).replace(/\d/g, '')}`;
  const text = `Запись для читалки & <друзей> #${tag}`;
  await publish(page, text);

  await page.goto(`/u/${reader.username}`);
  await expect(page.getByText(text)).toBeVisible();
  const atom = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  // One link: the server's own (for readers that run no scripts) gave way to the app's.
  await expect(atom).toHaveCount(1);
  await expect(atom).toHaveAttribute('href', `/u/${reader.username}/atom.xml`);
  await expect(atom).toHaveAttribute('title', `${reader.name} (@${reader.username})`);

  const href = (await atom.getAttribute('href')) ?? '';
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  const read = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const entries = doc.getElementsByTagNameNS(ns, 'entry');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      title: doc.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      entries: entries.length,
      entryTitle: entries[0]?.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      content: entries[0]?.getElementsByTagNameNS(ns, 'content')[0]?.textContent,
    };
  }, xml);
  expect(read).toMatchObject({
    error: 0,
    root: 'http://www.w3.org/2005/Atom feed',
    entries: 1,
    entryTitle: text,
  });
  expect(read.title).toContain(`@${reader.username}`);
  expect(read.content).toContain('Запись для читалки &amp; &lt;друзей&gt;');

  // The tag's page names its own document; leaving it takes the link out of the head.
  await page
    .getByRole('link', { name: `#${tag}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  await expect(atom).toHaveCount(1);
  await expect(atom).toHaveAttribute('href', `/t/${encodeURIComponent(tag)}/atom.xml`);
  const tagDoc = await page.request.get(`/t/${encodeURIComponent(tag)}/atom.xml`);
  expect(tagDoc.status()).toBe(200);
  expect(await tagDoc.text()).toContain(`#${tag}`);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'О Потоке' })).toBeVisible();
  await expect(atom).toHaveCount(0);
});

for (const theme of ['black', 'white'] as const) {
  test(`about and donate have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    for (const [path, heading] of [
      ['/about', 'О Потоке'],
      ['/donate', 'Поддержать Поток'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
}
