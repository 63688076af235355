/**
 * The AVATAR_URL setting (DESIGN.md §3 "avatars"): without it `/avatar/{hash}` draws an
 * identicon; with a template such as Gravatar's it redirects to the template filled with the
 * hash and size. A template without `{hash}` or not http(s) stops the start with a clear line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { avatarAddress } from '../src/lib/avatar.ts';
import { createTestApp, type TestApp } from './harness.ts';

const GRAVATAR = 'https://www.gravatar.com/avatar/{hash}?d=identicon&s={size}';

describe('AVATAR_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AVATAR_URL: GRAVATAR } });
  });
  afterAll(() => t?.close());

  it('redirects /avatar/{hash} to the template with the hash and size', async () => {
    const res = await t.app.inject({ url: '/avatar/0a1b2c?s=64' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.gravatar.com/avatar/0a1b2c?d=identicon&s=64');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const plain = await t.app.inject({ url: '/avatar/0a1b2c' });
    expect(plain.headers.location).toBe('https://www.gravatar.com/avatar/0a1b2c?d=identicon&s=100');
  });

  it('fills every placeholder, percent-encoded', () => {
    expect(avatarAddress('https://a.example/{hash}/{hash}.png?s={size}', 'a b/c', 32)).toBe(
      'https://a.example/a%20b%2Fc/a%20b%2Fc.png?s=32',
    );
  });

  it('is read from the environment and checked', () => {
    expect(loadConfig({}).avatarUrl).toBeNull();
    expect(loadConfig({ AVATAR_URL: ` ${GRAVATAR} ` }).avatarUrl).toBe(GRAVATAR);
    expect(() => loadConfig({ AVATAR_URL: 'https://example.com/avatar.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ AVATAR_URL: 'ftp://example.com/{hash}' })).toThrow(/^AVATAR_URL/);
  });
});
