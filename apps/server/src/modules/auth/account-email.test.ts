/**
 * The account's e-mail address (docs/decisions/email-verification.md): verifying
 * it and changing it with codes read from a real SMTP server, the session's `email` and
 * `is_email_verified`, guests, and every bad input with no change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { codeOf, startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { queryRows } from '../../db/client.ts';

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

async function runJobs(): Promise<void> {
  while ((await t.app.jobs.runOnce()) > 0) {}
}

type Json = Record<string, unknown>;

function call(user: GivenUser | null, method: 'GET' | 'POST', url: string, payload?: Json) {
  return t.app.inject({
    method,
    url: `/v1/${url}`,
    headers: user?.bearer ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The last mail that reached `to`. */
function lastMailTo(to: string) {
  const mail = smtp.mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

async function userRow(userId: number) {
  const [row] = await queryRows<{ email: string; is_email_verified: boolean }>(
    t.db,
    sql`SELECT email, is_email_verified FROM users WHERE user_id = ${userId}`,
  );
  return row!;
}

describe('guests', () => {
  it('get 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', 'settings/email'],
      ['POST', 'settings/email/verify'],
      ['POST', 'settings/email/verify-code'],
      ['POST', 'settings/email/change'],
      ['POST', 'settings/email/change-code'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ status: 'unauthorized' });
    }
  });
});

describe('verifying the address', () => {
  let ann: GivenUser;
  beforeAll(async () => {
    ann = await given.user(t, { name: 'Ann' });
    await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { ...ann.bearer, 'accept-language': 'ja-JP,ja;q=0.9' },
    });
  });

  it('starts unverified, in the account and in the session', async () => {
    const res = await call(ann, 'GET', 'settings/email');
    expect(res.json()).toEqual({ email: ann.email, is_email_verified: false, pending_email: null });
    const session = (await call(ann, 'GET', 'auth/session')).json();
    expect(session.user).toMatchObject({
      email: ann.email,
      state: { has_new_notifications: false, is_email_verified: false },
    });
  });

  it('mails a code in the stored language and verifies with it', async () => {
    const sent = await call(ann, 'POST', 'settings/email/verify');
    expect(sent.json()).toEqual({ status: 'challenge_code_sended' });
    await runJobs();
    const mail = lastMailTo(ann.email);
    expect(mail.subject).toBe('Potok のメールアドレスを確認してください');
    expect(mail.text).toContain('15 分');
    const code = codeOf(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call(ann, 'POST', 'settings/email/verify-code', { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'challenge_invalide_code' });
    expect((await userRow(ann.user_id)).is_email_verified).toBe(false);
    const ok = await call(ann, 'POST', 'settings/email/verify-code', { code });
    expect(ok.json()).toEqual({
      status: 'email_verified',
      payload: { email: ann.email, is_email_verified: true, pending_email: null },
    });
    const session = (await call(ann, 'GET', 'auth/session')).json();
    expect(session.user.state.is_email_verified).toBe(true);
    // Used once.
    const again = await call(ann, 'POST', 'settings/email/verify-code', { code });
    expect(again.json()).toMatchObject({ status: 'challenge_token_invalid' });
    const verified = await call(ann, 'POST', 'settings/email/verify');
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toMatchObject({ status: 'email_already_verified' });
  });

  it('refuses a code when none was asked for', async () => {
    const bea = await given.user(t);
    const res = await call(bea, 'POST', 'settings/email/verify-code', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'challenge_token_invalid' });
    const change = await call(bea, 'POST', 'settings/email/change-code', { code: '123456' });
    expect(change.json()).toMatchObject({ status: 'challenge_token_invalid' });
  });
});

describe('changing the address', () => {
  let cid: GivenUser;
  let taken: GivenUser;
  beforeAll(async () => {
    cid = await given.user(t, { name: 'Cid' });
    taken = await given.user(t);
  });

  it('refuses bad input without a change or a mail', async () => {
    const mailsBefore = smtp.mails.length;
    const cases: [Json, number, string][] = [
      [{}, 400, 'email_needed'],
      [{ email: 'nope', password: cid.password }, 400, 'email_not_valid'],
      [{ email: 'new@example.test' }, 400, 'password_empty'],
      [{ email: 'new@example.test', password: 'wrong password' }, 400, 'password_invalid'],
      [{ email: cid.email.toUpperCase(), password: cid.password }, 400, 'email_not_changed'],
      [{ email: taken.email, password: cid.password }, 409, 'email_already_used'],
    ];
    for (const [payload, code, status] of cases) {
      const res = await call(cid, 'POST', 'settings/email/change', payload);
      expect(res.statusCode, status).toBe(code);
      expect(res.json(), status).toMatchObject({ status });
    }
    await runJobs();
    expect(smtp.mails.length).toBe(mailsBefore);
    expect((await userRow(cid.user_id)).email).toBe(cid.email);
    const pending = await call(cid, 'GET', 'settings/email');
    expect(pending.json()).toMatchObject({ pending_email: null });
  });

  it('mails a code to the new address, moves the account there, and tells the old one', async () => {
    const next = `cid.new.${cid.user_id}@example.test`;
    // Form data, as the settings screens send.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/settings/email/change',
      headers: { ...cid.bearer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(next)}&password=${encodeURIComponent(cid.password)}`,
    });
    expect(res.json()).toEqual({ status: 'challenge_code_sended' });
    expect((await call(cid, 'GET', 'settings/email')).json()).toEqual({
      email: cid.email,
      is_email_verified: false,
      pending_email: next,
    });
    await runJobs();
    const mail = lastMailTo(next);
    expect(mail.subject).toBe('Подтвердите новый адрес почты в Потоке');
    expect(mail.text).toContain(`@${cid.username}`);
    const code = codeOf(mail);
    const done = await call(cid, 'POST', 'settings/email/change-code', { code });
    expect(done.json()).toEqual({
      status: 'email_changed',
      payload: { email: next, is_email_verified: true, pending_email: null },
    });
    await runJobs();
    const told = lastMailTo(cid.email);
    expect(told.subject).toBe('Адрес почты в Потоке изменён');
    expect(told.text).toContain('c***@example.test');
    expect(told.text).not.toContain(next);
    // Signing in takes the new address.
    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: cid.password },
      });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(cid.email)).statusCode).toBe(401);
  });

  it('refuses the code when another account took the address meanwhile', async () => {
    const dee = await given.user(t);
    const wanted = `wanted.${dee.user_id}@example.test`;
    await call(dee, 'POST', 'settings/email/change', { email: wanted, password: dee.password });
    await runJobs();
    const code = codeOf(lastMailTo(wanted));
    await given.user(t, { email: wanted });
    const res = await call(dee, 'POST', 'settings/email/change-code', { code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'email_already_used' });
    expect((await userRow(dee.user_id)).email).toBe(dee.email);
  });

  it('ends a pending change at its fifth wrong code and when it expires', async () => {
    const eve = await given.user(t);
    const wanted = `eve.${eve.user_id}@example.test`;
    await call(eve, 'POST', 'settings/email/change', { email: wanted, password: eve.password });
    await runJobs();
    const code = codeOf(lastMailTo(wanted));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(eve, 'POST', 'settings/email/change-code', { code: wrong });
      expect(res.json()).toMatchObject({ status: 'challenge_invalide_code' });
    }
    const dead = await call(eve, 'POST', 'settings/email/change-code', { code });
    expect(dead.json()).toMatchObject({ status: 'challenge_token_invalid' });
    // A new request, then expiry.
    await call(eve, 'POST', 'settings/email/change', { email: wanted, password: eve.password });
    await runJobs();
    const fresh = codeOf(lastMailTo(wanted));
    await t.db.execute(
      sql`UPDATE challenges SET date_expires = now() - interval '1 second'
           WHERE user_id = ${eve.user_id} AND date_used IS NULL`,
    );
    const expired = await call(eve, 'POST', 'settings/email/change-code', { code: fresh });
    expect(expired.json()).toMatchObject({ status: 'challenge_expired' });
    expect((await userRow(eve.user_id)).email).toBe(eve.email);
  });
});
