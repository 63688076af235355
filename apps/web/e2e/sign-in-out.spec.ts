/**
 * Signing out and in again as a person would: the menu's «Выйти» asks first and returns home; a
 * wrong password is refused without saying whether the e-mail exists; the right one returns to
 * the page that asked for the sign-in (`?redirect=`).
 */
import { expect, test } from '@playwright/test';
import { person, register } from './people.ts';

const petr = person('Пётр Сидоров', 'petr', 'pirogi-s-kapustoi-3');

test('sign out from the menu, a wrong password is refused, the right one returns where asked', async ({
  page,
}) => {
  await register(page, petr);

  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Меню' }).click();
  await page.getByRole('link', { name: 'Выйти' }).click();
  await expect(page.getByText(`Выйти из аккаунта @${petr.username}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Войти' })).toBeVisible();

  // A guest's profile visit, then the sign-in asked from there.
  await page.goto(`/auth/login?redirect=${encodeURIComponent(`/u/${petr.username}`)}`);
  await page.getByLabel('E-mail').fill(petr.email);
  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Пароль', { exact: true }).fill(petr.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${petr.username}$`));
  await expect(page.getByRole('heading', { name: petr.name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Меню' })).toBeVisible();
});
