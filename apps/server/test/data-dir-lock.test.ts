/**
 * One server per data directory (DESIGN.md §3 "data-directory lock", src/db/data-dir-lock.ts),
 * with real server processes: a second server on a DATA_DIR that a running one holds exits 1 at
 * once with one line naming the directory and the holder's pid, changes nothing, and the first
 * keeps serving without losing a row; after a kill -9 of the holder the next start takes the
 * directory over and finds its data. In process: `buildApp` without a database holds the lock
 * until the app closes.
 *
 * Embedded database only, so skipped in the PostgreSQL run (TEST_DATABASE_URL set): with
 * DATABASE_URL the lock is not taken, and these processes would not use TEST_DATABASE_URL anyway
 * — the PGlite run has already covered them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_ENV } from './harness.ts';
import {
  demoToken,
  listeningUrl,
  type MainProcess,
  newestTexts,
  postEntry,
  startMain,
} from './main-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

const running: MainProcess[] = [];
const dirs: string[] = [];

function start(dataDir: string, args: string[] = []): MainProcess {
  const server = startMain(dataDir, {}, args);
  running.push(server);
  return server;
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A DATA_DIR whose database is migrated already (migrated-data-dir.ts), removed afterwards. */
async function migratedDir(prefix: string): Promise<string> {
  const dir = await migratedDataDir(prefix);
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one server per DATA_DIR', () => {
  it('refuses a second server on a held DATA_DIR with one line naming it and the holder; the first loses no row', async () => {
    const dataDir = await migratedDir('potok-lock-');
    const first = start(dataDir, ['--demo']);
    const url = await listeningUrl(first);
    const token = await demoToken(url);
    const before = ['до второго сервера №1', 'до второго сервера №2', 'до второго сервера №3'];
    for (const text of before) expect(await postEntry(url, token, text)).toBe(200);
    const lockFile = path.join(dataDir, 'potok.lock');
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(first.child.pid));

    const second = start(dataDir);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toBe(
      `potok: could not start: DATA_DIR ${dataDir} is in use by another Potok server ` +
        `(pid ${first.child.pid}); stop that server first, or give this one its own DATA_DIR\n`,
    );
    expect(second.stdout()).toBe('');
    // The refused start left the holder's pid in place.
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(first.child.pid));

    const after = [
      'после второго сервера №1',
      'после второго сервера №2',
      'после второго сервера №3',
    ];
    for (const text of after) expect(await postEntry(url, token, text)).toBe(200);
    const { texts, total } = await newestTexts(url, 6);
    expect(texts).toEqual([...before, ...after].reverse());
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    // Released on a clean shutdown: the file stays, empty.
    expect(await readFile(lockFile, 'utf8')).toBe('');

    const again = start(dataDir);
    const againUrl = await listeningUrl(again);
    expect(await newestTexts(againUrl, 6)).toEqual({ texts, total });
  }, 120_000);

  it('holds DATA_DIR for as long as an app that opened its own database is open', async () => {
    const dataDir = await migratedDir('potok-lock-app-');
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
    const webDist = path.join(dataDir, 'no-web-build');
    const app = await buildApp(config, { webDist });
    try {
      // Refused in the same process too: the lock belongs to the open file, not the process.
      await expect(buildApp(config, { webDist })).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use by another Potok server (pid ${process.pid})`,
      );
    } finally {
      await app.close();
    }
    const again = await buildApp(config, { webDist });
    await again.close();
  });

  it('takes over the directory of a server killed with kill -9, data and all', async () => {
    // A DATA_DIR whose parents do not exist yet: created with them, and its database with all
    // the migrations (the other tests of main.ts start from a migrated one).
    const dataDir = path.join(await tempDir('potok-lock-kill9-'), 'nested', 'data');
    const holder = start(dataDir, ['--demo']);
    const url = await listeningUrl(holder);
    const token = await demoToken(url);
    const texts = ['перед kill -9 №1', 'перед kill -9 №2'];
    for (const text of texts) expect(await postEntry(url, token, text)).toBe(200);
    const written = await newestTexts(url, texts.length);
    holder.child.kill('SIGKILL');
    expect((await holder.exited).signal).toBe('SIGKILL');
    // The dead holder's pid is still in the file; its lock went with the process.
    const lockFile = path.join(dataDir, 'potok.lock');
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(holder.child.pid));

    const next = start(dataDir);
    const nextUrl = await listeningUrl(next);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(next.child.pid));
    expect(await newestTexts(nextUrl, texts.length)).toEqual(written);
    expect(written.texts).toEqual([...texts].reverse());
  }, 120_000);
});
