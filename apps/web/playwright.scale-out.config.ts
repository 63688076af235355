import { defineConfig } from '@playwright/test';

/**
 * The scale-out browser test (e2e/scale-out.spec.ts): two Potok processes behind nginx on one
 * PostgreSQL database, which the spec starts itself — no `webServer` here. `npm run
 * test:scale-out` runs it; it needs the build (`npm run build`), TEST_DATABASE_URL, nginx and
 * Debian's Chromium. E2E_SCALE_PORT chooses nginx's port (8096 by default); the two processes
 * listen on the next two.
 */
const port = Number(process.env.E2E_SCALE_PORT ?? 8096);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: 'scale-out.spec.ts',
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
});
