/**
 * Badges as a new person meets them (spec §2 "Profile", §3 "Badge"): right after registering,
 * their badges tab counts one badge, «Ранний участник»; they publish a first entry from the
 * timeline, walk to their profile inside the app (no reload) and find «Первая запись» beside it,
 * each with its description, its rarity in words and the year, and the tab's counter at 2.
 * axe finds no serious violation on the tab in either theme.
 *
 * With BADGES_SHOTS=<folder>, screenshots of the tab (390 and 1280 px, both themes) are written
 * there.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { person, publish, register } from './people.ts';

const vera = person('Вера Соколова', 'vera_badges', 'sinie-gory-na-zakate-7');
const POST = 'Привет, Поток! Моя первая запись';
const shots = process.env.BADGES_SHOTS;

/** The profile's tab strip. */
function badgesTab(page: Page) {
  return page.getByRole('link', { name: /^Значки/ });
}

test('a new person earns «Первая запись» with a first entry and sees it on the badges tab', async ({
  page,
}) => {
  await register(page, vera);
  await page.goto(`/u/${vera.username}/badges`);
  await expect(badgesTab(page)).toHaveText(/Значки\s*1/);
  const list = page.getByRole('list', { name: 'Значки' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Ранний участник')).toBeVisible();

  // To the timeline through the tab bar, publish, and back to the profile from the entry.
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await publish(page, POST);
  const entry = page.getByRole('article').filter({ hasText: POST });
  await entry.getByRole('link', { name: vera.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/u/${vera.username}$`));
  await badgesTab(page).click();
  await expect(page).toHaveURL(new RegExp(`/u/${vera.username}/badges$`));

  await expect(badgesTab(page)).toHaveText(/Значки\s*2/);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const year = String(new Date().getFullYear());
  // Newest award first.
  await expect(items.nth(0)).toContainText('Первая запись');
  await expect(items.nth(0)).toContainText('Первая запись опубликована.');
  await expect(items.nth(0)).toContainText('Обычный');
  await expect(items.nth(0)).toContainText(`Получен в ${year}`);
  await expect(items.nth(1)).toContainText('Ранний участник');
  await expect(items.nth(1)).toContainText('Один из первых 1 000 участников Потока.');
  await expect(items.nth(1)).toContainText('Эпический');
  // The rarity is named for screen readers too, not only by colour.
  await expect(items.nth(1).getByText('Редкость: Эпический')).toBeAttached();

  for (const theme of ['black', 'white']) {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    for (const width of shots ? [390, 1280] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/u/${vera.username}/badges`);
      await expect(items).toHaveCount(2);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (shots) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/badges-${theme}-${width}.png`, fullPage: true });
      }
      const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const serious = result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious, `${theme}: ${JSON.stringify(serious.map((v) => v.id))}`).toEqual([]);
    }
  }
});
