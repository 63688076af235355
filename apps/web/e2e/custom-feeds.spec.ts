/**
 * Custom feeds as people use them: a person opens the feeds catalogue from the
 * menu, creates a feed for #котики with the create-feed modal (title, emoji, a tag picked as
 * typed) and lands on its page; a second person posts «Мои #котики»; the first finds that entry
 * in the timeline, in the Ленты tab (/feed/list) and, through the tab's strip of feeds, on the
 * feed's page — walking inside the app, no reload; finds the feed in the catalogue by its title
 * (q on Enter), bookmarks it and finds it on /bookmarks and /bookmarks/feeds; the second person
 * subscribes to it (the count moves) and reports it; the author edits its title and deletes it
 * (the catalogue opens and says so). The feed's page and the curator's profile offer their Atom
 * documents in their «…» menus (open, copy the address; e2e/atom.ts). axe on /feeds, /feed/list, /feed/{uuid} and the create
 * modal in both themes; screenshots (E2E_SHOTS) of the catalogue, the create modal, a feed page
 * and /feed/list.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAtomItems } from './atom.ts';
import { alertWith, audit, card, registered, shoot } from './helpers.ts';
import { person, publish } from './people.ts';

const curator = person('Вера Кошкина', 'vera_feeds', 'murlyka-na-podokonnike-7');
const poster = person('Пётр Усов', 'petr_feeds', 'ryzhii-kot-vaska-1999');
const stamp = Date.now().toString(36).slice(-5);
const TITLE = `Котики ${stamp}`;
const POST = `Мои #котики спят на солнце ${stamp}`;

test.describe.configure({ mode: 'serial' });

let curatorPage: Page;
let posterPage: Page;
let feedPath = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  curatorPage = await registered(browser, curator);
  posterPage = await registered(browser, poster);
});

test.afterAll(async () => {
  await curatorPage?.context().close();
  await posterPage?.context().close();
});

/** The feed's «…» menu on its page, opened. */
async function feedMenu(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('button', { name: `Действия с лентой «${title}»` })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('a person creates a feed for #котики from the catalogue and lands on its page', async () => {
  const page = curatorPage;
  // The Ленты tab before any feed: empty, pointing to the catalogue (and now in the cache).
  await page.getByRole('link', { name: 'Ленты', exact: true }).click();
  await expect(page).toHaveURL(/\/feed\/list$/);
  await expect(page.getByText('Лент пока нет')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Каталог лент' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Мои ленты' })).toHaveCount(0);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Ленты' }).click();
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ленты' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Поиск лент' })).toBeVisible();

  // The toolbar's button (an empty catalogue offers one in its placeholder too).
  await page.getByRole('button', { name: 'Создать ленту' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая лента' });
  await expect(dialog).toBeVisible();
  // Nothing filled: the shared rules refuse it before any call, with the status text.
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(alertWith(page, 'Введите название ленты')).toBeVisible();

  await dialog.getByLabel('Название').fill(TITLE);
  await expect(dialog.getByText(`${[...TITLE].length} / 60`)).toBeVisible();
  // The grid starts at 🐱; a press on another emoji chooses it.
  await expect(dialog.getByRole('radio', { name: '🐱' })).toBeChecked();
  await dialog.getByText('🦊', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '🦊' })).toBeChecked();
  const tags = dialog.getByRole('combobox', { name: 'Теги' });
  await tags.fill('#котики');
  await tags.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Выбранные теги' })).toContainText('#котики');
  await audit(page, 'the create-feed modal');
  await shoot(page, 'feed-create');

  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/feed\/[0-9a-f-]{36}$/);
  feedPath = new URL(page.url()).pathname;
  await expect(alertWith(page, 'Лента создана')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(page.getByRole('list', { name: 'Теги ленты' })).toContainText('#котики');
  await expect(page.getByRole('link', { name: curator.name })).toBeVisible();
  const atom = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(atom).toHaveAttribute('href', `${feedPath}/atom.xml`);

  // Its author follows it at once: the page offers to unsubscribe.
  await expect(page.getByRole('button', { name: 'Отписаться', exact: true })).toBeVisible();
});

test('another person posts «Мои #котики»; the curator finds it in the timeline, in /feed/list and on the feed page', async () => {
  await posterPage.goto('/feed');
  await publish(posterPage, POST);

  // The curator is still on the feed's page; inside the app, no reload: the tab bar's Лента,
  // then the Ленты tab — both cached before the feed existed.
  const page = curatorPage;
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(card(page, POST)).toBeVisible();
  await page.getByRole('link', { name: 'Ленты', exact: true }).click();
  await expect(page).toHaveURL(/\/feed\/list$/);
  await expect(card(page, POST)).toBeVisible();
  await shoot(page, 'feed-list');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await audit(page, '/feed/list');

  // The tab's strip of my feeds leads to the feed's page.
  await page
    .getByRole('navigation', { name: 'Мои ленты' })
    .getByRole('link', { name: TITLE })
    .click();
  await expect(page).toHaveURL(new RegExp(`${feedPath}$`));
  await expect(card(page, POST)).toBeVisible();
  await audit(page, '/feed/{uuid}');
  await shoot(page, 'feed-page');
});

test('the curator finds the feed in the catalogue by its title, bookmarks it and finds it on /bookmarks', async () => {
  const page = curatorPage;
  await page.goto('/feeds');
  const search = page.getByRole('searchbox', { name: 'Поиск лент' });
  await search.fill(TITLE);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/feeds\?q=/);
  const item = page.getByRole('article', { name: TITLE });
  await expect(item).toBeVisible();
  await expect(item).toContainText('#котики');
  await audit(page, '/feeds');
  await shoot(page, 'feeds-catalogue');

  await item.getByRole('button', { name: `Действия с лентой «${TITLE}»` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'В закладки' }).click();
  await expect(alertWith(page, 'Добавлено в закладки')).toBeVisible();

  await page.goto('/bookmarks');
  const feeds = page.getByRole('region', { name: 'Ленты' });
  await expect(feeds.getByRole('article', { name: TITLE })).toBeVisible();
  await feeds.getByRole('link', { name: 'Показать все' }).click();
  await expect(page).toHaveURL(/\/bookmarks\/feeds$/);
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();

  // The menu now offers the removal.
  const menu = await feedMenu(page, TITLE);
  await expect(menu.getByRole('menuitem', { name: 'Убрать из закладок' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('another person subscribes to the feed from its page and reports it', async () => {
  const page = posterPage;
  await page.goto(feedPath);
  await expect(page.getByText('1 подписчик', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Подписаться', exact: true }).click();
  await expect(alertWith(page, 'Вы подписались')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отписаться', exact: true })).toBeVisible();
  await expect(page.getByText('2 подписчика', { exact: true })).toBeVisible();

  const menu = await feedMenu(page, TITLE);
  // Not the author: report, and no edit or delete.
  await expect(menu.getByRole('menuitem', { name: 'Изменить ленту' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Пожаловаться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пожаловаться на ленту' });
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, 'Жалоба на ленту отправлена')).toBeVisible();
});

test("the feed's page and its author's profile offer their Atom documents in their menus", async () => {
  const page = posterPage;
  await page.goto(feedPath);
  await expectAtomItems(
    page,
    page.getByRole('button', { name: `Действия с лентой «${TITLE}»` }).first(),
    'feed page',
  );
  await page.goto(`/u/${curator.username}`);
  await expect(page.getByRole('heading', { level: 1, name: curator.name })).toBeVisible();
  await expectAtomItems(page, page.getByRole('button', { name: 'Действия с профилем' }), 'profile');
});

test('the author edits the title and deletes the feed; the catalogue opens and says so', async () => {
  const page = curatorPage;
  await page.goto(feedPath);
  const renamed = `${TITLE} и кошки`;
  await (await feedMenu(page, TITLE)).getByRole('menuitem', { name: 'Изменить ленту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить ленту' });
  await expect(dialog.getByLabel('Название')).toHaveValue(TITLE);
  await dialog.getByLabel('Название').fill(renamed);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, 'Лента изменена')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed);

  await (await feedMenu(page, renamed)).getByRole('menuitem', { name: 'Удалить ленту' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(alertWith(page, 'Лента удалена')).toBeVisible();

  await page.goto(feedPath);
  await expect(page.getByText('Лента не найдена').first()).toBeVisible();
  // Unknown subpaths of /feeds go to the catalogue.
  await page.goto('/feeds/nothing-here');
  await expect(page).toHaveURL(/\/feeds$/);
});
