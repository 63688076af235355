#!/usr/bin/env node
/**
 * `npm run screenshots`: every screen, at 390 px and 1280 px, in both themes,
 * as PNG files in ./screenshots. Starts the real server with the built web app on a fresh
 * data directory with the demo network, signs in as the demo account for the signed-in screens,
 * and drives Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) through playwright-core.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

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
const server = spawn(process.execPath, ['apps/server/src/main.ts', '--demo'], {
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
      await page.getByLabel('Имя', { exact: true }).fill('Нина Орлова');
      await page.getByLabel('Имя пользователя').fill('nina_orlova');
      await page.getByLabel('E-mail').fill('nina@example.org');
      await page.getByLabel('Пароль', { exact: true }).fill('12345678');
      await page.getByText(/легко угадать/).waitFor();
    },
  ],
  ['abyss-guest', '/feed/abyss', false],
  ['timeline-guest', '/feed', false],
  ['menu-guest', '/menu', false],
  ['todo', '/search', false],
  ['help', '/help', false],
  ['help-article', '/help/user-agreement', false],
  ['timeline', '/feed', true],
  ['abyss', '/feed/abyss', true],
  [
    'compose',
    '/feed',
    true,
    async (page) => {
      await page
        .getByRole('button', { name: /что нового|написать/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['entry', 'ENTRY', true],
  ['profile', '/u/anya', true],
  ['profile-other', 'OTHER', true],
  ['tag', '/t/велосипед', true],
  ['menu', '/menu', true],
];

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
  for (const theme of ['black', 'white']) {
    for (const width of [390, 1280]) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          locale: 'ru-RU',
        });
        await context.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
        const page = await context.newPage();
        if (signedIn) {
          const res = await page.request.post(`${base}/v1/auth/login`, {
            data: { email: 'anya@demo.potok', password: 'potok-demo' },
            headers: { origin: base },
          });
          if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`);
        }
        for (const [name, path, needsSession, action] of screens) {
          if (needsSession !== signedIn) continue;
          const target =
            path === 'ENTRY' ? `/e/${withComments.uuid}` : path === 'OTHER' ? `/u/${other}` : path;
          await page.goto(base + target);
          await page.waitForLoadState('networkidle');
          if (action) await action(page);
          await page.waitForTimeout(300);
          const file = join(out, `${name}-${width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: false });
          console.log(file);
        }
        await context.close();
      }
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
