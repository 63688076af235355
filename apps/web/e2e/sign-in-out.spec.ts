/**
 * Signing out and in again as a person would: the menu's «Выйти» asks first and returns home; a
 * wrong password is refused without saying whether the e-mail exists; the right one returns to
 * the page that asked for the sign-in (`?redirect=`).
 */
import { expect, test } from '@playwright/test';

const stamp = Date.now().toString(36).slice(-6);
const person = {
  name: 'Пётр Сидоров',
  username: `petr_${stamp}`,
  email: `petr_${stamp}@example.org`,
  password: 'pirogi-s-kapustoi-3',
};

test('sign out from the menu, a wrong password is refused, the right one returns where asked', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByLabel('Имя', { exact: true }).fill(person.name);
  await page.getByLabel('Имя пользователя').fill(person.username);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/feed$/);

  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Меню' }).click();
  await page.getByRole('link', { name: 'Выйти' }).click();
  await expect(page.getByText(`Выйти из аккаунта @${person.username}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Войти' })).toBeVisible();

  // A guest's profile visit, then the sign-in asked from there.
  await page.goto(`/auth/login?redirect=${encodeURIComponent(`/u/${person.username}`)}`);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${person.username}$`));
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Меню' })).toBeVisible();
});
