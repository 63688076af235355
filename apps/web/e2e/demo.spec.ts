/**
 * The demo network as its account meets it (README "Try it with the demo"; docs/decisions/
 * demo-network.md): a Potok server of its own, started from the built bundle as
 * `npm start -- --demo` runs it, on a fresh data folder — never the browser tests' shared
 * server, whose database the other specs need empty. Аня (anya@demo.potok, potok-demo) signs
 * in, opens her profile from the rail and finds on its badges tab what her history earned:
 * «Ранний участник», «Первая запись», «Первый комментарий»; axe finds no serious violation there
 * in either theme. She writes an entry in the compose dialog; Константин (another demo person,
 * in a browser of his own) comments on it. Once his comment shows on her notifications screen —
 * its job was queued after any badge award of her entry, so the job worker has been there — no
 * «Вам вручён значок» is on the screen, and her badges tab counts as many as before.
 *
 * The server listens on 127.0.0.1:8119 (E2E_DEMO_PORT moves it), with the settings the shared
 * server gets in playwright.config.ts; it is stopped and its data folder removed afterwards,
 * whatever the outcome.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { audit, card, post } from './helpers.ts';
import { publish } from './people.ts';
import { SERVER_ENV } from './server-env.ts';

const PORT = Number(process.env.E2E_DEMO_PORT ?? 8119);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
/** A first start creates the database, applies its migrations, then seeds (about 1 min busy). */
const START_TIMEOUT_MS = 180_000;
/** The demo's shared password and two of its people (README, apps/server/src/demo/). */
const DEMO_PASSWORD = 'potok-demo';
const ANYA = { email: 'anya@demo.potok', username: 'anya', name: 'Аня Белова' };
const KOSTYA = { email: 'kostya_dev@demo.potok', name: 'Константин Лебедев' };
/** Badges Аня's seeded history earns: she joined early, wrote entries and commented. */
const HELD = ['Ранний участник', 'Первая запись', 'Первый комментарий'];

const stamp = Date.now().toString(36).slice(-5);
const ENTRY = `Пряник снова спит на клавиатуре, а я пишу с телефона ${stamp}`;
const COMMENT = `Передай Прянику привет от моего ноутбука ${stamp}`;

test.use({ baseURL: BASE, viewport: { width: 1280, height: 900 } });

let dataDir: string | undefined;
let server: ChildProcess | undefined;
let exited: Promise<void> = Promise.resolve();
let output = '';

/** The server is still running (not exited, not killed). */
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

// Should the worker itself go away before afterAll, the server goes with it.
process.once('exit', () => {
  if (server && running(server)) server.kill('SIGKILL');
});

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  dataDir = mkdtempSync(join(tmpdir(), 'potok-e2e-demo-'));
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--heap-growing-percent=20', SERVER, '--demo'],
    {
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE,
        DATA_DIR: dataDir,
        // Info, for the ready line; what it printed is shown when the start fails.
        LOG_LEVEL: 'info',
        ...SERVER_ENV,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server = child;
  exited = new Promise((resolve) => child.once('exit', () => resolve()));
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
  }
  // The ready line comes once the demo is loaded and the server listens (main.ts).
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('Potok is running at ')) {
    if (!running(child)) throw new Error(`the demo server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      throw new Error(`the demo server did not start in ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const ready = await fetch(`${BASE}/readyz`);
  expect(ready.status, output).toBe(200);
});

test.afterAll(async () => {
  if (server && running(server)) {
    server.kill('SIGTERM');
    // A clean shutdown takes a few seconds (main.ts gives it 15 at most).
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
    ]);
    if (!stopped) {
      server.kill('SIGKILL');
      await exited;
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in through /auth/login with the demo's password; lands on /feed. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

/** From anywhere in the app: the rail's «Мой профиль», then the profile's badges tab. */
async function openBadges(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${ANYA.username}$`));
  await expect(page.getByRole('heading', { name: ANYA.name })).toBeVisible();
  await page.getByRole('link', { name: /^Значки/ }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${ANYA.username}/badges$`));
  const list = page.getByRole('list', { name: 'Значки' });
  for (const badge of HELD) await expect(list.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return list;
}

test('the demo account holds the badges its history earns, and its next entry earns no «first»', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANYA.email);
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });

  const list = await openBadges(page);
  const held = await list.getByRole('listitem').count();
  await expect(page.getByRole('link', { name: /^Значки/ })).toHaveText(
    new RegExp(`Значки\\s*${held}`),
  );
  await audit(page, `/u/${ANYA.username}/badges`);

  // A new entry from the timeline's compose dialog.
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await publish(page, ENTRY);
  const uuid = await card(page, ENTRY).getAttribute('data-entry');
  expect(uuid).toBeTruthy();

  // Константин comments on it from a browser of his own.
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const kostya = await context.newPage();
    await signIn(kostya, KOSTYA.email);
    await post(kostya, `entry/${uuid}/comments`, { text: COMMENT });
  } finally {
    await context.close();
  }

  // His comment reaches her notifications (reloading while the job worker gets to it)…
  await nav.getByRole('link', { name: 'Уведомления' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  const comment = page.getByRole('listitem').filter({ hasText: COMMENT });
  await expect(async () => {
    await page.reload();
    await expect(comment).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(comment).toContainText(KOSTYA.name);
  await expect(comment).toContainText('Прокомментировал вашу запись');
  // …and no badge was awarded for her entry: none told, none added.
  await expect(page.getByText(/Вам вручён значок/)).toHaveCount(0);
  const after = await openBadges(page);
  await expect(after.getByRole('listitem')).toHaveCount(held);
});
