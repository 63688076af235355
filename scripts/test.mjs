#!/usr/bin/env node
/**
 * `npm test`: every test, in order — lint + format + typecheck (`npm run check`), the OpenAPI
 * document's lint (`npm run lint:openapi`: Redocly, no error and no warning), unit and
 * integration tests (vitest: common, server on PGlite, and the server suite again on PostgreSQL
 * when TEST_DATABASE_URL is set), the production build with its first-screen size check, and
 * the browser tests in headless Chromium. Where no Chromium is found (CHROMIUM_PATH, then
 * /usr/bin/chromium) the browser tests are skipped with a loud message; `npm run test:e2e`
 * itself fails without a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

run('lint, format and typecheck', npm, ['run', 'check']);
run('OpenAPI document lint (Redocly, recommended rules)', npm, ['run', 'lint:openapi']);
run('unit and integration tests (PGlite)', npm, ['exec', '--', 'vitest', 'run'], {
  TEST_DATABASE_URL: '',
});
if (process.env.TEST_DATABASE_URL) {
  run(
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
run('production build of the web app', npm, ['run', 'build']);
run('first-screen size check', npm, ['exec', '--', 'node', 'scripts/check-size.mjs']);

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (chromium) {
  run('browser tests (headless Chromium)', npm, ['run', 'test:e2e:built'], {
    CHROMIUM_PATH: chromium,
  });
} else {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium).\n!! Install it with: apt-get install -y chromium — CI always runs them.\n${line}`,
  );
}
console.log('\n✔ all tests passed');
