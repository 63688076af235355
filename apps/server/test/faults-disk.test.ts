/**
 * Fault: the disk fills up during an upload (docs/decisions.md "Faults"). The real server
 * (main.ts) keeps its media on a 1 MiB tmpfs mounted for the test; where the machine does not
 * allow the mount, on a folder whose writes fail with `ENOSPC` past 1 MiB (enospc-main.ts,
 * said on the test's output). An upload larger than the room left is answered 503
 * `server_busy` with `Retry-After` and a sentence saying so; no part of it stays in the media
 * folder and the database has no row of it; an upload that fits is kept, before and after.
 *
 * The embedded database only (the media folder is the same on both; the PostgreSQL run would
 * repeat it unchanged).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDb, queryRows } from '../src/db/client.ts';
import { listeningUrl, type MainProcess, startMain } from './main-process.ts';
import { jpeg, multipart, png } from './media.ts';
import { registerAt } from './sse.ts';

const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CAPACITY = 1024 * 1024;

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe.skipIf(onPostgres)('the media folder full during an upload', () => {
  let dataDir: string;
  let mediaDir: string;
  let mounted = false;
  let server: MainProcess;
  let url: string;
  let token: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-faults-disk-'));
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'potok-faults-media-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', `size=${CAPACITY}`, 'tmpfs', mediaDir]);
      mounted = true;
    } catch (error) {
      console.warn(
        'faults-disk.test.ts: cannot mount a tmpfs here ' +
          `(${String(error).split('\n')[0]}); ENOSPC is injected at the media folder's writes`,
      );
    }
    server = startMain(
      dataDir,
      {
        MEDIA_DIR: mediaDir,
        MEDIA_TEST_CAPACITY: String(CAPACITY),
        CAPTCHA_MAX_NUMBER: '20',
        CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
      },
      [],
      mounted ? undefined : path.join(import.meta.dirname, 'enospc-main.ts'),
    );
    url = await listeningUrl(server);
    token = await registerAt(url, 'uploader');
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    if (mounted) await run('umount', [mediaDir]).catch(() => {});
    await rm(mediaDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (data: Buffer, filename: string, contentType: string) => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    const res = await fetch(`${url}/v1/upload`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(body.payload),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
    };
  };

  it('answers 503 server_busy, keeps no part of the file and no row; a file that fits is kept', {
    timeout: 60_000,
  }, async () => {
    const small = await png(300, 200);
    const first = await upload(small, 'small.png', 'image/png');
    expect(first).toMatchObject({ status: 200, body: { status: 'file_uploaded' } });
    const kept = await filesUnder(mediaDir);

    const big = await jpeg(2000, 2000, { grain: 1024, quality: 95 });
    expect(big.length).toBeGreaterThan(CAPACITY * 1.5);
    const full = await upload(big, 'big.jpg', 'image/jpeg');
    expect(full).toEqual({
      status: 503,
      retryAfter: '2',
      body: {
        status: 'server_busy',
        message: 'The server has no room for new files now; try again later.',
      },
    });
    // Not a byte of it left behind: the media folder holds what it held before.
    expect(await filesUnder(mediaDir)).toEqual(kept);

    // The room it took is free again: a file that fits is kept.
    const again = await upload(small, 'again.png', 'image/png');
    expect(again).toMatchObject({ status: 200, body: { status: 'file_uploaded' } });

    // The operator is told, without a stack.
    expect(
      server.lines.some(
        (l) => l.msg === 'The server has no room for new files now; try again later.',
      ),
    ).toBe(true);
    expect(server.stdout()).not.toMatch(/\\n\s+at /);

    // The database has the two kept files and nothing of the refused one.
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const db = await openConfiguredDb({ databaseUrl: null, dataDir });
    try {
      const rows = await queryRows<{ name: string }>(
        db.db,
        sql`SELECT name FROM files ORDER BY name`,
      );
      expect(rows.map((r) => r.name)).toEqual(['again.png', 'small.png']);
    } finally {
      await db.close();
    }
  });
});
