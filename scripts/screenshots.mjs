#!/usr/bin/env node
/**
 * `npm run screenshots`: every screen at four widths — 390 px (a phone), 768 px (a tablet: the
 * bottom tab bar), 1280 px and 1920 px (desktops: the navigation rail) — in both themes, as PNG
 * files `<screen>-<width>-<theme>.png` in ./screenshots (not committed).
 * SCREENSHOTS_ONLY=entry,tag and SCREENSHOTS_WIDTHS=390,1280 narrow a run down;
 * SCREENSHOTS_THEMES=white picks the themes. LOCALES=ru,en,pt,jp shoots each screen in each
 * interface language (ru by default; a file of another language is named
 * `<screen>-<width>-<theme>-<locale>.png`): the stored language is set before the app loads, and
 * the steps that press buttons find them by their texts in that language. Starts the real
 * server with the built web app on a fresh data directory with the demo network, signs in as the
 * demo account for the signed-in screens (which first publishes one long entry, ~5,000
 * characters, so the timeline shows it collapsed and `entry-long` whole), and drives Debian's
 * Chromium (CHROMIUM_PATH or /usr/bin/chromium) through playwright-core.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'screenshots');
mkdirSync(out, { recursive: true });
const port = Number(process.env.SCREENSHOTS_PORT ?? 8097);
const base = `http://127.0.0.1:${port}`;
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
if (!executablePath) {
  console.error('screenshots: no Chromium (set CHROMIUM_PATH or apt-get install -y chromium)');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'potok-shots-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js', '--demo'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`${base}/v1/auth/session`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Viewport heights of the widths: a phone, a tablet upright, a laptop, a full HD monitor. */
const VIEWPORTS = { 390: 844, 768: 1024, 1280: 800, 1920: 1080 };
const widths = (
  process.env.SCREENSHOTS_WIDTHS?.split(',').map(Number) ?? [390, 768, 1280, 1920]
).filter((width) => width in VIEWPORTS);
const only = process.env.SCREENSHOTS_ONLY ? new Set(process.env.SCREENSHOTS_ONLY.split(',')) : null;
const themes = process.env.SCREENSHOTS_THEMES?.split(',') ?? ['black', 'white'];
/** Interface languages to shoot (the app's locale codes: jp is Japanese). */
const locales = (process.env.LOCALES?.split(',') ?? ['ru']).filter((locale) =>
  ['ru', 'en', 'pt', 'jp'].includes(locale),
);
const BROWSER_LOCALE = { ru: 'ru-RU', en: 'en-US', pt: 'pt-BR', jp: 'ja-JP' };

/** The current language of the run, for {@link say}. */
let locale = 'ru';
const texts = new Map();
/** A text of the interface in the current language: `say('compose', 'drafts.save')`. */
function say(namespace, key) {
  const id = `${locale}/${namespace}`;
  if (!texts.has(id)) {
    const file = join(root, 'apps/web/src/i18n/locales', locale, `${namespace}.json`);
    texts.set(id, JSON.parse(readFileSync(file, 'utf8')));
  }
  const text = key.split('.').reduce((tree, part) => tree?.[part], texts.get(id));
  if (typeof text !== 'string') throw new Error(`screenshots: no text ${id}:${key}`);
  return text;
}
/** A case-blind pattern of the start of a text (up to its first placeholder or punctuation). */
function starting(text) {
  const head = text.split(/\{\{|[:：?？.。]/)[0].trim();
  return new RegExp(head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** Screens: [name, path, needs sign-in, action after load]. */
const screens = [
  ['landing', '/', false],
  ['login', '/auth/login', false],
  ['register', '/auth/register', false],
  [
    'register-weak',
    '/auth/register',
    false,
    async (page) => {
      await page.getByLabel(say('app', 'auth_name'), { exact: true }).fill('Нина Орлова');
      await page.getByLabel(say('app', 'auth_username'), { exact: true }).fill('nina_orlova');
      await page.getByLabel(say('app', 'auth_email'), { exact: true }).fill('nina@example.org');
      await page.getByLabel(say('app', 'auth_password'), { exact: true }).fill('12345678');
      await page.getByText(starting(say('status', 'password_too_weak'))).waitFor();
    },
  ],
  ['abyss-guest', '/feed/abyss', false],
  ['timeline-guest', '/feed', false],
  ['menu-guest', '/menu', false],
  ['todo', '/notifications', false],
  ['search-guest', '/search', false],
  ['help', '/help', false],
  ['help-article', '/help/user-agreement', false],
  ['about', '/about', false],
  ['donate', '/donate', false],
  ['settings-guest', '/settings', false],
  ['appearance-guest', '/settings/appearance', false],
  ['entry-guest', 'ENTRY', false],
  ['timeline', '/feed', true],
  ['abyss', '/feed/abyss', true],
  [
    'compose',
    '/feed',
    true,
    async (page) => {
      await page
        .getByRole('button', { name: starting(say('screens', 'feed.compose')) })
        .or(page.getByRole('button', { name: say('app', 'tab_compose') }))
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['compose-attachments', '/feed', true, (page) => composeWith(page, 'write')],
  ['compose-drafts', '/feed', true, (page) => composeWith(page, 'drafts')],
  ['compose-gif', '/feed', true, (page) => composeWith(page, 'gif')],
  ['entry', 'ENTRY', true],
  ['entry-long', 'LONG', true],
  ['profile', '/u/anya', true],
  ['profile-other', 'OTHER', true],
  ['profile-subscribers', '/u/anya/subscribers', true],
  ['profile-subscriptions', '/u/anya/subscriptions', true],
  ['profile-badges', '/u/anya/badges', true],
  ['profile-other-badges', 'OTHER/badges', true],
  ['feeds', '/feeds', true],
  ['feeds-guest', '/feeds', false],
  ['feed-list', '/feed/list', true],
  ['feed-page', 'FEED', true],
  [
    'feed-create',
    '/feeds',
    true,
    async (page) => {
      await page
        .getByRole('button', { name: say('feeds', 'catalogue.create') })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['bookmarks', '/bookmarks', true],
  ['notifications', '/notifications', true],
  ['tag', '/t/велосипед', true],
  ['search', '/search?q=велосипед', true],
  ['search-entries', '/search/entries?q=велосипед', true],
  ['menu', '/menu', true],
  ['settings', '/settings', true],
  ['appearance', '/settings/appearance', true],
  ['settings-profile', '/settings/profile', true],
  ['settings-notifications', '/settings/notifications', true],
  ['settings-connections', '/settings/connections', true],
  ['settings-permissions', '/settings/permissions', true],
  ['settings-gdpr', '/settings/gdpr', true],
  ['settings-delete-account', '/settings/delete-account', true],
  ['help-signed-in', '/help', true],
];

/** A PNG of one colour, `width`×`height`, as `setInputFiles` takes it. */
async function pngFile(name, colour, width = 400, height = 260) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A small animated GIF (three frames). */
async function gifFile(name, width = 120, height = 80) {
  const raw = Buffer.alloc(width * height * 3 * 4);
  for (let i = 0; i < raw.length; i += 4) {
    const frame = Math.floor(i / (width * height * 4));
    raw.set([frame * 90, 120, 200 - frame * 50, 255], i);
  }
  const buffer = await sharp(raw, {
    raw: { width, height: height * 3, channels: 4, pageHeight: height },
  })
    .gif({ delay: [200, 200, 200] })
    .toBuffer();
  return { name, mimeType: 'image/gif', buffer };
}

/**
 * The compose modal with attachments, on one of its tabs: a GIF uploaded before (for the GIF
 * tab, picked there), a saved draft (for the drafts tab), two uploaded images (one with alt
 * text) and one still uploading.
 */
async function composeWith(page, tab) {
  await page.unroute('**/v1/upload');
  const gif = await gifFile('wave.gif');
  await page.request.post(`${base}/v1/upload`, {
    multipart: { file: gif },
    headers: { origin: base },
  });
  await page
    .getByRole('button', { name: starting(say('screens', 'feed.compose')) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByLabel(say('screens', 'compose.textLabel'));
  await text.fill('Черновик: заметки о поездке на Байкал, лёд и ветер, фотографии позже');
  await dialog.getByRole('button', { name: say('compose', 'drafts.save') }).click();
  await text.fill('Утро на озере: туман, лодки и первые рыбаки.');
  const input = dialog.locator('input[type="file"]').first();
  await input.setInputFiles([
    await pngFile('lake-morning.png', '#4a7fb0'),
    await pngFile('boats.png', '#b07a4a'),
  ]);
  await dialog.getByText(say('compose', 'attach.done'), { exact: true }).nth(1).waitFor();
  // The third one stays uploading: its answer is held back.
  await page.route('**/v1/upload', () => {});
  await input.setInputFiles([await pngFile('slow.png', '#44aa66')]);
  await dialog
    .getByLabel(say('compose', 'attach.altLabel'))
    .first()
    .fill('Туман над озером, у берега две лодки');
  if (tab === 'drafts') {
    await dialog.getByRole('tab', { name: starting(say('compose', 'tabs.drafts')) }).click();
  }
  if (tab === 'gif') {
    await dialog.getByRole('tab', { name: 'GIF' }).click();
    const pick = dialog.getByRole('button', { name: starting(say('compose', 'gif.pick')) }).first();
    await pick.click();
  }
  // The alerts of the draft saved fade first.
  await page.waitForTimeout(3800);
}

/** A long entry (≈ 5,000 characters in paragraphs): collapsed in lists, whole on its page. */
const LONG_TEXT = Array.from(
  { length: 20 },
  (_, i) =>
    `${i + 1}. Длинная запись о велосипедной поездке вдоль реки: утренний туман, мост, ` +
    'старая мельница, потом долгий подъём через лес и спуск к деревне, где пекут хлеб. ' +
    'Записи в Потоке идут строго по времени, поэтому длинный текст в ленте сворачивается.',
).join('\n\n');
let longEntry = null;

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const abyss = await (await fetch(`${base}/v1/feed/abyss?limit=7`)).json();
  const withComments = abyss.items.find((e) => e.counters.comments > 0) ?? abyss.items[0];
  const other = abyss.items.find((e) => e.user.username !== 'anya')?.user.username ?? 'anya';
  const catalogue = await (await fetch(`${base}/v1/feeds`)).json();
  const feedUuid = catalogue.items[0]?.uuid ?? 'none';
  for (const [theme, width, language] of themes.flatMap((theme) =>
    widths.flatMap((width) => locales.map((language) => [theme, width, language])),
  )) {
    locale = language;
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: VIEWPORTS[width] },
        locale: BROWSER_LOCALE[language],
      });
      await context.addInitScript(
        ([t, l]) => {
          localStorage.setItem('potok.theme', t);
          localStorage.setItem('potok.locale', l);
        },
        [theme, language],
      );
      const page = await context.newPage();
      if (signedIn) {
        const res = await page.request.post(`${base}/v1/auth/login`, {
          data: { email: 'anya@demo.potok', password: 'potok-demo' },
          headers: { origin: base },
        });
        if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`);
        if (!longEntry) {
          const posted = await page.request.post(`${base}/v1/entry`, {
            data: { text: LONG_TEXT },
            headers: { origin: base },
          });
          if (!posted.ok()) throw new Error(`long entry not published: ${posted.status()}`);
          longEntry = (await posted.json()).payload.uuid;
        }
      }
      for (const [name, path, needsSession, action] of screens) {
        if (needsSession !== signedIn || (only && !only.has(name))) continue;
        const target =
          path === 'ENTRY'
            ? `/e/${withComments.uuid}`
            : path.startsWith('OTHER')
              ? `/u/${other}${path.slice('OTHER'.length)}`
              : path === 'FEED'
                ? `/feed/${feedUuid}`
                : path === 'LONG'
                  ? `/e/${longEntry}`
                  : path;
        await page.goto(base + target);
        await page.waitForLoadState('networkidle');
        // Lists and pages mark themselves busy until their data shows.
        await page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached', timeout: 5000 })
          .catch(() => {});
        if (action) await action(page);
        await page.waitForTimeout(300);
        const suffix = language === 'ru' ? '' : `-${language}`;
        const file = join(out, `${name}-${width}-${theme}${suffix}.png`);
        await page.screenshot({ path: file, fullPage: false });
        console.log(file);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  // The data folder goes once the server has stopped writing to it.
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
