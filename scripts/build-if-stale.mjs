#!/usr/bin/env node
/**
 * Builds what `npm start` runs — the web app (`npm run build --workspace @potok/web`, into
 * apps/web/dist) and the server's bundle (apps/server/bundle.mjs, into apps/server/dist) — each
 * only when what its build reads has changed since its last successful build, so a second
 * `npm start` with nothing changed starts the server at once instead of rebuilding.
 *
 * What a build reads: for the web app, everything under apps/web except the build's output and
 * the browser tests (dist, e2e, node_modules, test-results, playwright-report, .vite,
 * playwright.config.ts) — that is the sources, public files, index.html and the config files —;
 * for the server, apps/server/src and bundle.mjs; for both, packages/common (except
 * node_modules) and package-lock.json (a changed dependency). Their paths and contents are
 * hashed (SHA-256); after a successful build the hash is written to `<dist>/.build-stamp`. A
 * build is skipped when its output exists and the stamp holds the same hash. Each build empties
 * its dist first, so a failed or interrupted build leaves no stamp and the next start builds
 * again.
 *
 * `--always` builds whatever the stamps say (and writes them): that is `npm run build`.
 * `npm start` imports `buildIfStale` (scripts/start.mjs) and runs the server in the same process.
 *
 * Exit code: the first failed build's (0 when all were skipped or succeeded). SIGINT/SIGTERM are
 * passed to the web build, which is awaited.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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

/** SHA-256 (hex) of the paths and contents of `files` (absolute paths). */
function sourcesHash(files) {
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
function buildWeb() {
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

/** Bundles the server in this process (apps/server/bundle.mjs); resolves 0, or 1 on a failure. */
async function buildServer() {
  const { bundleServer } = await import('../apps/server/bundle.mjs');
  try {
    await bundleServer();
    console.log('server: bundled (apps/server/dist)');
    return 0;
  } catch (error) {
    console.error('server bundle: the build failed:', error);
    return 1;
  }
}

/**
 * What `npm start` needs built: a key (`only` of buildIfStale), a name for the console, the
 * build's output folder, the file whose presence says the output is whole, the files the build
 * reads, and the build.
 */
const TARGETS = [
  {
    key: 'web',
    name: 'web app',
    dist: join(ROOT, 'apps/web/dist'),
    output: 'index.html',
    reads: () => [...filesUnder(join(ROOT, 'apps/web')), ...common()],
    build: buildWeb,
  },
  {
    key: 'server',
    name: 'server',
    dist: join(ROOT, 'apps/server/dist'),
    output: 'main.js',
    reads: () => [
      ...filesUnder(join(ROOT, 'apps/server/src')),
      join(ROOT, 'apps/server/bundle.mjs'),
      ...common(),
    ],
    build: buildServer,
  },
];

/** What every build reads: packages/common and the lock file. */
function common() {
  return [...filesUnder(join(ROOT, 'packages/common')), join(ROOT, 'package-lock.json')];
}

/**
 * Builds the web app and the server bundle, each when its sources changed since its last
 * successful build, or whatever the stamps say with `always`. Resolves the first failed build's
 * exit code (0 when all were skipped or succeeded); writes a stamp after each successful build.
 * `only` names the targets to consider (`['server']`: the server's bundle alone, as the server
 * tests' global set-up builds it for the tests that start the real process); all by default.
 */
export async function buildIfStale({ always = false, only = undefined } = {}) {
  const current = [];
  for (const target of TARGETS) {
    if (only && !only.includes(target.key)) continue;
    const hash = sourcesHash(target.reads());
    const stampFile = join(target.dist, '.build-stamp');
    const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
    if (!always && stamp === hash && existsSync(join(target.dist, target.output))) {
      current.push(`${target.name} (${relative(ROOT, target.dist)})`);
      continue;
    }
    const code = await target.build();
    if (code !== 0) return code;
    writeFileSync(stampFile, `${hash}\n`);
  }
  if (current.length > 0) {
    console.log(`${current.join(' and ')}: built from the current sources — not rebuilding`);
  }
  return 0;
}

// Run as a script (`npm run build`), not imported by scripts/start.mjs.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await buildIfStale({ always: process.argv.includes('--always') }));
}
