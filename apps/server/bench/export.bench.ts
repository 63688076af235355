/**
 * The data export of a large account under measurement (DESIGN.md §5 "GDPR", §7 "Performance";
 * docs/decisions/data-export.md): whether the server's memory stays flat while it streams an
 * archive much larger than the memory it uses. Numbers only; nothing is asserted.
 *
 * 1. The app (`buildApp`, the embedded database in memory, media in a temporary folder) listens
 *    on a free local port.
 * 2. One account is given, straight in SQL, BENCH_EXPORT_ENTRIES entries (≈ 600 characters
 *    each), as many notifications, and BENCH_EXPORT_FILES uploaded files of
 *    BENCH_EXPORT_FILE_MIB MiB each (random bytes written in the media folder's layout, so they
 *    do not compress: the archive is at least their sum).
 * 3. `POST /v1/settings/gdpr` over HTTP, read as fast as it comes, then again by a client that
 *    reads at BENCH_EXPORT_SLOW_MIBS MiB/s; the process's resident memory and V8 heap are
 *    sampled every 20 ms during each download and reported as the rise over the level just
 *    before it. The archive's bytes are counted, not kept.
 *
 * Results: printed and written to `bench/results/export.json`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startBenchApp } from './app.ts';
import { envNumber } from './env.ts';

const ENTRIES = envNumber('BENCH_EXPORT_ENTRIES', 20_000);
const FILES = envNumber('BENCH_EXPORT_FILES', 100);
const FILE_MIB = envNumber('BENCH_EXPORT_FILE_MIB', 1);
const SLOW_MIBS = envNumber('BENCH_EXPORT_SLOW_MIBS', 20);

const MiB = 1024 * 1024;
const PASSWORD = 'bench-export-password-1';

/** Peak rise of RSS and heap over the level at the start, sampled every 20 ms while `run` runs. */
async function sampled<T>(run: () => Promise<T>) {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  let retained = 0;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  // With --expose-gc: the heap still in use after a full collection, every 500 ms.
  const collect = global.gc
    ? setInterval(() => {
        global.gc?.();
        retained = Math.max(retained, process.memoryUsage().heapUsed - base.heapUsed);
      }, 500)
    : undefined;
  const started = performance.now();
  try {
    const result = await run();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rssRiseMiB: (rss - base.rss) / MiB,
      heapRiseMiB: (heap - base.heapUsed) / MiB,
      rssBaseMiB: base.rss / MiB,
      retainedMiB: retained / MiB,
    };
  } finally {
    clearInterval(timer);
    clearInterval(collect);
  }
}

/** Downloads the export, reading at most `rateMiBs` MiB/s (0: as fast as it comes). */
function download(origin: string, token: string, rateMiBs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ password: PASSWORD });
    const request = http.request(`${origin}/v1/settings/gdpr`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`export answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let bytes = 0;
      const started = performance.now();
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (rateMiBs <= 0) return;
        const due = (bytes / MiB / rateMiBs) * 1000 - (performance.now() - started);
        if (due > 5) {
          response.pause();
          setTimeout(() => response.resume(), due);
        }
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.end(body);
  });
}

const work = await mkdtemp(path.join(os.tmpdir(), 'potok-export-bench-'));
try {
  const { app, handle, services, origin } = await startBenchApp(work);
  const { user, token } = await services.auth.createAccount(
    {
      username: 'bench_export',
      name: 'Bench',
      email: 'bench_export@example.test',
      password: PASSWORD,
    },
    'bench',
  );
  const other = await services.auth.createAccount(
    {
      username: 'bench_other',
      name: 'Other',
      email: 'bench_other@example.test',
      password: PASSWORD,
    },
    'bench',
  );
  const db = handle.db;
  const filler = 'Поток — простая хронологическая социальная сеть. '.repeat(12);
  await db.execute(
    sql`INSERT INTO entries (uuid, user_id, text)
        SELECT gen_random_uuid(), ${user.userId}, ${filler} || i FROM generate_series(1, ${ENTRIES}) i`,
  );
  await db.execute(
    sql`INSERT INTO notifications (recipient_id, kind, actor_id, dedupe_key)
        SELECT ${user.userId}, 'subscription', ${other.user.userId}, 'bench-' || i
          FROM generate_series(1, ${ENTRIES}) i`,
  );
  for (let i = 0; i < FILES; i += 1) {
    const uuid = randomUUID();
    const folder = path.join(services.files.mediaRoot, uuid.slice(-2), uuid);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'original.jpg'), randomBytes(FILE_MIB * MiB));
    await db.execute(
      sql`INSERT INTO files (uuid, user_id, name, type, size, width, height)
          VALUES (${uuid}, ${user.userId}, ${`photo-${i}.jpg`}, 'image/jpeg', ${FILE_MIB * MiB}, 4000, 3000)`,
    );
  }
  global.gc?.();

  const fast = await sampled(() => download(origin, token, 0));
  global.gc?.();
  const slow = await sampled(() => download(origin, token, SLOW_MIBS));

  const results = {
    entries: ENTRIES,
    notifications: ENTRIES,
    files: FILES,
    file_mib: FILE_MIB,
    fast: {
      archive_mib: Number((fast.result / MiB).toFixed(1)),
      seconds: Number(fast.seconds.toFixed(2)),
      mib_per_s: Number((fast.result / MiB / fast.seconds).toFixed(1)),
      rss_before_mib: Math.round(fast.rssBaseMiB),
      rss_rise_mib: Math.round(fast.rssRiseMiB),
      heap_rise_mib: Math.round(fast.heapRiseMiB),
      retained_heap_rise_mib: Number(fast.retainedMiB.toFixed(1)),
    },
    slow: {
      rate_mib_per_s: SLOW_MIBS,
      archive_mib: Number((slow.result / MiB).toFixed(1)),
      seconds: Number(slow.seconds.toFixed(2)),
      rss_rise_mib: Math.round(slow.rssRiseMiB),
      heap_rise_mib: Math.round(slow.heapRiseMiB),
      retained_heap_rise_mib: Number(slow.retainedMiB.toFixed(1)),
    },
  };
  console.table({ fast: results.fast, slow: results.slow });
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(
    new URL('./results/export.json', import.meta.url),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  await app.close();
  await handle.close();
} finally {
  await rm(work, { recursive: true, force: true });
}
