/**
 * Images of comments under an NSFW entry: a reader of such an entry sees a comment's image
 * blurred behind «Показать», as the entry's own images are, hidden from the keyboard and screen
 * readers until shown; under an entry not so marked the same kind of image shows at once. The
 * entries and comments are written through the API as the web app writes them (`POST upload`,
 * then `POST entry` and `POST entry/{uuid}/comments`). axe finds nothing serious in the veiled
 * comment in either theme.
 *
 * With MEDIA_SHOTS=<folder>, screenshots of the veiled comment (390 and 1280 px, both themes)
 * are written there.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { drawPng } from './helpers.ts';
import { person, register } from './people.ts';

const writer = person('Нина Осторожная', 'nina_nsfw', 'tuman-nad-polem-8');
const shots = process.env.MEDIA_SHOTS;

/** `POST` of a JSON body (or a multipart form) under `/v1/`, expecting 200; the payload. */
async function call<T>(
  page: Page,
  origin: string,
  path: string,
  body: { data?: unknown; multipart?: Record<string, unknown> },
): Promise<T> {
  const res = await page.request.post(`/v1/${path}`, {
    headers: { origin },
    ...(body as object),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payload: T }).payload;
}

/** An entry (NSFW or not) with one comment that carries a drawn image; the entry's uuid. */
async function entryWithImageComment(
  page: Page,
  origin: string,
  text: string,
  nsfw: boolean,
): Promise<string> {
  const { uuid } = await call<{ uuid: string }>(page, origin, 'entry', {
    data: { text, is_nsfw: nsfw },
  });
  const image = await call<{ uuid: string }>(page, origin, 'upload', {
    multipart: {
      file: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await drawPng(page, 800, 600, nsfw ? 330 : 140),
      },
    },
  });
  await call(page, origin, `entry/${uuid}/comments`, {
    data: { text: 'Фото к записи', files: [image.uuid] },
  });
  return uuid;
}

test('a comment image under an NSFW entry stays blurred until shown', async ({ page, baseURL }) => {
  await register(page, writer);
  const marked = await entryWithImageComment(page, baseURL!, 'Осторожно, откровенно', true);
  const plain = await entryWithImageComment(page, baseURL!, 'Обычная прогулка', false);

  const comment = page.locator('[id^="comment-"]').filter({ hasText: 'Фото к записи' });
  for (const theme of ['black', 'white']) {
    for (const width of shots ? [390, 1280] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
      await page.goto(`/e/${marked}`);
      await expect(comment.getByRole('button', { name: 'Показать', exact: true })).toBeVisible();
      if (shots) {
        await comment.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${shots}/comment-nsfw-${theme}-${width}.png` });
      }
      const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const serious = result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious, `${theme}: ${JSON.stringify(serious.map((v) => v.id))}`).toEqual([]);
    }
  }

  await page.goto(`/e/${marked}`);
  const show = comment.getByRole('button', { name: 'Показать', exact: true });
  await expect(show).toBeVisible();
  const image = comment.locator('img[src$="/w640"]');
  await expect(image).toHaveCSS('filter', /blur/);
  await expect(comment.getByRole('img', { name: 'Изображение 1 из 1' })).toHaveCount(0);
  await show.click();
  await expect(show).toBeHidden();
  await expect(image).toHaveCSS('filter', 'none');
  await expect(comment.getByRole('img', { name: 'Изображение 1 из 1' })).toBeVisible();

  await page.goto(`/e/${plain}`);
  const other = page.locator('[id^="comment-"]').filter({ hasText: 'Фото к записи' });
  await expect(other.getByRole('img', { name: 'Изображение 1 из 1' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Показать', exact: true })).toHaveCount(0);
});
