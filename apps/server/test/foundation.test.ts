/** The foundation: app boot, error shapes, avatars, docs, web app fallback, harness, config. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { given } from './given.ts';
import { countRows, createTestApp, TEST_ENV, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app', () => {
  it('answers an unknown API route with 404 not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'not_found', message: expect.any(String) });
  });

  it('answers a URL the router cannot decode or a path parameter too long with 400 bad_request', async () => {
    for (const url of [
      '/v1/user/%E0%A4%A',
      `/v1/user/${'a'.repeat(101)}`,
      `/v1/entry/${'x'.repeat(200)}/comments`,
      `/avatar/${'f'.repeat(300)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 'bad_request', message: expect.any(String) });
    }
  });

  it('serves identicons as SVG with a size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/avatar/abc123?s=40' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="40"');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/v1/auth/session']).toBeDefined();
  });

  it('answers SPA routes with a hint when the web app is not built', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/u/someone',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('sets a CSP without inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/session' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('web app', () => {
  it('serves files, index.html for SPA routes, JSON 404 for API paths', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'potok-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Potok</title>');
    await writeFile(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const w = await createTestApp({ webDist: dist });
    try {
      const html = { accept: 'text/html,*/*' };
      for (const url of ['/', '/feed', '/u/anna/subscribers', '/e/0190?comment=3']) {
        const res = await w.app.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Potok</title>');
        // `private` where the page carries its first screen's answers (lib/first-screen.ts).
        expect(res.headers['cache-control']).toMatch(/^(?:private, )?no-cache$/);
      }
      const asset = await w.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await w.app.inject({ method: 'GET', url: '/v1/nope', headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json().status).toBe('not_found');
      const media = await w.app.inject({ method: 'GET', url: '/media/x/w640', headers: html });
      expect(media.statusCode).toBe(404);
      const json = await w.app.inject({ method: 'GET', url: '/feed' });
      expect(json.statusCode).toBe(404);
    } finally {
      await w.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('serves the API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('buildApp without a database', () => {
  it('opens and migrates DATA_DIR/db itself, creating the folders, and closes it with the app', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'potok-build-'));
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: path.join(root, 'not', 'yet') });
    const app = await buildApp(config, { webDist: path.join(root, 'no-web-build') });
    try {
      const res = await app.inject({ url: '/v1/auth/session' });
      expect(res.json()).toMatchObject({ is_auth: false });
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
    // A first start: every migration on a new embedded database.
  }, 120_000);
});

describe('harness', () => {
  it('gives each test app its own database', async () => {
    const other = await createTestApp();
    try {
      await given.user(other);
      expect(await countRows(other.db, users)).toBe(1);
      expect(await countRows(t.db, 'users')).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('loadConfig', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.demo).toBe(false);
    expect(loadConfig({}, ['--demo']).demo).toBe(true);
    expect(config.linkPreviewAllowLoopback).toBe(false);
    expect(loadConfig({ LINK_PREVIEW_ALLOW_LOOPBACK: 'true' }).linkPreviewAllowLoopback).toBe(true);
  });

  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT is not valid/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL/);
    expect(() => loadConfig({ HCAPTCHA_SITEKEY: 'k' })).toThrow(/HCAPTCHA_SECRET/);
    expect(() => loadConfig({ LINK_PREVIEW_ALLOW_LOOPBACK: 'yes' })).toThrow(
      /^LINK_PREVIEW_ALLOW_LOOPBACK must be true or false/,
    );
    for (const bad of [{ PORT: 'x' }, { PUBLIC_URL: 'ftp://x' }]) {
      try {
        loadConfig(bad);
      } catch (error) {
        expect(String((error as Error).message)).not.toContain('\n');
      }
    }
  });

  it('never echoes a secret', () => {
    expect(() => loadConfig({ CAPTCHA_SECRET: 'short' })).toThrow(/^CAPTCHA_SECRET/);
    try {
      loadConfig({ CAPTCHA_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).not.toContain('short');
    }
  });
});

describe('loggableError', () => {
  it('keeps the query but drops its parameters', async () => {
    const { loggableError } = await import('../src/lib/errors.ts');
    const error = Object.assign(new Error('Failed query: insert …\nparams: secret@example.test'), {
      query: 'insert into users (email) values ($1)',
      params: ['secret@example.test'],
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into users');
    expect(logged).not.toContain('secret@example.test');
  });
});
