#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser tests. Fails (never skips) when no Chromium is found at
 * CHROMIUM_PATH or /usr/bin/chromium; `npm test` is the one that skips loudly instead.
 * The servers' data folder is a fresh temporary one (E2E_DATA_DIR, read by playwright.config.ts,
 * which gives each server a folder inside it), removed when the tests end, passed or failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error(
    'test:e2e: no Chromium found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
if (
  !existsSync(new URL('../dist/index.html', import.meta.url)) ||
  !existsSync(new URL('../../server/dist/main.js', import.meta.url))
) {
  console.error(
    'test:e2e: the web app or the server bundle is not built — run `npm run build` first (npm run test:e2e does).',
  );
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'potok-e2e-'));
// Playwright in a child process; SIGINT/SIGTERM (Ctrl+C, or a parent such as `npm test` passing
// it on) go to it, and it stops its web server (the Potok server) before this script removes the
// data folder and exits.
const child = spawn('playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopped = true;
    child.kill(signal);
  });
}
const status = await new Promise((resolve) => {
  child.on('error', () => resolve(1));
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(stopped ? 130 : status);
