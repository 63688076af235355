/**
 * The server under the mixed-read benchmark (mixed.bench.ts), in a process of its own so that
 * its resident memory is the server's alone: what main.ts runs (configuration from the
 * environment, the embedded database in `DATA_DIR/db` or DATABASE_URL, migrations, `buildApp`),
 * serving the web app's files from `BENCH_WEB_DIST`, plus two routes of the benchmark:
 * - `GET /bench/floor`: the bare route (a small constant object with a response schema), served
 *   by the same process and event loop as the API, so it shows what load on the API costs a
 *   request that needs no database;
 * - `GET /bench/memory`: `process.memoryUsage()` of the process and, on PGlite, the worker's
 *   WebAssembly memory and V8 heap (bytes); after a full garbage collection when the process
 *   was started with `--expose-gc`.
 *
 * `BENCH_JOBS=1` starts the job worker, as main.ts does (events.bench.ts: notifications).
 *
 * `BENCH_PGLITE_SETTINGS` (e.g. `shared_buffers=32MB`) opens PGlite with those Postgres settings
 * instead of the defaults, to measure what they change.
 *
 * Prints one JSON line `{ "origin": "http://127.0.0.1:<port>" }` on stdout once listening;
 * closes cleanly on SIGTERM.
 */

import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openConfiguredDb, openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/** The floor's constant answer: a page-shaped object, small (as in timeline.bench.ts). */
const FLOOR_BODY = { status: 'ok', items: [1, 2, 3, 4, 5, 6, 7], total_items: 7 };

/** `BENCH_PGLITE_SETTINGS` (`shared_buffers=32MB,work_mem=2MB`): Postgres settings to try. */
function pgliteSettings(): Record<string, string> | null {
  const raw = process.env.BENCH_PGLITE_SETTINGS?.trim();
  if (!raw) return null;
  return Object.fromEntries(raw.split(',').map((pair) => pair.split('=').map((s) => s.trim())));
}

const config = readConfig();
const settings = pgliteSettings();
const handle =
  settings && !config.databaseUrl
    ? await openDb({ driver: 'pglite', dataDir: path.join(config.dataDir, 'db'), settings })
    : await openConfiguredDb(config);
await runMigrations(handle);
const app = await buildApp(config, {
  db: handle,
  ...(process.env.BENCH_WEB_DIST ? { webDist: process.env.BENCH_WEB_DIST } : {}),
});
app.get(
  '/bench/floor',
  {
    schema: {
      hide: true,
      response: {
        200: {
          type: 'object',
          properties: {
            status: { type: 'string' },
            items: { type: 'array', items: { type: 'integer' } },
            total_items: { type: 'integer' },
          },
        },
      },
    },
  },
  async () => FLOOR_BODY,
);
app.get('/bench/memory', { schema: { hide: true } }, async () => {
  // Started with --expose-gc (events.bench.ts): a full collection first, so heap sizes compare.
  (globalThis as { gc?: () => void }).gc?.();
  return {
    process: process.memoryUsage(),
    embedded: handle.embeddedMemory ? await handle.embeddedMemory() : null,
  };
});
// BENCH_JOBS=1: the job worker runs, as under main.ts (notifications are made by it).
if (process.env.BENCH_JOBS === '1') await app.jobs.start();
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ origin }));

process.once('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
