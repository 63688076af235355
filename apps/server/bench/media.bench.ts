/**
 * Uploads and media under measurement (DESIGN.md §5 "media", §7 "Performance"): what a
 * 12-megapixel JPEG costs the server, reported beside a bare Fastify route of the same process
 * and run. Numbers only; nothing is asserted.
 *
 * 1. A 4000×3000 JPEG with camera-like noise and EXIF is made by sharp in a child process
 *    (bench/photo.ts), so drawing it does not count in this process's memory.
 * 2. The app (`buildApp`, the embedded database in memory, media in a temporary folder) listens
 *    on a free local port with `GET /bench/floor` beside it.
 * 3. **Floor**: BENCH_FLOOR_REQUESTS sequential GETs of the bare route (mean ms), then
 *    autocannon on it (load.worker.ts, a worker thread).
 * 4. **Upload**: BENCH_UPLOADS sequential `POST /v1/upload` of the JPEG over HTTP (sniff, header
 *    check, EXIF strip, `w640` and `s100` rendered, ThumbHash, row, folder moved) — ms each, and
 *    the process's resident memory sampled every 10 ms during them (peak and the rise over the
 *    idle level), plus `maxRSS` of the process.
 * 5. **Rendering alone**: `renderImage` on the same bytes, without HTTP or database.
 * 6. **Serving**: autocannon on `GET /media/{uuid}/w640` (a file from disk through @fastify/send).
 *
 * Results: printed as a table and written to `bench/results/media.json`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderImage } from '../src/modules/files/files.media.ts';
import { drive, FLOOR_PATH, startBenchApp, stats } from './app.ts';
import { envNumber } from './env.ts';

const UPLOADS = envNumber('BENCH_UPLOADS', 5);
const FLOOR_REQUESTS = envNumber('BENCH_FLOOR_REQUESTS', 500);
const DURATION = envNumber('BENCH_DURATION', 5);
const WARMUP = envNumber('BENCH_WARMUP', 1);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);

const MiB = 1024 * 1024;

const work = await mkdtemp(path.join(os.tmpdir(), 'potok-media-bench-'));
try {
  const photoFile = path.join(work, 'photo.jpg');
  execFileSync(
    process.execPath,
    ['--experimental-strip-types', new URL('./photo.ts', import.meta.url).pathname, photoFile],
    { stdio: 'inherit' },
  );
  const photo = await readFile(photoFile);

  const { app, handle, services, origin } = await startBenchApp(work);
  const { token } = await services.auth.createAccount(
    {
      username: 'bench_media',
      name: 'Bench',
      email: 'bench_media@example.test',
      password: 'bench-password-1',
    },
    'bench',
  );
  const auth = { authorization: `Bearer ${token}` };

  // 3. Floor, sequential then under load.
  const floorMs: number[] = [];
  for (let i = 0; i < FLOOR_REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${origin}${FLOOR_PATH}`);
    await res.arrayBuffer();
    floorMs.push(performance.now() - started);
  }
  const floorLoad = await drive({
    origin,
    path: '/bench/floor',
    tokens: [],
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
  });

  // 4. Uploads, with the resident memory sampled.
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const uploadMs: number[] = [];
  let uuid = '';
  for (let i = 0; i < UPLOADS; i += 1) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `photo-${i}.jpg`,
    );
    const started = performance.now();
    const res = await fetch(`${origin}/v1/upload`, { method: 'POST', headers: auth, body: form });
    const body = (await res.json()) as { payload?: { uuid: string } };
    uploadMs.push(performance.now() - started);
    if (res.status !== 200 || !body.payload) {
      throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    }
    uuid = body.payload.uuid;
  }
  clearInterval(sampler);
  const maxRssKiB = process.resourceUsage().maxRSS;

  // 5. Rendering alone.
  const renderMs: number[] = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const folder = await mkdtemp(path.join(work, 'render-'));
    const started = performance.now();
    await renderImage(photoFile, 'image/jpeg', folder);
    renderMs.push(performance.now() - started);
    await rm(folder, { recursive: true, force: true });
  }

  // 6. Serving a variant under load.
  const variantLoad = await drive({
    origin,
    path: `/media/${uuid}/w640`,
    tokens: [],
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
  });

  await app.close();
  await handle.close();

  const floor = stats(floorMs);
  const upload = stats(uploadMs);
  const render = stats(renderMs);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    photo: { width: 4000, height: 3000, bytes: photo.length },
    floor: { sequentialMs: floor, load: floorLoad },
    upload: {
      ms: upload,
      ratioToFloor: upload.mean / floor.mean,
      idleRssMiB: idleRss / MiB,
      peakRssMiB: peakRss / MiB,
      riseMiB: (peakRss - idleRss) / MiB,
      maxRssMiB: maxRssKiB / 1024,
    },
    renderOnly: { ms: render, ratioToFloor: render.mean / floor.mean },
    variant: { load: variantLoad, rpsRatioToFloor: variantLoad.rps / floorLoad.rps },
  };
  await writeFile(
    new URL('./results/media.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const f = (n: number, d = 1) => n.toFixed(d);
  console.log(`\nMedia: a ${f(photo.length / MiB, 2)} MiB 4000×3000 JPEG, ${UPLOADS} uploads\n`);
  console.log('| measure | value | ÷ floor |');
  console.log('| --- | ---: | ---: |');
  console.log(`| bare route, sequential mean | ${f(floor.mean, 2)} ms | 1 |`);
  console.log(
    `| upload (HTTP, render, row), mean | ${f(upload.mean)} ms (${f(upload.min)}–${f(upload.max)}) | ${f(result.upload.ratioToFloor, 0)} |`,
  );
  console.log(
    `| rendering alone, mean | ${f(render.mean)} ms | ${f(result.renderOnly.ratioToFloor, 0)} |`,
  );
  console.log(
    `| resident memory idle → peak during uploads | ${f(idleRss / MiB)} → ${f(peakRss / MiB)} MiB (+${f(result.upload.riseMiB)}) | – |`,
  );
  console.log(`| maxRSS of the process | ${f(result.upload.maxRssMiB)} MiB | – |`);
  console.log(
    `| bare route under load | ${f(floorLoad.rps, 0)} req/s, p99 ${floorLoad.p99} ms | 1 |`,
  );
  console.log(
    `| GET /media/{uuid}/w640 under load | ${f(variantLoad.rps, 0)} req/s, p99 ${variantLoad.p99} ms | ${f(result.variant.rpsRatioToFloor, 3)} |`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
