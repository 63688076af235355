#!/usr/bin/env node
/**
 * `npm test`: every test, in order — lint + format + typecheck (`npm run check`), the OpenAPI
 * document's lint (`npm run lint:openapi`: Redocly, no error and no warning), unit and
 * integration tests (vitest: common, server on PGlite, and the server suite again on PostgreSQL
 * when TEST_DATABASE_URL is set), the production build with its first-screen size check and
 * its runtime check (React DOM, scripts/check-react-dom.mjs), the browser tests in headless
 * Chromium, and the scale-out browser test (two server processes
 * behind nginx on one PostgreSQL database, apps/web/e2e/scale-out.spec.ts). Where no Chromium is
 * found (CHROMIUM_PATH, then /usr/bin/chromium) the browser tests are skipped with a loud
 * message; `npm run test:e2e` itself fails without a browser. The scale-out test is skipped, as
 * loudly, without TEST_DATABASE_URL or nginx (NGINX_PATH, then /usr/sbin/nginx);
 * `npm run test:scale-out` itself fails without them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The step running now; a SIGINT/SIGTERM (Ctrl+C) is passed to its process group and awaited
 * (the browser tests' Playwright then stops its web server), then `npm test` exits 130.
 */
let current;
let stopping;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    // The whole step (its shell and what the shell runs), as a terminal's Ctrl+C would.
    if (current) {
      try {
        process.kill(-current.pid, signal);
      } catch {
        // The step has just ended.
      }
    }
    // No step running: nothing to wait for.
    if (!current) process.exit(130);
  });
}

/**
 * Runs one step, its output on this terminal; exits with its code when it fails. On Ctrl+C the
 * step gets the signal (the browser tests then stop their server) and `npm test` ends after it.
 */
async function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
    // Its own process group, so a signal reaches every process of the step.
    detached: true,
  });
  current = child;
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  current = undefined;
  if (stopping) {
    console.error(`\n✖ ${title}: stopped (${stopping})`);
    process.exit(130);
  }
  if (status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(status);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

await run('lint, format and typecheck', npm, ['run', 'check']);
await run('OpenAPI document lint (Redocly, recommended rules)', npm, ['run', 'lint:openapi']);
await run('unit and integration tests (PGlite)', npm, ['exec', '--', 'vitest', 'run'], {
  TEST_DATABASE_URL: '',
});
if (process.env.TEST_DATABASE_URL) {
  await run(
    'server integration tests on PostgreSQL',
    npm,
    ['exec', '--', 'vitest', 'run', '--project', 'server'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  );
} else {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is skipped)',
  );
}
await run('production build of the web app', npm, ['run', 'build']);
await run('first-screen size check', npm, ['exec', '--', 'node', 'scripts/check-size.mjs']);
await run('React DOM in the build', npm, ['exec', '--', 'node', 'scripts/check-react-dom.mjs']);

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
const line = '!'.repeat(78);
if (chromium) {
  await run('browser tests (headless Chromium)', npm, ['run', 'test:e2e:built'], {
    CHROMIUM_PATH: chromium,
  });
} else {
  console.warn(
    `\n${line}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium).\n!! Install it with: apt-get install -y chromium — CI always runs them.\n${line}`,
  );
}

const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p) => p && existsSync(p));
// deploy/nginx.conf sends the precompressed brotli files: Debian's module package.
const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
const missing = [
  chromium ? null : 'Chromium',
  process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL',
  nginx && brotli ? null : 'nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)',
].filter(Boolean);
if (missing.length === 0) {
  await run(
    'scale-out browser test (two processes behind nginx on PostgreSQL)',
    npm,
    ['run', 'test:scale-out'],
    { CHROMIUM_PATH: chromium, NGINX_PATH: nginx },
  );
} else {
  console.warn(
    `\n${line}\n!! SCALE-OUT TEST SKIPPED: missing ${missing.join(', ')}.\n!! CI installs nginx and sets TEST_DATABASE_URL, so it always runs there.\n${line}`,
  );
}
console.log('\n✔ all tests passed');
