/**
 * What members see of the operators' decisions, in the browser. The operators act with their
 * command (sent to this running server over its channel, as an operator would):
 *
 * - an entry they hid: its author still opens it at its address with the note «Запись скрыта
 *   модераторами…», may delete it but not edit or pin it, and sees no comments; another person
 *   gets the «Запись скрыта» page;
 * - reports they resolved or dismissed: the reporter's notifications say which.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { audit, card, post, registered } from './helpers.ts';
import { person, publish } from './people.ts';
import { serverDataDir } from './server.ts';

const author = person('Анна Ахматова', 'anna_hidden', 'fontanny-dom-34');
const reader = person('Осип Мандельштам', 'osip_hidden', 'voronezh-1935');
const watcher = person('Лидия Чуковская', 'lidia_reports', 'sofia-petrovna-39');
const TEXT = `Запись, которую скроют ${Date.now().toString(36).slice(-5)}`;
const NOTE = 'Запись скрыта модераторами: её видите только вы. Удалить её можно, изменить — нет.';
const ADMIN = fileURLToPath(new URL('../../server/src/admin/main.ts', import.meta.url));

/** Runs `npm run admin -- …args` on the server's data directory (its channel). */
function operators(...args: string[]): string {
  return execFileSync(process.execPath, ['--experimental-strip-types', ADMIN, ...args], {
    env: { ...process.env, DATA_DIR: serverDataDir() },
    encoding: 'utf8',
  });
}

let authorPage: Page;
let readerPage: Page;
let watcherPage: Page;

// The second test reports entries of the first one's author.
test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  for (const page of [authorPage, readerPage, watcherPage]) await page?.context().close();
});

test('an entry hidden by the operators: its author reads it with a note and deletes it; others read «Запись скрыта»', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  authorPage = await registered(browser, author);
  await publish(authorPage, TEXT);
  const uuid = (await card(authorPage, TEXT).getAttribute('data-entry')) ?? '';
  expect(uuid).toBeTruthy();
  operators('content', 'hide', 'entry', uuid, '--reason', 'проверка', '--by', 'e2e');

  readerPage = await registered(browser, reader);
  await readerPage.goto(`/e/${uuid}`);
  await expect(readerPage.getByText('Модераторы сайта скрыли эту запись.')).toBeVisible();
  await expect(readerPage.getByText(TEXT)).toHaveCount(0);

  const page = authorPage;
  await page.goto(`/e/${uuid}`);
  await expect(page.getByRole('note')).toHaveText(NOTE);
  await expect(card(page, TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Комментарии' })).toHaveCount(0);
  await audit(page, 'hidden entry seen by its author');
  await card(page, TEXT).getByRole('button', { name: 'Действия с записью' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Удалить' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Редактировать' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Закрепить в профиле' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить запись?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/e/${uuid}`);
  await expect(page.getByText('Запись не найдена', { exact: true })).toBeVisible();
});

test('reports the operators resolved or dismissed: the reporter is told which', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const page = await registered(browser, watcher);
  watcherPage = page;
  const spam = await post<{ uuid: string }>(authorPage, 'entry', { text: `Реклама ${stamp}` });
  const fine = await post<{ uuid: string }>(authorPage, 'entry', { text: `Мнение ${stamp}` });
  for (const entry of [spam, fine]) {
    await post(page, `entry/${entry.uuid}/report`, { reason: 1 });
  }
  const open = JSON.parse(operators('reports', 'list', '--kind', 'entry', '--json')) as {
    items: { report_id: number; object: string }[];
  };
  const idOf = (uuid: string) => String(open.items.find((r) => r.object === uuid)?.report_id);
  operators('reports', 'resolve', idOf(spam.uuid), '--hide', '--by', 'e2e');
  operators('reports', 'dismiss', idOf(fine.uuid), '--by', 'e2e');

  await page.goto('/notifications');
  await expect(page.getByText('Жалоба рассмотрена: нарушений не найдено')).toBeVisible();
  await expect(page.getByText('Жалоба рассмотрена: модераторы приняли меры')).toBeVisible();
  await audit(page, 'notifications of reviewed reports');
});
