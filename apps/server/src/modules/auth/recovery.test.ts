/**
 * Password recovery end to end (spec §4 "Password recovery", §7 "Auth"; DESIGN.md §5) on a real
 * database, with a real SMTP server the test starts: the code is read from the received mail.
 * Also: the same answer and time for known and unknown addresses (login too), every bad input
 * with no change, the five tries, expiry, reuse, a refusing SMTP server (retried, the request
 * unaffected), and the outbox without SMTP_URL.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, solveCaptcha, type TestApp } from '../../../test/harness.ts';
import { codeOf, startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { queryRows } from '../../db/client.ts';
import { passwords } from '../../lib/passwords.ts';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, checkCounters: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Runs every due job (mails among them) until none is left. */
async function runJobs(app: TestApp = t): Promise<void> {
  while ((await app.app.jobs.runOnce()) > 0) {}
}

type Json = Record<string, unknown>;

async function post(url: string, payload: Json, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/v1/${url}`, payload, headers });
}

/** `POST auth/forgot` with a solved human check. */
async function forgot(email: string, headers: Record<string, string> = {}, app = t) {
  const captcha = await solveCaptcha(app.app);
  return app.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot',
    payload: { email, 'h-captcha-response': captcha },
    headers,
  });
}

async function tokenOf(email: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await forgot(email, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ payload: { token: string } }>().payload.token;
}

async function sessionOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers });
  return res.json<{ is_auth: boolean; user: { email: string } | null }>();
}

async function login(email: string, password: string) {
  return post('auth/login', { email, password });
}

const TABLES = ['users', 'sessions', 'challenges'] as const;

describe('password recovery, end to end through SMTP', () => {
  let ann: GivenUser;
  let other: GivenUser;
  beforeAll(async () => {
    ann = await given.user(t, { name: 'Ann Lee' });
    other = await given.user(t);
    // Ann's web app speaks English: stored at the session check, used by her mails.
    await sessionOf({ ...ann.bearer, 'accept-language': 'en' });
  });

  it('mails a code, confirms it, sets the password, signs in and ends every other session', async () => {
    // A second session of Ann's, to be ended by the reset.
    const second = await login(ann.email, ann.password);
    const secondToken = second.json<{ payload: { token: string } }>().payload.token;
    // The request's language (pt) does not override the stored one (en).
    const token = await tokenOf(ann.email, { 'accept-language': 'pt' });
    await runJobs();
    const mail = await smtp.next((m) => m.to === ann.email);
    expect(mail.subject).toBe('Your Potok password reset code');
    expect(mail.text).toContain('Hello, Ann Lee!');
    expect(mail.text).toContain('15 minutes');
    const code = codeOf(mail);
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('font-size:36px');
    // The code is stored hashed, and the sent mail's job no longer holds it.
    const stored = await queryRows<{ code_hash: string }>(
      t.db,
      sql`SELECT code_hash FROM challenges WHERE lower(email) = lower(${ann.email})`,
    );
    expect(stored.every((row) => row.code_hash.startsWith('$argon2id$'))).toBe(true);
    const jobs = await queryRows<{ payload: string }>(
      t.db,
      sql`SELECT payload::text AS payload FROM jobs WHERE kind = 'mail.send'`,
    );
    expect(jobs.some((job) => job.payload.includes(code))).toBe(false);

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('auth/forgot-code', { token, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'challenge_invalide_code' });
    // Form data like the spec sends, the code with spaces around it.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}&code=%20${code}%20`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'challenge_code_confirmed' });

    const changed = await post('auth/forgot-change', { token, password: 'a new river of words' });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json<{ status: string; payload: { token: string; session: Json } }>();
    expect(body.status).toBe('password_changed');
    expect(body.payload.session).toMatchObject({ is_auth: true, user: { username: ann.username } });
    expect(changed.headers['set-cookie']).toMatch(/^sid=/);
    // Signed in with the new session; both old sessions ended.
    expect((await sessionOf({ authorization: `Bearer ${body.payload.token}` })).is_auth).toBe(true);
    expect((await sessionOf(ann.bearer)).is_auth).toBe(false);
    expect((await sessionOf({ authorization: `Bearer ${secondToken}` })).is_auth).toBe(false);
    // Another person's session is untouched.
    expect((await sessionOf(other.bearer)).is_auth).toBe(true);
    // The new password signs in, the old one no longer.
    expect((await login(ann.email, 'a new river of words')).statusCode).toBe(200);
    expect((await login(ann.email, ann.password)).statusCode).toBe(401);
    // The token is used up.
    const again = await post('auth/forgot-change', { token, password: 'yet another long phrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'challenge_token_invalid' });
    expect((await post('auth/forgot-code', { token, code })).json()).toMatchObject({
      status: 'challenge_token_invalid',
    });
  });

  it('answers an unknown address the same, and mails it in the request language', async () => {
    const address = 'nobody-here@example.test';
    const res = await forgot(address, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; payload: { token: string } }>();
    expect(Object.keys(body)).toEqual(['status', 'payload']);
    expect(Object.keys(body.payload)).toEqual(['token']);
    expect(body.status).toBe('challenge_code_sended');
    expect(body.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await runJobs();
    const mail = await smtp.next((m) => m.to === address);
    expect(mail.subject).toBe('Redefinição de senha do Potok');
    expect(mail.text).not.toMatch(/\d{6}/);
    // Its token can never be confirmed, and cannot skip the code step.
    const skip = await post('auth/forgot-change', {
      token: body.payload.token,
      password: 'some long passphrase here',
    });
    expect(skip.json()).toMatchObject({ status: 'challenge_not_confirmed' });
  });

  it('costs a known and an unknown address the same argon2 hash, row and mail', async () => {
    // The answer must not tell whether an account exists, by its body or by its time: both
    // paths do the same work (time itself is measured in benchmarks, never in tests).
    const known = await given.user(t);
    const hashes = vi.spyOn(passwords, 'hash');
    try {
      const cost = async (email: string) => {
        const before = await countAll(t.db, ['challenges', 'jobs']);
        hashes.mockClear();
        const res = await forgot(email);
        expect(res.statusCode).toBe(200);
        const after = await countAll(t.db, ['challenges', 'jobs']);
        return {
          hashes: hashes.mock.calls.length,
          challenges: after.challenges - before.challenges,
          mails: after.jobs - before.jobs,
        };
      };
      const forKnown = await cost(known.email);
      expect(forKnown).toEqual({ hashes: 1, challenges: 1, mails: 1 });
      expect(await cost('ghost-forgot@example.test')).toEqual(forKnown);
    } finally {
      hashes.mockRestore();
    }
    await runJobs();
  });

  it('costs a login the same argon2 check for an unknown address and a wrong password', async () => {
    const known = await given.user(t);
    const checks = vi.spyOn(passwords, 'verify');
    try {
      const cost = async (email: string) => {
        checks.mockClear();
        const res = await login(email, 'not the password at all');
        expect(res.json()).toMatchObject({ status: 'user_not_registered' });
        return checks.mock.calls.length;
      };
      expect(await cost(known.email)).toBe(1);
      expect(await cost('ghost-login@example.test')).toBe(1);
    } finally {
      checks.mockRestore();
    }
  });
});

describe('bad input changes nothing', () => {
  let bea: GivenUser;
  beforeAll(async () => {
    bea = await given.user(t);
  });

  /** Makes the address's pending recovery challenges expired, as if their time had passed. */
  async function expireRecovery(email: string): Promise<void> {
    await t.db.execute(
      sql`UPDATE challenges SET date_expires = now() - interval '1 second'
           WHERE purpose = 'recovery' AND date_used IS NULL AND lower(email) = lower(${email})`,
    );
  }

  it('refuses a forgot call without an address, with a bad one, or without the human check', async () => {
    const before = await countAll(t.db, TABLES);
    const cases: [Json, string][] = [
      [{}, 'email_needed'],
      [{ email: '   ' }, 'email_needed'],
      [{ email: 'not an address' }, 'email_not_valid'],
      [{ email: `${'a'.repeat(300)}@example.test` }, 'email_not_valid'],
      [{ email: bea.email }, 'please_enter_captcha'],
      [{ email: bea.email, 'h-captcha-response': 'forged' }, 'captcha_invalid'],
      [{ email: ['a@b.cc', 'c@d.ee'] }, 'bad_request'],
    ];
    for (const [payload, status] of cases) {
      const res = await post('auth/forgot', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ status });
    }
    // A solved challenge works once: the human check must be solved again after a failure.
    const captcha = await solveCaptcha(t.app);
    expect(
      (await post('auth/forgot', { email: 'x', 'h-captcha-response': captcha })).json(),
    ).toMatchObject({
      status: 'email_not_valid',
    });
    expect(
      (await post('auth/forgot', { email: bea.email, 'h-captcha-response': captcha })).statusCode,
    ).toBe(200);
    expect(
      (await post('auth/forgot', { email: bea.email, 'h-captcha-response': captcha })).json(),
    ).toMatchObject({
      status: 'captcha_invalid',
    });
    const after = await countAll(t.db, TABLES);
    expect(after).toEqual({ ...before, challenges: before.challenges + 1 });
    await runJobs();
  });

  it('refuses missing, forged and wrong-shaped tokens and codes', async () => {
    const token = await tokenOf(bea.email);
    await runJobs();
    const code = codeOf(smtp.mails.filter((m) => m.to === bea.email).at(-1)!);
    const cases: [string, Json, string][] = [
      ['auth/forgot-code', {}, 'challenge_token_invalid'],
      ['auth/forgot-code', { token: 'forged-token', code }, 'challenge_token_invalid'],
      ['auth/forgot-code', { token: 'x'.repeat(5000), code }, 'challenge_token_invalid'],
      ['auth/forgot-code', { token }, 'challenge_invalide_code'],
      ['auth/forgot-code', { token, code: '12345' }, 'challenge_invalide_code'],
      ['auth/forgot-code', { token, code: '1234567' }, 'challenge_invalide_code'],
      ['auth/forgot-code', { token, code: 'abcdef' }, 'challenge_invalide_code'],
      ['auth/forgot-change', {}, 'challenge_token_invalid'],
      [
        'auth/forgot-change',
        { token: 'forged', password: 'long enough words' },
        'challenge_token_invalid',
      ],
      [
        'auth/forgot-change',
        { token, password: 'long enough words here' },
        'challenge_not_confirmed',
      ],
    ];
    for (const [url, payload, status] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json(), `${url} ${JSON.stringify(payload).slice(0, 80)}`).toMatchObject({
        status,
      });
    }
    // Codes of the wrong shape spent no try: the right code still works.
    expect((await post('auth/forgot-code', { token, code })).json()).toEqual({
      status: 'challenge_code_confirmed',
    });
    // A repeated confirmation answers the same.
    expect((await post('auth/forgot-code', { token, code })).json()).toEqual({
      status: 'challenge_code_confirmed',
    });
    // Passwords: each refusal keeps the old password and the sessions.
    const sessions = await countAll(t.db, ['sessions']);
    for (const [password, status] of [
      ['', 'password_empty'],
      ['short', 'password_too_short'],
      ['x'.repeat(257), 'password_too_long'],
      ['password123', 'password_too_weak'],
      [bea.username, 'password_too_weak'],
    ] as const) {
      const res = await post('auth/forgot-change', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ status });
    }
    expect(await countAll(t.db, ['sessions'])).toEqual(sessions);
    expect((await login(bea.email, bea.password)).statusCode).toBe(200);
  });

  it('ends a token at its fifth wrong code', async () => {
    const token = await tokenOf(bea.email);
    await runJobs();
    const code = codeOf(smtp.mails.filter((m) => m.to === bea.email).at(-1)!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      const res = await post('auth/forgot-code', { token, code: wrong });
      expect(res.json(), `try ${i}`).toMatchObject({ status: 'challenge_invalide_code' });
    }
    const after = await post('auth/forgot-code', { token, code });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ status: 'challenge_token_invalid' });
  });

  it('refuses an expired token, and a token replaced by a newer request', async () => {
    const first = await tokenOf(bea.email);
    await runJobs();
    const firstCode = codeOf(smtp.mails.filter((m) => m.to === bea.email).at(-1)!);
    const second = await tokenOf(bea.email);
    await runJobs();
    const secondCode = codeOf(smtp.mails.filter((m) => m.to === bea.email).at(-1)!);
    expect(
      (await post('auth/forgot-code', { token: first, code: firstCode })).json(),
    ).toMatchObject({
      status: 'challenge_token_invalid',
    });
    await expireRecovery(bea.email);
    const res = await post('auth/forgot-code', { token: second, code: secondCode });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'challenge_expired' });
  });

  it('refuses an expired token at the change step even after its code was confirmed', async () => {
    const token = await tokenOf(bea.email);
    await runJobs();
    const code = codeOf(smtp.mails.filter((m) => m.to === bea.email).at(-1)!);
    expect((await post('auth/forgot-code', { token, code })).statusCode).toBe(200);
    await expireRecovery(bea.email);
    const res = await post('auth/forgot-change', { token, password: 'brand new long phrase' });
    expect(res.json()).toMatchObject({ status: 'challenge_expired' });
    expect((await login(bea.email, bea.password)).statusCode).toBe(200);
  });
});

describe('a refusing SMTP server', () => {
  it('leaves the request unaffected and the mail retried until it leaves', async () => {
    const cid = await given.user(t);
    smtp.refuse = true;
    try {
      const res = await forgot(cid.email);
      expect(res.statusCode).toBe(200);
      await runJobs();
      const [job] = await queryRows<{ state: string; attempts: number; last_error: string | null }>(
        t.db,
        sql`SELECT state, attempts, last_error FROM jobs
             WHERE kind = 'mail.send' AND payload->>'to' = ${cid.email}`,
      );
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job!.last_error).toMatch(/451|Try again/);
    } finally {
      smtp.refuse = false;
    }
    expect(smtp.mails.some((m) => m.to === cid.email)).toBe(false);
    // The back-off passes.
    await t.db.execute(
      sql`UPDATE jobs SET run_after = now() WHERE kind = 'mail.send' AND state = 'queued'`,
    );
    await runJobs();
    const mail = await smtp.next((m) => m.to === cid.email);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox as an .eml file', async () => {
    const local = await createTestApp();
    try {
      const dan = await given.user(local);
      await local.app.inject({
        method: 'GET',
        url: '/v1/auth/session',
        headers: { ...dan.bearer, 'accept-language': 'ru-RU,ru;q=0.9' },
      });
      const res = await forgot(dan.email, {}, local);
      expect(res.statusCode).toBe(200);
      await runJobs(local);
      const outbox = path.join(local.config.dataDir, 'outbox');
      const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = await readFile(path.join(outbox, files[0]!), 'utf8');
      expect(raw).toContain(`To: ${dan.email}`);
      expect(raw).toMatch(/^Subject: /m);
      expect(raw).toContain('text/html');
      const { simpleParser } = await import('mailparser');
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe('Код для смены пароля в Потоке');
      expect(codeOf({ text: parsed.text ?? '' })).toMatch(/^\d{6}$/);
    } finally {
      await local.close();
    }
  });
});
