/**
 * The settings (spec §2 "Settings", beyond it the content preference and the data export): a
 * guest sees the menu with only appearance open and is told to sign in elsewhere; a person edits
 * their profile and sees the tint on the preview and on their card; changes theme, density and
 * language, and the NSFW preference, and finds them all after a reload; turns a notification
 * switch off and finds it off after a reload; reads their permissions; downloads the data export
 * (a wrong password first) and finds their entry and their image in the zip; deletes the account
 * (the button waits for the password and the confirmation), is signed out and told so, and then
 * their profile says the account is deleted and their entries are gone from the abyss. axe in
 * both themes on every settings screen; with E2E_SHOTS=<folder>, screenshots of each at 390, 768
 * and 1280 px in both themes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { alertWith, audit, card, drawPng, post, registered, setTheme, THEMES } from './helpers.ts';
import { person, register } from './people.ts';

const vera = person('Вера Настройкина', 'vera_settings', 'sinii-zakat-nad-rekoi-4');
const gleb = person('Глеб Уходящий', 'gleb_leaving', 'tihii-les-za-okolicei-7');
const lena = person('Лена Четыреязыкая', 'lena_locales', 'chetyre-yazyka-srazu-2');
const zoya = person('Зоя Архивная', 'zoya_archive', 'yasnoe-utro-v-gorah-5');

const SHOTS = process.env.E2E_SHOTS;

/** With E2E_SHOTS: the page at 390, 768 and 1280 px in both themes. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.waitForTimeout(250);
      await page.screenshot({
        path: join(SHOTS, `settings-${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await setTheme(page, 'black');
  await page.setViewportSize(size);
}

/** Opens a settings screen by its path and waits for its heading. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/settings${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Uploads a drawn PNG as the signed-in page; its uuid. */
async function upload(page: Page, origin: string, hue: number): Promise<string> {
  const res = await page.request.post('/v1/upload', {
    headers: { origin },
    multipart: {
      file: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await drawPng(page, 640, 480, hue),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payload: { uuid: string } }).payload.uuid;
}

/** The notification switches the server answers (`GET settings/notifications`). */
async function notificationSwitches(page: Page): Promise<Record<string, boolean>> {
  const res = await page.request.get('/v1/settings/notifications');
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, boolean>;
}

/** How many switches the screen shows for an answer: the six, and `digest` when it is there. */
function digestServed(answer: Record<string, boolean>): number {
  return 'digest' in answer ? 7 : 6;
}

/** The files of a zip archive on disk: path → bytes. */
function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('a guest sees the settings menu with only appearance open', async ({ page }) => {
  await open(page, '', 'Настройки');
  for (const name of ['Основные', 'Безопасность', 'Опасная зона']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Оформление' })).toBeVisible();
  for (const name of ['Профиль', 'Уведомления', 'Пароль', 'Права', 'Удалить аккаунт']) {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(main.getByText(name, { exact: true })).toBeVisible();
  }
  await audit(page, 'settings menu (guest)');
  await shoot(page, 'menu-guest');

  await page.goto('/settings/profile');
  await expect(page.getByText('Доступ закрыт')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' }).last()).toBeVisible();

  await open(page, '/appearance', 'Оформление');
  await expect(page.getByRole('radio', { name: 'Размывать' })).toBeDisabled();
  await audit(page, 'appearance (guest)');

  await page.goto('/settings/nowhere/at/all');
  await expect(page).toHaveURL(/\/settings$/);
});

test('profile, appearance, notifications and permissions: edits show at once and survive a reload', async ({
  page,
  baseURL,
}) => {
  await register(page, vera);

  // The menu, every item open.
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Настройки', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Выгрузка данных (GDPR)' })).toBeVisible();
  await audit(page, 'settings menu');
  await shoot(page, 'menu');

  // Profile: the preview follows the form; the card shows the saved tint.
  await page.getByRole('main').getByRole('link', { name: 'Профиль', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  const name = page.getByLabel('Имя', { exact: true });
  await expect(name).toHaveValue(vera.name);
  const preview = page.getByRole('region', { name: 'Предпросмотр карточки' });
  await expect(preview.locator(`[data-user="${vera.username}"]`)).toBeVisible();
  await name.fill('Вера Цветная');
  await page.getByLabel('О себе').fill('Люблю закаты и #реки');
  await page.getByRole('radio', { name: 'Женский' }).check();
  await page.getByRole('radio', { name: 'Малиновый' }).check();
  const previewCard = preview.locator(`[data-user="${vera.username}"]`);
  await expect(previewCard).toHaveCSS('border-top-color', 'rgb(220, 20, 60)');
  await expect(previewCard.getByRole('heading', { name: 'Вера Цветная' })).toBeVisible();
  await expect(previewCard.getByText('Люблю закаты и')).toBeVisible();
  await audit(page, 'profile settings');
  await shoot(page, 'profile');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(alertWith(page, 'Сохранено')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  await page.goto(`/u/${vera.username}`);
  const profileCard = page.locator(`section[data-user="${vera.username}"]`);
  await expect(profileCard.getByRole('heading', { level: 1, name: 'Вера Цветная' })).toBeVisible();
  await expect(profileCard).toHaveCSS('border-top-color', 'rgb(220, 20, 60)');
  await expect(profileCard.getByText('Люблю закаты и')).toBeVisible();
  await page.reload();
  await expect(profileCard).toHaveCSS('border-top-color', 'rgb(220, 20, 60)');

  // Notifications: a switch turned off stays off.
  await open(page, '/notifications', 'Уведомления');
  const badges = page.getByRole('switch', { name: /Награды/ });
  await expect(badges).toBeChecked();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/v1/settings/notifications') && res.request().method() === 'POST',
  );
  await badges.uncheck();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: /Награды/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Упоминания/ })).toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(
    digestServed(await notificationSwitches(page)),
  );
  // The daily mail switch shows when the answer has it (as the mail settings add it).
  await page.route('**/v1/settings/notifications', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, boolean>;
    await route.fulfill({ response: res, json: { digest: false, ...body } });
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: /Письмо раз в день/ })).not.toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(7);
  await audit(page, 'notification settings');
  await shoot(page, 'notifications');
  await page.unroute('**/v1/settings/notifications');

  // Permissions: the eight marks and the jokes.
  await open(page, '/permissions', 'Права');
  const list = page.getByRole('list', { name: 'Ваши права' });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  await expect(list.getByRole('listitem').filter({ hasText: 'разрешено' })).toHaveCount(8);
  await expect(page.getByText('Показывать вам рекламу')).toBeVisible();
  await audit(page, 'permissions');
  await shoot(page, 'permissions');

  // Connections: under development.
  await open(page, '/connections', 'В разработке');
  await expect(page.getByText('Вход через другие сервисы пока в разработке.')).toBeVisible();
  await audit(page, 'connections');
  await shoot(page, 'connections');

  // Appearance: an NSFW image blurs until the preference says show — on the account.
  const image = await upload(page, baseURL!, 20);
  const entry = await post<{ uuid: string }>(page, 'entry', {
    text: 'Откровенный закат',
    files: [image],
    is_nsfw: true,
  });
  await page.goto(`/e/${entry.uuid}`);
  await expect(
    card(page, 'Откровенный закат').getByRole('button', { name: 'Показать', exact: true }),
  ).toBeVisible();

  await open(page, '/appearance', 'Оформление');
  await audit(page, 'appearance');
  const content = page.waitForResponse(
    (res) => res.url().endsWith('/v1/settings/content') && res.request().method() === 'POST',
  );
  await page.getByRole('radio', { name: 'Показывать' }).check();
  expect((await content).status()).toBe(200);
  await page.getByRole('radio', { name: 'Светлая' }).check();
  await page.getByRole('radio', { name: 'Просторно' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  await expect(page.locator('html')).toHaveAttribute('data-density', 'spacious');
  await shoot(page, 'appearance');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Show' })).toBeChecked();

  // Another device: the local choices are its own, the NSFW preference follows the account.
  await page.evaluate(() => localStorage.removeItem('potok.session'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  await expect(page.locator('html')).toHaveAttribute('data-density', 'spacious');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Show' })).toBeChecked();
  await page.goto(`/e/${entry.uuid}`);
  const shown = card(page, 'Откровенный закат');
  await expect(shown.locator('img[src$="/w640"]')).toHaveCSS('filter', 'none');
  await expect(shown.getByRole('button', { name: 'Show', exact: true })).toHaveCount(0);
});

test('the data export downloads a zip with the entries and the images', async ({
  page,
  baseURL,
}) => {
  await register(page, zoya);
  const image = await upload(page, baseURL!, 200);
  await post(page, 'entry', { text: 'Запись для архива', files: [image] });

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Выгрузка данных (GDPR)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Выгрузка данных' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Скачать архив' });
  await expect(submit).toBeDisabled();
  await audit(page, 'data export');
  await shoot(page, 'gdpr');

  const password = page.getByLabel('Пароль', { exact: true });
  await password.fill('ne-tot-parol-sovsem');
  await submit.click();
  await expect(page.getByText('Неверный пароль').first()).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'data export (wrong password)');

  await password.fill(zoya.password);
  const downloading = page.waitForEvent('download');
  await submit.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^potok-${zoya.username}-.*\\.zip$`));
  const path = test.info().outputPath('export.zip');
  await download.saveAs(path);
  await expect(page.getByRole('status').filter({ hasText: /скачан/ })).toBeVisible();
  await audit(page, 'data export (done)');
  await shoot(page, 'gdpr-done');

  const files = await readZip(path);
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'entries.json']));
  expect(files.get('entries.json')?.toString('utf8')).toContain('Запись для архива');
  const media = [...files.keys()].filter((name) => name.startsWith('media/'));
  expect(media.some((name) => name.includes(image))).toBe(true);
  const png = files.get(media.find((name) => name.includes(image))!)!;
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('deleting the account signs out, and the profile and the entries are gone', async ({
  page,
  browser,
}) => {
  await register(page, gleb);
  await post(page, 'entry', { text: 'Прощальная запись Глеба' });
  const other = await registered(
    browser,
    person('Ира Остающаяся', 'ira_staying', 'dolgaya-doroga-domoi-3'),
  );
  await post(other, 'entry', { text: 'Ира остаётся в бездне' });

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Удалить аккаунт' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Удалить аккаунт' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Удалить аккаунт навсегда' });
  await expect(submit).toBeDisabled();
  await audit(page, 'delete account');
  await shoot(page, 'delete-account');

  await page.getByLabel('Пароль', { exact: true }).fill('sovsem-ne-tot-parol');
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /аккаунт и все мои данные/ }).check();
  await submit.click();
  await expect(page.getByText('Неверный пароль').first()).toBeVisible();

  await page.getByLabel('Пароль', { exact: true }).fill(gleb.password);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Аккаунт удалён' })).toBeVisible();
  await audit(page, 'account deleted');
  await shoot(page, 'account-deleted');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();

  await page.goto(`/u/${gleb.username}`);
  await expect(page.getByText('Аккаунт удалён', { exact: true })).toBeVisible();
  await page.goto('/feed/abyss');
  await expect(card(page, 'Ира остаётся в бездне')).toBeVisible();
  await expect(card(page, 'Прощальная запись Глеба')).toHaveCount(0);
  await other.context().close();
});

test('every settings screen reads in all four languages, with no key shown raw', async ({
  page,
}) => {
  await register(page, lena);
  const screens = [
    '',
    '/profile',
    '/notifications',
    '/connections',
    '/appearance',
    '/permissions',
    '/gdpr',
    '/delete-account',
  ];
  const headings: Record<string, string> = {
    ru: 'Настройки',
    en: 'Settings',
    pt: 'Configurações',
    jp: '設定',
  };
  for (const locale of ['ru', 'en', 'pt', 'jp']) {
    await page.evaluate((l) => localStorage.setItem('potok.locale', l), locale);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: headings[locale] })).toBeVisible();
    for (const path of screens) {
      await page.goto(`/settings${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const text = await page.getByRole('main').innerText();
      expect(text, `${locale} ${path}`).not.toMatch(
        /\b(items|sections|profile|notifications|connections|appearance|permissions|gdpr|delete|bytes)\.[a-z_]+/,
      );
      if (SHOTS) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({
          path: join(SHOTS, `settings-lang-${locale}${path.replace('/', '-') || '-menu'}-390.png`),
          fullPage: true,
        });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  }
});
