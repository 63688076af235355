/**
 * DESIGN.md §7 "rate limits on auth and writes" (lib/rate-limits.ts):
 * - an account has one budget of WRITE_RATE_LIMIT writes per WRITE_RATE_WINDOW_MS across every
 *   write route — spreading writes over entries, comments, subscribe and unsubscribe does not
 *   multiply it — past which it gets 429 `too_many_requests` and nothing is written; other
 *   accounts keep their own budget;
 * - every write of the OpenAPI document draws on that budget and declares 429;
 * - `GET auth/captcha` allows CAPTCHA_RATE_LIMIT calls per address per window;
 * - a guest's write is refused as 401 before its body is even read;
 * - the limits' defaults are the README's, and a bad value stops the start with one line.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { installRateLimits } from '../src/lib/rate-limits.ts';
import { type GivenUser, given } from './given.ts';
import { countRows, createTestApp, type TestApp } from './harness.ts';

const LIMIT = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WRITE_RATE_LIMIT: String(LIMIT), CAPTCHA_RATE_LIMIT: '3' },
    checkCounters: true,
  });
});
afterAll(() => t?.close());

/** Rows every write of the test can add or change. */
async function state() {
  const [row] = await queryRows(
    t.db,
    sql`SELECT
          (SELECT count(*) FROM entries WHERE deleted_at IS NULL)::int AS entries,
          (SELECT count(*) FROM comments)::int AS comments,
          (SELECT count(*) FROM subscriptions)::int AS subscriptions,
          (SELECT count(*) FROM sessions WHERE date_ended IS NULL)::int AS sessions`,
  );
  return row;
}

/** The four kinds of write of the attack run, as `user`, against `target` and `entryUuid`. */
function writes(user: GivenUser, target: GivenUser, entryUuid: string) {
  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.bearer, payload: payload ?? {} });
  return [
    () => call('/v1/entry', { text: 'запись' }),
    () => call(`/v1/entry/${entryUuid}/comments`, { text: 'комментарий' }),
    () => call(`/v1/user/${target.username}/subscribe`),
    () => call(`/v1/user/${target.username}/unsubscribe`),
  ];
}

describe('write rate limit', () => {
  it('is one budget per account across entries, comments, subscribe and unsubscribe', async () => {
    const a = await given.user(t);
    const b = await given.user(t);
    const target = await given.user(t);
    const entry = await given.entry(t, target, { text: 'под записью' });
    const kinds = writes(a, target, entry.uuid);

    // LIMIT writes spread over the four kinds: all served.
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await kinds[i % kinds.length]!();
      expect(res.statusCode, `write ${i + 1}`).toBe(200);
    }
    // The next write of every kind is refused and nothing is written.
    const before = await state();
    for (const write of kinds) {
      const res = await write();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: 'too_many_requests' });
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(await state()).toEqual(before);

    // Another account has its own budget.
    for (const write of writes(b, target, entry.uuid)) {
      expect((await write()).statusCode).toBe(200);
    }
  });

  it('covers every write of the OpenAPI document, and each declares 429', async () => {
    const doc = (await t.app.inject({ url: '/v1/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const user = await given.user(t);
    const other = await given.user(t);
    const entry = await given.entry(t, user, { text: 'своя запись' });
    // The entry above spent one write; spend the rest.
    for (let i = 1; i < LIMIT; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/user/${other.username}/unsubscribe`,
        headers: user.bearer,
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await state();
    const values: Record<string, string> = { uuid: entry.uuid, username: other.username };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get') continue;
        const name = `${method.toUpperCase()} ${path}`;
        expect(Object.keys(operation.responses), name).toContain('429');
        // Login, register, recovery and the settings calls that check the password are limited
        // per address by AUTH_RATE_LIMIT instead (auth.test.ts, recovery.test.ts,
        // settings.test.ts); the data export by its own hourly budget per account
        // (export.test.ts, several-processes.test.ts).
        if (/^\/v1\/auth\/(login|register|forgot|forgot-code|forgot-change)$/.test(path)) continue;
        if (/^\/v1\/settings\/(password|delete-account|gdpr)$/.test(path)) continue;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key),
          headers: user.bearer,
          payload: { text: 'ещё', logout_hash: user.logout_hash },
        });
        expect(res.statusCode, name).toBe(429);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(await state()).toEqual(before);
    expect(doc.paths['/v1/auth/captcha']?.get?.responses).toHaveProperty('429');
  });
});

describe('captcha rate limit', () => {
  it('answers 429 past CAPTCHA_RATE_LIMIT for that address only', async () => {
    const captcha = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/v1/auth/captcha', remoteAddress });
    const challenges = await countRows(t.db, 'captcha_challenges');
    for (let i = 0; i < 3; i += 1) expect((await captcha('203.0.113.7')).statusCode).toBe(200);
    const limited = await captcha('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'too_many_requests' });
    expect(await countRows(t.db, 'captcha_challenges')).toBe(challenges + 3);
    expect((await captcha('198.51.100.20')).statusCode).toBe(200);
  });
});

describe('guest writes', () => {
  it('are 401 unauthorized even with a malformed body', async () => {
    const before = await countRows(t.db, 'entries');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/entry',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'unauthorized' });
    expect(await countRows(t.db, 'entries')).toBe(before);
  });
});

describe('configuration of the limits', () => {
  it('has the defaults the README states', () => {
    const config = loadConfig({});
    expect(config.authRateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.writeRateLimit).toEqual({ max: 60, windowMs: 60_000 });
    expect(config.captchaRateLimit).toEqual({ max: 30, windowMs: 60_000 });
  });

  it('names a bad limit in one line', () => {
    expect(() => loadConfig({ CAPTCHA_RATE_LIMIT: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_RATE_LIMIT: 'many' })).toThrow(
      /^CAPTCHA_RATE_LIMIT must be a whole number, got "many"$/,
    );
    expect(() => loadConfig({ CAPTCHA_RATE_LIMIT: '0' })).toThrow(/^CAPTCHA_RATE_LIMIT/);
    expect(() => loadConfig({ CAPTCHA_RATE_WINDOW_MS: '10' })).toThrow(/CAPTCHA_RATE_WINDOW_MS/);
  });

  it('refuses at start-up a write route that does not declare its 429', async () => {
    const app = Fastify();
    await installRateLimits(app, loadConfig({}));
    expect(() =>
      app.post('/v1/undeclared', { schema: { response: { 200: {} } } }, async () => ({})),
    ).toThrow(/POST \/v1\/undeclared is rate limited: declare 429/);
    await app.close();
  });
});
