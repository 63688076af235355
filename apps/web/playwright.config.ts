import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV } from './e2e/server-env.ts';

/**
 * Browser tests: the built web app served by the real server on a fresh embedded database, in
 * Debian's headless Chromium (never a downloaded browser). `e2e/run.mjs` checks that a browser
 * exists, makes the servers' temporary data folder (E2E_DATA_DIR) and removes it afterwards.
 * Run without it (`playwright test`), one folder is made here — once: the worker processes
 * load this file again and inherit the variable — and left in the system's temporary folder.
 *
 * Two servers, each with its own database and one worker (a project each), run the specs at
 * once on the machine's two cores: specs read global views (the Abyss's «N новых записей» bar,
 * search, tags, the feeds catalogue), which a spec writing at the same moment on the same
 * server would change, so no two specs ever share a server at the same time. SECOND_SERVER lists
 * the specs of the second server, about half of the suite's time; every other spec runs on the
 * first. A spec finds its server's data folder (mail, the operators' channel) in its project's
 * metadata (e2e/server.ts). E2E_PORT chooses the first server's port (8095 by default); the
 * second listens on the next one.
 */
const port = Number(process.env.E2E_PORT ?? 8095);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'potok-e2e-'));
const root = process.env.E2E_DATA_DIR;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Specs of the second server (file names); the first runs the rest. */
const SECOND_SERVER = [
  'accessibility.spec.ts',
  'compose-attach.spec.ts',
  'custom-feeds.spec.ts',
  'demo.spec.ts',
  'help.spec.ts',
  'languages.spec.ts',
  'link-cards.spec.ts',
  'long-thread.spec.ts',
  'notifications.spec.ts',
  'recovery.spec.ts',
  'search.spec.ts',
  'tags.spec.ts',
];
/** Specs no project runs: the scale-out spec starts its own servers (playwright.scale-out.config.ts). */
const ELSEWHERE = ['scale-out.spec.ts'];

/** The two servers: a name (the project's), a port and a data folder each. */
const SERVERS = [1, 2].map((n) => ({
  name: `server-${n}`,
  port: port + n - 1,
  dataDir: join(root, `server-${n}`),
}));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per server.
  workers: SERVERS.length,
  projects: SERVERS.map((server, i) => ({
    name: server.name,
    ...(i === 0 ? { testIgnore: [...ELSEWHERE, ...SECOND_SERVER] } : { testMatch: SECOND_SERVER }),
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${server.port}` },
    metadata: { dataDir: server.dataDir },
  })),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
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
  webServer: SERVERS.map((server) => ({
    // The server as `npm start` runs it: the bundle built by `npm run build` (apps/server/bundle.mjs).
    command: 'node --max-semi-space-size=4 --heap-growing-percent=20 ../server/dist/main.js',
    url: `http://127.0.0.1:${server.port}/v1/auth/session`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
    },
  })),
});
