/**
 * What the in-process benchmarks share (media.bench.ts, comments.bench.ts): the app on an
 * embedded database in memory with a bare route beside it — the floor every figure is reported
 * against —, autocannon in a worker thread, and the summary of a list of timings.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';

/** The path of the bare route: a small JSON answer with a response schema, as an API route has. */
export const FLOOR_PATH = '/bench/floor';

/** A running app of a benchmark: close `app`, then `handle`. */
export interface BenchApp {
  app: FastifyInstance;
  handle: DbHandle;
  services: Services;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/**
 * Builds the app on a migrated in-memory embedded database (writes unlimited, logs at
 * BENCH_LOG_LEVEL or warn, data such as media under `dataDir`), adds FLOOR_PATH and listens on
 * a free local port.
 */
export async function startBenchApp(dataDir: string): Promise<BenchApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    WRITE_RATE_LIMIT: '100000',
  });
  const handle = await openDb({ driver: 'pglite', dataDir: null });
  await runMigrations(handle);
  const services = createServices({ db: handle.db, config });
  const app = await buildApp(config, { db: handle, services });
  app.get(
    FLOOR_PATH,
    {
      schema: {
        hide: true,
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, total_items: { type: 'integer' } },
          },
        },
      },
    },
    async () => ({ status: 'ok', total_items: 7 }),
  );
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, handle, services, origin };
}

/** Runs one autocannon job in a worker thread (load.worker.ts). */
export function drive(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(new URL('./load.worker.ts', import.meta.url), { workerData: job });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type === 'done') resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

/** Mean, min and max of a list of milliseconds. */
export function stats(ms: number[]) {
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return { mean, min: Math.min(...ms), max: Math.max(...ms) };
}
