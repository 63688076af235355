/**
 * Attaching in the browser (spec §2 "Modals: Compose (tabs drafts, attach GIF, publishing
 * options)", §5 "Attachment upload", "Attachments form", "Comment form"): a person attaches
 * images to an entry and sees each upload's progress and then its preview, cancels one while it
 * uploads (silently), gives one an alt text, removes one, has a wrong type and a sixth file
 * refused with an alert, and publishes — the images show in the feed entry; a draft with an
 * image is put aside and restored from the drafts tab; a GIF uploaded earlier is picked from the
 * GIF tab; files dropped on the feed's compose input open compose with them; an entry is edited
 * (text, one file removed) and shows its edited marker; a comment gets a pasted image. The
 * images are real PNG and GIF files drawn here.
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { person, register } from './people.ts';

/** The ru text of the `unsupported_type` status. */
const UNSUPPORTED = JSON.parse(
  readFileSync(new URL('../src/i18n/locales/ru/status.json', import.meta.url), 'utf8'),
).unsupported_type as string;

/** A file as Playwright's `setInputFiles` takes it. */
interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of one colour with a stripe, `width`×`height`. */
async function png(name: string, colour: string, width = 240, height = 160): Promise<FilePayload> {
  const stripe = await sharp({
    create: { width, height: Math.max(1, Math.round(height / 5)), channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: stripe, top: Math.round(height / 2), left: 0 }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** An animated GIF of three frames. */
async function gif(name: string, width = 120, height = 80): Promise<FilePayload> {
  const frames = 3;
  const raw = Buffer.alloc(width * height * frames * 4);
  for (let f = 0; f < frames; f += 1) {
    for (let i = 0; i < width * height; i += 1) {
      const o = (f * width * height + i) * 4;
      raw[o] = (f * 90) % 256;
      raw[o + 1] = 120;
      raw[o + 2] = 200 - f * 50;
      raw[o + 3] = 255;
    }
  }
  const buffer = await sharp(raw, {
    raw: { width, height: height * frames, channels: 4, pageHeight: height },
  })
    .gif({ delay: [200, 200, 200] })
    .toBuffer();
  return { name, mimeType: 'image/gif', buffer };
}

/** Holds every upload answer back by `ms`, so its progress can be seen. */
async function slowUploads(page: Page, ms: number): Promise<void> {
  await page.unroute('**/v1/upload');
  await page.route('**/v1/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {}); // cancelled meanwhile
  });
}

/** The compose dialog, opened from the feed's «Что нового?». */
async function openCompose(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Текст записи')).toBeVisible();
  return dialog;
}

/** The attach file input of the dialog's current tab. */
function fileInput(dialog: Locator): Locator {
  return dialog.locator('input[type="file"]').first();
}

/** Serious and critical axe findings inside the dialog, in both themes. */
async function axeProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['black', 'white']) {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, theme);
    const result = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .setLegacyMode(true)
      .analyze();
    problems.push(
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    );
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'black';
  });
  return problems;
}

test('images: progress, previews, cancel, alt text, remove, refusals, publish, edit', async ({
  page,
}) => {
  const writer = person('Ольга Фотографова', 'olga_attach', 'kamera-i-plenka-35');
  await register(page, writer);
  const dialog = await openCompose(page);
  const publishButton = dialog.getByRole('button', { name: 'Опубликовать' });
  await dialog.getByLabel('Текст записи').fill('Прогулка по набережной');

  // Two images: each uploads with its own progress bar, «Опубликовать» waits for them.
  await slowUploads(page, 1200);
  const red = await png('red.png', '#c03030');
  await fileInput(dialog).setInputFiles([red, await png('blue.png', '#3050c0')]);
  await expect(dialog.getByRole('progressbar', { name: 'Загрузка: red.png' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Загрузка: blue.png' })).toBeVisible();
  await expect(publishButton).toBeDisabled();
  await expect(dialog.getByRole('img', { name: 'Превью: red.png' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'Превью: blue.png' })).toBeVisible();
  await expect(publishButton).toBeEnabled();

  // Cancelled while it uploads: it goes, without a word.
  await slowUploads(page, 5000);
  await fileInput(dialog).setInputFiles([await png('slow.png', '#30c050')]);
  await expect(dialog.getByRole('progressbar', { name: 'Загрузка: slow.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Отменить загрузку: slow.png' }).click();
  await expect(dialog.getByText('slow.png')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(publishButton).toBeEnabled();
  await page.unroute('**/v1/upload');

  // A text file is not an image: ignored with an alert.
  await fileInput(dialog).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('просто текст') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'не прикреплён' })).toBeVisible();
  await expect(dialog.getByText('notes.txt')).toHaveCount(0);

  // Over the 10 MiB image cap: refused at once, nothing sent.
  await fileInput(dialog).setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'Файл слишком большой' })).toBeVisible();
  await expect(dialog.getByText('huge.png')).toHaveCount(0);

  // Bytes that are no image, under an image's name: the server refuses them; the file is
  // marked, the alert names the status, and it can be removed.
  await fileInput(dialog).setInputFiles([
    { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('это не картинка') },
  ]);
  await expect(dialog.getByText('Не загрузилось')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: UNSUPPORTED })).toBeVisible();
  await dialog.getByRole('button', { name: 'Убрать: broken.png' }).click();
  await expect(dialog.getByText('broken.png')).toHaveCount(0);

  // Four more: three fit (five in all), the sixth is dropped with an alert.
  await fileInput(dialog).setInputFiles([
    await png('c.png', '#aa7700'),
    await png('d.png', '#007777'),
    await png('e.png', '#770077'),
    await png('f.png', '#777777'),
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'Не больше 5 файлов' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Превью:/ })).toHaveCount(5);
  await expect(dialog.getByText('f.png')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Прикрепить файлы' })).toBeDisabled();
  for (const name of ['c.png', 'd.png', 'e.png']) {
    await expect(dialog.getByRole('img', { name: `Превью: ${name}` })).toBeVisible();
  }
  for (const name of ['c.png', 'd.png', 'e.png']) {
    await dialog.getByRole('button', { name: `Убрать: ${name}` }).click();
  }
  await expect(dialog.getByRole('img', { name: /^Превью:/ })).toHaveCount(2);
  // The same file again (name, size and type) is a duplicate.
  await fileInput(dialog).setInputFiles([red]);
  await expect(page.getByRole('alert').filter({ hasText: 'уже прикреплён' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Превью:/ })).toHaveCount(2);

  await dialog.getByLabel('Описание изображения').first().fill('Красная лодка у причала');
  expect(await axeProblems(page)).toEqual([]);
  await publishButton.click();
  await expect(dialog).toBeHidden();

  const entry = page.getByRole('article').filter({ hasText: 'Прогулка по набережной' });
  const images = entry.locator('img[src*="/media/"]');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveJSProperty('complete', true);
  expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const href = await entry.locator('a[href^="/e/"]').first().getAttribute('href');
  const uuid = href?.split('/').pop()?.split('?')[0] ?? '';
  const stored = await (await page.request.get(`/v1/entry/${uuid}`)).json();
  expect(stored.content.files.map((file: { alt: string | null }) => file.alt)).toEqual([
    'Красная лодка у причала',
    null,
  ]);

  // Edit: new text, one image fewer; the entry shows it at once with its edited marker.
  await entry.getByRole('button', { name: 'Действия с записью' }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  const editor = page.getByRole('dialog', { name: 'Редактирование записи' });
  await expect(editor.getByLabel('Текст записи')).toHaveValue('Прогулка по набережной');
  await expect(editor.getByRole('img', { name: /^Превью:/ })).toHaveCount(2);
  await expect(editor.getByLabel('Описание изображения').first()).toHaveValue(
    'Красная лодка у причала',
  );
  await editor.getByLabel('Текст записи').fill('Прогулка по набережной, вечер');
  await editor.getByRole('button', { name: 'Убрать: файл 2' }).click();
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toBeHidden();
  const edited = page.getByRole('article').filter({ hasText: 'Прогулка по набережной, вечер' });
  await expect(edited).toContainText('изменено');
  await expect(edited.locator('img[src*="/media/"]')).toHaveCount(1);
});

test('drafts tab, GIF tab and files dropped on the feed', async ({ page }) => {
  const writer = person('Пётр Черновиков', 'petr_drafts', 'chernila-i-pero-12');
  await register(page, writer);

  // Files dropped on «Что нового?» open compose with them attached.
  const animation = await gif('dance.gif');
  await page.getByRole('button', { name: /Что нового/ }).evaluate(
    (target, file) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: file.type }));
      target.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
      target.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    },
    { base64: animation.buffer.toString('base64'), name: animation.name, type: animation.mimeType },
  );
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Превью: dance.gif' })).toBeVisible();
  await expect(dialog.getByText('Загружено')).toBeVisible();
  await dialog.getByLabel('Текст записи').fill('Танцующая гифка');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article').filter({ hasText: 'Танцующая гифка' }).locator('img[src*="/media/"]'),
  ).toHaveCount(1);

  // A draft with an image, put aside and restored.
  dialog = await openCompose(page);
  await dialog.getByLabel('Текст записи').fill('Черновик про осень');
  await fileInput(dialog).setInputFiles([await png('leaf.png', '#d08020')]);
  await expect(dialog.getByText('Загружено')).toBeVisible();
  await dialog.getByRole('button', { name: 'В черновики' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible();
  await expect(dialog.getByLabel('Текст записи')).toHaveValue('');
  await expect(dialog.getByRole('img', { name: /^Превью:/ })).toHaveCount(0);
  await dialog.getByLabel('Текст записи').fill('Второй черновик, на удаление');
  await dialog.getByRole('button', { name: 'В черновики' }).click();

  await dialog.getByRole('tab', { name: /Черновики/ }).click();
  const drafts = dialog.getByRole('list', { name: 'Сохранённые черновики' });
  await expect(drafts.getByRole('listitem')).toHaveCount(2);
  await expect(drafts).toContainText('1 файл');
  expect(await axeProblems(page)).toEqual([]);
  await drafts
    .getByRole('listitem')
    .filter({ hasText: 'на удаление' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await drafts.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByRole('tab', { name: 'Запись' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Текст записи')).toHaveValue('Черновик про осень');
  await expect(dialog.getByRole('img', { name: 'Превью: leaf.png' })).toBeVisible();

  // The draft being written survives closing the modal, its image too.
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openCompose(page);
  await expect(dialog.getByLabel('Текст записи')).toHaveValue('Черновик про осень');
  await expect(dialog.getByRole('img', { name: 'Превью: leaf.png' })).toBeVisible();

  // The GIF uploaded earlier is in the GIF tab: picked, it joins the entry.
  await dialog.getByRole('tab', { name: 'GIF' }).click();
  const pick = dialog.getByRole('button', { name: 'Прикрепить GIF: dance.gif' });
  await expect(pick).toHaveAttribute('aria-pressed', 'false');
  expect(await axeProblems(page)).toEqual([]);
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('tab', { name: 'Запись' }).click();
  await expect(dialog.getByRole('img', { name: /^Превью:/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Черновик про осень' })
      .locator('img[src*="/media/"]'),
  ).toHaveCount(2);
});

test('a comment with a pasted image', async ({ page }) => {
  const writer = person('Семён Комментаторов', 'semen_paste', 'bumaga-i-klej-44');
  await register(page, writer);
  const dialog = await openCompose(page);
  await dialog.getByLabel('Текст записи').fill('Запись для комментария с картинкой');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('article')
    .filter({ hasText: 'Запись для комментария' })
    .locator('a[href^="/e/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/e\//);

  const field = page.getByLabel('Комментарий', { exact: true });
  const image = await png('pasted.png', '#2080d0', 200, 120);
  await field.evaluate(
    (target, file) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: 'image/png' }));
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { base64: image.buffer.toString('base64'), name: image.name },
  );
  await expect(page.getByRole('img', { name: 'Превью: pasted.png' })).toBeVisible();
  await expect(page.getByText('Загружено')).toBeVisible();
  // One image per comment: the image button waits until this one is removed.
  await expect(page.getByRole('button', { name: 'Прикрепить изображение' })).toBeDisabled();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('img', { name: 'Превью: pasted.png' })).toHaveCount(0);
  const comments = page.locator('section[aria-labelledby="comments-heading"]');
  await expect(comments.locator('img[src*="/media/"]')).toHaveCount(1);
});
