#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser tests. Fails (never skips) when no Chromium is found at
 * CHROMIUM_PATH or /usr/bin/chromium; `npm test` is the one that skips loudly instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error(
    'test:e2e: no Chromium found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error(
    'test:e2e: the web app is not built — run `npm run build` first (npm run test:e2e does).',
  );
  process.exit(1);
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
