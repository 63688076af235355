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
 * - `GET /bench/info`: the process id, Node version, the database driver and the job kinds the
 *   worker runs (`timeline.*` ones mean new entries are fanned out by jobs);
 * - `POST /bench/capture` `{ on }`: records every statement the process sends through `pg`
 *   (text and parameters) while on; turning it off answers the recorded list (hot.bench.ts: the
 *   SQL of a request as the app really sends it);
 * - `POST /bench/sql` `{ sql, params, explain }`: runs one statement on the server's own pool
 *   (the only way in to an embedded database the process holds), or, with `explain`, its
 *   `EXPLAIN (ANALYZE, BUFFERS)` inside a transaction that is rolled back (writes explained too);
 *   answers `{ rows }` or `{ plan }` or `{ error }`;
 * - `POST /bench/build-timelines` `{ userIds }`: builds those people's materialized timelines
 *   (`buildTimelines` of modules/timeline, before they are measured) unless a usable one (not
 *   stale) is kept from an earlier run; answers `{ built, reused }`.
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
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openConfiguredDb, openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createTimelineRepository } from '../src/modules/timeline/timeline.repository.ts';
import { createJobRegistry, createServices } from '../src/services.ts';

/** A statement as sent through `pg`: its text and parameters. */
interface SentStatement {
  sql: string;
  params: unknown[];
}
/** Statements recorded while capture is on (`POST /bench/capture`); null when off. */
let captured: SentStatement[] | null = null;
/** The connection a `/bench/sql` statement holds: the bench's own queries are not recorded. */
const benchClients = new WeakSet<object>();
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (captured && !benchClients.has(this)) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === 'string') {
      captured.push({ sql: first, params: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ sql: q.text, params: q.values ?? (Array.isArray(second) ? second : []) });
    }
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

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
// The services and job kinds as buildApp would make them, kept here so `/bench/info` can list
// the kinds this server's worker runs.
const services = createServices({ db: handle.db, config });
const jobKinds = createJobRegistry(services);
const app = await buildApp(config, {
  db: handle,
  services,
  jobRegistry: jobKinds,
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
app.get('/bench/info', { schema: { hide: true } }, async () => ({
  pid: process.pid,
  node: process.version,
  driver: handle.driver,
  jobKinds: jobKinds.names(),
}));
app.post('/bench/capture', { schema: { hide: true } }, async (request) => {
  const { on } = request.body as { on: boolean };
  const list = captured ?? [];
  captured = on ? [] : null;
  return { statements: on ? [] : list };
});
app.post('/bench/sql', { schema: { hide: true } }, async (request) => {
  const { sql, params, explain } = request.body as {
    sql: string;
    params?: unknown[];
    explain?: boolean;
  };
  const client = await handle.pool.connect();
  benchClients.add(client);
  try {
    if (!explain) return { rows: (await client.query(sql, params ?? [])).rows };
    await client.query('BEGIN');
    try {
      const text = `EXPLAIN (ANALYZE, BUFFERS) ${sql}`;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(text, params ?? []);
      return { plan: rows.map((r) => r['QUERY PLAN']).join('\n') };
    } finally {
      await client.query('ROLLBACK');
    }
  } catch (error) {
    if (!explain) return { error: (error as Error).message };
    // A write that cannot run again as recorded (its unique key exists now): the plan alone.
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params ?? []);
      await client.query('ROLLBACK');
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      return { plan: `-- not run again (${(error as Error).message}): EXPLAIN only\n${plan}` };
    } catch (second) {
      await client.query('ROLLBACK').catch(() => {});
      return { error: `${(error as Error).message}; ${(second as Error).message}` };
    }
  } finally {
    benchClients.delete(client);
    client.release();
  }
});
app.post('/bench/build-timelines', { schema: { hide: true } }, async (request) => {
  const { userIds } = request.body as { userIds: number[] };
  // A list kept by the fan-outs since an earlier run is already what a build would make.
  const { rows } = await handle.pool.query<{ owner_id: number }>(
    'SELECT owner_id FROM timeline_owners WHERE owner_id = ANY($1::int[]) AND NOT stale',
    [userIds],
  );
  const usable = new Set(rows.map((r) => Number(r.owner_id)));
  const missing = userIds.filter((id) => !usable.has(id));
  await createTimelineRepository(handle.db).buildTimelines(missing);
  return { built: true, reused: userIds.length - missing.length };
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
