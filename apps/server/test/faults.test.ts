/**
 * Faults of what the server writes to besides its database (docs/decisions/faults.md), on one
 * real server (main.ts) started on a migrated DATA_DIR:
 *
 * - **The media disk fills up during an upload.** MEDIA_DIR is a 1 MiB tmpfs mounted for the
 *   test; where the machine does not allow the mount, a folder whose writes fail with `ENOSPC`
 *   past 1 MiB (enospc-main.ts; said on the test's output). An upload larger than the room left
 *   is answered 503 `server_busy` with `Retry-After` and a sentence saying so; no part of it
 *   stays in the media folder and the database has no row of it; a file that fits is kept,
 *   before and after.
 * - **The mail server is down.** SMTP_URL names a port where nothing listens yet: a request
 *   that mails a code is answered at once (the mail is a job of the write's transaction), the
 *   refused send is logged and retried with the job worker's back-off (10 s before the first
 *   retry), and once a mail server listens there the mail goes out with nothing else done.
 *
 * The two run at once (the mail's wait for its retry is most of the time); the database is
 * read last, with the server stopped. The embedded database only: the media folder and the
 * mail are the same on both, and the PostgreSQL run would repeat it unchanged.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDb, queryRows } from '../src/db/client.ts';
import { type LogLine, listeningUrl, type MainProcess, startMain } from './main-process.ts';
import { jpeg, multipart, png } from './media.ts';
import { migratedDataDir } from './migrated-data-dir.ts';
import { codeOf, startSmtp, type TestSmtp } from './smtp.ts';
import { registerAt } from './sse.ts';

const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Room in the media folder, bytes. */
const CAPACITY = 1024 * 1024;

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A loopback port nothing listens on (bound, then let go). */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(onPostgres)('the media disk full and the mail server down', () => {
  let dataDir: string;
  let mediaDir: string;
  let mounted = false;
  let smtpPort: number;
  let smtp: TestSmtp | undefined;
  let server: MainProcess;
  let url: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir('potok-faults-');
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'potok-faults-media-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', `size=${CAPACITY}`, 'tmpfs', mediaDir]);
      mounted = true;
    } catch (error) {
      console.warn(
        'faults.test.ts: cannot mount a tmpfs here ' +
          `(${String(error).split('\n')[0]}); ENOSPC is injected at the media folder's writes`,
      );
    }
    smtpPort = await unusedPort();
    server = startMain(
      dataDir,
      {
        MEDIA_DIR: mediaDir,
        MEDIA_TEST_CAPACITY: String(CAPACITY),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CAPTCHA_MAX_NUMBER: '20',
        CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
      },
      [],
      mounted ? undefined : path.join(import.meta.dirname, 'enospc-main.ts'),
    );
    url = await listeningUrl(server);
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await smtp?.close();
    if (mounted) await run('umount', [mediaDir]).catch(() => {});
    await rm(mediaDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it.concurrent('the mail waits in the queue while the mail server is down and goes out when it is back', {
    timeout: 60_000,
  }, async () => {
    const token = await registerAt(url, 'mailer');
    const res = await fetch(`${url}/v1/settings/email/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    // The request does not wait for the mail.
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'challenge_code_sended' });

    // The send is refused and will be retried; the log says so in one line, without a stack.
    type JobLine = LogLine & { kind?: string; error?: string };
    const failed = (await server.waitFor(
      (l: JobLine) => l.msg === 'job failed: will retry' && l.kind === 'mail.send',
    )) as JobLine;
    expect(failed.error).toMatch(/ECONNREFUSED/);

    // A mail server comes back on that address: the queued mail goes out at its retry.
    smtp = await startSmtp(smtpPort);
    const mail = await smtp.next((m) => m.to === 'mailer@example.test', 30_000);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(smtp.mails).toHaveLength(1);
    expect(server.stdout()).not.toMatch(/\\n\s+at /);
  });

  it.concurrent('an upload that fills the disk is answered 503 server_busy and leaves nothing', {
    timeout: 60_000,
  }, async () => {
    const token = await registerAt(url, 'uploader');
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
    const small = await png(300, 200);
    const first = await upload(small, 'small.png', 'image/png');
    expect(first).toMatchObject({ status: 200, body: { status: 'file_uploaded' } });
    const kept = await filesUnder(mediaDir);

    const big = await jpeg(2000, 2000, { grain: 1024, quality: 95 });
    expect(big.length).toBeGreaterThan(CAPACITY * 1.5);
    expect(await upload(big, 'big.jpg', 'image/jpeg')).toEqual({
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
  });

  it('keeps no row of the refused upload (read with the server stopped)', async () => {
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
