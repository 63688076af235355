/**
 * A new password people could guess, as a newcomer meets it in the register form: the form says
 * so under the field while it is typed, before anything is sent, and does not send it; a good
 * passphrase then registers. The estimator's dictionary is not part of the first screen: it is
 * fetched only once the password field is used.
 */
import { expect, type Page, test } from '@playwright/test';
import { person } from './people.ts';

const nina = person('Нина Орлова', 'nina', 'Тихий-вечер-у-реки');

/** Marks the dictionary chunk of the password estimator (its word list's name). */
const DICTIONARY_MARK = 'passwords-common';

/** Records, from now on, whether a script carrying the estimator's dictionary has arrived. */
function watchDictionary(page: Page): { loaded: boolean } {
  const seen = { loaded: false };
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(DICTIONARY_MARK)) seen.loaded = true;
  });
  return seen;
}

test('a common password is called easy to guess under the field before submit, and not sent', async ({
  page,
}) => {
  const dictionary = watchDictionary(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/auth/register')) sent.push(request.method());
  });

  await page.goto('/auth/register');
  await page.getByLabel('Имя', { exact: true }).fill(nina.name);
  await page.getByLabel('Имя пользователя').fill(nina.username);
  await page.getByLabel('E-mail').fill(nina.email);
  await page.waitForLoadState('networkidle');
  expect(dictionary.loaded, 'the dictionary waits for the password field').toBe(false);

  const password = page.getByLabel('Пароль', { exact: true });
  await password.fill('12345678');
  await expect(password).toHaveAccessibleDescription(/Такой пароль легко угадать/);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => dictionary.loaded).toBe(true);

  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(password).toBeFocused();
  await expect(page.getByText(/Такой пароль легко угадать/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register/);
  expect(sent, 'the form is not sent with a weak password').toEqual([]);

  // Her own username is as easy to guess; a passphrase is not.
  await password.fill(`${nina.username}1`);
  await expect(password).toHaveAccessibleDescription(/Такой пароль легко угадать/);
  await password.fill(nina.password);
  await expect(password).not.toHaveAccessibleDescription(/легко угадать/);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  expect(sent).toEqual(['POST']);
});

test('the first screen of /feed does not fetch the password dictionary', async ({ page }) => {
  const dictionary = watchDictionary(page);
  await page.goto('/feed');
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dictionary.loaded).toBe(false);
});
