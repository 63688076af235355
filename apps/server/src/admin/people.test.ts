/**
 * `admin people …` in process, on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what an operator reads and what members then see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminError } from '../../test/admin.ts';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
});
afterAll(() => t?.close());

describe('people find', () => {
  it('finds people by the start of a username or address, or part of a name', async () => {
    const zoya = await given.user(t, { username: 'zoya_find', name: 'Зоя Петрова' });
    const byName = await admin<{ items: { username: string; email: string }[] }>(t, 'people find', {
      query: 'петров',
    });
    expect(byName.items.map((p) => p.username)).toEqual(['zoya_find']);
    const byAddress = await admin<{ items: { username: string }[] }>(t, 'people find', {
      query: zoya.email.slice(0, 8),
    });
    expect(byAddress.items.map((p) => p.username)).toContain('zoya_find');
    const none = await admin<{ items: unknown[] }>(t, 'people find', { query: '@nobody_here' });
    expect(none.items).toEqual([]);
  });

  it('refuses a limit that is not a whole number', async () => {
    expect(await adminError(admin(t, 'people find', { query: 'a', limit: 'many' }))).toMatch(
      /--limit must be a whole number/,
    );
  });
});
