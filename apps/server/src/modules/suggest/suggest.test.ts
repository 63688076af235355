/**
 * Integration tests of `GET suggest/users` and `GET suggest/tags` through app.inject on a real
 * database: what a person typing `@…` or `#…` is offered (prefix ignoring case, exact match
 * first, never oneself or an inactive account, at most 8), Cyrillic tags percent-encoded, and
 * the refusals (guest 401, a bad or missing prefix 400).
 */
import type { SuggestTags, SuggestUsers } from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { likePrefix } from './suggest.repository.ts';

let t: TestApp;
let me: GivenUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await given.user(t, { username: 'sg_me' });
});
afterAll(() => t?.close());

async function suggest<T>(kind: 'users' | 'tags', prefix: string, as: GivenUser | null = me) {
  const res = await t.app.inject({
    url: `/v1/suggest/${kind}?prefix=${encodeURIComponent(prefix)}`,
    ...(as ? { headers: as.bearer } : {}),
  });
  return { status: res.statusCode, body: res.json<T & { status?: string }>() };
}

describe('GET suggest/users', () => {
  it('offers the users whose username starts with the prefix, ignoring case, the exact match first', async () => {
    await given.user(t, { username: 'sgAnna_long', name: 'Анна Длинная' });
    await given.user(t, { username: 'sg_anna', name: 'Анна' });
    await given.user(t, { username: 'sganna' });
    await given.user(t, { username: 'sg_boris' });
    const { status, body } = await suggest<SuggestUsers>('users', 'SGANNA');
    expect(status).toBe(200);
    expect(body.items.map((u) => u.username)).toEqual(['sganna', 'sgAnna_long']);
    const long = body.items[1];
    expect(long).toMatchObject({ name: 'Анна Длинная', avatar: { hash: expect.any(String) } });
    expect(long?.state.is_me).toBe(false);
  });

  it('treats `_` as a character, not a wildcard, and leaves out oneself and inactive accounts', async () => {
    const gone = await given.user(t, { username: 'sg_gone' });
    await t.db.execute(sql`update users set state = 'suspended' where user_id = ${gone.user_id}`);
    const { body } = await suggest<SuggestUsers>('users', 'sg_');
    const names = body.items.map((u) => u.username);
    expect(names).toContain('sg_anna');
    expect(names).toContain('sg_boris');
    expect(names).not.toContain('sganna');
    expect(names).not.toContain('sg_me');
    expect(names).not.toContain('sg_gone');
  });

  it('puts the people one subscribes to first and answers at most 8', async () => {
    for (let i = 0; i < 10; i++) await given.user(t, { username: `sgmany${i}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/sgmany7/subscribe',
      headers: me.bearer,
    });
    expect(res.statusCode).toBe(200);
    const { body } = await suggest<SuggestUsers>('users', 'sgmany');
    expect(body.items).toHaveLength(8);
    expect(body.items[0]).toMatchObject({ username: 'sgmany7', state: { me_subscribed: true } });
  });

  it('answers 401 to a guest and 400 to a prefix that cannot start a username', async () => {
    expect((await suggest('users', 'sg', null)).status).toBe(401);
    for (const bad of ['', 'a b', 'анна', 'a%', 'x'.repeat(25)]) {
      const { status, body } = await suggest('users', bad);
      expect(status, bad).toBe(400);
      expect(body.status).toBe('bad_request');
    }
    const missing = await t.app.inject({ url: '/v1/suggest/users', headers: me.bearer });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET suggest/tags', () => {
  it('offers tags that start with the prefix as a slug, the exact match and the shortest first', async () => {
    await given.entry(t, me, { text: 'Про #Потоковый и #поток и #потокиии, а ещё #Поле' });
    const { status, body } = await suggest<SuggestTags>('tags', 'ПОТОК');
    expect(status).toBe(200);
    expect(body.items.map((tag) => tag.slug)).toEqual(['поток', 'потокиии', 'потоковый']);
    expect(body.items[2]).toMatchObject({ label: 'Потоковый', state: { is_official: false } });
    const one = await suggest<SuggestTags>('tags', 'по');
    expect(one.body.items.map((tag) => tag.slug)).toContain('поле');
  });

  it('answers 401 to a guest and 400 to a prefix that is not tag characters', async () => {
    expect((await suggest('tags', 'по', null)).status).toBe(401);
    for (const bad of ['', '#по', 'по ле', '%', 'я'.repeat(25)]) {
      expect((await suggest('tags', bad)).status, bad).toBe(400);
    }
  });
});

describe('likePrefix', () => {
  it('escapes what LIKE would read as wildcards', () => {
    expect(likePrefix('a_b')).toBe('a\\_b%');
    expect(likePrefix('50%')).toBe('50\\%%');
    expect(likePrefix('a\\')).toBe('a\\\\%');
  });
});
