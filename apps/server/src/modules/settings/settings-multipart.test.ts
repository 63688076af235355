/**
 * Settings calls take `multipart/form-data` — what a browser's `FormData` sends — as they take
 * URL-encoded form data and JSON (settings.routes.ts; docs/decisions/method-not-allowed.md), on a
 * real database (PGlite; PostgreSQL with TEST_DATABASE_URL). A multipart body with a file part,
 * a field given twice or a field the call does not take is 400 `bad_request` with nothing
 * changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A field of a multipart body: `[name, text]`, or `[name, bytes, file name]` for a file part. */
type Part = [string, string] | [string, Uint8Array<ArrayBuffer>, string];

/** `parts` encoded as a browser's FormData sends them: the body and its content type. */
async function multipart(parts: Part[]): Promise<{ body: Buffer; type: string }> {
  const data = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([value], { type: 'image/png' }), fileName);
  }
  const encoded = new Response(data);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}

/** POSTs `parts` as multipart/form-data to `/v1/{url}` as `who`. */
async function postMultipart(url: string, who: GivenUser, parts: Part[]) {
  const { body, type } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/v1/${url}`,
    headers: { ...who.bearer, 'content-type': type },
    payload: body,
  });
}

describe('settings calls with multipart/form-data', () => {
  it('changes the profile from multipart fields, as from the other forms', async () => {
    const ann = await given.user(t, { name: 'Ann' });
    const res = await postMultipart('settings/profile', ann, [
      ['name', '  Анна  '],
      ['bio', 'Пишу про #котики'],
      ['sex', 'female'],
      ['tint', 'teal'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      payload: { name: 'Анна', bio: 'Пишу про #котики', sex: 'female', tint: 'teal' },
    });
    const read = await callApi(t, 'GET', 'settings/profile', ann);
    expect(read.json()).toEqual({
      name: 'Анна',
      bio: 'Пишу про #котики',
      sex: 'female',
      tint: 'teal',
    });
  });

  it('takes the text fields a call coerces (booleans) and checks the password as usual', async () => {
    const bob = await given.user(t);
    const fresh = 'a-much-better-passphrase-42';
    const wrong = await postMultipart('settings/password', bob, [
      ['current_password', 'not-the-password'],
      ['new_password', fresh],
      ['apply', 'true'],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status).toBe('password_invalid');
    const right = await postMultipart('settings/password', bob, [
      ['current_password', bob.password],
      ['new_password', fresh],
      ['apply', 'true'],
    ]);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ status: 'password_changed' });
  });

  it('refuses a file part, a repeated field and an unknown field with 400, changing nothing', async () => {
    const cid = await given.user(t, { name: 'Cid' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const before = await countAll(t.db, ['users', 'sessions', 'files']);
    const cases: [string, string, Part[]][] = [
      [
        'a file part',
        'settings/profile',
        [
          ['name', 'Changed'],
          ['avatar', png, 'me.png'],
        ],
      ],
      ['a file part named as a field', 'settings/profile', [['name', png, 'name.png']]],
      [
        'a field given twice',
        'settings/profile',
        [
          ['name', 'One'],
          ['name', 'Two'],
        ],
      ],
      [
        'an unknown field',
        'settings/profile',
        [
          ['name', 'Changed'],
          ['is_admin', 'true'],
        ],
      ],
      [
        'an unknown field',
        'settings/tint',
        [
          ['code', 'teal'],
          ['name', 'Changed'],
        ],
      ],
      [
        'a file part',
        'settings/delete-account',
        [
          ['password', cid.password],
          ['apply', 'true'],
          ['file', png, 'x.png'],
        ],
      ],
      [
        'a field given twice',
        'settings/delete-account',
        [
          ['password', cid.password],
          ['apply', 'true'],
          ['apply', 'true'],
        ],
      ],
    ];
    for (const [why, url, parts] of cases) {
      const res = await postMultipart(url, cid, parts);
      expect(res.statusCode, `${why} to ${url}: ${res.body}`).toBe(400);
      expect(res.json(), why).toEqual({ status: 'bad_request', message: expect.any(String) });
    }
    expect(await countAll(t.db, ['users', 'sessions', 'files'])).toEqual(before);
    const profile = await callApi(t, 'GET', 'settings/profile', cid);
    expect(profile.json()).toMatchObject({ name: 'Cid', tint: null });
    const session = await callApi(t, 'GET', 'auth/session', cid);
    expect(session.json().is_auth, session.body).toBe(true);
  });

  it('refuses more parts than a settings call has fields with 413 too_large', async () => {
    const dan = await given.user(t, { name: 'Dan' });
    const parts: Part[] = Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'] as Part);
    const res = await postMultipart('settings/profile', dan, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('too_large');
    expect((await callApi(t, 'GET', 'settings/profile', dan)).json().name).toBe('Dan');
  });
});
