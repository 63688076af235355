/**
 * Two Potok processes behind nginx on one PostgreSQL database, as docs/operations.md "Scale
 * out: several processes behind nginx" sets them up: the real server bundle (apps/server/dist,
 * built by `npm run build`) twice, and Debian's nginx with deploy/nginx.conf (its ports and
 * folder replaced, as an operator edits them), in a folder of its own — never the system's
 * nginx service. Run by `npm run test:scale-out` (playwright.scale-out.config.ts); needs
 * TEST_DATABASE_URL (a fresh database is made on that server and dropped after), nginx
 * (NGINX_PATH or /usr/sbin/nginx) and Chromium.
 *
 * Two people in two browsers; every request goes through nginx, which deals them out to the
 * processes in turn (the `X-Upstream` header nginx adds says which one answered). Анна registers,
 * posts an entry with an image; Борис registers and comments on it; Анна's notification badge
 * lights without a reload — the comment was written through one process, her live stream may
 * be held by the other (LISTEN/NOTIFY carries it). Both processes must have answered, and no
 * request may fail. Then the process holding Анна's live stream is stopped (SIGTERM, as systemd
 * stops it): it shuts down cleanly, her stream reconnects through nginx to the other, and the
 * same round — a post with an image, a comment, the badge — goes on without one failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import pg from 'pg';
import { card, drawPng } from './helpers.ts';
import { type Person, person, register } from './people.ts';

const NGINX_PORT = Number(process.env.E2E_SCALE_PORT ?? 8096);
const POTOK_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2] as const;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(REPO, 'apps/server/dist/main.js');

const anna = person('Анна Ахматова', 'anna_scale', 'vecher-1912-stihi');
const boris = person('Борис Пастернак', 'boris_scale', 'sestra-moya-zhizn');
const stamp = Date.now().toString(36).slice(-5);

test.describe.configure({ mode: 'serial' });

/** One Potok process: its child, its port and what it printed. */
interface Potok {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let folder: string;
let database: { admin: string; name: string } | undefined;
const potoks: Potok[] = [];
let nginx: ChildProcess | undefined;
let annaPage: Page;
let borisPage: Page;

/** Every answer the two browsers got (after redirects), and every request that failed. */
const answers: { who: string; url: string; status: number; upstream: string }[] = [];
const failures: string[] = [];

/** Starts the server bundle on `port`; resolves once it says where it runs. */
async function startPotok(port: number, env: Record<string, string>): Promise<Potok> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--heap-growing-percent=20', SERVER],
    {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const potok = { port, child, output: () => text, exited };
  await expect
    .poll(() => (child.exitCode === null ? text.includes('Potok is running') : 'exited'), {
      timeout: 30_000,
      message: `Potok on ${port} starts`,
    })
    .toBe(true);
  return potok;
}

/** deploy/nginx.conf with this test's ports and checkout, inside a main file of its own. */
function nginxConfig(): string {
  const site = readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/^\s*listen \[::\]:80;$/m, '')
    .replace('server 127.0.0.1:8081 ', `server 127.0.0.1:${POTOK_PORTS[0]} `)
    .replace('server 127.0.0.1:8082 ', `server 127.0.0.1:${POTOK_PORTS[1]} `)
    .replaceAll('/opt/potok/', REPO);
  writeFileSync(join(folder, 'potok.conf'), site);
  // The main file Debian's /etc/nginx/nginx.conf would be, in this folder.
  const main = `
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${folder}/access.log;
    client_body_temp_path ${folder}/body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    include ${folder}/potok.conf;
}
`;
  const file = join(folder, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/** Records every answer and failed request of `who`'s `page`. */
function watch(page: Page, who: string): void {
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (url.port !== String(NGINX_PORT)) return;
    answers.push({
      who,
      url: url.pathname,
      status: res.status(),
      upstream: res.headers()['x-upstream'] ?? 'nginx',
    });
    // Every answer a person meets here is a success: a 4xx would be a refusal they see.
    if (res.status() >= 400) failures.push(`${res.status()} ${url.pathname}`);
  });
  page.on('requestfailed', (req) => {
    const url = new URL(req.url());
    const error = req.failure()?.errorText ?? '';
    // A live stream or an image load that the page itself abandoned (it navigated, or the
    // server ended the stream as it stopped) is not a failure the person sees.
    if (error === 'net::ERR_ABORTED') return;
    failures.push(`${req.method()} ${url.pathname}: ${error}`);
  });
}

/** Registers `who` in a browser context of their own, watched; `stream`: waits for /v1/events. */
async function open(browser: Browser, who: Person, stream: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watch(page, who.username);
  const events = stream
    ? page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/events', { timeout: 30_000 })
    : null;
  await register(page, who);
  if (events) expect((await events).status()).toBe(200);
  return page;
}

/** Which process holds `who`'s live stream now: the port of their last `/v1/events` answer. */
function streamPort(who: Person): number {
  const last = answers.filter((a) => a.who === who.username && a.url === '/v1/events').at(-1);
  return Number(last?.upstream.split(',').at(-1)?.trim().split(':')[1]);
}

/** Анна posts an entry with an image from the compose dialog; returns the entry's uuid. */
async function postWithImage(page: Page, text: string, hue: number): Promise<string> {
  await page.goto('/feed');
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Текст записи').fill(text);
  const image = await drawPng(page, 320, 200, hue);
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: `photo-${hue}.png`, mimeType: 'image/png', buffer: image });
  await expect(dialog.getByRole('img', { name: `Превью: photo-${hue}.png` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  const entry = card(page, text);
  await expect(entry.locator('img[src*="/media/"]')).toHaveCount(1);
  // The image itself loads (from whichever process nginx asks: the media folder is shared).
  await expect
    .poll(() =>
      entry
        .locator('img[src*="/media/"]')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  const uuid = (await entry.getAttribute('data-entry')) ?? '';
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  return uuid;
}

/** Борис opens the entry and comments on it from its page. */
async function comment(page: Page, uuid: string, text: string): Promise<void> {
  await page.goto(`/e/${uuid}`);
  await page.getByRole('textbox', { name: /Комментарий|Ваш ответ/ }).fill(text);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(text)).toBeVisible();
}

/** Анна's badge lights without a reload; she looks at her notifications, which clears it. */
async function badgeLightsAndClears(page: Page, from: string): Promise<void> {
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toBeVisible({ timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Уведомления' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: from }).first()).toBeVisible();
  await expect(badge).toHaveCount(0);
  await nav.getByRole('link', { name: 'Лента' }).click();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('scale-out: TEST_DATABASE_URL is not set');
  folder = mkdtempSync(join(tmpdir(), 'potok-scale-out-'));
  // nginx's workers run as another user (`nobody`) when it is started as root: they write
  // request bodies (uploads) into this folder's temporary folders.
  chmodSync(folder, 0o755);
  // A fresh database on the test server, as `createdb potok` makes one.
  const name = `potok_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  database = { admin: server, name };
  const url = new URL(server);
  url.pathname = `/${name}`;
  // What /etc/potok/potok.env holds: the same for every process.
  const env = {
    DATABASE_URL: url.toString(),
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'info',
    CAPTCHA_MAX_NUMBER: '1000',
  };
  // Both at once, on the empty database: they migrate in turn.
  potoks.push(...(await Promise.all(POTOK_PORTS.map((port) => startPotok(port, env)))));
  nginx = spawn(NGINX, ['-p', folder, '-c', nginxConfig(), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let nginxErrors = '';
  nginx.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    nginxErrors += chunk;
  });
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) return `nginx exited: ${nginxErrors}`;
        return fetch(`http://127.0.0.1:${NGINX_PORT}/v1/auth/session`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 10_000, message: 'nginx answers' },
    )
    .toBe(200);
  annaPage = await open(browser, anna, true);
  borisPage = await open(browser, boris, false);
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  // What the processes and nginx said, to tell why.
  for (const potok of potoks)
    console.error(`--- Potok on ${potok.port}:\n${potok.output().slice(-4000)}`);
  console.error(`--- failed requests: ${JSON.stringify(failures)}`);
  try {
    console.error(
      `--- nginx error.log:\n${readFileSync(join(folder, 'error.log'), 'utf8').slice(-4000)}`,
    );
  } catch {
    // nginx did not start.
  }
});

test.afterAll(async () => {
  await annaPage?.context().close();
  await borisPage?.context().close();
  nginx?.kill('SIGQUIT');
  for (const potok of potoks) potok.child.kill('SIGTERM');
  await Promise.all(potoks.map((potok) => potok.exited));
  if (database) {
    const admin = new pg.Client({ connectionString: database.admin });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    await admin.end();
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('requests go to both processes in turn: a post with an image, a comment, a live badge', async () => {
  const uuid = await postWithImage(annaPage, `Запись с фотографией ${stamp}`, 20);
  // Her first entry may have earned her a badge: she looks, and it goes.
  await annaPage.goto('/notifications');
  await expect(annaPage.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  await expect(annaPage.getByTestId('notifications-badge')).toHaveCount(0);
  await annaPage
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Лента' })
    .click();
  await expect(annaPage.getByText(`Запись с фотографией ${stamp}`)).toBeVisible();

  await comment(borisPage, uuid, `Красивое фото! ${stamp}`);
  await badgeLightsAndClears(annaPage, boris.name);

  // nginx dealt the requests out to both processes, about evenly.
  const served = POTOK_PORTS.map(
    (port) => answers.filter((a) => a.upstream === `127.0.0.1:${port}`).length,
  );
  expect(Math.min(...served)).toBeGreaterThan(Math.max(...served) / 3);
  expect(failures).toEqual([]);
});

test('one process stops mid-session; the session goes on through the other', async () => {
  const holder = streamPort(anna);
  const stopped = potoks.find((p) => p.port === holder);
  if (!stopped) throw new Error(`no Potok holds the live stream (${holder})`);
  const survivor = potoks.find((p) => p !== stopped)!;
  // As systemd stops it: SIGTERM, a clean shutdown.
  const reconnected = annaPage.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/events' && r.status() === 200,
    { timeout: 30_000 },
  );
  stopped.child.kill('SIGTERM');
  expect(await stopped.exited).toBe(0);
  const before = answers.length;
  // Анна's stream was ended by the stopping process; her page reconnects, through nginx, to
  // the other one.
  expect((await reconnected).headers()['x-upstream']).toContain(`127.0.0.1:${survivor.port}`);

  const uuid = await postWithImage(annaPage, `Вторая запись ${stamp}`, 200);
  await comment(borisPage, uuid, `И это тоже! ${stamp}`);
  await badgeLightsAndClears(annaPage, boris.name);

  // Every API answer after the stop came from the survivor (nginx may have tried the stopped
  // one first: `X-Upstream` then names both, the survivor last). Images, avatars and icons
  // may come from the browser's cache, with the headers they had then.
  const after = answers.slice(before).filter((a) => a.url.startsWith('/v1/'));
  expect(after.length).toBeGreaterThan(5);
  for (const answer of after) expect(answer.upstream).toMatch(new RegExp(`:${survivor.port}$`));
  expect(failures).toEqual([]);
  expect(survivor.child.exitCode).toBeNull();
});
