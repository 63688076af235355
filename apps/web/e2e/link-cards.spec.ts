/**
 * Link cards in the browser: a person publishes an entry with a link to a page served on this
 * machine (a node:http server started here; the test server runs with
 * LINK_PREVIEW_ALLOW_LOOPBACK, playwright.config.ts), and the card under the entry turns from
 * the link's host into the page's title without a reload of the feed. The card opens the page
 * in a new tab, without opener, referrer or endorsement. A comment with a link in its text
 * gets its card under the text the same way, without a reload of the entry page.
 *
 * The card's icon is the copy Potok keeps (docs/decisions/link-card-media.md): the page's server
 * is asked for it once, by Potok's server; the reader's browser loads it from the app's own
 * origin and sends no request to any other host. axe finds no serious violation on the card.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { person, publish, register } from './people.ts';

const writer = person('Вера Ссылкина', 'vera_links', 'lampa-i-kniga-7');
const commenter = person('Глеб Ссылочный', 'gleb_links', 'most-cherez-reku-3');
const TITLE = 'Как устроен Поток: заметки';
const COMMENT_TITLE = 'Подробный разбор комментариев';

let server: http.Server;
let origin = '';
/** Paths the page's server was asked for (by Potok's server: the browser never calls it). */
const hits: string[] = [];
/** A 1×1 PNG: the page's icon. */
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/notes') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Черновик</title>
         <meta property="og:title" content="${TITLE}">
         <meta property="og:image" content="/cover.png">
         <link rel="icon" href="/icon.png"></head><body><p>…</p></body></html>`,
      );
    } else if (req.url === '/icon.png' || req.url === '/cover.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(ICON);
    } else if (req.url === '/review') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>${COMMENT_TITLE}</title></head></html>`);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the card of a link shows the page title and its icon from Potok, without a reload', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== appOrigin) elsewhere.push(url);
  });
  await register(page, writer);
  // Marks this document: a reload or a navigation would lose it.
  await page.evaluate(() => {
    (window as unknown as { potokMark?: string }).potokMark = 'same page';
  });

  const url = `${origin}/notes`;
  await publish(page, `Прочтите ${url} — коротко и по делу`);

  const entry = page.getByRole('article').first();
  await expect(entry).toContainText('Прочтите');
  const card = entry.getByRole('link', { name: new RegExp(TITLE) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', url);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(card).toContainText(new URL(origin).host);

  // The icon: Potok's copy, loaded from the app's own origin.
  const icon = card.locator('img');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = await icon.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).origin).toBe(appOrigin);
  // The page's server was asked for the icon once (by Potok), never for its og:image.
  expect(hits.filter((hit) => hit === '/icon.png')).toHaveLength(1);
  expect(hits).not.toContain('/cover.png');

  const axe = await new AxeBuilder({ page }).include('article').setLegacyMode(true).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => v.id))).toEqual([]);

  const mark = await page.evaluate(() => (window as unknown as { potokMark?: string }).potokMark);
  expect(mark).toBe('same page');
  await expect(page).toHaveURL(/\/feed$/);
  // Nothing the page loaded came from another host.
  expect(elsewhere).toEqual([]);
});

test('the card of a link in a comment shows the page title without a reload', async ({
  page,
  baseURL,
}) => {
  await register(page, commenter);
  const res = await page.request.post('/v1/entry', {
    headers: { origin: baseURL! },
    data: { text: 'Обсуждаем ссылки в комментариях' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { uuid } = ((await res.json()) as { payload: { uuid: string } }).payload;
  await page.goto(`/e/${uuid}`);
  await page.evaluate(() => {
    (window as unknown as { potokMark?: string }).potokMark = 'same page';
  });

  const url = `${origin}/review`;
  await page.getByRole('textbox', { name: /Комментарий/ }).fill(`Вот разбор: ${url}`);
  await page.getByRole('button', { name: 'Отправить' }).click();

  const comment = page.locator('[id^="comment-"]').filter({ hasText: 'Вот разбор' });
  await expect(comment).toBeVisible();
  const card = comment.getByRole('link', { name: new RegExp(COMMENT_TITLE) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', url);
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

  const mark = await page.evaluate(() => (window as unknown as { potokMark?: string }).potokMark);
  expect(mark).toBe('same page');

  // With MEDIA_SHOTS=<folder>: the comment with its card, 390 and 1280 px, both themes.
  const shots = process.env.MEDIA_SHOTS;
  if (shots) {
    for (const theme of ['black', 'white']) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((t) => localStorage.setItem('potok.theme', t), theme);
        await page.reload();
        await expect(card).toBeVisible();
        await comment.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/comment-link-card-${theme}-${width}.png` });
      }
    }
  }
});
