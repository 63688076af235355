/**
 * No double posts: a double click on «Опубликовать» or «Отправить» sends one request (the
 * button is disabled and busy from the first press until the answer); an answer lost on the way
 * back and a second press publish once (the retry carries the same Idempotency-Key); two
 * parallel API calls with one key write once, and the key with another body is refused.
 */
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { person, register } from './people.ts';

const vera = person('Вера Дубова', 'vera_dbl', 'dvazhdy-ne-publikuyu-4');
const ENTRY = 'Запись после двойного щелчка';
const LOST = 'Запись, ответ на которую потерялся';
const COMMENT = 'Комментарий после двойного щелчка';

// The later tests sign in as the person the first one registers.
test.describe.configure({ mode: 'serial' });

/** Signs in as Вера through /auth/login. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(vera.email);
  await page.getByLabel('Пароль', { exact: true }).fill(vera.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

/** Entries of the person's profile, newest first, as the API shows them. */
async function myEntries(page: Page): Promise<{ uuid: string; content: { text: string } }[]> {
  const answer = await page.request.get(`/v1/user/${vera.username}/entries?limit=20&offset=0`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: { uuid: string; content: { text: string } }[] }).items;
}

/**
 * Presses a button twice within one task of the page: the fastest double press there is (a
 * bouncing mouse button, a double tap), where the second press comes before the page could
 * render anything in between.
 */
async function pressTwice(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** A gate a routed request waits at until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

test('a double press publishes one entry and sends one comment', async ({ page }) => {
  await register(page, vera);
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/entry(\/[^/]+\/comments)?$/.test(request.url())) {
      creates.push(request);
    }
  });

  // The answer is held back until the busy button has been seen.
  const entryGate = gate();
  await page.route('**/v1/entry', async (route) => {
    await entryGate.wait;
    await route.continue();
  });
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(ENTRY);
  await pressTwice(dialog.getByRole('button', { name: 'Опубликовать' }));
  const busy = dialog.getByRole('button', { name: 'Публикация…' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  entryGate.open();
  await expect(dialog).toBeHidden();
  await page.unroute('**/v1/entry');
  expect(creates).toHaveLength(1);
  expect(creates[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect((await myEntries(page)).map((e) => e.content.text)).toEqual([ENTRY]);

  // A comment on it, sent with a double click.
  const [entry] = await myEntries(page);
  await page.goto(`/e/${entry!.uuid}`);
  const commentGate = gate();
  await page.route('**/v1/entry/*/comments', async (route) => {
    if (route.request().method() === 'POST') await commentGate.wait;
    await route.continue();
  });
  const field = page.getByRole('textbox', { name: /Комментарий/ });
  await field.fill(COMMENT);
  await pressTwice(page.getByRole('button', { name: 'Отправить' }));
  const sending = page.getByRole('button', { name: 'Отправка…' });
  await expect(sending).toBeDisabled();
  commentGate.open();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await expect(field).toHaveValue('');
  expect(creates).toHaveLength(2);
  const comments = await page.request.get(`/v1/entry/${entry!.uuid}/comments?last_id=0`);
  const items = ((await comments.json()) as { items: { content: { text: string } }[] }).items;
  expect(items.map((c) => c.content.text)).toEqual([COMMENT]);
});

test('an answer lost on the way back and a second press publish once', async ({ page }) => {
  await signIn(page);
  const before = (await myEntries(page)).length;

  // The first request reaches the server, which publishes; its answer never comes back.
  const keys: string[] = [];
  let lose = true;
  await page.route('**/v1/entry', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(LOST);
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка соединения' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(LOST);

  // The person presses again (a double click): one request, with the same key; the server
  // answers the first answer and writes nothing new.
  await dialog.getByRole('button', { name: 'Опубликовать' }).dblclick();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const entries = await myEntries(page);
  expect(entries).toHaveLength(before + 1);
  expect(entries.filter((e) => e.content.text === LOST)).toHaveLength(1);
  await expect(page.getByRole('article').filter({ hasText: LOST })).toHaveCount(1);
});

test('two API calls with one Idempotency-Key publish once; another body is refused', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const before = (await myEntries(page)).length;

  const key = `api-${Date.now()}`;
  const send = (text: string) =>
    page.request.post('/v1/entry', {
      headers: { origin: baseURL ?? '', 'idempotency-key': key },
      data: { text },
    });
  const [a, b] = await Promise.all([send('Через API дважды'), send('Через API дважды')]);
  expect(a.status()).toBe(200);
  expect(b.status()).toBe(200);
  expect(await b.text()).toBe(await a.text());
  expect((await myEntries(page)).length).toBe(before + 1);

  const changed = await send('Через API, но другой текст');
  expect(changed.status()).toBe(422);
  expect(((await changed.json()) as { status: string }).status).toBe('idempotency_key_reused');
  const tooLong = await page.request.post('/v1/entry', {
    headers: { origin: baseURL ?? '', 'idempotency-key': 'k'.repeat(201) },
    data: { text: 'Ключ слишком длинный' },
  });
  expect(tooLong.status()).toBe(400);
  expect((await myEntries(page)).length).toBe(before + 1);
});
