/**
 * Integration tests of the account settings (spec §7 "Settings", §3; docs/decisions/account-settings.md) through app.inject on a real database (PGlite; PostgreSQL with
 * TEST_DATABASE_URL): profile and tint, password, sign-ins and ending them, permissions, the
 * NSFW preference in the session — each with form data and JSON, and every bad input answered
 * with its status and no change in the database. Erasing an account: delete-account.test.ts.
 */
import { type LoginRecord, type Page, type Session, TINTS, type UserCard } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { openEvents } from '../../../test/sse.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A form-data body from `[key, value]` pairs (repeats allowed). */
function form(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

/** Signs `who` in again with `userAgent`; returns the new session's token. */
async function login(who: GivenUser, userAgent = CHROME_LINUX, password = who.password) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: who.email, password },
  });
  return res;
}

/** The bearer headers of a raw token. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Whether `token` is a live session (GET auth/session). */
async function signedIn(token: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/auth/session',
    headers: bearer(token),
  });
  return res.json<Session>().is_auth;
}

/** The user row's settings columns, for "nothing changed" checks. */
async function row(userId: number) {
  const [r] = await queryRows<Record<string, unknown>>(
    t.db,
    sql`SELECT name, bio, sex, tint, password_hash, nsfw_mode, state FROM users
        WHERE user_id = ${userId}`,
  );
  return r!;
}

/** The user's sessions (id, ended), for "nothing changed" checks. */
async function sessionsOf(userId: number) {
  return queryRows<{ session_id: number; date_ended: unknown }>(
    t.db,
    sql`SELECT session_id, date_ended FROM sessions WHERE user_id = ${userId} ORDER BY session_id`,
  );
}

describe('guests', () => {
  it('get 401 unauthorized from every settings call', async () => {
    const calls: [string, string][] = [
      ['GET', 'settings/profile'],
      ['POST', 'settings/profile'],
      ['GET', 'settings/tint'],
      ['POST', 'settings/tint'],
      ['POST', 'settings/password'],
      ['GET', 'settings/logins'],
      ['DELETE', 'settings/logins'],
      ['DELETE', 'settings/logins/1'],
      ['GET', 'settings/permissions'],
      ['GET', 'settings/content'],
      ['POST', 'settings/content'],
      ['POST', 'settings/delete-account'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: `/v1/${url}`,
        ...(method === 'POST' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().status).toBe('unauthorized');
    }
  });
});

describe('GET/POST settings/profile', () => {
  it('reads and changes name, bio, sex and tint from form data and JSON', async () => {
    const ann = await given.user(t, { name: 'Ann' });
    const first = await callApi(t, 'GET', 'settings/profile', ann);
    expect(first.json()).toEqual({ name: 'Ann', bio: '', sex: 'none', tint: null });

    const byForm = await callApi(
      t,
      'POST',
      'settings/profile',
      ann,
      form([
        ['name', '  Анна  '],
        ['bio', ' Пишу про #котики '],
        ['sex', 'female'],
        ['tint', 'teal'],
      ]),
    );
    expect(byForm.statusCode, byForm.body).toBe(200);
    expect(byForm.json()).toEqual({
      status: 'ok',
      payload: { name: 'Анна', bio: 'Пишу про #котики', sex: 'female', tint: 'teal' },
    });
    const card = (await callApi(t, 'GET', `user/${ann.username}`, ann)).json<UserCard>();
    expect(card).toMatchObject({ name: 'Анна', tint: 'teal', profile: { sex: 'female' } });

    // JSON, partly: the omitted fields keep their values.
    const byJson = await callApi(t, 'POST', 'settings/profile', ann, { bio: '', tint: '' });
    expect(byJson.json().payload).toEqual({ name: 'Анна', bio: '', sex: 'female', tint: null });
    const exact = 'я'.repeat(50);
    const longest = await callApi(t, 'POST', 'settings/profile', ann, {
      name: exact,
      bio: '😀'.repeat(500),
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('refuses bad fields with their status and changes nothing', async () => {
    const bob = await given.user(t, { name: 'Bob' });
    await callApi(t, 'POST', 'settings/profile', bob, { bio: 'kept', tint: 'gold' });
    const before = await row(bob.user_id);
    const cases: [string, Record<string, unknown> | string, number, string][] = [
      ['a name of spaces', { name: '   ' }, 400, 'name_empty'],
      ['an empty name', form([['name', '']]), 400, 'name_empty'],
      ['a 51-character name', { name: 'x'.repeat(51) }, 400, 'name_too_long'],
      ['a 501-character bio', { name: 'New', bio: 'b'.repeat(501) }, 400, 'bio_too_long'],
      ['an unknown sex', { sex: 'other' }, 400, 'bad_request'],
      ['an unknown tint', { tint: 'chartreuse' }, 400, 'tint_not_valid'],
      ['a tint that is CSS but not ours', form([['tint', '#ff0000']]), 400, 'tint_not_valid'],
      ['an unknown field (JSON)', { name: 'New', is_verified: true }, 400, 'bad_request'],
      [
        'an unknown field (form)',
        form([
          ['name', 'New'],
          ['state', 'active'],
        ]),
        400,
        'bad_request',
      ],
      [
        'a repeated field',
        form([
          ['name', 'New'],
          ['name', 'Other'],
        ]),
        400,
        'bad_request',
      ],
    ];
    for (const [what, body, code, status] of cases) {
      const res = await callApi(t, 'POST', 'settings/profile', bob, body);
      expect(res.statusCode, what).toBe(code);
      expect(res.json().status, what).toBe(status);
      expect(await row(bob.user_id), what).toEqual(before);
    }
  });

  it('refuses a 10 MB bio as it arrives (413 too_large)', async () => {
    const cid = await given.user(t);
    const before = await row(cid.user_id);
    const res = await callApi(
      t,
      'POST',
      'settings/profile',
      cid,
      form([['bio', 'a'.repeat(10 * 1024 * 1024)]]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('too_large');
    expect(await row(cid.user_id)).toEqual(before);
  });
});

describe('GET/POST settings/tint', () => {
  it('lists the catalogue and sets a tint from form data or JSON; empty clears', async () => {
    const dan = await given.user(t);
    const list = await callApi(t, 'GET', 'settings/tint', dan);
    expect(list.json()).toEqual({ items: TINTS });
    expect(new Set(TINTS.map((x) => x.code)).size).toBe(TINTS.length);

    const set = await callApi(t, 'POST', 'settings/tint', dan, form([['code', 'royalblue']]));
    expect(set.json()).toMatchObject({ status: 'ok', payload: { tint: 'royalblue' } });
    expect((await row(dan.user_id)).tint).toBe('royalblue');
    const cleared = await callApi(t, 'POST', 'settings/tint', dan, { code: '' });
    expect(cleared.json().payload.tint).toBeNull();
  });

  it('refuses an unknown code, a missing code, unknown and repeated fields; nothing changes', async () => {
    const eve = await given.user(t);
    await callApi(t, 'POST', 'settings/tint', eve, { code: 'orchid' });
    const cases: [Record<string, unknown> | string, string][] = [
      [{ code: 'no-such-tint' }, 'tint_not_valid'],
      [{}, 'bad_request'],
      [{ code: 'teal', name: 'x' }, 'bad_request'],
      [
        form([
          ['code', 'teal'],
          ['code', 'gold'],
        ]),
        'bad_request',
      ],
    ];
    for (const [body, status] of cases) {
      const res = await callApi(t, 'POST', 'settings/tint', eve, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe(status);
      expect((await row(eve.user_id)).tint).toBe('orchid');
    }
  });
});

describe('POST settings/password', () => {
  it('changes the password and signs out every other session; this one stays', async () => {
    const fay = await given.user(t);
    const other = (await login(fay, FIREFOX_WINDOWS)).json().payload.token as string;
    expect(await signedIn(other)).toBe(true);
    const stream = await openEvents(base, bearer(other));
    await stream.connected();
    const fresh = 'a-much-better-passphrase-42';
    const res = await callApi(
      t,
      'POST',
      'settings/password',
      fay,
      form([
        ['current_password', fay.password],
        ['new_password', fresh],
        ['apply', 'true'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'password_changed' });
    await stream.ended;
    expect(await signedIn(fay.token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/profile',
      headers: bearer(other),
    });
    expect(ended.statusCode).toBe(401);
    expect((await login(fay, CHROME_LINUX, fay.password)).statusCode).toBe(401);
    expect((await login(fay, CHROME_LINUX, fresh)).statusCode).toBe(200);

    // JSON too; then back with the same password again is "not changed".
    const json = await callApi(t, 'POST', 'settings/password', fay, {
      current_password: fresh,
      new_password: fay.password,
      apply: true,
    });
    expect(json.json()).toEqual({ status: 'password_changed' });
  });

  it('refuses bad input with its status; the hash and the sessions stay', async () => {
    const gus = await given.user(t);
    await login(gus, FIREFOX_WINDOWS);
    const good = { current_password: gus.password, new_password: 'fresh-and-long-77', apply: true };
    const cases: [string, Record<string, unknown> | string, string][] = [
      ['the same password', { ...good, new_password: gus.password }, 'password_not_changed'],
      [
        'a wrong current password',
        { ...good, current_password: 'wrong-one-123' },
        'password_invalid',
      ],
      ['no current password', { new_password: good.new_password, apply: true }, 'password_empty'],
      ['a short new password', { ...good, new_password: 'short' }, 'password_too_short'],
      ['a long new password', { ...good, new_password: 'x'.repeat(257) }, 'password_too_long'],
      ['an empty new password', { ...good, new_password: '   ' }, 'password_empty'],
      ['a guessable new password', { ...good, new_password: 'password123' }, 'password_too_weak'],
      ['no apply', { ...good, apply: undefined }, 'bad_request'],
      ['apply=false', { ...good, apply: false }, 'bad_request'],
      ['an unknown field', { ...good, confirm: 'yes' }, 'bad_request'],
      [
        'a repeated field',
        form([
          ['current_password', gus.password],
          ['new_password', 'fresh-and-long-77'],
          ['new_password', 'fresh-and-long-78'],
          ['apply', 'true'],
        ]),
        'bad_request',
      ],
    ];
    const hash = (await row(gus.user_id)).password_hash;
    const sessions = await sessionsOf(gus.user_id);
    for (const [what, body, status] of cases) {
      const res = await callApi(t, 'POST', 'settings/password', gus, body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().status, what).toBe(status);
      expect((await row(gus.user_id)).password_hash, what).toBe(hash);
      expect(await sessionsOf(gus.user_id), what).toEqual(sessions);
    }
  });
});

describe('password guessing', () => {
  it('is limited as the sign-in is: past AUTH_RATE_LIMIT, 429 and nothing checked', async () => {
    const own = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const pat = await given.user(own);
      const guess = (password: string) =>
        callApi(own, 'POST', 'settings/delete-account', pat, { password, apply: true });
      expect((await guess('guess-one-111')).json().status).toBe('password_invalid');
      expect((await guess('guess-two-222')).json().status).toBe('password_invalid');
      const third = await guess(pat.password);
      expect(third.statusCode).toBe(429);
      expect(third.json().status).toBe('too_many_requests');
      const state = await queryRows<{ state: string }>(
        own.db,
        sql`SELECT state FROM users WHERE user_id = ${pat.user_id}`,
      );
      expect(state).toEqual([{ state: 'active' }]);
    } finally {
      await own.close();
    }
  });
});

describe('settings/logins', () => {
  it('lists the sign-ins newest first with OS and browser, the current one marked, paged', async () => {
    const hal = await given.user(t);
    await login(hal, CHROME_LINUX);
    await login(hal, FIREFOX_WINDOWS);
    const res = await callApi(t, 'GET', 'settings/logins', hal);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<LoginRecord>>();
    expect(page.total_items).toBe(3);
    expect(page.items.map((i) => [i.os.name, i.browser.name, i.is_current])).toEqual([
      ['Windows', 'Firefox', false],
      ['Linux', 'Chrome', false],
      [null, null, true], // the fixture's session, user agent "vitest"
    ]);
    expect(page.items[0]).toMatchObject({
      os: { name: 'Windows', version: '10' },
      browser: { name: 'Firefox', version: '133.0' },
      is_active: true,
    });
    expect(Date.parse(page.items[0]!.date_added)).toBeGreaterThan(0);
    const second = await callApi(t, 'GET', 'settings/logins?offset=2', hal);
    expect(second.json<Page<LoginRecord>>().items.map((i) => i.is_current)).toEqual([true]);
    const bad = await callApi(t, 'GET', 'settings/logins?offset=-1', hal);
    expect(bad.statusCode).toBe(400);
  });

  it('ends one other session at once, closes its events stream, and keeps this one', async () => {
    const ivy = await given.user(t);
    const other = (await login(ivy, FIREFOX_WINDOWS)).json().payload.token as string;
    const stream = await openEvents(base, bearer(other));
    expect(stream.status).toBe(200);
    await stream.connected();
    const list = (await callApi(t, 'GET', 'settings/logins', ivy)).json<Page<LoginRecord>>();
    const target = list.items.find((i) => !i.is_current)!;

    const res = await callApi(t, 'DELETE', `settings/logins/${target.login_id}`, ivy);
    expect(res.json()).toEqual({ status: 'session_ended' });
    await stream.ended;
    expect(await signedIn(other)).toBe(false);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/logins',
      headers: bearer(other),
    });
    expect(refused.statusCode).toBe(401);
    expect(await signedIn(ivy.token)).toBe(true);
    const after = (await callApi(t, 'GET', 'settings/logins', ivy)).json<Page<LoginRecord>>();
    expect(after.items.find((i) => i.login_id === target.login_id)?.is_active).toBe(false);
    // Ending it again changes nothing and answers the same.
    const again = await callApi(t, 'DELETE', `settings/logins/${target.login_id}`, ivy);
    expect(again.json()).toEqual({ status: 'session_ended' });
  });

  it("refuses another person's session (404), the current one (400) and a bad id (400)", async () => {
    const jon = await given.user(t);
    const kim = await given.user(t);
    const kimSession = (await sessionsOf(kim.user_id))[0]!.session_id;
    const current = (await sessionsOf(jon.user_id))[0]!.session_id;
    const cases: [string, number, string][] = [
      [`settings/logins/${kimSession}`, 404, 'not_found'],
      ['settings/logins/999999999', 404, 'not_found'],
      [`settings/logins/${current}`, 400, 'bad_request'],
      ['settings/logins/abc', 400, 'bad_request'],
      ['settings/logins/0', 400, 'bad_request'],
    ];
    const before = [await sessionsOf(jon.user_id), await sessionsOf(kim.user_id)];
    for (const [url, code, status] of cases) {
      const res = await callApi(t, 'DELETE', url, jon);
      expect(res.statusCode, url).toBe(code);
      expect(res.json().status, url).toBe(status);
    }
    expect([await sessionsOf(jon.user_id), await sessionsOf(kim.user_id)]).toEqual(before);
    expect(await signedIn(kim.token)).toBe(true);
  });

  it('DELETE settings/logins ends every other session of the person only', async () => {
    const lea = await given.user(t);
    const bystander = await given.user(t);
    const a = (await login(lea, FIREFOX_WINDOWS)).json().payload.token as string;
    const b = (await login(lea, CHROME_LINUX)).json().payload.token as string;
    const res = await callApi(t, 'DELETE', 'settings/logins', lea);
    expect(res.json()).toEqual({ status: 'sessions_ended', payload: { ended: 2 } });
    expect([await signedIn(a), await signedIn(b), await signedIn(lea.token)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(await signedIn(bystander.token)).toBe(true);
    const none = await callApi(t, 'DELETE', 'settings/logins', lea);
    expect(none.json()).toEqual({ status: 'sessions_ended', payload: { ended: 0 } });
  });
});

describe('GET settings/permissions', () => {
  it('maps the eight permissions to whether the person has them', async () => {
    const max = await given.user(t);
    const all = await callApi(t, 'GET', 'settings/permissions', max);
    expect(all.json()).toEqual({
      create_entries: true,
      edit_entries: true,
      delete_entries: true,
      create_comments: true,
      edit_comments: true,
      delete_comments: true,
      subscribe_to_users: true,
      attach_images: true,
    });
    await t.services.permissions.set(max.user_id, { attach_images: false, edit_comments: false });
    const some = (await callApi(t, 'GET', 'settings/permissions', max)).json();
    expect(some).toMatchObject({
      attach_images: false,
      edit_comments: false,
      create_entries: true,
    });
  });
});

describe('GET/POST settings/content', () => {
  it('blurs by default, and the choice travels in the session', async () => {
    const ned = await given.user(t);
    expect((await callApi(t, 'GET', 'settings/content', ned)).json()).toEqual({ nsfw: 'blur' });
    const session = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: ned.bearer })).json<
        Session & { user: { content: { nsfw: string } } }
      >().user.content;
    expect(await session()).toEqual({ nsfw: 'blur' });
    const hide = await callApi(t, 'POST', 'settings/content', ned, form([['nsfw', 'hide']]));
    expect(hide.json()).toEqual({ status: 'ok', payload: { nsfw: 'hide' } });
    expect(await session()).toEqual({ nsfw: 'hide' });
    const show = await callApi(t, 'POST', 'settings/content', ned, { nsfw: 'show' });
    expect(show.json().payload).toEqual({ nsfw: 'show' });
    expect((await callApi(t, 'GET', 'settings/content', ned)).json()).toEqual({ nsfw: 'show' });
  });

  it('refuses an unknown mode, unknown or repeated fields; nothing changes', async () => {
    const ora = await given.user(t);
    for (const body of [
      { nsfw: 'maybe' },
      {},
      { nsfw: 'hide', extra: 1 },
      form([
        ['nsfw', 'hide'],
        ['nsfw', 'show'],
      ]),
    ]) {
      const res = await callApi(t, 'POST', 'settings/content', ora, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('bad_request');
      expect((await row(ora.user_id)).nsfw_mode).toBe('blur');
    }
  });
});

describe('NSFW mode hide', () => {
  it("leaves others' entries marked NSFW out of every list of the person, and only theirs", async () => {
    const author = await given.user(t);
    const reader = await given.user(t);
    const other = await given.user(t);
    const word = `zebrafish${Date.now().toString(36)}`;
    const tag = `nsfwtag${Date.now().toString(36)}`;
    const safe = await given.entry(t, author, { text: `${word} safe #${tag}` });
    const nsfw = await given.entry(t, author, { text: `${word} spicy #${tag}`, is_nsfw: true });
    const own = await given.entry(t, reader, { text: `${word} mine #${tag}`, is_nsfw: true });
    await callApi(t, 'POST', `user/${author.username}/subscribe`, reader);
    const feed = (
      await callApi(t, 'POST', 'feeds', other, { title: 'Tagged', emoji: '🦓', tags: [tag] })
    ).json().payload;
    await callApi(t, 'POST', `feed/${feed.uuid}/subscribe`, reader);

    const lists = [
      'feed/timeline',
      'feed/abyss',
      'feed/feeds',
      `feed/${feed.uuid}/entries`,
      `tag/${tag}/entries`,
      `user/${author.username}/entries`,
      `search/entries?query=${word}`,
    ];
    const uuidsIn = async (url: string, who: GivenUser) => {
      const res = await callApi(t, 'GET', url, who);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<Page<{ uuid: string }>>().items.map((e) => e.uuid);
    };
    for (const url of lists) expect(await uuidsIn(url, reader), url).toContain(nsfw.uuid);

    await callApi(t, 'POST', 'settings/content', reader, { nsfw: 'hide' });
    for (const url of lists) {
      const seen = await uuidsIn(url, reader);
      expect(seen, url).not.toContain(nsfw.uuid);
      expect(seen, url).toContain(safe.uuid);
      // Someone else's preference is theirs only.
      expect(await uuidsIn(url, other), url).toContain(nsfw.uuid);
    }
    // The person's own entries marked NSFW stay in their lists.
    expect(await uuidsIn('feed/timeline', reader)).toContain(own.uuid);
    // The entry's own page still opens (the web app blurs it there).
    expect((await callApi(t, 'GET', `entry/${nsfw.uuid}`, reader)).statusCode).toBe(200);

    await callApi(t, 'POST', 'settings/content', reader, { nsfw: 'show' });
    expect(await uuidsIn('feed/abyss', reader)).toContain(nsfw.uuid);
  });
});
