import { describe, expect, test } from 'vitest';
import {
  loadPasswordRule,
  onQwertyKeys,
  PASSWORD_MIN_SCORE,
  passwordUserInputs,
} from './password.ts';

/** The account the guessable-inputs cases belong to. */
const ALICE = { name: 'Алиса Петрова', username: 'alice_p', email: 'alice.petrova@example.org' };

describe('password rule', () => {
  test('refuses common passwords, keyboard walks, repeats and dates', async () => {
    const rule = await loadPasswordRule();
    for (const password of [
      '12345678',
      'password',
      'qwertyui',
      'aaaaaaaa',
      '11111111',
      'iloveyou',
      'password1',
      'Password123!',
      '1q2w3e4r',
      'йцукенгш',
      'ЙЦУКЕНГШЩЗ',
      'пароль123',
      '01011990',
      '31.12.1985',
    ]) {
      expect({ password, weak: rule.isWeak(password) }).toEqual({ password, weak: true });
    }
  });

  test("refuses the account's own username, e-mail and name", async () => {
    const rule = await loadPasswordRule();
    for (const password of ['alice_p', 'alice_p1', 'alice.petrova', 'alice.petrova@example.org']) {
      expect({ password, weak: rule.isWeak(password, ALICE) }).toEqual({ password, weak: true });
    }
    expect(rule.isWeak('Алиса Петрова', ALICE)).toBe(true);
    expect(rule.isWeak('potokpotok')).toBe(true);
  });

  test('accepts passphrases and random passwords', async () => {
    const rule = await loadPasswordRule();
    for (const password of [
      'korova moloko 1987',
      'Тихий-вечер-у-реки',
      'h7tq2vmw9c',
      'xK8#pQ2!mZ',
      'Xk8#pQ2!',
      'correct horse battery',
    ]) {
      expect({ password, weak: rule.isWeak(password, ALICE) }).toEqual({ password, weak: false });
      expect(rule.score(password, ALICE)).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    }
  });

  test('loads the estimator once', async () => {
    expect(await loadPasswordRule()).toBe(await loadPasswordRule());
  });
});

describe('passwordUserInputs', () => {
  test('lists the name, username, e-mail and their parts, lower case', () => {
    expect(passwordUserInputs(ALICE)).toEqual(
      expect.arrayContaining([
        'алиса петрова',
        'алиса',
        'петрова',
        'alice_p',
        'alice.petrova@example.org',
        'alice.petrova',
        'alice',
        'petrova',
        'potok',
      ]),
    );
    expect(passwordUserInputs({ name: '  ', email: '' })).not.toContain('');
  });
});

describe('onQwertyKeys', () => {
  test('maps ЙЦУКЕН letters to their QWERTY keys, leaves the rest', () => {
    expect(onQwertyKeys('йцукенгш')).toBe('qwertyui');
    expect(onQwertyKeys('Пароль-1')).toBe('Gfhjkm-1');
    expect(onQwertyKeys('ЖЭХЪБЮЁ')).toBe(':"{}<>~');
    expect(onQwertyKeys('abc 123')).toBe('abc 123');
  });
});
