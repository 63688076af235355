/**
 * A paged list as a reader meets it on a phone (spec §4 "Paged lists", §9 feed page size 7): a
 * profile opened cold shows its whole first page — then, scrolled to its end, the next page joins
 * it, each entry once, until the oldest.
 */

import { expect, test } from '@playwright/test';
import { FEED_PAGE_SIZE } from '@potok/common';
import { post } from './helpers.ts';
import { person, register } from './people.ts';

const writer = person('Вера Полякова', 'vera_lists', 'dlinnaya-lenta-zapisei-3');
/** More than one page of entries. */
const COUNT = FEED_PAGE_SIZE + 3;
/** The n-th entry's text (1 is the oldest): three lines, so the first page is taller than a phone. */
const text = (n: number) =>
  `Запись номер ${n} в длинной ленте.\nВторая строка записи ${n}.\nТретья строка, чтобы карточка была высокой.`;

test.use({ viewport: { width: 390, height: 700 } });

test('a profile shows its first page whole and the next one when scrolled to the end', async ({
  page,
}) => {
  await register(page, writer);
  for (let n = 1; n <= COUNT; n++) await post(page, 'entry', { text: text(n) });

  // A cold load of the profile: the page brings its first screen, the list shows in steps.
  await page.goto(`/u/${writer.username}`);
  const entries = page.getByRole('main').getByRole('article');
  await expect(entries).toHaveCount(FEED_PAGE_SIZE);
  // Newest first: the last of the first page is the 4th entry; the 3rd is on the next page.
  await expect(entries.first()).toContainText(`Запись номер ${COUNT} в длинной`);
  await expect(entries.last()).toContainText(
    `Запись номер ${COUNT - FEED_PAGE_SIZE + 1} в длинной`,
  );
  await expect(
    entries.filter({ hasText: `Запись номер ${COUNT - FEED_PAGE_SIZE} в длинной` }),
  ).toHaveCount(0);

  // To the end of the list: the next page comes by itself, each entry once.
  await entries.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect(entries).toHaveCount(COUNT);
  for (let n = 1; n <= COUNT; n++) {
    await expect(entries.filter({ hasText: `Запись номер ${n} в длинной` })).toHaveCount(1);
  }
  await expect(entries.last()).toContainText('Запись номер 1 в длинной');
  // The oldest is there: nothing more to load.
  await expect(page.getByRole('button', { name: 'Загрузить ещё' })).toHaveCount(0);
});
