/**
 * DESIGN.md §6: axe finds no serious or critical violation on every screen built, in both
 * themes, for a guest and for a signed-in person; and the compose flow works from the keyboard.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { person, register } from './people.ts';

const olga = person('Ольга Смирнова', 'olga', 'chai-s-limonom-7');

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${path}: ${serious.join('; ')}`).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const theme of ['black', 'white'] as const) {
  test(`guest screens have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    for (const path of ['/', '/auth/login', '/auth/register', '/feed/abyss', '/menu', '/search']) {
      await expectNoSeriousViolations(page, path);
    }
  });
}

test('signed-in screens have no serious accessibility violations; compose works from the keyboard', async ({
  page,
}) => {
  await register(page, olga);

  // Compose with the keyboard only: open, type, Ctrl+Enter publishes.
  await page.getByRole('button', { name: 'Что нового?' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Новая запись' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Текст записи')).toBeFocused();
  await page.keyboard.type('Первая запись с клавиатуры');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').first()).toContainText('Первая запись с клавиатуры');

  // Opened with the mouse, the dialog keeps focus: Tab and Shift+Tab never reach the page behind,
  // and Escape gives focus back to the button that opened it.
  const opener = page.getByRole('button', { name: 'Что нового?' });
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Текст записи').fill('abc');
  const keys = [...Array<string>(8).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')];
  for (const key of keys) {
    await page.keyboard.press(key);
    // Base UI's focus guards pass focus on within a frame; wait for it to settle.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.activeElement?.closest('[role="dialog"]')
              ? 'inside'
              : (document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'),
          ),
        { message: `focus left the dialog after ${key}`, timeout: 1000 },
      )
      .toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  for (const theme of ['black', 'white'] as const) {
    await page.evaluate((t) => localStorage.setItem('potok.theme', t), theme);
    for (const path of ['/feed', '/feed/abyss', `/u/${olga.username}`, '/menu']) {
      await expectNoSeriousViolations(page, path);
    }
    const entryLink = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /комментари/i });
    await page.goto('/feed');
    await entryLink.first().click();
    await expect(page).toHaveURL(/\/e\//);
    await expectNoSeriousViolations(page, new URL(page.url()).pathname);
  }
});
