/**
 * The register form checks every field before sending, with the server's own rules, and marks
 * every invalid one at once; the alert about a field goes as soon as that field is edited. The
 * server still answers what only it knows (a taken username) under its field.
 */
import { expect, test } from '@playwright/test';
import { person, register } from './people.ts';

const regina = person('Регина Иванова', 'regina', 'zelenyi-chai-s-myatoi');
const taken = person('Рита Волкова', 'rita', 'krasnyi-kirpich-doma');

test('an all-wrong form shows every error at once; fixing a field takes its error and alert away', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/auth/register')) sent.push(request.method());
  });
  await page.goto('/auth/register');
  const name = page.getByLabel('Имя', { exact: true });
  const username = page.getByLabel('Имя пользователя');
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Пароль', { exact: true });
  await username.fill('a-');
  await email.fill('not-an-email');
  await password.fill('1234');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();

  const expected = [
    [name, 'Введите имя'],
    [username, 'Имя пользователя слишком короткое'],
    [email, 'Некорректный e-mail'],
    [password, 'Пароль слишком короткий'],
  ] as const;
  for (const [field, text] of expected) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(text));
  }
  await expect(name).toBeFocused();
  const nameAlert = page.getByRole('alert').filter({ hasText: 'Введите имя' });
  await expect(nameAlert).toBeVisible();
  expect(sent, 'nothing is sent while a field is wrong').toEqual([]);

  // Fixing the name: its error and the alert about it go; the others stay.
  await name.fill(regina.name);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(name).not.toHaveAccessibleDescription(/Введите имя/);
  await expect(nameAlert).toBeHidden();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Each error follows what is typed in its field from now on.
  await username.fill('anna-petrova');
  await expect(username).toHaveAccessibleDescription(/только латинские буквы, цифры и _/);
  await username.fill(regina.username);
  await email.fill(regina.email);
  await password.fill(regina.password);
  for (const field of [name, username, email, password]) {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  expect(sent).toEqual(['POST']);
});

test('a taken username is the server’s answer, under its field, and goes when it is edited', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  await register(first, taken);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/register');
  const username = page.getByLabel('Имя пользователя');
  await page.getByLabel('Имя', { exact: true }).fill('Другая Рита');
  await username.fill(taken.username);
  await page.getByLabel('E-mail').fill(`other_${taken.email}`);
  await page.getByLabel('Пароль', { exact: true }).fill('oranzhevoe-nebo-nad-morem');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'имя пользователя уже занято' });
  await expect(alert).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await username.fill(`${taken.username}x`);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await expect(alert).toBeHidden();
});
