/**
 * The auth hook's session cache (session-cache.ts) on a clock of its own: a session is reused
 * for SESSION_CACHE_MS after it was found, then looked up again; `clear` forgets every one.
 * (That sign-out and the operators' state changes clear it is tested through the API in
 * auth.test.ts and admin.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { LiveSession } from './auth.repository.ts';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache.ts';

const ann: LiveSession = {
  sessionId: 7,
  logoutHash: 'l',
  user: {
    userId: 3,
    username: 'ann',
    name: 'Ann',
    avatarHash: 'a',
    nsfwMode: 'blur',
    email: 'ann@example.test',
    isEmailVerified: true,
    locale: 'en',
  },
};

describe('session cache', () => {
  it('reuses a session for SESSION_CACHE_MS, then forgets it', () => {
    let now = 1000;
    const cache = createSessionCache(() => now);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', ann);
    expect(cache.get('h')).toBe(ann);
    expect(cache.get('other')).toBeUndefined();
    now += SESSION_CACHE_MS - 1;
    expect(cache.get('h')).toBe(ann);
    now += 1;
    expect(cache.get('h')).toBeUndefined();
  });

  it('forgets every session on clear', () => {
    const cache = createSessionCache(() => 0);
    cache.set('a', ann);
    cache.set('b', ann);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });
});
