/**
 * Phone and desktop layouts, played in the browser on the real server:
 * - from 1024 px the main navigation is a rail at the left with labelled links, the compose
 *   button and the notification badge, beside the content column; below 1024 px it is the
 *   bottom tab bar (docs/decisions/desktop-layout.md); signed in, the rail also links «Мой
 *   профиль» and «Закладки» directly (current on their screens), the tab bar keeps them under
 *   «Меню»;
 * - entry, profile, tag, settings and help pages have «Назад», which returns to the previous
 *   screen of the app, by mouse or keyboard, and goes to /feed on a deep link opened fresh;
 * - a 5,000-character entry is collapsed in the feed with «Показать полностью» and whole on its
 *   page (spec §2: long text collapses to 250 px);
 * - axe finds nothing serious (contrast included) in the rail, the tab bar and a screen header,
 *   in both themes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { shoot } from './helpers.ts';
import { person, publish, register } from './people.ts';

const timur = person('Тимур Левин', 'timur', 'dlinnaya-doroga-domoi-9');
const zoya = person('Зоя Рельсова', 'zoya_rail', 'relsy-vdol-reki-4');

/**
 * A 5,000-character entry in paragraphs: a tag in the first, the last a quote of its own (an
 * element of its own on the page, to see whether it is in view).
 */
const FIRST = 'Начало длинной записи о дороге домой #дорога';
const LAST = 'Конец длинной записи.';
const PARAGRAPH =
  'Сначала электричка до конечной, потом автобус через три деревни, потом пешком вдоль поля, ' +
  'мимо старой водонапорной башни и пруда, где летом ловят карасей.';
function longText(): string {
  const end = `\n\n> ${LAST}`;
  let text = FIRST;
  while (text.length + PARAGRAPH.length + 2 + end.length <= 5000) text += `\n\n${PARAGRAPH}`;
  return `${text}${'.'.repeat(5000 - text.length - end.length)}${end}`;
}

/**
 * Whether the entry's last paragraph lies inside the part of its card that is shown (a
 * collapsed text hides it under the cut; the card ends at the cut).
 */
async function lastShown(card: Locator): Promise<boolean> {
  const last = await card.getByText(LAST).boundingBox();
  const whole = await card.boundingBox();
  if (!last || !whole) throw new Error('the card or its last paragraph has no box');
  return last.y + last.height <= whole.y + whole.height;
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Основная навигация' });
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

test('from 1024 px the navigation is a rail with labels beside the column; below, a bottom tab bar', async ({
  page,
}) => {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
    [390, 844],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/feed/abyss');
    const nav = mainNavigation(page);
    await expect(nav).toBeVisible();
    for (const name of ['Лента', 'Поиск', 'Уведомления', 'Войти']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    const compose = nav.getByRole('button', { name: 'Написать' });
    await expect(compose).toHaveCount(1);
    await expect(compose).toBeVisible();

    const bar = await box(page, 'nav[aria-label="Основная навигация"]');
    const main = await box(page, 'main');
    if (width >= 1024) {
      // A rail: the full height of the window, at the left of the column, labels shown.
      expect(bar.height, `${width}px`).toBeGreaterThanOrEqual(height - 1);
      expect(bar.width, `${width}px`).toBeLessThan(300);
      expect(main.x, `${width}px`).toBeGreaterThanOrEqual(bar.x + bar.width);
      for (const label of ['Лента', 'Поиск', 'Уведомления', 'Войти', 'Написать']) {
        const text = await nav
          .getByText(label, { exact: true })
          .filter({ visible: true })
          .boundingBox();
        expect(text?.width ?? 0, `${label} at ${width}px`).toBeGreaterThan(20);
      }
    } else {
      // A tab bar: the width of the window, at its bottom, over the column.
      expect(bar.width, `${width}px`).toBe(width);
      expect(bar.y + bar.height, `${width}px`).toBeCloseTo(height, 0);
      expect(bar.height, `${width}px`).toBeLessThan(100);
    }
  }
});

test("signed in, the rail links one's profile and bookmarks; the tab bar keeps its five items", async ({
  page,
}) => {
  await register(page, zoya);
  const nav = mainNavigation(page);
  const profile = nav.getByRole('link', { name: 'Мой профиль' });
  const bookmarks = nav.getByRole('link', { name: 'Закладки' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/feed');
  await expect(profile).toBeVisible();
  await expect(bookmarks).toBeVisible();
  await expect(profile).toHaveAttribute('href', `/u/${zoya.username}`);
  await shoot(page, 'rail-signed-in', [1280]);

  await profile.click();
  await expect(page).toHaveURL(new RegExp(`/u/${zoya.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: zoya.name })).toBeVisible();
  await expect(profile).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Лента' })).not.toHaveAttribute('aria-current');
  await shoot(page, 'rail-profile', [1280]);

  await bookmarks.click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Закладки' })).toBeVisible();
  await expect(bookmarks).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Меню' })).not.toHaveAttribute('aria-current');
  await expect(profile).not.toHaveAttribute('aria-current');

  // A phone: the spec's tab bar as it was — the two live under «Меню», which is current there.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(profile).toBeHidden();
  await expect(bookmarks).toBeHidden();
  const shown = nav.getByRole('link').or(nav.getByRole('button')).filter({ visible: true });
  await expect(shown).toHaveCount(5);
  for (const name of ['Лента', 'Поиск', 'Уведомления', 'Меню']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Написать' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Меню' })).toHaveAttribute('aria-current', 'page');
  await page.goto(`/u/${zoya.username}`);
  await expect(page.getByRole('heading', { level: 1, name: zoya.name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Лента' })).toHaveAttribute('aria-current', 'page');
});

test('a long entry is collapsed in the feed and whole on its page; «Назад» returns where one was', async ({
  page,
  context,
}) => {
  // Notifications are not built on the server yet: the session answer is made to say that new
  // ones exist, to see the badge where the navigation shows it.
  await page.route('**/v1/auth/session', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.user?.state) body.user.state.has_new_notifications = true;
    await route.fulfill({ response, json: body });
  });
  await register(page, timur);
  const nav = mainNavigation(page);
  await expect(nav.getByTestId('notifications-badge')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Уведомления' })).toHaveAccessibleDescription(
    'есть новые',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByTestId('notifications-badge')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  const text = longText();
  expect(text).toHaveLength(5000);
  await publish(page, text);

  // In the feed: cut at 250 px with «Показать полностью», which opens it in place.
  const card = page.getByRole('article').filter({ hasText: 'Начало длинной записи' }).first();
  const more = card.getByRole('button', { name: 'Показать полностью' });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  expect((await card.boundingBox())?.height).toBeLessThan(600);
  expect(await lastShown(card)).toBe(false);
  await more.click();
  const collapse = card.getByRole('button', { name: 'Свернуть' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  expect((await card.boundingBox())?.height).toBeGreaterThan(1000);
  expect(await lastShown(card)).toBe(true);
  await collapse.click();
  await expect(more).toBeVisible();

  // Its page shows it whole; «Назад» returns to the feed.
  await card.getByRole('link', { name: /комментари/ }).click();
  await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
  const entryPath = new URL(page.url()).pathname;
  const entry = page.getByRole('article').first();
  await expect(entry).toContainText('Начало длинной записи');
  await expect(entry.getByRole('button', { name: 'Показать полностью' })).toHaveCount(0);
  expect((await entry.boundingBox())?.height).toBeGreaterThan(1000);
  expect(await lastShown(entry)).toBe(true);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(card).toBeVisible();

  // Feed → tag → profile of the author → «Назад» twice by keyboard: profile → tag → feed.
  await card.getByRole('link', { name: '#дорога' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '#дорога' })).toBeVisible();
  await page.getByRole('article').first().getByRole('link', { name: timur.name }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${timur.username}$`));
  await expect(page.getByRole('navigation', { name: 'Разделы профиля' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Назад' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '#дорога' })).toBeVisible();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/feed$/);

  // Menu → settings → appearance → «Назад» → settings; help menu → article → «Назад» → help.
  await nav.getByRole('link', { name: 'Меню' }).click();
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('link', { name: 'Оформление' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/help');
  await page.getByRole('link', { name: /Политика конфиденциальности/ }).click();
  await expect(page).toHaveURL(/\/help\/privacy$/);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/help$/);

  // A deep link opened fresh (a new tab, an installed app): «Назад» goes to the feed.
  for (const path of [
    entryPath,
    `/u/${timur.username}`,
    '/t/дорога',
    '/settings',
    '/settings/appearance',
    '/help',
    '/help/privacy',
  ]) {
    const fresh = await context.newPage();
    await fresh.goto(path);
    await fresh.getByRole('button', { name: 'Назад' }).click();
    await expect(fresh, path).toHaveURL(/\/feed$/);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Лента' })).toBeAttached();
    await fresh.close();
  }
});

for (const theme of ['black', 'white'] as const) {
  test(`the rail, the tab bar and the screen header pass axe (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page })
        .include('nav[aria-label="Основная навигация"]')
        .include('main header')
        .analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${width}px`).toEqual([]);
      expect(result.passes.map((rule) => rule.id)).toContain('color-contrast');
    }
  });
}
