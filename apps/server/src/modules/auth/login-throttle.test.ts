/**
 * `POST auth/login` throttled per account (login-throttle.ts,
 * docs/decisions/login-throttle-per-account.md), on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL), behind a trusted proxy so each attempt comes from its own address
 * (X-Forwarded-For, as the per-address limit's tests do): failed logins for one account from many
 * addresses are refused past LOGIN_ACCOUNT_FAILURES with 429 `too_many_requests` and
 * `Retry-After`, the password unchecked, concurrent guesses included; an unknown e-mail gets the
 * same answers and the same password work; the owner gets one `login` notification per episode;
 * another account is unaffected; a right password starts the count again; after the window the
 * owner signs in.
 */
import type { Notification, Page } from '@potok/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { passwords } from '../../lib/passwords.ts';

const FAILURES = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: '127.0.0.1', LOGIN_ACCOUNT_FAILURES: String(FAILURES) },
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let address = 0;
/** A new client address (TEST-NET-3), one per attempt. */
function nextAddress(): string {
  address += 1;
  return `203.0.113.${(address % 254) + 1}`;
}

/** What a client sees of one login answer. */
interface Answer {
  status: number;
  body: { status: string; message?: string };
  retryAfter: number | null;
}

/** `POST auth/login` through the proxy from a new address. */
async function attempt(app: TestApp, email: string, password: string): Promise<Answer> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { email, password },
  });
  const retry = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: retry === undefined ? null : Number(retry),
  };
}

/**
 * `who`'s `login` notifications that sign-ins were paused (not those of a sign-in from a new
 * device), newest first, once the job worker has made them.
 */
async function throttleNotices(app: TestApp, who: GivenUser): Promise<Notification[]> {
  while ((await app.app.jobs.runOnce()) > 0) {}
  const res = await callApi(app, 'GET', 'my/notifications?tab=system', who);
  expect(res.statusCode).toBe(200);
  return res
    .json<Page<Notification>>()
    .items.filter((n) => n.type === 'login' && n.payload?.failed_logins !== undefined);
}

/** Statuses, bodies and whether `Retry-After` came, of `n` wrong attempts at `email`. */
async function wrongAttempts(app: TestApp, email: string, n: number) {
  const answers: Answer[] = [];
  for (let i = 0; i < n; i++) answers.push(await attempt(app, email, `wrong-${i}-password`));
  return answers;
}

describe('POST auth/login, per account', () => {
  it('refuses 429 with Retry-After past the failures from many addresses, the right password too, and tells the owner once', async () => {
    const owner = await given.user(t);
    const checks = vi.spyOn(passwords, 'verify');
    const answers = await wrongAttempts(t, owner.email, FAILURES + 5);
    expect(answers.slice(0, FAILURES).map((a) => a.status)).toEqual(Array(FAILURES).fill(401));
    for (const refused of answers.slice(FAILURES)) {
      expect(refused.status).toBe(429);
      expect(refused.body.status).toBe('too_many_requests');
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The refused attempts checked no password.
    expect(checks).toHaveBeenCalledTimes(FAILURES);
    // The same account written otherwise is the same account; the right password waits too.
    const shouted = await attempt(t, `  ${owner.email.toUpperCase()} `, 'wrong-password');
    expect(shouted.status).toBe(429);
    expect((await attempt(t, owner.email, owner.password)).status).toBe(429);

    // The owner, signed in elsewhere, is told once, in a `login` notification.
    const told = await throttleNotices(t, owner);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toEqual({ failed_logins: FAILURES });
    await wrongAttempts(t, owner.email, 3);
    expect(await throttleNotices(t, owner)).toHaveLength(1);
  });

  it('answers an unknown e-mail exactly as a known one, with the same password work', async () => {
    const owner = await given.user(t);
    const knownChecks = vi.spyOn(passwords, 'verify');
    const known = await wrongAttempts(t, owner.email, FAILURES + 2);
    const knownWork = knownChecks.mock.calls.length;
    vi.restoreAllMocks();
    const unknownChecks = vi.spyOn(passwords, 'verify');
    const unknown = await wrongAttempts(t, `nobody-${owner.username}@example.test`, FAILURES + 2);
    // Retry-After counts down from each window's own start: compared as present or not.
    const seen = (answers: Answer[]) =>
      answers.map((a) => ({ ...a, retryAfter: a.retryAfter === null ? null : 'sent' }));
    expect(seen(unknown)).toEqual(seen(known));
    expect(known.map((a) => a.status)).toEqual([...Array(FAILURES).fill(401), 429, 429]);
    expect(unknownChecks.mock.calls.length).toBe(knownWork);
  });

  it('lets no more than the bound of concurrent guesses reach the password check', async () => {
    const owner = await given.user(t);
    const checks = vi.spyOn(passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(t, owner.email, `guess-${i}-password`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - FAILURES);
    expect(checks).toHaveBeenCalledTimes(FAILURES);
    expect(await throttleNotices(t, owner)).toHaveLength(1);
  });

  it('leaves another account alone', async () => {
    const owner = await given.user(t);
    const other = await given.user(t);
    await wrongAttempts(t, owner.email, FAILURES + 1);
    expect((await attempt(t, other.email, other.password)).status).toBe(200);
    expect((await attempt(t, other.email, 'wrong-password')).status).toBe(401);
    expect(await throttleNotices(t, other)).toEqual([]);
  });

  it('starts the count again after the right password', async () => {
    const owner = await given.user(t);
    await wrongAttempts(t, owner.email, FAILURES - 1);
    expect((await attempt(t, owner.email, owner.password)).status).toBe(200);
    const after = await wrongAttempts(t, owner.email, FAILURES);
    expect(after.map((a) => a.status)).toEqual(Array(FAILURES).fill(401));
    expect(await throttleNotices(t, owner)).toEqual([]);
  });
});

describe('after the window', () => {
  it('the owner signs in again, and a new episode tells the owner again', async () => {
    const short = await createTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        LOGIN_ACCOUNT_FAILURES: '2',
        LOGIN_ACCOUNT_WINDOW_MS: '3000',
      },
    });
    try {
      const owner = await given.user(short);
      const first = await wrongAttempts(short, owner.email, 3);
      expect(first.map((a) => a.status)).toEqual([401, 401, 429]);
      expect(first[2]!.retryAfter).toBeLessThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, first[2]!.retryAfter! * 1000 + 200));
      expect((await attempt(short, owner.email, owner.password)).status).toBe(200);

      // A second episode is a second notification.
      const second = await wrongAttempts(short, owner.email, 3);
      expect(second.map((a) => a.status)).toEqual([401, 401, 429]);
      const told = await throttleNotices(short, owner);
      expect(told.map((n) => n.payload)).toEqual([{ failed_logins: 2 }, { failed_logins: 2 }]);
    } finally {
      await short.close();
    }
  });
});
