/**
 * Integration tests of the auth area through app.inject on a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): docs/contract.md, spec §5 statuses, DESIGN.md §4.
 */
import { type AltchaChallenge, encodeAltchaPayload } from '@potok/common';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../../test/given.ts';
import {
  countAll,
  createTestApp,
  solveCaptcha,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t.close());

const TABLES = ['users', 'sessions'] as const;
const counts = () => countAll(t.db, TABLES);

let seq = 0;
/** A valid registration body with unique username and e-mail. */
function validBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Anna Petrova',
    username: `anna_${seq}`,
    email: `anna${seq}@example.test`,
    password: 'correct horse battery',
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: body, headers });
}

async function registerSolved(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return register({ ...body, 'h-captcha-response': await solveCaptcha(t.app) }, headers);
}

async function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: body, headers });
}

async function session(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/v1/auth/session', headers });
}

/** Expects an error answer with `status`, and the users/sessions tables unchanged. */
async function expectRefused(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  httpCode: number,
  status: string,
) {
  const before = await counts();
  const res = await request();
  expect(res.json()).toEqual({ status, message: expect.any(String) });
  expect(res.statusCode).toBe(httpCode);
  expect(await counts()).toEqual(before);
}

describe('GET auth/captcha', () => {
  it('gives an ALTCHA challenge by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/captcha' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('altcha');
    expect(body.challenge.parameters.algorithm).toBe('SHA-256');
    expect(body.challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("signs with the database's secret when CAPTCHA_SECRET is unset", async () => {
    const r = await createTestApp({ env: { CAPTCHA_SECRET: '' } });
    try {
      expect(r.config.captchaSecret).toBeNull();
      // A challenge from the app's services (not through the route) passes the route's check:
      // the key is made once and kept in the database (test/several-processes.test.ts).
      const issued = await r.services.auth.captcha();
      if (issued.provider !== 'altcha') throw new Error('expected ALTCHA');
      const challenge = issued.challenge as unknown as AltchaChallenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const res = await r.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: {
          ...validBody(),
          'h-captcha-response': encodeAltchaPayload(challenge, solution!),
        },
      });
      expect(res.json().status).toBe('registered');
    } finally {
      await r.close();
    }
  });

  it('gives the hCaptcha site key when both keys are set', async () => {
    const h = await createTestApp({ env: { HCAPTCHA_SITEKEY: 'site-1', HCAPTCHA_SECRET: 's' } });
    try {
      const res = await h.app.inject({ method: 'GET', url: '/v1/auth/captcha' });
      expect(res.json()).toEqual({ provider: 'hcaptcha', sitekey: 'site-1' });
    } finally {
      await h.close();
    }
  });
});

describe('POST auth/register', () => {
  it('creates the account, signs in and sets the sid cookie', async () => {
    const before = await counts();
    const body = validBody({
      name: '  Anna  ',
      username: ' Anna_New ',
      email: ' A.New@Example.test ',
    });
    const res = await registerSolved(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.status).toBe('registered');
    expect(json.payload.token).toMatch(/^[\w-]{43}$/);
    expect(json.payload.session).toEqual({
      is_auth: true,
      user: {
        user_id: expect.any(Number),
        username: 'Anna_New',
        name: 'Anna',
        avatar: { hash: expect.stringMatching(/^[0-9a-f]{32}$/) },
        email: 'A.New@Example.test',
        state: { has_new_notifications: false, is_email_verified: false },
        content: { nsfw: 'blur' },
      },
      logout_hash: expect.any(String),
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`sid=${json.payload.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(await counts()).toEqual({ users: before.users + 1, sessions: before.sessions + 1 });

    // The token works, and the password was stored trimmed-hashed, never in clear.
    const me = await session({ authorization: `Bearer ${json.payload.token}` });
    expect(me.json().user.username).toBe('Anna_New');
    const ok = await login({ email: 'a.new@example.test', password: body.password });
    expect(ok.statusCode).toBe(200);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const s = await createTestApp({ env: { PUBLIC_URL: 'https://potok.example' } });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { ...validBody(), 'h-captcha-response': await solveCaptcha(s.app) },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await s.close();
    }
  });

  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, Record<string, unknown>][] = [
    ['name_empty', { name: '   ' }],
    ['name_empty', { name: undefined }],
    ['name_too_long', { name: long(51) }],
    ['email_needed', { email: ' ' }],
    ['email_not_valid', { email: 'not-an-email' }],
    ['email_not_valid', { email: 'a b@example.test' }],
    ['email_not_valid', { email: `${long(250)}@example.test` }],
    ['password_empty', { password: '    ' }],
    ['password_too_short', { password: ' 1234567 ' }],
    ['password_too_long', { password: long(257) }],
    ['username_empty', { username: '' }],
    ['username_too_short', { username: 'ab' }],
    ['username_too_long', { username: long(25) }],
    ['username_not_valid', { username: 'anna-petrova' }],
    ['username_not_valid', { username: 'анна_123' }],
    ['username_in_blacklist', { username: 'Admin' }],
    ['username_in_blacklist', { username: 'settings' }],
  ];
  for (const [status, overrides] of cases) {
    it(`refuses ${status} (${JSON.stringify(overrides).slice(0, 40)})`, async () => {
      await expectRefused(() => registerSolved(validBody(overrides)), 400, status);
    });
  }

  it('checks in order: name, email, password, username, human check, strength', async () => {
    const all = { name: '', email: '', password: '', username: '' };
    await expectRefused(() => registerSolved(all), 400, 'name_empty');
    await expectRefused(() => registerSolved({ ...all, name: 'A' }), 400, 'email_needed');
    await expectRefused(
      () => registerSolved({ ...all, name: 'A', email: 'a@b.cd' }),
      400,
      'password_empty',
    );
    await expectRefused(
      () => registerSolved({ ...all, name: 'A', email: 'a@b.cd', password: '12345678' }),
      400,
      'username_empty',
    );
    // The strength comes after every field is well-formed and after the human check.
    const weak = { name: 'A', email: 'a@b.cd', password: '12345678', username: 'abc' };
    await expectRefused(() => register(weak), 400, 'please_enter_captcha');
    await expectRefused(() => registerSolved(weak), 400, 'password_too_weak');
  });

  it('accepts the limits exactly', async () => {
    const res = await registerSolved(
      validBody({
        name: 'я'.repeat(50),
        password: 'korova moloko 1987 '.repeat(14).slice(0, 256),
        username: `a_${seq}xxxxxxxxxxxxxxxxxxxx`.slice(0, 24),
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  describe('password strength', () => {
    const weak = [
      '12345678',
      'password',
      'qwertyui',
      'aaaaaaaa',
      '11111111',
      'iloveyou',
      'password1',
      'йцукенгш',
      '01011990',
      ' Password123! ',
    ];
    for (const password of weak) {
      it(`refuses ${JSON.stringify(password)} as password_too_weak`, async () => {
        await expectRefused(
          () => registerSolved(validBody({ password })),
          400,
          'password_too_weak',
        );
      });
    }

    it("refuses the account's own username, e-mail or name as its password", async () => {
      const body = validBody({
        name: 'Marina Sokolova',
        username: `marina_s${seq}`,
        email: 'marina.sokolova@example.test',
      });
      for (const password of [
        body.username,
        `${body.username}1`,
        body.email,
        'marina.sokolova',
        'Marina Sokolova',
      ]) {
        await expectRefused(() => registerSolved({ ...body, password }), 400, 'password_too_weak');
      }
    });

    for (const password of ['korova moloko 1987', 'Тихий-вечер-у-реки', 'h7Tq2vMw9c']) {
      it(`accepts ${JSON.stringify(password)}, and it signs in`, async () => {
        const body = validBody({ password });
        expect((await registerSolved(body)).statusCode).toBe(200);
        expect((await login({ email: body.email, password })).statusCode).toBe(200);
      });
    }
  });

  it('refuses a used e-mail and a used username, ignoring case', async () => {
    const first = validBody();
    expect((await registerSolved(first)).statusCode).toBe(200);
    await expectRefused(
      () => registerSolved(validBody({ email: first.email.toUpperCase() })),
      409,
      'email_already_used',
    );
    await expectRefused(
      () => registerSolved(validBody({ username: first.username.toUpperCase() })),
      409,
      'username_already_used',
    );
  });

  it('needs the human check', async () => {
    await expectRefused(() => register(validBody()), 400, 'please_enter_captcha');
    await expectRefused(
      () => register(validBody({ 'h-captcha-response': '  ' })),
      400,
      'please_enter_captcha',
    );
    await expectRefused(
      () => register(validBody({ 'h-captcha-response': 'garbage' })),
      400,
      'captcha_invalid',
    );
  });

  it('refuses a wrong, tampered or reused ALTCHA answer', async () => {
    const answer = await solveCaptcha(t.app);
    const payload = JSON.parse(atob(answer));
    const wrong = btoa(
      JSON.stringify({
        ...payload,
        solution: { ...payload.solution, derivedKey: '00'.repeat(32) },
      }),
    );
    await expectRefused(
      () => register(validBody({ 'h-captcha-response': wrong })),
      400,
      'captcha_invalid',
    );
    const tampered = btoa(
      JSON.stringify({
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, expiresAt: 4_000_000_000 },
        },
      }),
    );
    await expectRefused(
      () => register(validBody({ 'h-captcha-response': tampered })),
      400,
      'captcha_invalid',
    );
    // The right answer works once, then never again.
    expect((await register(validBody({ 'h-captcha-response': answer }))).statusCode).toBe(200);
    await expectRefused(
      () => register(validBody({ 'h-captcha-response': answer })),
      400,
      'captcha_invalid',
    );
  });

  it('refuses a signed-in user with already_logged', async () => {
    const user = await given.user(t);
    await expectRefused(() => registerSolved(validBody(), user.bearer), 409, 'already_logged');
  });

  it('refuses a body of the wrong shape with bad_request, malformed JSON with invalid_json_format', async () => {
    await expectRefused(() => register(validBody({ name: { first: 'Anna' } })), 400, 'bad_request');
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/auth/register',
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "Anna",',
        }),
      400,
      'invalid_json_format',
    );
  });
});

describe('POST auth/login', () => {
  it('signs in with e-mail (any case) and trimmed password; one session row per login', async () => {
    const user = await given.user(t);
    const before = await counts();
    const res = await login(
      { email: ` ${user.email.toUpperCase()} `, password: ` ${user.password} ` },
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    );
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.status).toBe('logged_in');
    expect(json.payload.session.user.user_id).toBe(user.user_id);
    expect(json.payload.token).not.toBe(user.token);
    expect(String(res.headers['set-cookie'])).toContain(`sid=${json.payload.token}`);
    expect(await counts()).toEqual({ users: before.users, sessions: before.sessions + 1 });

    const rows = await queryRows<{ os_name: string; browser_name: string; token_hash: string }>(
      t.db,
      sql`select os_name, browser_name, token_hash from sessions
          where user_id = ${user.user_id} order by session_id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ os_name: 'Linux', browser_name: 'Chrome' });
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(json.payload.token);
  });

  it('refuses a wrong pair with 401 user_not_registered', async () => {
    const user = await given.user(t);
    await expectRefused(
      () => login({ email: user.email, password: 'wrong password' }),
      401,
      'user_not_registered',
    );
    await expectRefused(
      () => login({ email: 'nobody@example.test', password: user.password }),
      401,
      'user_not_registered',
    );
  });

  it('needs both fields', async () => {
    await expectRefused(() => login({ password: 'x' }), 400, 'email_needed');
    await expectRefused(() => login({ email: 'a@b.cd', password: ' ' }), 400, 'password_empty');
  });
});

describe('GET auth/session', () => {
  it('is a guest session without a token, or with an unknown one', async () => {
    const guest = { is_auth: false, user: null, logout_hash: null };
    expect((await session()).json()).toEqual(guest);
    expect((await session({ authorization: 'Bearer nope' })).json()).toEqual(guest);
    expect((await session({ cookie: 'sid=nope' })).json()).toEqual(guest);
  });

  it('works with the cookie and with the bearer token', async () => {
    const user = await given.user(t);
    for (const headers of [user.bearer, { cookie: user.cookie.cookie }]) {
      const res = await session(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        is_auth: true,
        user: { user_id: user.user_id, username: user.username },
        logout_hash: user.logout_hash,
      });
    }
  });
});

describe('POST auth/logout', () => {
  const logout = (headers: Record<string, string>, logout_hash?: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers, payload: { logout_hash } });

  it('refuses a guest', async () => {
    const res = await logout({}, 'x');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('unauthorized');
  });

  it('refuses a wrong hash and keeps the session', async () => {
    const user = await given.user(t);
    const res = await logout(user.bearer, 'wrong');
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('forbidden');
    expect((await logout(user.bearer)).statusCode).toBe(400);
    expect((await session(user.bearer)).json().is_auth).toBe(true);
  });

  it('ends the session with the right hash (cookie) and clears the cookie', async () => {
    const user = await given.user(t);
    const other = await login({ email: user.email, password: user.password });
    const before = await counts();
    const res = await logout(user.cookie, user.logout_hash);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'logged_out' });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await session(user.bearer)).json().is_auth).toBe(false);
    // The row stays as the login record; the other session lives on.
    expect(await counts()).toEqual(before);
    expect(
      (await session({ authorization: `Bearer ${other.json().payload.token}` })).json().is_auth,
    ).toBe(true);
  });

  it('works with the bearer token', async () => {
    const user = await given.user(t);
    expect((await logout(user.bearer, user.logout_hash)).statusCode).toBe(200);
    expect((await session(user.bearer)).json().is_auth).toBe(false);
  });

  it('refuses the token at once, though a request just found its session', async () => {
    const user = await given.user(t);
    const timeline = () =>
      t.app.inject({ method: 'GET', url: '/v1/feed/timeline', headers: user.bearer });
    expect((await timeline()).statusCode).toBe(200);
    expect((await logout(user.bearer, user.logout_hash)).statusCode).toBe(200);
    expect((await timeline()).statusCode).toBe(401);
  });
});

describe('CSRF (DESIGN.md §4)', () => {
  it('refuses a cookie-authenticated POST from a foreign origin', async () => {
    const user = await given.user(t);
    for (const headers of [
      { cookie: user.cookie.cookie, origin: 'https://evil.example' },
      { cookie: user.cookie.cookie, 'sec-fetch-site': 'cross-site' },
      { cookie: user.cookie.cookie },
    ]) {
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/auth/logout',
            headers,
            payload: { logout_hash: user.logout_hash },
          }),
        403,
        'forbidden',
      );
    }
    expect((await session(user.bearer)).json().is_auth).toBe(true);
  });

  it('accepts same-origin cookie requests and exempts bearer requests', async () => {
    const a = await given.user(t);
    const same = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: a.cookie.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { logout_hash: a.logout_hash },
    });
    expect(same.statusCode).toBe(200);
    const b = await given.user(t);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { ...b.bearer, origin: 'https://evil.example' },
      payload: { logout_hash: b.logout_hash },
    });
    expect(bearer.statusCode).toBe(200);
    expect(TEST_ORIGIN).toBe(t.config.publicUrl);
  });

  it('refuses a cross-site login (login CSRF)', async () => {
    const user = await given.user(t);
    await expectRefused(
      () =>
        login({ email: user.email, password: user.password }, { origin: 'https://evil.example' }),
      403,
      'forbidden',
    );
  });
});

describe('errors', () => {
  it('answers 429 too_many_requests past the auth rate limit', async () => {
    const r = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const attempt = () =>
        r.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'a@b.cd', password: 'whatever1' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'too_many_requests', message: expect.any(String) });
    } finally {
      await r.close();
    }
  });

  it('answers 413 too_large for a huge body', async () => {
    await expectRefused(
      () => register(validBody({ name: 'x'.repeat(2 * 1024 * 1024) })),
      413,
      'too_large',
    );
  });

  it('answers 500 internal_error without stack, SQL or detail', async () => {
    const broken = await createTestApp();
    const user = await given.user(broken);
    await broken.handle.close(); // the database goes away under the app
    try {
      const res = await broken.app.inject({
        method: 'GET',
        url: '/v1/auth/session',
        headers: user.bearer,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 'internal_error',
        message: 'Something went wrong on the server.',
      });
      expect(res.body).not.toMatch(/at |select|sessions|\.ts/i);
    } finally {
      await broken.close();
    }
  });
});
