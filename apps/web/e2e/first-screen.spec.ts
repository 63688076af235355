/**
 * The shell as a newcomer meets it: what the first screen of /feed costs, where unknown paths
 * lead, the under-development screen, and appearance choices that persist.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KIB = 150;

test('the first screen of /feed loads at most 150 KiB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body).length);
  });
  await page.goto('/feed');
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0) / 1024;
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, `JavaScript loaded by /feed: ${total.toFixed(1)} KiB gzipped`).toBeLessThanOrEqual(
    BUDGET_KIB,
  );
});

test('unknown paths go to the feed; screens not built yet say they are under development', async ({
  page,
}) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/feed/);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: /разработке/i })).toBeVisible();
});

test('the theme chosen in appearance settings applies at once and survives a reload', async ({
  page,
}) => {
  await page.goto('/settings/appearance');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  await page.getByRole('radio', { name: 'Светлая' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
});

test('registration explains a bad username in Russian and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByLabel('Имя', { exact: true }).fill('Вера');
  await page.getByLabel('Имя пользователя').fill('ab');
  await page.getByLabel('E-mail').fill('vera@example.org');
  await page.getByLabel('Пароль', { exact: true }).fill('dlinnyi-parol-1');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page.getByText(/слишком коротк/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register/);
  await expect(page.getByLabel('E-mail')).toHaveValue('vera@example.org');
});

test('an unknown entry or person says so, in the page and in the tab title', async ({ page }) => {
  await page.goto('/e/01a20000-0000-7000-8000-000000000000');
  await expect(page.getByText('Запись не найдена', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Запись не найдена — Поток');
  await page.goto('/u/nobody_by_that_name');
  await expect(page.getByText('Пользователь не найден', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Пользователь не найден — Поток');
});
