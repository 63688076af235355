/** Helpers of the auth screens: the redirect target and the field of a status. */
import { describe, expect, it } from 'vitest';
import { fieldOfStatus } from './errors.ts';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a same-site path', () => {
    expect(safeRedirect('/e/123?comment=4', '/feed')).toBe('/e/123?comment=4');
  });
  it('refuses other origins, missing values and auth screens', () => {
    expect(safeRedirect(null, '/feed')).toBe('/feed');
    expect(safeRedirect('https://evil.example', '/feed')).toBe('/feed');
    expect(safeRedirect('//evil.example', '/feed')).toBe('/feed');
    expect(safeRedirect('/\\evil.example', '/feed')).toBe('/feed');
    expect(safeRedirect('/auth/logout', '/')).toBe('/');
  });
});

describe('fieldOfStatus', () => {
  it('maps every validation status of spec §5 to its field', () => {
    expect(fieldOfStatus('name_too_long')).toBe('name');
    expect(fieldOfStatus('username_in_blacklist')).toBe('username');
    expect(fieldOfStatus('email_already_used')).toBe('email');
    expect(fieldOfStatus('password_too_short')).toBe('password');
    expect(fieldOfStatus('captcha_invalid')).toBeNull();
  });
});
