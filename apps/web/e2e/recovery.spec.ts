/**
 * Getting an account back and keeping it safe, as a person does it: «Забыли пароль?» on the
 * sign-in form, the code read from the mail (the tests' server writes mail to its outbox), a new
 * password that signs the person in while the session left open elsewhere is signed out; the
 * six code boxes (typing, Backspace, arrows, pasting); the password change in the settings; the
 * login activity list with another session ended from it; the account's address verified and
 * changed by mailed codes. Each screen is checked by axe in both themes and photographed
 * (E2E_SHOTS) at 390, 768 and 1280 px.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { alertWith, audit, registered, shoot } from './helpers.ts';
import { mailedCode } from './mail.ts';
import { type Person, person } from './people.ts';

const WIDTHS = [390, 768, 1280] as const;

const vera = person('Вера Лесная', 'vera_rec', 'Синий-кит-плывёт-домой');
const gleb = person('Глеб Морозов', 'gleb_pwd', 'Старый-маяк-на-скале');
const lida = person('Лида Ветрова', 'lida_log', 'Жёлтый-трамвай-звенит');
const oleg = person('Олег Ранний', 'oleg_acc', 'Кофе-с-корицей-утром');

/** A new browser context of its own (another device), optionally with a user agent. */
async function device(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(userAgent ? { userAgent } : {}),
  });
  return context.newPage();
}

/** Signs `who` in through the form with `password`. */
async function signIn(page: Page, who: Person, password = who.password): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Whether the page's session is a signed-in one (asked of the server, as the app does). */
async function signedIn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const response = await fetch('/v1/auth/session');
    return ((await response.json()) as { is_auth: boolean }).is_auth;
  });
}

/** The six boxes of a code. */
function codeBoxes(page: Page, name = 'Код из письма'): Locator {
  return page.getByRole('group', { name }).getByRole('textbox');
}

/** The values of the six boxes. */
async function values(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Pastes `text` into `box` as the clipboard would. */
async function paste(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** `code` with its last digit changed: a wrong code. */
function wrong(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

test('a forgotten password: a code by mail, a new password, signed in here and out elsewhere', async ({
  browser,
}) => {
  const old = await registered(browser, vera);
  const page = await device(browser);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Напишите нам' })).toHaveAttribute(
    'href',
    '/help/contacts',
  );
  await expect(page.getByTestId('human-check')).toHaveAttribute('data-state', 'ready');
  await audit(page, '/auth/forgot');
  await shoot(page, 'auth-forgot', WIDTHS);

  const asked = Date.now();
  await page.getByLabel('E-mail').fill(vera.email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot\/code\/[^/]+$/);
  await expect(alertWith(page, 'Код отправлен на ваш e-mail')).toBeVisible();
  await expect(page.getByText(vera.email)).toBeVisible();
  const boxes = codeBoxes(page);
  await expect(boxes).toHaveCount(6);
  expect(await values(boxes), 'nothing is prefilled').toEqual(['', '', '', '', '', '']);
  await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(boxes.first()).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('textbox', { name: 'Цифра 1 из 6' })).toBeVisible();
  await audit(page, '/auth/forgot/code');
  await shoot(page, 'auth-forgot-code', WIDTHS);

  const code = await mailedCode(vera.email, asked);

  // A wrong code typed digit by digit is sent once the sixth box fills, and refused.
  await boxes.first().click();
  await page.keyboard.type(wrong(code));
  await expect(alertWith(page, 'Неверный код')).toBeVisible();
  await expect(page.getByText('Неверный код').first()).toBeVisible();
  expect(await values(boxes), 'a refused code empties the boxes').toEqual(['', '', '', '', '', '']);
  await expect(boxes.first()).toBeFocused();
  await audit(page, '/auth/forgot/code with an error');

  // The right one, pasted with the mail's spaces and words around it.
  await paste(boxes.nth(2), `Ваш код: ${code.slice(0, 3)} ${code.slice(3)}.`);
  await expect(page).toHaveURL(/\/auth\/forgot\/change\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await audit(page, '/auth/forgot/change');
  await shoot(page, 'auth-forgot-change', WIDTHS);

  const fresh = 'Тёплый-дождь-над-озером';
  await page.getByRole('textbox', { name: 'Новый пароль' }).fill(fresh);
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();
  await expect(page).toHaveURL(/\/feed/);
  await expect(alertWith(page, 'Пароль изменён')).toBeVisible();
  expect(await signedIn(page)).toBe(true);

  // The session left open on the other device is signed out …
  await old.reload();
  expect(await signedIn(old)).toBe(false);
  // … where the old password no longer works and the new one does.
  await signIn(old, vera);
  await expect(old.getByRole('alert').first()).toBeVisible();
  await expect(old).toHaveURL(/\/auth\/login/);
  await signIn(old, vera, fresh);
  await expect(old).toHaveURL(/\/feed/);
  expect(await signedIn(old)).toBe(true);
});

test('the code boxes: digits only, Backspace and arrows as expected, pasting strips and cuts', async ({
  page,
}) => {
  await page.goto('/auth/forgot/code/not-a-real-token');
  const boxes = codeBoxes(page);
  await boxes.first().click();
  await page.keyboard.type('1a2-');
  expect(await values(boxes)).toEqual(['1', '2', '', '', '', '']);
  await expect(boxes.nth(2)).toBeFocused();

  // Backspace in an empty box empties the one before and steps back; in a full box, only it.
  await page.keyboard.press('Backspace');
  expect(await values(boxes)).toEqual(['1', '', '', '', '', '']);
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.press('Backspace');
  expect(await values(boxes)).toEqual(['', '', '', '', '', '']);
  await expect(boxes.first()).toBeFocused();

  // A digit typed over a filled box replaces it; arrows move without changing anything.
  await page.keyboard.type('789');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.type('5');
  expect(await values(boxes)).toEqual(['7', '5', '9', '', '', '']);
  await page.keyboard.press('End');
  await expect(boxes.nth(5)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(boxes.first()).toBeFocused();

  // A short paste fills from the box it lands in, non-digits (full-width digits count) dropped.
  await paste(boxes.nth(3), '４-x2');
  expect(await values(boxes)).toEqual(['7', '5', '9', '4', '2', '']);
  await expect(boxes.nth(5)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();

  // A whole code fills from the first box wherever it is pasted, cut to six, and is sent.
  const sent = page.waitForRequest((request) => request.url().endsWith('/v1/auth/forgot-code'));
  await paste(boxes.nth(4), 'code 12 34 56 78 90');
  expect((await sent).postDataJSON()).toMatchObject({ code: '123456' });
  // That token was never issued: the page offers a new code instead of more tries.
  await expect(page.getByRole('link', { name: 'Запросите новый', exact: true })).toBeVisible();
});

test('the password change: enabled when all three are set, a wrong current password refused, other sessions signed out', async ({
  browser,
}) => {
  const page = await registered(browser, gleb);
  const other = await device(browser);
  await signIn(other, gleb);
  await expect(other).toHaveURL(/\/feed/);

  await page.goto('/settings/password');
  await expect(page.getByRole('heading', { name: 'Пароль', exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Сменить пароль' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Текущий пароль').fill('Не-тот-пароль-совсем');
  await page.getByLabel('Новый пароль').fill('Северный-ветер-в-поле');
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await audit(page, '/settings/password');
  await shoot(page, 'settings-password', WIDTHS);

  await submit.click();
  await expect(alertWith(page, 'Неверный пароль')).toBeVisible();
  await expect(page.getByLabel('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
  expect(await signedIn(other), 'a refused change signs no one out').toBe(true);

  await page.getByLabel('Текущий пароль').fill(gleb.password);
  await submit.click();
  await expect(alertWith(page, 'Пароль изменён')).toBeVisible();
  await expect(page.getByLabel('Текущий пароль')).toHaveValue('');
  await expect(submit).toBeDisabled();
  expect(await signedIn(page)).toBe(true);
  await other.reload();
  expect(await signedIn(other)).toBe(false);
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('login activity lists the sign-ins with the current one marked, and ends another session', async ({
  browser,
}) => {
  const page = await registered(browser, lida);
  const phone = await device(browser, IPHONE);
  await signIn(phone, lida);
  await expect(phone).toHaveURL(/\/feed/);

  await page.goto('/settings/login-activity');
  const list = page.getByRole('list', { name: 'Входы в аккаунт' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const mine = list.getByRole('listitem').filter({ hasText: 'Этот сеанс' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrom');
  const iphone = list.getByRole('listitem').filter({ hasText: 'iOS 17.4' });
  await expect(iphone).toContainText('Safari');
  await expect(mine.getByRole('button')).toHaveCount(0);
  await audit(page, '/settings/login-activity');
  await shoot(page, 'settings-login-activity', WIDTHS);

  await iphone.getByRole('button', { name: /Завершить сеанс/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Завершить сеанс?' });
  await expect(dialog).toBeVisible();
  await audit(page, '/settings/login-activity confirmation');
  await dialog.getByRole('button', { name: 'Завершить' }).click();
  await expect(alertWith(page, /завершён/)).toBeVisible();
  await expect(iphone.getByRole('button')).toHaveCount(0);
  await phone.reload();
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(page)).toBe(true);
});

test('the account screen verifies the address and changes it by codes sent by mail', async ({
  browser,
}) => {
  const page = await registered(browser, oleg);
  await page.goto('/settings/account');
  await expect(page.getByText(oleg.email)).toBeVisible();
  await expect(page.getByText('Не подтверждён')).toBeVisible();
  await audit(page, '/settings/account');
  await shoot(page, 'settings-account', WIDTHS);

  let since = Date.now();
  await page.getByRole('button', { name: 'Подтвердить e-mail' }).click();
  await expect(alertWith(page, 'Код отправлен на ваш e-mail')).toBeVisible();
  const boxes = codeBoxes(page);
  await expect(boxes.first()).toBeFocused();
  await audit(page, '/settings/account code');
  await shoot(page, 'settings-account-code', WIDTHS);
  await page.keyboard.type(await mailedCode(oleg.email, since));
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible();

  const next = oleg.email.replace('@', '.new@');
  since = Date.now();
  await page.getByLabel('Новый e-mail').fill(next);
  await page.getByLabel('Текущий пароль').fill(oleg.password);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(next)).toBeVisible();
  await paste(codeBoxes(page).first(), await mailedCode(next, since));
  await expect(page.getByText(next)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Новый e-mail' })).toHaveValue('');
  await page.reload();
  await expect(page.getByText(next)).toBeVisible();
});
