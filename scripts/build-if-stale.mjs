#!/usr/bin/env node
/**
 * Builds the web app (`npm run build --workspace @potok/web`) only when what the build reads has
 * changed since the last successful build — so a second `npm start` with nothing changed starts
 * the server at once instead of rebuilding for 10–15 s.
 *
 * What the build reads: everything under apps/web except the build's output and the browser
 * tests (dist, e2e, node_modules, test-results, playwright-report, .vite, playwright.config.ts) —
 * that is the sources, public files, index.html and the config files (vite.config.ts,
 * tsconfig.json, package.json) —, packages/common (except node_modules) and package-lock.json
 * (a changed dependency). Their paths and contents are hashed (SHA-256); after a successful build
 * the hash is written to apps/web/dist/.build-stamp. The build is skipped when
 * apps/web/dist/index.html exists and the stamp holds the same hash. Vite empties dist when a
 * build starts, so a failed or interrupted build leaves no stamp and the next start builds again.
 *
 * `--always` builds whatever the stamp says (and writes the stamp): that is `npm run build`.
 * `npm start` imports `buildIfStale` (scripts/start.mjs) and runs the server in the same process.
 *
 * Exit code: the build's (0 when skipped). SIGINT/SIGTERM are passed to the build, which is
 * awaited.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'apps/web/dist');
const STAMP = join(DIST, '.build-stamp');

/** Folders and files under apps/web and packages/common the build does not read. */
const NOT_READ = new Set([
  'dist',
  'e2e',
  'node_modules',
  'test-results',
  'playwright-report',
  '.vite',
  'playwright.config.ts',
]);

/** Every file under `dir` the build may read, as absolute paths, sorted. */
function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_READ.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

/** SHA-256 (hex) of the paths and contents of everything the web build reads. */
function sourcesHash() {
  const files = [
    ...filesUnder(join(ROOT, 'apps/web')),
    ...filesUnder(join(ROOT, 'packages/common')),
    join(ROOT, 'package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Runs `npm run build --workspace @potok/web`, passing on SIGINT/SIGTERM; resolves its exit code. */
function build() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', 'build', '--workspace', '@potok/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds the web app when its sources changed since the last successful build, or whatever the
 * stamp says with `always`. Resolves the build's exit code (0 when skipped); writes the stamp
 * after a successful build.
 */
export async function buildIfStale({ always = false } = {}) {
  const hash = sourcesHash();
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (!always && stamp === hash && existsSync(join(DIST, 'index.html'))) {
    console.log('web app: built from the current sources (apps/web/dist) — not rebuilding');
    return 0;
  }
  const code = await build();
  if (code === 0) writeFileSync(STAMP, `${hash}\n`);
  return code;
}

// Run as a script (`npm run build`), not imported by scripts/start.mjs.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await buildIfStale({ always: process.argv.includes('--always') }));
}
