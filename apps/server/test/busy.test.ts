/**
 * A bounded database queue (DESIGN.md §8, lib/busy-guard.ts): past DB_QUEUE_LIMIT queries
 * waiting for the database, an API request gets 503 `server_busy` with `Retry-After`, and a
 * refused write writes nothing. The web app's files, avatars and the API documentation need no
 * database and are never refused.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DB_QUEUE_LIMIT, loadConfig } from '../src/config.ts';
import { given } from './given.ts';
import { countRows, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'potok-busy-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Поток</title>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("поток")');
  t = await createTestApp({ env: { DB_QUEUE_LIMIT: '1' }, webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('a full database queue', () => {
  it('refuses API requests with 503 server_busy and Retry-After, writing nothing refused', async () => {
    const alice = await given.user(t);
    const before = await countRows(t.db, 'entries');
    const writes = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/entry',
        headers: alice.bearer,
        payload: { text: `очередь ${i}` },
      }),
    );
    // Requests that need no database, sent in the middle of the burst.
    const free = [
      t.app.inject({ method: 'GET', url: '/assets/app.js' }),
      t.app.inject({ method: 'GET', url: '/avatar/abc?s=64' }),
      t.app.inject({ method: 'GET', url: '/v1/docs/json' }),
      t.app.inject({ method: 'GET', url: '/feed', headers: { accept: 'text/html' } }),
    ];
    const reads = Array.from({ length: 20 }, () =>
      t.app.inject({ method: 'GET', url: '/v1/feed/abyss', headers: alice.bearer }),
    );
    const answers = await Promise.all([...writes, ...reads]);
    const freeAnswers = await Promise.all(free);

    expect(freeAnswers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const res of answers) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.json()).toMatchObject({ status: 'server_busy' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const refused = answers.filter((r) => r.statusCode === 503).length;
    expect(refused).toBeGreaterThan(0);
    // Every accepted write is there; no refused one is.
    const accepted = answers.slice(0, writes.length).filter((r) => r.statusCode === 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(await countRows(t.db, 'entries')).toBe(before + accepted.length);
  });

  it('serves again once the queue has drained', async () => {
    const bob = await given.user(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: bob.bearer,
      payload: { text: 'снова можно' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('DB_QUEUE_LIMIT', () => {
  it('defaults, accepts a positive whole number, and names itself when invalid', () => {
    expect(loadConfig({}).dbQueueLimit).toBe(DEFAULT_DB_QUEUE_LIMIT.embedded);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/potok' }).dbQueueLimit).toBe(
      DEFAULT_DB_QUEUE_LIMIT.postgres,
    );
    expect(loadConfig({ DB_QUEUE_LIMIT: '50' }).dbQueueLimit).toBe(50);
    expect(() => loadConfig({ DB_QUEUE_LIMIT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_QUEUE_LIMIT: '0' })).toThrow(/^DB_QUEUE_LIMIT is not valid/);
    expect(() => loadConfig({ DB_QUEUE_LIMIT: 'many' })).toThrow(/^DB_QUEUE_LIMIT must be/);
  });
});
