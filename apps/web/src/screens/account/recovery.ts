/**
 * How the recovery screens read a failed step (DESIGN.md §5 "password recovery": code valid 15
 * minutes, 5 tries, then the token dies): a wrong code may be tried again; any other refusal of
 * the token (unknown, expired, out of tries, not confirmed) means starting over with a new code.
 * A failure without an answer (network, time-out) is neither: the same step may simply be sent
 * again.
 */
import type { ErrorStatus } from '../../api/client.ts';

/** Statuses after which the same token may be sent again. */
const RETRYABLE = new Set<string>([
  'challenge_invalide_code',
  'network_error',
  'timeout_exceeded',
  'err_canceled',
  'invalid_connection',
  'too_many_requests',
  'server_busy',
  'internal_error',
]);

/** True when `status` says the recovery token no longer works: ask for a new code. */
export function isDeadToken(status: ErrorStatus | string): boolean {
  return !RETRYABLE.has(status) && !status.startsWith('password_');
}
