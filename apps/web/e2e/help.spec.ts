/**
 * Help as a newcomer meets it: the register screen's «пользовательское соглашение» opens the
 * agreement (stored in the database from the first start), its link to the contacts opens inside
 * the app; /help lists the articles and the question items that are not built yet; an unknown
 * page says so, and a deeper path returns to the menu; the menu and the articles follow the
 * interface language (switched in Settings › Appearance, no reload); axe finds nothing serious on
 * the menu, an article and the not-found screen in either theme, and in English.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the register screen links to the user agreement, which a person can read', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'пользовательское соглашение' }).click();
  await expect(page).toHaveURL(/\/help\/user-agreement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' }),
  ).toBeVisible();
  await expect(page.getByText(/Изменено \d+ \S+ \d{4}/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Что публиковать нельзя' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Пользовательское соглашение/);

  // A link inside the article to another help page stays in the app (no full reload).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('link', { name: '«Контакты»' }).click();
  await expect(page).toHaveURL(/\/help\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@potok.example' })).toHaveAttribute(
    'href',
    'mailto:support@potok.example',
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'политику конфиденциальности' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
  ).toBeVisible();
});

test('/help shows the menu of articles and the question items, disabled', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
  const articles = page.getByRole('navigation', { name: 'Статьи помощи' }).getByRole('link');
  await expect(articles).toHaveText([
    'Пользовательское соглашение›',
    'Политика конфиденциальности›',
    'Контакты›',
  ]);
  for (const label of ['Все вопросы', 'Мои вопросы', 'Задать вопрос']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  }

  await articles.nth(1).click();
  await expect(page).toHaveURL(/\/help\/privacy$/);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/help$/);

  // The question paths show the menu; deeper paths go back to it.
  await page.goto('/help/all-questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
  await page.goto('/help/privacy/more/deep');
  await expect(page).toHaveURL(/\/help$/);
});

test('an unknown help page shows the not-found placeholder with a way back', async ({ page }) => {
  await page.goto('/help/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Страница справки не найдена' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать ещё раз' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Страница справки не найдена/);
  await page.getByRole('link', { name: 'Ко всем статьям помощи' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
});

test('switching the interface to English shows the help menu and articles in English', async ({
  page,
}) => {
  await page.goto('/help');
  const articles = page.getByRole('navigation', { name: 'Статьи помощи' }).getByRole('link');
  await expect(articles.first()).toHaveText('Пользовательское соглашение›');

  await page.goto('/settings/appearance');
  await page.getByRole('group', { name: 'Язык' }).getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Back to the menu inside the app: the Russian menu it read before is not shown again.
  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Help articles' }).getByRole('link'),
  ).toHaveText(['Terms of use›', 'Privacy policy›', 'Contacts›']);

  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/help\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy policy/);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
  expect(serious.map((v) => v.id)).toEqual([]);

  await page.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
});

for (const [locale, menu, heading] of [
  ['pt', 'Artigos de ajuda', 'Termos de uso'],
  ['jp', 'ヘルプ記事', '利用規約'],
] as const) {
  test(`a reader of the ${locale} interface reads help in that language`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('potok.locale', value), locale);
    await page.goto('/help');
    await page.getByRole('navigation', { name: menu }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

for (const theme of ['black', 'white'] as const) {
  test(`help has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    const pages: [path: string, heading: string][] = [
      ['/help', 'Помощь'],
      ['/help/privacy', 'Политика конфиденциальности'],
      ['/help/no-such-page', 'Страница справки не найдена'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
}
