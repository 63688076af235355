import { describe, expect, test } from 'vitest';
import {
  accountFieldStatus,
  accountFieldStatuses,
  emailStatus,
  firstAccountStatus,
  nameStatus,
  passwordStatus,
  usernameStatus,
} from './account.ts';

describe('account field rules', () => {
  test('name: trimmed, 1–50 characters counted as code points', () => {
    expect(nameStatus(undefined)).toBe('name_empty');
    expect(nameStatus('   ')).toBe('name_empty');
    expect(nameStatus('Я')).toBeNull();
    expect(nameStatus('я'.repeat(50))).toBeNull();
    expect(nameStatus('😀'.repeat(50))).toBeNull();
    expect(nameStatus('я'.repeat(51))).toBe('name_too_long');
  });

  test('e-mail: needed, something@domain.tld, at most 254 characters', () => {
    expect(emailStatus(' ')).toBe('email_needed');
    expect(emailStatus('not-an-email')).toBe('email_not_valid');
    expect(emailStatus('a b@example.test')).toBe('email_not_valid');
    expect(emailStatus(`${'x'.repeat(250)}@example.test`)).toBe('email_not_valid');
    expect(emailStatus(' anna@example.test ')).toBeNull();
  });

  test('password: trimmed, 8–256 characters', () => {
    expect(passwordStatus('    ')).toBe('password_empty');
    expect(passwordStatus(' 1234567 ')).toBe('password_too_short');
    expect(passwordStatus('12345678')).toBeNull();
    expect(passwordStatus('x'.repeat(257))).toBe('password_too_long');
  });

  test('username: 3–24 of a-z A-Z 0-9 _, not reserved in any case', () => {
    expect(usernameStatus('')).toBe('username_empty');
    expect(usernameStatus('ab')).toBe('username_too_short');
    expect(usernameStatus('x'.repeat(25))).toBe('username_too_long');
    expect(usernameStatus('anna-petrova')).toBe('username_not_valid');
    expect(usernameStatus('анна_123')).toBe('username_not_valid');
    expect(usernameStatus('Admin')).toBe('username_in_blacklist');
    expect(usernameStatus(' Anna_1987 ')).toBeNull();
    expect(accountFieldStatus('username', 'settings')).toBe('username_in_blacklist');
  });

  test('every failing field at once, and the first in the order the server answers', () => {
    const wrong = { name: '', username: 'a-', email: 'x', password: '1' };
    expect(accountFieldStatuses(wrong)).toEqual({
      name: 'name_empty',
      email: 'email_not_valid',
      password: 'password_too_short',
      username: 'username_too_short',
    });
    expect(firstAccountStatus(wrong)).toEqual({ field: 'name', status: 'name_empty' });
    expect(firstAccountStatus({ ...wrong, name: 'Анна' })).toEqual({
      field: 'email',
      status: 'email_not_valid',
    });
    const fine = { name: 'Анна', username: 'anna', email: 'a@b.cd', password: 'korova moloko' };
    expect(accountFieldStatuses(fine)).toEqual({});
    expect(firstAccountStatus(fine)).toBeNull();
  });
});
