import { expect, type Locator, type Page, test } from '@playwright/test';
import { alertWith, audit, card, registered, shoot } from './helpers.ts';
import { person, publish } from './people.ts';

const author = person('Лидия Чуковская', 'lida_marks', 'peredelkino-1962');
const reader = person('Осип Брик', 'osip_marks', 'lef-novyi-1923');
const stamp = Date.now().toString(36).slice(-5);
const ENTRY = `Запись, которую сохранят, #закладки${stamp}`;
const COMMENT = `Комментарий, который сохранят ${stamp}`;

test.describe.configure({ mode: 'serial' });

/** Opens the menu behind `button` and returns it. */
async function openMenu(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

let entryUuid = '';
let authorPage: Page;
let readerPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  authorPage = await registered(browser, author);
  await publish(authorPage, ENTRY);
  entryUuid = (await card(authorPage, ENTRY).getAttribute('data-entry')) ?? '';
  expect(entryUuid).toBeTruthy();
  const status = await authorPage.evaluate(
    async ({ uuid, text }) => {
      const res = await fetch(`/v1/entry/${uuid}/comments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      return ((await res.json()) as { status: string }).status;
    },
    { uuid: entryUuid, text: COMMENT },
  );
  expect(status).toBe('comment_added');
  readerPage = await registered(browser, reader);
});

test.afterAll(async () => {
  await authorPage?.context().close();
  await readerPage?.context().close();
});

test('a reader bookmarks an entry, a comment and a person, finds all three on /bookmarks and removes one', async () => {
  const page = readerPage;
  await page.goto(`/e/${entryUuid}`);
  const entryMenu = await openMenu(
    page,
    card(page, ENTRY).getByRole('button', { name: 'Действия с записью' }),
  );
  await entryMenu.getByRole('menuitem', { name: 'В закладки' }).click();
  await expect(alertWith(page, 'Добавлено в закладки')).toBeVisible();

  const commentItem = page.locator('li[data-comment]').filter({ hasText: COMMENT }).first();
  const commentMenu = await openMenu(
    page,
    commentItem.getByRole('button', { name: 'Действия с комментарием' }).first(),
  );
  await commentMenu.getByRole('menuitem', { name: 'В закладки' }).click();
  await expect(alertWith(page, 'Добавлено в закладки').last()).toBeVisible();
  // The comment's menu now offers the removal.
  const again = await openMenu(
    page,
    commentItem.getByRole('button', { name: 'Действия с комментарием' }).first(),
  );
  await expect(again.getByRole('menuitem', { name: 'Убрать из закладок' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/u/${author.username}`);
  const profileMenu = await openMenu(
    page,
    page.getByRole('button', { name: 'Действия с профилем' }),
  );
  await profileMenu.getByRole('menuitem', { name: 'В закладки' }).click();
  await expect(alertWith(page, 'Добавлено в закладки')).toBeVisible();

  // The menu's Bookmarks row leads to the overview with all three.
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Закладки' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Закладки' })).toBeVisible();
  const people = page.getByRole('region', { name: 'Люди' });
  const posts = page.getByRole('region', { name: 'Записи' });
  const comments = page.getByRole('region', { name: 'Комментарии' });
  await expect(people).toContainText(author.name);
  await expect(posts).toContainText(ENTRY.split(' #')[0]!);
  await expect(comments).toContainText(COMMENT);
  await audit(page, '/bookmarks');
  await shoot(page, 'bookmarks');

  // Each group's «Показать все» opens its list.
  await comments.getByRole('link', { name: 'Показать все' }).click();
  await expect(page).toHaveURL(/\/bookmarks\/comments$/);
  await expect(page.getByText(COMMENT)).toBeVisible();
  await page.getByRole('link', { name: 'Все закладки' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  // An unknown list goes to the overview.
  await page.goto('/bookmarks/nothing-here');
  await expect(page).toHaveURL(/\/bookmarks$/);

  // Removing the entry's bookmark from its menu takes it off the overview.
  const menu = await openMenu(
    page,
    card(page, ENTRY.split(' #')[0]!).getByRole('button', { name: 'Действия с записью' }),
  );
  await menu.getByRole('menuitem', { name: 'Убрать из закладок' }).click();
  await expect(alertWith(page, 'Удалено из закладок')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Записи' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Люди' })).toContainText(author.name);
});

test("the profile menu turns on notifications of a person's new entries and reports the person", async () => {
  const page = readerPage;
  await page.goto(`/u/${author.username}`);
  const menu = await openMenu(page, page.getByRole('button', { name: 'Действия с профилем' }));
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Подписаться',
    'Уведомлять о новых записях',
    'Убрать из закладок',
    'Копировать ссылку',
    'Открыть RSS-ленту (Atom)',
    'Копировать адрес RSS-ленты',
    'Пожаловаться',
  ]);
  await audit(page, 'profile options menu');
  await shoot(page, 'profile-menu');
  await menu.getByRole('menuitem', { name: 'Уведомлять о новых записях' }).click();
  await expect(alertWith(page, 'Уведомления о новых записях включены')).toBeVisible();
  // Notifying subscribed too: the card's button and the menu say so.
  await expect(page.getByRole('button', { name: 'Отписаться' })).toBeVisible();
  const after = await openMenu(page, page.getByRole('button', { name: 'Действия с профилем' }));
  await expect(
    after.getByRole('menuitem', { name: 'Не уведомлять о новых записях' }),
  ).toBeVisible();
  await after.getByRole('menuitem', { name: 'Пожаловаться' }).click();

  const dialog = page.getByRole('dialog', { name: 'Пожаловаться на пользователя' });
  await expect(dialog).toBeVisible();
  await audit(page, 'user report modal');
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, 'Жалоба на пользователя отправлена')).toBeVisible();

  // One's own profile has no options menu.
  await page.goto(`/u/${reader.username}`);
  await expect(page.getByRole('heading', { level: 1, name: reader.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Действия с профилем' })).toHaveCount(0);
});

test("a tag page's menu copies its link and reports the tag", async () => {
  const page = readerPage;
  await page.goto(`/t/${encodeURIComponent(`закладки${stamp}`)}`);
  const menu = await openMenu(page, page.getByRole('button', { name: 'Действия с тегом' }));
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Копировать ссылку',
    'Открыть RSS-ленту (Atom)',
    'Копировать адрес RSS-ленты',
    'Пожаловаться',
  ]);
  await menu.getByRole('menuitem', { name: 'Пожаловаться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пожаловаться на тег' });
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(alertWith(page, 'Жалоба на тег отправлена')).toBeVisible();
});
