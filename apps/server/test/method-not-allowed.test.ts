/**
 * A known path called with a method it does not have answers 405 `method_not_allowed` with
 * `Allow` listing the path's methods (RFC 9110 §15.5.6; lib/method-not-allowed.ts,
 * docs/decisions/method-not-allowed.md); an unknown path stays 404 `not_found`, and the web
 * app's browser routes still get index.html. On a real database (PGlite; PostgreSQL with
 * TEST_DATABASE_URL), nothing written by a refused call.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from './given.ts';
import { countAll, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

describe('a known path with another method', () => {
  it.each<[Method, string, string]>([
    ['DELETE', '/v1/auth/session', 'GET, HEAD'],
    ['PUT', '/v1/tag/cats', 'GET, HEAD'],
    ['POST', '/v1/tag/cats?x=1', 'GET, HEAD'],
    ['GET', '/v1/auth/login', 'POST'],
    ['PATCH', '/v1/settings/profile', 'GET, HEAD, POST'],
    ['OPTIONS', '/v1/suggest/tags', 'GET, HEAD'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['DELETE', '/avatar/abc123', 'GET, HEAD'],
  ])('%s %s → 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode, res.body).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ status: 'method_not_allowed', message: expect.any(String) });
  });

  it('lists every method of a path with several, and answers the ones it has', async () => {
    const who = await given.user(t);
    const entry = await given.entry(t, who, { text: 'methods' });
    const url = `/v1/entry/${entry.uuid}`;
    const res = await t.app.inject({ method: 'PUT', url, headers: who.bearer });
    expect(res.statusCode).toBe(405);
    const allow = String(res.headers.allow).split(', ');
    expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD', 'DELETE']));
    // Each method it lists is answered by a route, not refused as unknown.
    for (const method of allow) {
      const answer = await t.app.inject({ method: method as Method, url, headers: who.bearer });
      expect(answer.statusCode, method).not.toBe(405);
    }
  });

  it('changes nothing', async () => {
    const who = await given.user(t);
    const before = await countAll(t.db, ['entries', 'users', 'sessions']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/entry',
      headers: { ...who.bearer, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'not through PUT' }),
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(await countAll(t.db, ['entries', 'users', 'sessions'])).toEqual(before);
  });
});

describe('an unknown path', () => {
  it.each<[Method, string]>([
    ['GET', '/v1/nothing-here'],
    ['POST', '/v1/nothing-here'],
    ['PUT', '/v1/tag/cats/more/deeper'],
    ['DELETE', '/nowhere'],
  ])('%s %s → 404 not_found, no Allow', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json()).toEqual({ status: 'not_found', message: expect.any(String) });
  });
});

describe('with the web app built', () => {
  // A second app with its own database: past the default time on a busy machine.
  it('keeps browser routes on index.html and refuses other methods of known paths only', {
    timeout: 120_000,
  }, async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'potok-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Potok</title>');
    const w = await createTestApp({ webDist: dist });
    try {
      const html = { accept: 'text/html,*/*' };
      const page = await w.app.inject({ method: 'GET', url: '/u/anna', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Potok</title>');
      // The static files' catch-all does not make every path known.
      const post = await w.app.inject({ method: 'POST', url: '/u/anna' });
      expect(post.statusCode).toBe(404);
      expect(post.headers.allow).toBeUndefined();
      const root = await w.app.inject({ method: 'DELETE', url: '/' });
      expect(root.statusCode).toBe(405);
      expect(root.headers.allow).toBe('GET, HEAD');
    } finally {
      await w.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
