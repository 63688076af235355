/**
 * The real entry point (src/main.ts) as `npm start` runs it, on an embedded database in a
 * temporary DATA_DIR (DESIGN.md §7 "graceful shutdown"): a request in flight when SIGTERM
 * arrives is answered, the process exits 0 and the database opens again (also when a Ctrl+C
 * arrives twice, as under `npm start`); a start that cannot
 * listen exits 1 with one line naming PORT; a `kill -9` right after acknowledged writes loses
 * none of them (DESIGN.md §7 "Reliability": the embedded default keeps acknowledged writes).
 * Embedded database only, so skipped in the PostgreSQL run (TEST_DATABASE_URL set): the child
 * process is given no DATABASE_URL (main-process.ts), so that run would repeat the PGlite case
 * unchanged — and pointing main.ts at TEST_DATABASE_URL would migrate that server's own
 * database.
 *
 * SIGTERM under load (docs/decisions/faults.md): while writes keep coming, every request is
 * answered or refused at the connection, none cut off; connections are refused at once, while
 * the process still waits for its running job; the live events stream ends; every acknowledged
 * write is kept; and the job still running is back in the queue, its attempt not counted.
 */

import { rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDb, queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/lib/jobs/queue.ts';
import { testNoteKind } from './job-kinds.ts';
import { type LogLine, listeningUrl, startMain as start } from './main-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';
import { openEvents, registerAt } from './sse.ts';

let dataDir: string;
beforeAll(async () => {
  // Migrated already, as every data directory here (migrated-data-dir.ts): a first start on an
  // empty one is covered in data-dir-lock.test.ts.
  dataDir = await migratedDataDir('potok-main-');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Why the PostgreSQL run skips this file (see the module comment). */
const PGLITE_ONLY = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(PGLITE_ONLY)('main.ts on the embedded database', () => {
  // Two starts of the server each (the default 30 s is short for that on a busy machine).
  it('answers the request in flight at SIGTERM, exits 0, and the database opens again', {
    timeout: 120_000,
  }, async () => {
    // At debug, so the request's "incoming request" line shows when it has arrived.
    const server = start(dataDir, { LOG_LEVEL: 'debug' });
    try {
      const url = await listeningUrl(server);
      const inFlight = fetch(`${url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'not-a-password' }),
      });
      await server.waitFor((l) => l.msg === 'incoming request' && l.req?.url === '/v1/auth/login');
      server.child.kill('SIGTERM');

      const res = await inFlight;
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: 'user_not_registered' });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const messages = server.lines.map((l) => l.msg);
      expect(messages).toContain('SIGTERM: shutting down');
      expect(messages).toContain('shut down');
    } finally {
      server.child.kill('SIGKILL');
    }

    const again = start(dataDir);
    try {
      const url = await listeningUrl(again);
      const res = await fetch(`${url}/v1/auth/session`);
      expect(await res.json()).toMatchObject({ is_auth: false });
      // Ctrl+C under `npm start`: the terminal's SIGINT and npm's copy of it arrive together;
      // the shutdown still waits and ends cleanly.
      again.child.kill('SIGINT');
      again.child.kill('SIGINT');
      expect(await again.exited).toEqual({ code: 0, signal: null });
      expect(again.lines.map((l) => l.msg)).not.toContain('SIGINT again: exiting without waiting');
    } finally {
      again.child.kill('SIGKILL');
    }
  });

  it('under load: answers or refuses every request, ends streams, puts the running job back', {
    timeout: 120_000,
  }, async () => {
    const dir = await migratedDataDir('potok-sigterm-');
    // A job the server starts and that runs past the shutdown's wait (test/jobs-main.ts).
    const setup = await openConfiguredDb({ databaseUrl: null, dataDir: dir });
    try {
      await setup.db.transaction((tx) => enqueue(tx, testNoteKind, { note: 'at SIGTERM' }));
    } finally {
      await setup.close();
    }
    const server = start(
      dir,
      {
        CAPTCHA_MAX_NUMBER: '20',
        CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
        WRITE_RATE_LIMIT: '100000',
      },
      [],
      path.join(import.meta.dirname, 'jobs-main.ts'),
    );
    /** One write of the load: what it sent, and its answer or the connection's error. */
    type Outcome = { text: string; status?: number; error?: string; at: number };
    const outcomes: Outcome[] = [];
    try {
      const url = await listeningUrl(server);
      const token = await registerAt(url, 'steady');
      await server.waitFor((l: LogLine & { note?: string }) => l.msg === 'test job started');
      const events = await openEvents(url, { authorization: `Bearer ${token}` }, '?watch=abyss');
      await events.connected();

      // Each write on a connection of its own, so a refusal is the connection's.
      const post = (text: string) =>
        new Promise<Outcome>((resolve) => {
          const body = JSON.stringify({ text });
          const req = http.request(
            `${url}/v1/entry`,
            {
              method: 'POST',
              agent: false,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ text, status: res.statusCode, at: performance.now() }));
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ text, error: error.code ?? error.message, at: performance.now() }),
          );
          req.end(body);
        });
      const load = async (worker: number) => {
        for (let n = 0; ; n += 1) {
          const outcome = await post(`под нагрузкой при остановке ${worker}-${n}`);
          outcomes.push(outcome);
          if (outcome.error) return;
        }
      };
      const loaders = [0, 1, 2, 3].map(load);
      while (outcomes.filter((o) => o.status === 200).length < 20) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      server.child.kill('SIGTERM');
      let streamEndedAt = 0;
      const streamEnded = events.ended.then(() => {
        streamEndedAt = performance.now();
      });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const exitedAt = performance.now();
      await Promise.all([...loaders, streamEnded]);

      // Every write was answered (200, or 503 server_busy) or refused at the connection.
      for (const outcome of outcomes) {
        if (outcome.error) expect(outcome.error).toBe('ECONNREFUSED');
        else expect([200, 503]).toContain(outcome.status);
      }
      // New connections were refused while the process still waited for its job, and the
      // stream ended before it exited.
      const refused = outcomes.filter((o) => o.error === 'ECONNREFUSED');
      expect(Math.min(...refused.map((o) => o.at))).toBeLessThan(exitedAt);
      expect(streamEndedAt).toBeGreaterThan(0);
      expect(streamEndedAt).toBeLessThan(exitedAt);
      expect(server.lines.map((l) => l.msg)).toContain(
        'job worker stopped with handlers still running: their jobs are back in the queue',
      );
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }

    const check = await openConfiguredDb({ databaseUrl: null, dataDir: dir });
    try {
      // Every acknowledged write is kept.
      const kept = new Set(
        (await queryRows<{ text: string }>(check.db, sql`SELECT text FROM entries`)).map(
          (r) => r.text,
        ),
      );
      const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.text);
      expect(acknowledged.filter((text) => !kept.has(text))).toEqual([]);
      // The job is queued again, due, its interrupted attempt not counted.
      const jobs = await queryRows<{ state: string; attempts: number; due: boolean }>(
        check.db,
        sql`SELECT state, attempts, run_after <= now() AS due FROM jobs WHERE kind = 'test.note'`,
      );
      expect(jobs).toEqual([{ state: 'queued', attempts: 0, due: true }]);
    } finally {
      await check.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 1 and says why when it cannot listen', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    const server = start(dataDir, { PORT: String(port) });
    try {
      expect(await server.exited).toEqual({ code: 1, signal: null });
      // One line naming the setting and the address, and what to do; no stack.
      expect(server.stderr()).toBe(
        `potok: could not start: PORT ${port} on 127.0.0.1 is already in use by another program; ` +
          'stop it or set PORT to a free port\n',
      );
      expect(server.stdout()).not.toContain('    at ');
    } finally {
      server.child.kill('SIGKILL');
      taken.close();
    }
  });

  it('keeps every acknowledged write through a kill -9', { timeout: 120_000 }, async () => {
    const dir = await migratedDataDir('potok-kill9-');
    const texts = Array.from({ length: 12 }, (_, i) => `запись перед обрывом №${i + 1}`);
    let acknowledged = 0;
    const server = start(dir, {}, ['--demo']);
    try {
      const url = await listeningUrl(server);
      const login = await fetch(`${url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'anya@demo.potok', password: 'potok-demo' }),
      });
      const { payload } = (await login.json()) as { payload: { token: string } };
      for (const text of texts) {
        const res = await fetch(`${url}/v1/entry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${payload.token}` },
          body: JSON.stringify({ text }),
        });
        expect(res.status).toBe(200);
      }
      const abyss = await fetch(`${url}/v1/feed/abyss?limit=1`);
      acknowledged = ((await abyss.json()) as { total_items: number }).total_items;
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
    } finally {
      server.child.kill('SIGKILL');
    }

    const again = start(dir);
    try {
      const url = await listeningUrl(again);
      const res = await fetch(`${url}/v1/feed/abyss?limit=${texts.length}`);
      const page = (await res.json()) as {
        items: { content: { text: string } }[];
        total_items: number;
      };
      expect(page.total_items).toBe(acknowledged);
      expect(page.items.map((e) => e.content.text)).toEqual([...texts].reverse());
    } finally {
      again.child.kill('SIGKILL');
      await again.exited;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
