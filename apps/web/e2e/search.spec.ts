/**
 * Search (spec §2 "/search?q"), played by two people on the real server: one
 * posts an entry with «кошка» (and comments «с кошкой»), the other opens «Поиск» from the tab
 * bar, types «кошек» and finds the entry under Everywhere and under «Записи» — the word in
 * another form; switching tabs keeps the query, «Показать все» leads to the section's tab, an
 * unknown subpath goes to /search with the query, the matched words are marked (`<mark>`), a
 * word nobody wrote shows «Ничего не найдено»,
 * and axe finds no serious violation on /search in either theme. With E2E_SHOTS set, every tab
 * with results and the empty state are photographed.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { audit, card, post, registered, shoot } from './helpers.ts';
import { person, publish } from './people.ts';

const author = person('Марина Кошкина', 'marina_search', 'koshka-na-okne-7');
const reader = person('Пётр Искатель', 'petr_search', 'ishchu-koshek-8');
const stamp = Date.now().toString(36).slice(-5);
const ENTRY = `Моя кошка спит на подоконнике весь день ${stamp} #кошка`;
const COMMENT = `С кошкой не бывает скучно ${stamp}`;

test.describe.configure({ mode: 'serial' });

let authorPage: Page;
let readerPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  authorPage = await registered(browser, author);
  await publish(authorPage, ENTRY);
  const uuid = await card(authorPage, ENTRY.slice(0, 20)).getAttribute('data-entry');
  expect(uuid).toBeTruthy();
  await post(authorPage, `entry/${uuid}/comments`, { text: COMMENT });
  // A custom feed for the feeds tab.
  await post(authorPage, 'feeds', { title: 'Кошки и коты', emoji: '🐈', tags: ['кошка'] });
  readerPage = await registered(browser, reader);
});

test.afterAll(async () => {
  await authorPage?.context().close();
  await readerPage?.context().close();
});

/** The entry card within `scope` that says `text`. */
function entryIn(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('article').filter({ hasText: text }).first();
}

/** The search field. */
function box(page: Page) {
  return page.getByRole('searchbox', { name: 'Что искать' });
}

/** A tab of the strip «Разделы поиска». */
function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Разделы поиска' }).getByRole('link', { name });
}

test('«кошек» finds the entry with «кошка» everywhere and under «Записи»; tabs keep the query', async () => {
  const page = readerPage;
  await page.getByRole('navigation').getByRole('link', { name: 'Поиск' }).first().click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Что найти?')).toBeVisible();
  await expect(box(page)).toBeFocused();

  await box(page).fill('кошек');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BA$/);
  await expect(tab(page, 'Везде')).toHaveAttribute('aria-current', 'page');
  const posts = page.getByRole('region', { name: /^Записи/ });
  await expect(entryIn(posts, stamp)).toContainText('Моя кошка спит');
  await expect(entryIn(posts, stamp)).toContainText(author.name);
  await expect(page.getByRole('region', { name: /^Комментарии/ })).toContainText(COMMENT);
  await expect(page).toHaveTitle('«кошек» — поиск — Поток');
  await shoot(page, 'search-all');

  await tab(page, 'Записи').click();
  await expect(page).toHaveURL(/\/search\/entries\?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BA$/);
  await expect(tab(page, 'Записи')).toHaveAttribute('aria-current', 'page');
  await expect(box(page)).toHaveValue('кошек');
  await expect(card(page, stamp)).toContainText('Моя кошка спит');
  await shoot(page, 'search-entries');

  await tab(page, 'Комментарии').click();
  await expect(page).toHaveURL(/\/search\/comments\?q=/);
  await expect(page.getByRole('list', { name: 'Комментарии' })).toContainText(COMMENT);
  await shoot(page, 'search-comments');

  // Back goes to the previous tab, with its query.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/entries\?q=/);
  await expect(box(page)).toHaveValue('кошек');

  // «Показать все» of a section of Everywhere opens its tab with the query.
  await tab(page, 'Везде').click();
  await page
    .getByRole('region', { name: /^Комментарии/ })
    .getByRole('link', { name: /^Показать все/ })
    .click();
  await expect(page).toHaveURL(/\/search\/comments\?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BA$/);

  // An unknown subpath goes to Everywhere, keeping the query.
  await page.goto('/search/posts/extra?q=кошек');
  await expect(page).toHaveURL(/\/search\?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BA$/);
  await expect(entryIn(page.getByRole('region', { name: /^Записи/ }), stamp)).toBeVisible();
});

test('the words that matched are marked in the found entries and comments', async () => {
  const page = readerPage;
  await page.goto(`/search/entries?q=${encodeURIComponent('кошек')}`);
  const found = card(page, stamp);
  await expect(found).toBeVisible();
  // «кошка», written «кошек» in the query: the word and the #tag, nothing else.
  const marks = found.locator('mark');
  await expect(marks).toHaveText(['кошка', 'кошка']);
  await expect(found.getByRole('link', { name: '#кошка' }).locator('mark')).toHaveText('кошка');
  await expect(found.locator('mark', { hasText: 'спит' })).toHaveCount(0);

  await page.goto(`/search/comments?q=${encodeURIComponent('кошек')}`);
  const comment = page.getByRole('list', { name: 'Комментарии' }).getByRole('article').first();
  await expect(comment.locator('mark', { hasText: 'кошкой' })).toBeVisible();
  await expect(comment.locator('mark')).toHaveCount(1);

  // Everywhere marks them too.
  await page.goto(`/search?q=${encodeURIComponent('кошек')}`);
  const posts = page.getByRole('region', { name: /^Записи/ });
  await expect(entryIn(posts, stamp).locator('mark', { hasText: 'кошка' }).first()).toBeVisible();
  await shoot(page, 'search-marks');
});

test('people, tags and feeds have their tabs', async () => {
  const page = readerPage;
  await page.goto(`/search/users?q=${encodeURIComponent('Марина')}`);
  await expect(page.getByRole('list', { name: 'Люди' })).toContainText(author.name);
  await shoot(page, 'search-users');

  await page.goto(`/search/tags?q=${encodeURIComponent('кош')}`);
  await expect(
    page.getByRole('list', { name: 'Теги' }).getByRole('link', { name: /кошка/ }),
  ).toBeVisible();
  await shoot(page, 'search-tags');

  await page.goto(`/search/feeds?q=${encodeURIComponent('кошки')}`);
  await expect(tab(page, 'Ленты')).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('list', { name: 'Ленты' }).getByRole('link', { name: 'Кошки и коты' }),
  ).toBeVisible();
  await shoot(page, 'search-feeds');

  // Everywhere with «кошка»: posts, comments, the tag and the feed (its tag), each a section.
  await page.goto(`/search?q=${encodeURIComponent('кошка')}`);
  await expect(page.getByRole('region', { name: /^Ленты/ })).toContainText('Кошки и коты');
  await expect(page.getByRole('region', { name: /^Теги/ })).toContainText('кошка');
  await expect(entryIn(page.getByRole('region', { name: /^Записи/ }), stamp)).toBeVisible();
  await shoot(page, 'search-all-sections');
});

test('a word nobody wrote shows «Ничего не найдено», typing searches by itself', async () => {
  const page = readerPage;
  await page.goto('/search/entries?q=кошек');
  await expect(card(page, stamp)).toBeVisible();
  // No Enter: the text is searched after a pause in typing.
  await box(page).fill(`зюзюкваква${stamp}`);
  await expect(page).toHaveURL(new RegExp(`/search/entries\\?q=%D0%B7.*${stamp}$`));
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await tab(page, 'Везде').click();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await shoot(page, 'search-empty');
});

test('/search has no serious accessibility violations in either theme', async () => {
  const page = readerPage;
  await page.goto('/search');
  await expect(page.getByText('Что найти?')).toBeVisible();
  await audit(page, '/search');
  await page.goto('/search?q=кошек');
  await expect(entryIn(page.getByRole('region', { name: /^Записи/ }), stamp)).toBeVisible();
  await audit(page, '/search?q=кошек');
});
