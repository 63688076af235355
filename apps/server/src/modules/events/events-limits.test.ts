/**
 * Bounds on open `GET /v1/events` streams (modules/events, docs/decisions/live-stream-limits.md)
 * over real HTTP, on PGlite and on PostgreSQL (TEST_DATABASE_URL), with the documented defaults
 * (5 per session, 20 per account): one session opening far more streams than its bound keeps its
 * newest five (the older ones end); an account past twenty is refused 429 `too_many_requests`
 * with `Retry-After`, also in a flood of a thousand opens, while another person's
 * `GET feed/abyss` keeps answering; a process past LIVE_STREAMS_MAX refuses 503 `server_busy`;
 * a stream opened with a revoked session is refused 401. A real server process logs reaching a
 * bound as one warning, not one line per refused stream, and `/metrics` shows its open streams.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, openTestDb, TEST_ENV, type TestApp } from '../../../test/harness.ts';
import { listeningUrl, startMain } from '../../../test/main-process.ts';
import { openEvents, registerAt, type SseClient } from '../../../test/sse.ts';
import { LIVE_STREAM_RETRY_AFTER_SECONDS } from './events.service.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Waits until `check` holds, polling. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
}

/** Another session of `who` (a sign-in through the real route): its bearer headers. */
async function anotherSession(app: TestApp, who: GivenUser): Promise<Record<string, string>> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: who.email, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ payload: { token: string } }>().payload.token}` };
}

/** Opens `n` streams with `headers`, `batch` at a time; every answer, in order. */
async function openMany(
  url: string,
  headers: Record<string, string>,
  n: number,
  batch = 25,
): Promise<SseClient[]> {
  const all: SseClient[] = [];
  for (let i = 0; i < n; i += batch) {
    const size = Math.min(batch, n - i);
    all.push(...(await Promise.all(Array.from({ length: size }, () => openEvents(url, headers)))));
  }
  return all;
}

describe('bounds on open GET /v1/events streams', () => {
  it('a session opening 60 streams keeps its newest five; the older ones end', async () => {
    const vera = await given.user(t);
    const clients: SseClient[] = [];
    for (let i = 0; i < 60; i++) {
      const client = await openEvents(base, vera.bearer);
      expect(client.status).toBe(200);
      clients.push(client);
    }
    try {
      const newest = clients.slice(-5);
      for (const client of newest) await client.connected();
      await Promise.all(clients.slice(0, -5).map((c) => c.ended));
      await until(() => t.app.liveStreams.count() === 5, 'five streams left');
      // The five left are the newest, and they still hear their person's events.
      await t.app.events.publish({
        type: 'has_notice',
        user_id: vera.user_id,
        has_new_notifications: true,
      });
      for (const client of newest) await client.next((m) => m.type === 'has_notice');
    } finally {
      for (const client of clients) client.drop();
      await until(() => t.app.liveStreams.count() === 0, 'every stream is gone');
    }
  });

  it('an account past 20 streams is refused 429 with Retry-After, even in a flood of a thousand; others’ reads keep answering', {
    timeout: 120_000,
  }, async () => {
    const anya = await given.user(t);
    const reader = await given.user(t);
    await given.entry(t, reader, { text: 'Запись для бездны' });
    const sessions = [
      anya.bearer,
      ...(await Promise.all([1, 2, 3, 4].map(() => anotherSession(t, anya)))),
    ];
    const open: SseClient[] = [];
    try {
      // Five sessions × five streams: the account's twenty, then five more refused.
      for (const headers of sessions) open.push(...(await openMany(base, headers, 5)));
      const statuses = open.map((c) => c.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      const refused = open.filter((c) => c.status === 429);
      expect(refused).toHaveLength(5);
      for (const client of refused) {
        expect(JSON.parse(client.body())).toMatchObject({ status: 'too_many_requests' });
        expect(client.headers['retry-after']).toBe(String(LIVE_STREAM_RETRY_AFTER_SECONDS));
        expect(client.headers.connection).toBe('close');
      }

      // A flood of a thousand more from one of the sessions that holds none now: all refused,
      // and another person's reads of the abyss answer meanwhile.
      const flood = sessions[4]!;
      const reads: number[] = [];
      let flooding = true;
      const reading = (async () => {
        while (flooding) {
          const started = performance.now();
          const res = await fetch(`${base}/v1/feed/abyss`, { headers: reader.bearer });
          expect(res.status).toBe(200);
          await res.json();
          reads.push(performance.now() - started);
        }
      })();
      const floodStatuses: number[] = [];
      for (let i = 0; i < 1000; i += 50) {
        const batch = await Promise.all(Array.from({ length: 50 }, () => openEvents(base, flood)));
        for (const client of batch) {
          floodStatuses.push(client.status);
          await client.ended;
        }
      }
      flooding = false;
      await reading;
      expect(new Set(floodStatuses)).toEqual(new Set([429]));
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.max(...reads)).toBeLessThan(5_000);
      expect(t.app.liveStreams.count()).toBe(20);
      expect(t.app.liveStreams.refusals().account).toBeGreaterThanOrEqual(1005);

      // Another account is not touched by Anya's bound.
      const other = await openEvents(base, reader.bearer);
      expect(other.status).toBe(200);
      await other.connected();
      open.push(other);
    } finally {
      for (const client of open) client.drop();
      await until(() => t.app.liveStreams.count() === 0, 'every stream is gone');
    }
  });

  it('a stream opened with a revoked session is refused 401, and its open one ends', async () => {
    const boris = await given.user(t);
    const second = await anotherSession(t, boris);
    const stream = await openEvents(base, second);
    expect(stream.status).toBe(200);
    await stream.connected();
    // Boris ends the second session from the first (the sessions screen).
    const logins = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/logins',
      headers: boris.bearer,
    });
    expect(logins.statusCode).toBe(200);
    const { items } = logins.json<{ items: { login_id: number; is_current: boolean }[] }>();
    const target = items.find((l) => !l.is_current);
    expect(target).toBeDefined();
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/v1/settings/logins/${target!.login_id}`,
      headers: boris.bearer,
    });
    expect(ended.statusCode).toBe(200);
    await stream.ended;
    const again = await openEvents(base, second);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body())).toMatchObject({ status: 'unauthorized' });
    await again.ended;
  });

  it('a process past LIVE_STREAMS_MAX refuses 503 server_busy with Retry-After', async () => {
    const small = await createTestApp({ env: { LIVE_STREAMS_MAX: '3' } });
    try {
      const url = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const people = await Promise.all([1, 2, 3, 4].map(() => given.user(small)));
      const clients = await Promise.all(people.map((p) => openEvents(url, p.bearer)));
      try {
        expect(clients.map((c) => c.status).sort()).toEqual([200, 200, 200, 503]);
        const busy = clients.find((c) => c.status === 503)!;
        expect(JSON.parse(busy.body())).toMatchObject({ status: 'server_busy' });
        expect(busy.headers['retry-after']).toBe(String(LIVE_STREAM_RETRY_AFTER_SECONDS));
        expect(small.app.liveStreams.count()).toBe(3);
      } finally {
        for (const client of clients) client.drop();
      }
    } finally {
      await small.close();
    }
  });
});

describe('a real server process at a bound', () => {
  it('logs one warning for a flood of refused streams, and /metrics shows its open streams', {
    timeout: 120_000,
  }, async () => {
    const db = onPostgres ? await openTestDb() : null;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'potok-events-limits-'));
    const env: Record<string, string> = {
      ...TEST_ENV,
      LOG_LEVEL: 'info',
      LIVE_STREAMS_PER_ACCOUNT: '3',
    };
    if (db) {
      env.DATABASE_URL = (
        db.handle.pool as unknown as { options: { connectionString: string } }
      ).options.connectionString;
    }
    const server = startMain(dir, env);
    const clients: SseClient[] = [];
    try {
      const url = await listeningUrl(server);
      const token = await registerAt(url, 'anya_bounds');
      // Three sessions' worth: one session holds up to five, so the account's bound of three
      // is what refuses.
      const headers = { authorization: `Bearer ${token}` };
      clients.push(...(await openMany(url, headers, 3)));
      for (const client of clients) await client.connected();
      const refused = await openMany(url, headers, 200);
      expect(new Set(refused.map((c) => c.status))).toEqual(new Set([429]));
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^potok_live_streams 3$/m);
      expect(metrics).toMatch(/^potok_live_streams_bounded_total\{bound="account"\} 200$/m);
      const warnings = server.lines.filter((l) => /live-stream limit/.test(l.msg ?? ''));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, bound: 'account', limit: 3 });
    } finally {
      for (const client of clients) client.drop();
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dir, { recursive: true, force: true });
      if (db) {
        await db.handle.close();
        await db.drop();
      }
    }
  });
});
