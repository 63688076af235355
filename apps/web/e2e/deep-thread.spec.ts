/**
 * A deep thread as two people meet it (spec §2 "Comment nesting indent is capped at level 6",
 * spec §9 one image per comment, spec §2 notifications' `?comment=` links): under an entry of
 * the author, a reader's thread is seven levels deep; the reader answers the deepest comment
 * from its «Ответить» with an image picked from the disk; the answer shows with its image, each
 * level is indented further than its parent for six indents and no further; the answer's date
 * link, opened in a new tab, shows the thread scrolled to that answer.
 *
 * The entry and the first seven comments are written through the server's own API from the
 * signed-in pages (same-origin `fetch`, as the app's client does).
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { post } from './helpers.ts';
import { person, register } from './people.ts';

const author = person('Лев Глубокий', 'lev_deep', 'glubokaya-vetka-7');
const reader = person('Нина Отвечающая', 'nina_deep', 'otvet-na-otvet-8');
const stamp = Date.now().toString(36).slice(-5);

/** The comment whose own text (not its replies') is `text`. */
function comment(page: Page, text: string) {
  return page.getByRole('article').filter({ has: page.getByText(text, { exact: true }) });
}

test('a reader answers the seventh level with an image; the indent stops at six; its link scrolls to it', async ({
  page,
  browser,
}) => {
  await register(page, author);
  const entry = await post<{ uuid: string }>(page, 'entry', {
    text: `Запись для глубокой ветки ${stamp}`,
  });

  const context = await browser.newContext();
  const second = await context.newPage();
  await register(second, reader);
  // Levels 1–7: a root comment and six answers, each to the one before.
  const texts = Array.from({ length: 7 }, (_, i) => `Уровень ${i + 1} · ${stamp}`);
  let parent: number | null = null;
  for (const text of texts) {
    const created: { comment_id: number } = await post(second, `entry/${entry.uuid}/comments`, {
      text,
      ...(parent === null ? {} : { parent_id: parent }),
    });
    parent = created.comment_id;
  }

  await second.goto(`/e/${entry.uuid}`);
  const deepest = comment(second, texts[6]!);
  await expect(deepest).toBeVisible();
  await deepest.getByRole('button', { name: 'Ответить' }).click();
  const answer = `Ответ на седьмой уровень с картинкой ${stamp}`;
  const field = second.getByLabel(`Ответ для @${reader.username}`, { exact: true });
  await field.fill(answer);
  const image = await sharp({
    create: { width: 240, height: 160, channels: 3, background: '#3a7bd5' },
  })
    .png()
    .toBuffer();
  const chooser = second.waitForEvent('filechooser');
  await second.getByRole('button', { name: 'Прикрепить изображение' }).click();
  await (await chooser).setFiles({ name: 'lodka.png', mimeType: 'image/png', buffer: image });
  await expect(second.getByRole('img', { name: 'Превью: lodka.png' })).toBeVisible();
  await expect(second.getByText('Загружено')).toBeVisible();
  await second.getByRole('button', { name: 'Отправить' }).click();

  const reply = comment(second, answer);
  await expect(reply).toBeVisible();
  await expect(reply.locator('img[src*="/media/"]')).toHaveCount(1);

  // Each answer further right than its parent for six indents (levels 2–7); the answer to the
  // seventh level (the eighth) stays at the seventh's indent.
  const left = async (text: string) => (await comment(second, text).boundingBox())!.x;
  const xs = [...(await Promise.all(texts.map(left))), await left(answer)];
  for (let level = 1; level <= 6; level++) expect(xs[level]!).toBeGreaterThan(xs[level - 1]!);
  expect(xs[7]).toBe(xs[6]);

  // The answer's date link, opened in a new tab, lands on the answer.
  const href = await reply.locator('a[href*="comment="]').first().getAttribute('href');
  expect(href).toMatch(/\?comment=\d+$/);
  const fresh = await context.newPage();
  await fresh.setViewportSize({ width: 390, height: 700 });
  await fresh.goto(href!);
  const linked = comment(fresh, answer);
  await expect(linked).toBeInViewport();
  await expect(linked.locator('img[src*="/media/"]')).toHaveCount(1);
  await context.close();
});
