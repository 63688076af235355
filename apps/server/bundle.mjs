#!/usr/bin/env node
/**
 * The server as one bundle for `npm start` (docs/decisions/server-bundled.md):
 * rolldown bundles `src/main.ts` and the embedded database's thread `src/db/pglite.worker.ts`,
 * with the dependencies, into `apps/server/dist/` (ES modules: `main.js`, `pglite.worker.js` and
 * shared chunks). Loading one bundle instead of some two thousand modules (each resolved
 * through package.json files, TypeScript stripped on load) is most of a second start's time.
 *
 * Left out of the bundle, loaded from node_modules at run time: packages with native code or
 * files they read beside themselves — PGlite and its socket server (WebAssembly and data
 * bundles), sharp and @node-rs/argon2 (native), @fastify/swagger-ui (its static files),
 * fs-native-extensions (native, required by path), pg-native (optional, never installed), az
 * (the search's morphology: reads its dictionary files beside itself).
 *
 * `dist/` sits at the same depth as `src/`, so a path a module builds from its own
 * `import.meta.url` (config.ts's REPO_ROOT) is the same bundled or not.
 *
 * `npm run dev` and the integration tests run the sources; the browser tests
 * (playwright.config.ts) and the server tests that start the real process (test/main-process.ts,
 * which the server tests' global set-up builds it for) run the bundle.
 * Run as a script: `node apps/server/bundle.mjs` (exit code 1 on a failed build).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** Where the bundle is written. */
export const SERVER_DIST = fileURLToPath(new URL('./dist/', import.meta.url));

/** Packages loaded from node_modules at run time (see the module comment). */
const EXTERNAL = [
  /^node:/,
  /^@electric-sql\//,
  'sharp',
  /^@node-rs\//,
  '@fastify/swagger-ui',
  'fs-native-extensions',
  'pg-native',
  'az',
];

/** Bundles the server into SERVER_DIST (emptied first). Rejects with rolldown's error. */
export async function bundleServer() {
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    cwd: HERE,
    input: { main: 'src/main.ts', 'pglite.worker': 'src/db/pglite.worker.ts' },
    platform: 'node',
    external: EXTERNAL,
    logLevel: 'warn',
    output: { dir: SERVER_DIST, format: 'esm' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await bundleServer();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
