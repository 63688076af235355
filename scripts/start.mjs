#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server's bundle only when their sources changed
 * (scripts/build-if-stale.mjs), then runs the bundled server (apps/server/dist/main.js, built by
 * apps/server/bundle.mjs from apps/server/src/main.ts) in this same process — one npm and one
 * Node start instead of two of each, and one bundle to load instead of the sources' modules, so
 * a second start with nothing changed answers within about two seconds of the command.
 * Arguments pass through (`npm start -- --demo`).
 *
 * Node's module compile cache (`module.enableCompileCache`, kept in the system's temporary
 * folder and keyed by file contents; passed to worker threads through NODE_COMPILE_CACHE)
 * spares the JavaScript parse of the bundle on every start after the first. The V8 flags the
 * server needs (`--max-semi-space-size`, `--heap-growing-percent`: docs/decisions/server-memory.md) are given by the npm script, as in the server workspace's own `start`.
 *
 * Exit code: the build's when it fails, otherwise the server's (main.ts).
 */
import module from 'node:module';
import { buildIfStale } from './build-if-stale.mjs';

const cache = module.enableCompileCache?.();
// Worker threads (the embedded database runs in one) take the cache's folder from the
// environment they are started with.
if (cache?.directory) process.env.NODE_COMPILE_CACHE ??= cache.directory;
const code = await buildIfStale();
if (code !== 0) process.exit(code);
await import('../apps/server/dist/main.js');
