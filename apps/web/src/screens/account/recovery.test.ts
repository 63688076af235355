/** Which refusals of a recovery step let the person try the same token again. */
import { describe, expect, it } from 'vitest';
import { isDeadToken } from './recovery.ts';

describe('recovery token', () => {
  it('survives a wrong code, a password refusal and a failure without an answer', () => {
    for (const status of [
      'challenge_invalide_code',
      'password_too_short',
      'password_too_weak',
      'network_error',
      'timeout_exceeded',
      'too_many_requests',
    ]) {
      expect(isDeadToken(status), status).toBe(false);
    }
  });

  it('is dead when the server refuses the token itself', () => {
    for (const status of [
      'challenge_token_invalid',
      'challenge_expired',
      'challenge_not_confirmed',
      'not_found',
      'bad_request',
    ]) {
      expect(isDeadToken(status), status).toBe(true);
    }
  });
});
