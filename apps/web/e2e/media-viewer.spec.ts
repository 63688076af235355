/**
 * Media in the browser: an entry with two images (alt text on one) posted through the API as
 * the compose modal does it (`POST upload`, then `POST entry`) shows both in the feed with
 * their alt text; a click opens the image viewer, where the arrow keys move, space and `+` zoom,
 * the alt text is the caption and Escape closes, focus back on the image. An NSFW entry's image
 * stays blurred until «Показать»; an AI-made entry's media carry the AI mark. In the compose
 * modal, `@` and `#` offer usernames and tags chosen with the keyboard. axe finds nothing
 * serious in the viewer in either theme.
 *
 * With MEDIA_SHOTS=<folder>, screenshots of the feed, the viewer and the suggestions (390 and
 * 1280 px, both themes) are written there.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createFile } from 'mp4box';
import { drawPng } from './helpers.ts';
import { person, register } from './people.ts';

const writer = person('Вера Фотографова', 'vera_media', 'svet-i-ten-2024');
const friend = person('Мирон Соседов', 'miron_media', 'sosed-po-lestnice-5');

const ALT = 'Закат над рекой, лодка у берега';
const TEXT = `Две фотографии с прогулки ${Date.now().toString(36)} #фотопрогулка`;
const shots = process.env.MEDIA_SHOTS;

/**
 * A small mp4 (`width`×`height`, three samples): enough for the server to read its size and
 * for the browser to show a player.
 */
function mp4(width: number, height: number): Buffer {
  const file = createFile();
  file.init({ brands: ['isom', 'iso2', 'avc1', 'mp41'], timescale: 1000 });
  const track = file.addTrack({
    width,
    height,
    type: 'avc1',
    timescale: 1000,
    avcDecoderConfigRecord: new Uint8Array([1, 66, 0, 30, 255, 225, 0, 0, 1, 0, 0]).buffer,
  });
  const sample = new Uint8Array(1000);
  for (let i = 0; i < 3; i += 1) file.addSample(track, sample, { duration: 100, is_sync: i === 0 });
  return Buffer.from(file.getBuffer().buffer as ArrayBuffer);
}

/** `POST upload` of a drawn PNG or an mp4 (with `alt` when given); the file's uuid. */
async function upload(page: Page, origin: string, bytes: Buffer, alt?: string): Promise<string> {
  const video = bytes.subarray(4, 8).toString('latin1') === 'ftyp';
  const res = await page.request.post('/v1/upload', {
    headers: { origin },
    multipart: {
      file: video
        ? { name: 'clip.mp4', mimeType: 'video/mp4', buffer: bytes }
        : { name: 'photo.png', mimeType: 'image/png', buffer: bytes },
      ...(alt ? { alt } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payload: { uuid: string } }).payload.uuid;
}

/** `POST entry` with `files` and publishing options. */
async function post(page: Page, origin: string, body: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/v1/entry', { headers: { origin }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** A context at `width` px in `theme`, signed in as the writer. */
async function contextFor(
  browser: Browser,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  theme: string,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: state,
  });
  await context.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
  return context;
}

test.describe.configure({ mode: 'serial' });

let state: Awaited<ReturnType<BrowserContext['storageState']>>;

test('a friend registers and a tag is used once', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, friend);
  await post(page, baseURL!, { text: 'Привет всем! #фотопрогулка', files: [] });
  await context.close();
});

test('two images show with their alt text and open the viewer', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await register(page, writer);
  const first = await upload(page, origin, await drawPng(page, 1200, 800, 20), ALT);
  const second = await upload(page, origin, await drawPng(page, 800, 1000, 200));
  await post(page, origin, { text: TEXT, files: [first, second] });
  const nsfw = await upload(page, origin, await drawPng(page, 900, 600, 330));
  await post(page, origin, { text: 'Без пометки смотреть нельзя', files: [nsfw], is_nsfw: true });
  const ai = await upload(page, origin, await drawPng(page, 1000, 700, 120));
  await post(page, origin, { text: 'Нарисовано нейросетью', files: [ai], is_ai: true });
  const still = await upload(page, origin, await drawPng(page, 640, 480, 60));
  const clip = await upload(page, origin, mp4(320, 240));
  await post(page, origin, { text: 'Кадр и видео', files: [still, clip] });
  state = await page.context().storageState();

  // The second image is held back: its ThumbHash placeholder is painted meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/media/${second}/w640`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/feed');
  const entry = page.getByRole('article').filter({ hasText: TEXT });
  const withAlt = entry.getByRole('img', { name: ALT });
  const other = entry.getByRole('img', { name: 'Изображение 2 из 2' });
  await expect(withAlt).toBeVisible();
  await expect(other).toBeVisible();
  await expect(withAlt).toHaveAttribute('src', `/media/${first}/w640`);
  // Both have loaded, and their boxes were sized before they did (width/height attributes).
  await expect
    .poll(() => withAlt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(withAlt).toHaveAttribute('width', '1200');
  await expect(other).toHaveAttribute('height', '1000');
  const otherCell = entry.getByRole('link', { name: 'Изображение 2 из 2' });
  await expect(otherCell).toHaveCSS('background-image', /url\("data:image\/png;base64,/);
  release();
  await expect
    .poll(() => other.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Painted until the image loads, then gone (a transparent image shows no placeholder).
  await expect(otherCell).toHaveCSS('background-image', 'none');
  if (shots) {
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/feed-black-1280.png` });
  }

  // The viewer: opens on the clicked image, with its alt text as the caption.
  await withAlt.click();
  const viewer = page.getByRole('dialog', { name: 'Просмотр изображений' });
  await expect(viewer).toBeVisible();
  const current = viewer.locator('.yarl__slide_current');
  await expect(current).toHaveAttribute('aria-label', '1 из 2');
  await expect(viewer.getByText(ALT)).toBeVisible();
  await expect(viewer.getByText('пробел — увеличить')).toBeVisible();
  // The original, whole.
  const big = current.getByRole('img', { name: ALT });
  await expect(big).toHaveAttribute('src', `/media/${first}`);
  await expect
    .poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);

  // Arrow keys move through the gallery.
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', '2 из 2');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '1 из 2');

  // Space toggles zoom; `+` zooms in ("Уменьшить" is enabled only when zoomed in).
  const zoomOut = viewer.getByRole('button', { name: 'Уменьшить' });
  await expect(zoomOut).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(zoomOut).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(zoomOut).toBeDisabled();
  await page.keyboard.press('+');
  await expect(zoomOut).toBeEnabled();

  // Escape closes; the focus is back on the image that opened the viewer.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(entry.getByRole('link', { name: ALT })).toBeFocused();

  // A video plays in place with controls, and in the viewer as a video.
  const mixed = page.getByRole('article').filter({ hasText: 'Кадр и видео' });
  const inline = mixed.locator('video');
  await expect(inline).toHaveAttribute('controls', '');
  await expect(inline).toHaveAttribute('preload', 'metadata');
  await expect(inline).toHaveAttribute('src', `/media/${clip}`);
  await mixed.getByRole('link', { name: 'Изображение 1 из 2' }).click();
  await expect(current).toHaveAttribute('aria-label', '1 из 2');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', '2 из 2');
  await expect(current.locator('video[controls]')).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('an NSFW image is blurred until shown; an AI-made one carries the mark', async ({ page }) => {
  await page.context().addCookies(state.cookies);
  await page.goto('/feed');
  const nsfw = page.getByRole('article').filter({ hasText: 'Без пометки смотреть нельзя' });
  const show = nsfw.getByRole('button', { name: 'Показать' });
  await expect(show).toBeVisible();
  const image = nsfw.locator('img[src$="/w640"]');
  await expect(image).toHaveCSS('filter', /blur/);
  // Hidden from keyboard and screen readers while veiled.
  await expect(nsfw.getByRole('img', { name: 'Изображение 1 из 1' })).toHaveCount(0);
  await show.click();
  await expect(show).toBeHidden();
  await expect(image).toHaveCSS('filter', 'none');
  await expect(nsfw.getByRole('img', { name: 'Изображение 1 из 1' })).toBeVisible();

  const ai = page.getByRole('article').filter({ hasText: 'Нарисовано нейросетью' });
  await expect(ai.getByRole('img', { name: 'Создано с помощью ИИ' })).toBeVisible();
});

test('typing @ and # in compose offers usernames and tags, chosen by keyboard', async ({
  page,
}) => {
  await page.context().addCookies(state.cookies);
  await page.goto('/feed');
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox');
  await field.pressSequentially('Гуляли с @miron_me');
  const people = dialog.getByRole('listbox', { name: 'Люди' });
  await expect(people.getByRole('option', { name: new RegExp(friend.name) })).toBeVisible();
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0/);
  if (shots) await page.screenshot({ path: `${shots}/suggest-users-black-1280.png` });
  await page.keyboard.press('Enter');
  await expect(people).toBeHidden();
  await expect(field).toHaveValue(`Гуляли с @${friend.username} `);

  await field.pressSequentially('#ФОТОп');
  const tags = dialog.getByRole('listbox', { name: 'Теги' });
  await expect(tags.getByRole('option', { name: '#фотопрогулка' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue(`Гуляли с @${friend.username} #фотопрогулка `);
  await expect(field).toBeFocused();

  // Escape closes the list, not the compose modal.
  await field.pressSequentially('#фото');
  await expect(tags).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tags).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('the comment form offers the same suggestions', async ({ page }) => {
  await page.context().addCookies(state.cookies);
  await page.goto('/feed');
  await page
    .getByRole('article')
    .filter({ hasText: TEXT })
    .getByRole('link', { name: /комментари/i })
    .click();
  await expect(page).toHaveURL(/\/e\//);
  const field = page.getByRole('textbox', { name: 'Комментарий' });
  // In the whole suite a key typed in the first moments after the page opens was seen lost
  // (never when this file runs alone; noted for investigation). The suggestions are what this
  // test is about: the text is typed again until the field holds all of it.
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially('Спасибо, @MIRON_m', { delay: 25 });
    await expect(field).toHaveValue('Спасибо, @MIRON_m', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const people = page.getByRole('listbox', { name: 'Люди' });
  const option = people.getByRole('option', { name: new RegExp(friend.name) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(`@${friend.username}`);
  if (shots) await page.screenshot({ path: `${shots}/suggest-comment-black-1280.png` });
  await option.click();
  await expect(people).toBeHidden();
  await expect(field).toHaveValue(`Спасибо, @${friend.username} `);
  await expect(field).toBeFocused();
});

for (const theme of ['black', 'white']) {
  test(`the viewer and the suggestions pass axe (${theme})`, async ({ browser }) => {
    for (const width of shots ? [390, 1280] : [1280]) {
      const context = await contextFor(browser, state, theme, width);
      const page = await context.newPage();
      await page.goto('/feed');
      const entry = page.getByRole('article').filter({ hasText: TEXT });
      const image = entry.getByRole('img', { name: ALT });
      await expect(image).toBeVisible();
      if (shots) {
        for (const [name, text] of [
          ['feed', TEXT],
          ['feed-nsfw', 'Без пометки'],
          ['feed-ai', 'Нарисовано нейросетью'],
          ['feed-video', 'Кадр и видео'],
        ] as const) {
          const article = page.getByRole('article').filter({ hasText: text });
          await article.scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              article
                .locator('img[src*="/w640"]')
                .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete)),
            )
            .toBe(true);
          // Decoded images are painted a frame later.
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png` });
        }
      }
      await image.click();
      const viewer = page.getByRole('dialog', { name: 'Просмотр изображений' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(ALT)).toBeVisible();
      if (shots) {
        await expect(viewer).toHaveCSS('opacity', '1');
        await page.screenshot({ path: `${shots}/viewer-${theme}-${width}.png` });
      }
      const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const serious = result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      await page.getByRole('button', { name: /Что нового/ }).click();
      const field = page.getByRole('dialog').getByRole('textbox');
      await field.pressSequentially('#фото');
      await expect(page.getByRole('listbox', { name: 'Теги' })).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/suggest-${theme}-${width}.png` });
      const modal = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(
        modal.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`),
      ).toEqual([]);
      await context.close();
    }
  });
}
