/**
 * DESIGN.md §7 "rate limits on auth and writes": an account that writes faster than
 * WRITE_RATE_LIMIT per WRITE_RATE_WINDOW_MS gets 429 `too_many_requests` and nothing is written;
 * other accounts are not affected. And a guest's write is refused as 401 before its body is
 * even read (a malformed body from a guest is still `unauthorized`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from './given.ts';
import { countRows, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '2' } });
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/entry', headers, payload: payload as object });

describe('write rate limit', () => {
  it('answers 429 too_many_requests past the limit, per account, writing nothing', async () => {
    const a = await given.user(t);
    const b = await given.user(t);
    expect((await post(a.bearer, { text: 'раз' })).statusCode).toBe(200);
    expect((await post(a.bearer, { text: 'два' })).statusCode).toBe(200);
    const before = await countRows(t.db, 'entries');
    const third = await post(a.bearer, { text: 'три' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 'too_many_requests' });
    expect(await countRows(t.db, 'entries')).toBe(before);
    expect((await post(b.bearer, { text: 'у меня свой счёт' })).statusCode).toBe(200);
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
