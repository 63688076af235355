/**
 * Mailed six-digit codes, the rules every use of them shares (DESIGN.md §5 "password
 * recovery"; docs/decisions/email-verification.md):
 *
 * - a code is CHALLENGE_CODE_LENGTH random digits (`crypto.randomInt`), stored only as an
 *   argon2id hash (@node-rs/argon2), with a 256-bit token whose SHA-256 is stored;
 * - valid CHALLENGE_CODE_TTL_MS (15 minutes) → `challenge_expired` after;
 * - CHALLENGE_MAX_ATTEMPTS tries: each wrong code answers `challenge_invalide_code`, the last
 *   one ends the row; an ended, used or unknown row answers `challenge_token_invalid`;
 * - a code that is not six digits answers `challenge_invalide_code` without spending a try.
 */
import { randomInt } from 'node:crypto';
import {
  CHALLENGE_CODE_LENGTH,
  CHALLENGE_CODE_TTL_MS,
  CHALLENGE_MAX_ATTEMPTS,
} from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { passwords } from '../../lib/passwords.ts';
import { hashToken, newToken } from './auth.tokens.ts';
import type { ChallengeRow, ChallengesRepository } from './challenges.repository.ts';

/** A new code with its token, hashes and expiry. */
export interface NewCode {
  code: string;
  codeHash: string;
  token: string;
  tokenHash: string;
  dateExpires: Date;
}

/** Draws a code and a token and hashes both (the argon2 hash costs ≈ 20–50 ms). */
export async function newCode(): Promise<NewCode> {
  const code = String(randomInt(0, 10 ** CHALLENGE_CODE_LENGTH)).padStart(
    CHALLENGE_CODE_LENGTH,
    '0',
  );
  const token = newToken();
  return {
    code,
    codeHash: await passwords.hash(code),
    token,
    tokenHash: hashToken(token),
    dateExpires: new Date(Date.now() + CHALLENGE_CODE_TTL_MS),
  };
}

/** The trimmed code when it is six digits, else null. */
export function cleanCode(code: string | undefined): string | null {
  const value = (code ?? '').trim();
  return new RegExp(`^[0-9]{${CHALLENGE_CODE_LENGTH}}$`).test(value) ? value : null;
}

/**
 * Refuses a row that cannot answer any more: missing, used or ended (`challenge_token_invalid`),
 * or expired (`challenge_expired`).
 */
export function assertLive(row: ChallengeRow | null): asserts row is ChallengeRow {
  if (!row || row.dateUsed !== null || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    throw new AppError(
      'challenge_token_invalid',
      'This code request is unknown, already used, or ended by wrong codes.',
    );
  }
  if (row.dateExpires.getTime() <= Date.now()) {
    throw new AppError('challenge_expired', 'The code has expired: ask for a new one.');
  }
}

/**
 * Checks `code` against a live, unconfirmed row: spends a try, confirms the row when the code is
 * right, ends it after its last wrong try.
 * @throws AppError `challenge_invalide_code`, `challenge_token_invalid` (no try left: a
 *   concurrent guess took the last)
 */
export async function tryCode(
  repository: ChallengesRepository,
  row: ChallengeRow,
  code: string | undefined,
): Promise<void> {
  const clean = cleanCode(code);
  const wrong = (last: boolean) =>
    new AppError(
      'challenge_invalide_code',
      last
        ? 'The code is wrong, and that was the last try: ask for a new code.'
        : 'The code is wrong.',
    );
  if (clean === null) throw wrong(false);
  const attempts = await repository.takeAttempt(row.challengeId, CHALLENGE_MAX_ATTEMPTS);
  if (attempts === null) assertLive(null);
  const right = await passwords.verify(row.codeHash, clean!);
  if (right) {
    await repository.confirm(row.challengeId);
    return;
  }
  const last = attempts! >= CHALLENGE_MAX_ATTEMPTS;
  if (last) await repository.end(row.challengeId);
  throw wrong(last);
}
