/**
 * Notifications and live events as two people meet them: Анна has Potok open; Борис
 * answers her comment from a browser of his own; her tab-bar badge and the favicon change without
 * a reload; /notifications shows the reply, leads to it (the entry with ?comment=) and clears the
 * badge; axe in both themes. Then the quiet «N новых записей» bar of the abyss: a new entry waits
 * above the list until Анна asks for it.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { alertWith, audit, card, post, shoot } from './helpers.ts';
import { type Person, person, publish, register } from './people.ts';

const anna = person('Анна Ахматова', 'anna_notices', 'vecher-1912-stihi');
const boris = person('Борис Пастернак', 'boris_notices', 'sestra-moya-zhizn');
const stamp = Date.now().toString(36).slice(-5);
const ENTRY = `Запись, под которой ответят ${stamp}`;
const COMMENT = `Комментарий Анны ${stamp}`;
const REPLY = `Ответ Бориса ${stamp}`;

test.describe.configure({ mode: 'serial' });

let annaPage: Page;
let borisPage: Page;

/** Registers `who` in a context of their own; resolves once the live stream is open. */
async function withStream(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/events', {
    timeout: 30_000,
  });
  await register(page, who);
  expect((await stream).status()).toBe(200);
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  annaPage = await withStream(browser, anna);
  const page = await browser.newContext({ viewport: { width: 390, height: 844 } });
  borisPage = await page.newPage();
  await register(borisPage, boris);
});

test.afterAll(async () => {
  await annaPage?.context().close();
  await borisPage?.context().close();
});

test('a reply lights the badge and the favicon without a reload; /notifications leads to it and clears them', async () => {
  const page = annaPage;
  await publish(page, ENTRY);
  const uuid = (await card(page, ENTRY).getAttribute('data-entry')) ?? '';
  expect(uuid).toBeTruthy();
  const comment = await post<{ comment_id: number }>(page, `entry/${uuid}/comments`, {
    text: COMMENT,
  });
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  const badge = page.getByTestId('notifications-badge');
  // Her first entry may have earned her a badge (a system notification): she looks, the badge
  // goes, and she is back on the feed — all in the app, so the live stream stays open.
  await nav.getByRole('link', { name: 'Уведомления' }).click();
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  await expect(badge).toHaveCount(0);
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(card(page, ENTRY)).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

  const reply = await post<{ comment_id: number }>(borisPage, `entry/${uuid}/comments`, {
    text: REPLY,
    parent_id: comment.comment_id,
  });
  // No reload: the stream said so.
  await expect(badge).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-alert.svg');

  await nav.getByRole('link', { name: 'Уведомления' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: boris.name });
  await expect(item).toContainText('Ответ на ваш комментарий');
  await expect(item).toContainText('Новое');
  // Opening the page marked them seen: the badge and the alert favicon are gone.
  await expect(badge).toHaveCount(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await audit(page, '/notifications');
  await shoot(page, 'notifications-full');

  // Another tab of the list: the reply is there too; the subscription tab is empty.
  await page.getByRole('link', { name: 'Ответы' }).click();
  await expect(page).toHaveURL(/\?tab=reply$/);
  await expect(page.getByRole('listitem').filter({ hasText: boris.name })).toBeVisible();
  await page.getByRole('link', { name: 'Подписки' }).click();
  await expect(page.getByText('Уведомлений нет')).toBeVisible();
  await audit(page, '/notifications?tab=subscription (empty)');
  await shoot(page, 'notifications-empty');
  // An unknown tab is dropped from the address and reads as all.
  await page.goto('/notifications?tab=nonsense');
  await expect(page).toHaveURL(/\/notifications$/);

  // The item leads to the reply.
  await page
    .getByRole('listitem')
    .filter({ hasText: boris.name })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/e/${uuid}\\?comment=${reply.comment_id}$`));
  await expect(page.getByText(REPLY)).toBeVisible();
});

test('a new entry in the abyss waits under a quiet bar and comes in when asked', async () => {
  const page = annaPage;
  const earlier = `Запись, что уже была в бездне ${stamp}`;
  await post(borisPage, 'entry', { text: earlier });
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/events');
  await page.goto('/feed/abyss');
  await expect(card(page, earlier)).toBeVisible();
  await stream;
  const text = `Новая запись в бездне ${stamp}`;
  await post(borisPage, 'entry', { text });
  const bar = page.getByRole('button', { name: /1 новая запись/ });
  await expect(bar).toBeVisible();
  // Nothing moved on its own.
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await shoot(page, 'new-entries-bar');
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, text)).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('each kind shows in its tab with its words; one is hidden from its menu, then all are read', async () => {
  const page = annaPage;
  const own = await post<{ uuid: string }>(page, 'entry', {
    text: `Ещё одна запись Анны ${stamp}`,
  });
  await post(page, `user/${boris.username}/notify`, {});
  await post(borisPage, `user/${anna.username}/subscribe`, {});
  await post(borisPage, `entry/${own.uuid}/comments`, { text: `Комментарий Бориса ${stamp}` });
  await post(borisPage, 'entry', { text: `Привет, @${anna.username}! ${stamp}` });
  // One event, one notification: the entry that mentions her is a mention, so a plain one too.
  await post(borisPage, 'entry', { text: `Просто новая запись Бориса ${stamp}` });

  await page.goto('/notifications');
  const items = page.getByRole('list', { name: 'Уведомления' }).getByRole('listitem');
  for (const [tab, words] of [
    ['Подписки', 'Подписка на вас'],
    ['Комментарии', 'Комментарий к вашей записи'],
    ['Ответы', 'Ответ на ваш комментарий'],
    ['Упоминания', 'Упоминание в записи'],
    ['Новые записи', 'Новая запись'],
  ] as const) {
    await page.getByRole('link', { name: tab, exact: true }).click();
    await expect(items.filter({ hasText: words }).first()).toBeVisible();
    await expect(items.filter({ hasText: boris.name }).first()).toBeVisible();
    await shoot(page, `notifications-${tab}`);
  }
  await page.getByRole('link', { name: 'Системные', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=system$/);
  await shoot(page, 'notifications-system');

  // The subscription leads to Борис's profile.
  await page.getByRole('link', { name: 'Все', exact: true }).click();
  await expect(items.filter({ hasText: 'Подписка на вас' })).toHaveCount(1);
  await expect(
    items.filter({ hasText: 'Подписка на вас' }).getByRole('link').first(),
  ).toHaveAttribute('href', `/u/${boris.username}`);

  // Hidden from the item's menu: gone, with the server's word for it.
  const mention = items.filter({ hasText: 'Упоминание в записи' });
  await mention.getByRole('button', { name: 'Действия с уведомлением' }).click();
  await page.getByRole('menuitem', { name: 'Скрыть' }).click();
  await expect(alertWith(page, 'Уведомление скрыто')).toBeVisible();
  await expect(mention).toHaveCount(0);
  await page.reload();
  await expect(items.filter({ hasText: 'Подписка на вас' })).toBeVisible();
  await expect(items.filter({ hasText: 'Упоминание в записи' })).toHaveCount(0);

  // Read all: no «Новое» is left.
  await expect(items.filter({ hasText: 'Новое' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(alertWith(page, 'Все уведомления прочитаны')).toBeVisible();
  await expect(items.filter({ hasText: 'Новое' })).toHaveCount(0);
  await page.reload();
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasText: 'Новое' })).toHaveCount(0);
});
