import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: the built web app served by the real server on a fresh embedded database, in
 * Debian's headless Chromium (never a downloaded browser). `e2e/run.mjs` checks that a browser
 * exists, makes the server's temporary data folder (E2E_DATA_DIR) and removes it afterwards.
 * Run without it (`playwright test`), one folder is made here — once: the worker processes
 * load this file again and inherit the variable — and left in the system's temporary folder.
 * E2E_PORT chooses the server's port (8095 by default).
 */
const port = Number(process.env.E2E_PORT ?? 8095);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'potok-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Starts its own servers behind nginx: playwright.scale-out.config.ts runs it.
  testIgnore: 'scale-out.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: the bundle built by `npm run build` (apps/server/bundle.mjs).
    command: 'node --max-semi-space-size=4 --heap-growing-percent=20 ../server/dist/main.js',
    url: `http://127.0.0.1:${port}/v1/auth/session`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_MAX_NUMBER: '1000',
      // Specs write their data through the API as a person would, only faster (a thread of
      // 1,000 replies in long-thread.spec.ts).
      WRITE_RATE_LIMIT: '100000',
      // Every spec signs people up and in from 127.0.0.1, more than the per-address limits
      // allow a real person in a minute (the limits themselves are tested on the server).
      AUTH_RATE_LIMIT: '100000',
      CAPTCHA_RATE_LIMIT: '100000',
      // Link cards of pages that specs serve on 127.0.0.1 (link-cards.spec.ts); tests only.
      LINK_PREVIEW_ALLOW_LOOPBACK: 'true',
    },
  },
});
