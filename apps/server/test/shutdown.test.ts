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
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, startMain as start } from './main-process.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Why the PostgreSQL run skips this file (see the module comment). */
const PGLITE_ONLY = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(PGLITE_ONLY)('main.ts on the embedded database', () => {
  it('answers the request in flight at SIGTERM, exits 0, and the database opens again', async () => {
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

  it('keeps every acknowledged write through a kill -9', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'potok-kill9-'));
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
