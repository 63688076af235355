/**
 * The interface in each of its four languages (spec §9 "Locales"), as a person who chose one
 * meets it: `<html lang>` names it (`ja` for Japanese), the screens a guest can open show their
 * texts in it and never a translation key, and in Japanese the feed page (ホーム) and the feeds
 * tab (フィード) are different words. A person who signs up in English reads their profile's
 * counters in English plurals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { person, register } from './people.ts';

const localesDir = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const LOCALES = [
  ['en', 'en'],
  ['pt', 'pt'],
  ['jp', 'ja'],
] as const;

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
/** Every key of every namespace that could show raw (`feed.tabs.feeds`, `auth_login_title`). */
const RAW_KEYS = [
  ...new Set(
    readdirSync(join(localesDir, 'ru')).flatMap((file) =>
      keys(JSON.parse(readFileSync(join(localesDir, 'ru', file), 'utf8')) as Tree)
        .map((key) => key.replace(/_(zero|one|few|many|other|male|female)$/, ''))
        .filter((key) => /[._]/.test(key) && key.length > 6),
    ),
  ),
];

function text(locale: string, namespace: string, key: string): string {
  const tree = JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], tree) as string;
}

async function speak(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('potok.locale', value), locale);
}

/** The page's visible words hold no translation key. */
async function expectNoRawKeys(page: Page): Promise<void> {
  const words = await page.locator('body').innerText();
  const shown = RAW_KEYS.filter((key) => new RegExp(`(^|[\\s:])${key}($|[\\s.,])`).test(words));
  expect(shown, page.url()).toEqual([]);
}

for (const [locale, tag] of LOCALES) {
  test(`a guest reads the app in ${locale}, lang="${tag}", with no key shown raw`, async ({
    page,
  }) => {
    await speak(page, locale);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.getByText(text(locale, 'app', 'landing_tagline'))).toBeVisible();
    await expectNoRawKeys(page);
    for (const path of ['/auth/login', '/auth/register', '/menu', '/about', '/donate', '/help']) {
      await page.goto(path);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      await expectNoRawKeys(page);
    }
    await page.goto('/feed/abyss');
    await expect(
      page.getByRole('link', { name: text(locale, 'screens', 'feed.tabs.abyss'), exact: true }),
    ).toBeVisible();
    // Entries or the empty state (earlier tests may have posted): either way in this language.
    await expect(
      page
        .getByRole('article')
        .first()
        .or(page.getByText(text(locale, 'status', 'entries_empty'))),
    ).toBeVisible();
    await expectNoRawKeys(page);
    await page.goto('/settings/appearance');
    await expect(
      page.getByRole('heading', { name: text(locale, 'app', 'appearance_title') }),
    ).toBeVisible();
    await expectNoRawKeys(page);
  });
}

test('in Japanese the feed page and the feeds tab are different words', async ({ page }) => {
  await speak(page, 'jp');
  await page.goto('/feed/abyss');
  await expect(page.getByRole('link', { name: 'フィード', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/アビス|ホーム|Potok/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: 'ホーム', exact: true })).toBeVisible();
});

test('a person who signs up reads their counters in English plurals', async ({ page }) => {
  const who = person('Ivy Lang', 'ivylang', 'ivy-reads-in-english-2026');
  await register(page, who);
  await page.evaluate(() => localStorage.setItem('potok.locale', 'en'));
  await page.goto(`/u/${who.username}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('0 posts', { exact: true })).toBeVisible();
  await expect(page.getByText('0 followers', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ badges?$/)).toBeVisible();
  await expectNoRawKeys(page);
});
