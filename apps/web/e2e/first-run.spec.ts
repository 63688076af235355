/**
 * A newcomer's first minutes: the landing's main button creates an account, and the empty
 * timeline says in one sentence how Potok works and leads to the two places where people and
 * feeds to follow are found — the Abyss and the feeds catalogue.
 */
import { expect, test } from '@playwright/test';
import { person, register } from './people.ts';

const vika = person('Вика Лебедева', 'vika', 'sinie-gory-na-zakate');

test('the landing leads to sign-up; the empty timeline explains itself and links onward', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const create = main.getByRole('link', { name: 'Создать аккаунт' });
  const login = main.getByRole('link', { name: 'Войти' });
  await expect(create).toBeVisible();
  // The main button comes first and is the filled one.
  expect(
    await create.evaluate(
      (a, b) => Boolean(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await login.elementHandle(),
    ),
  ).toBe(true);
  await create.click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await register(page, vika);
  await expect(
    main.getByText(
      'В Потоке вы подписываетесь на людей и ленты и читаете их записи по времени — новые сверху.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await main.getByRole('link', { name: 'Все записи — в Бездне' }).click();
  await expect(page).toHaveURL(/\/feed\/abyss$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/feed$/);

  await main.getByRole('link', { name: 'Каталог лент' }).click();
  await expect(page).toHaveURL(/\/feeds$/);
});
