/**
 * The rules of a new account's fields, one definition for the server (`POST auth/register`, the
 * authority: it answers the first failing field with its status) and the web register form (which
 * checks every field before sending and marks all the invalid ones at once). Spec §5 "Trimming"
 * and "Server-side rules" (the statuses), DESIGN.md §5 "usernames" and "limits" (the bounds in
 * {@link LIMITS}). The password's strength (`password_too_weak`) is the separate, lazily loaded
 * rule of `password.ts`: it needs the other fields and a dictionary.
 *
 * ```ts
 * accountFieldStatuses({ name: '', username: 'ab', email: 'x', password: '1' });
 * // { name: 'name_empty', email: 'email_not_valid', password: 'password_too_short',
 * //   username: 'username_too_short' }
 * ```
 */
import { LIMITS, RESERVED_USERNAMES, USERNAME_PATTERN } from './constants.ts';
import type { Status } from './status.ts';
import { charLength } from './text/length.ts';

/** The fields of a new account. */
export type AccountField = 'name' | 'email' | 'password' | 'username';

/**
 * The order the server checks the fields in: the first failing one is its answer
 * (auth.service.ts `validateAccount`).
 */
export const ACCOUNT_FIELDS: readonly AccountField[] = ['name', 'email', 'password', 'username'];

/** A loose e-mail check: something@domain.tld, no spaces (the mail itself is the real test). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account fields as sent; missing ones count as empty. */
export type AccountValues = Partial<Record<AccountField, string | undefined>>;

/** `name`'s status after trimming: `name_empty`, `name_too_short`, `name_too_long`, or null. */
export function nameStatus(value: string | undefined): Status | null {
  const name = (value ?? '').trim();
  if (name === '') return 'name_empty';
  if (charLength(name) < LIMITS.nameMin) return 'name_too_short';
  if (charLength(name) > LIMITS.nameMax) return 'name_too_long';
  return null;
}

/** `email`'s status after trimming: `email_needed`, `email_not_valid` (also > 254), or null. */
export function emailStatus(value: string | undefined): Status | null {
  const email = (value ?? '').trim();
  if (email === '') return 'email_needed';
  if (charLength(email) > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) return 'email_not_valid';
  return null;
}

/**
 * A new password's length after trimming (8–256 characters): `password_empty`,
 * `password_too_short`, `password_too_long`, or null. Its strength is `password.ts`'s rule.
 */
export function passwordStatus(value: string | undefined): Status | null {
  const password = (value ?? '').trim();
  if (password === '') return 'password_empty';
  if (charLength(password) < LIMITS.passwordMin) return 'password_too_short';
  if (charLength(password) > LIMITS.passwordMax) return 'password_too_long';
  return null;
}

/**
 * `username`'s status after trimming — 3–24 of `a-z A-Z 0-9 _`, not reserved (compared in lower
 * case): `username_empty`, `username_too_short`, `username_too_long`, `username_not_valid`,
 * `username_in_blacklist`, or null. Whether it is taken only the server knows.
 */
export function usernameStatus(value: string | undefined): Status | null {
  const username = (value ?? '').trim();
  if (username === '') return 'username_empty';
  if (username.length < LIMITS.usernameMin) return 'username_too_short';
  if (username.length > LIMITS.usernameMax) return 'username_too_long';
  if (!USERNAME_PATTERN.test(username)) return 'username_not_valid';
  if (RESERVED_USERNAMES.has(username.toLowerCase())) return 'username_in_blacklist';
  return null;
}

const CHECKS: Record<AccountField, (value: string | undefined) => Status | null> = {
  name: nameStatus,
  email: emailStatus,
  password: passwordStatus,
  username: usernameStatus,
};

/** The status of one field's value, or null when it is well-formed. */
export function accountFieldStatus(field: AccountField, value: string | undefined): Status | null {
  return CHECKS[field](value);
}

/** Every failing field with its status, in {@link ACCOUNT_FIELDS} order; `{}` when all pass. */
export function accountFieldStatuses(values: AccountValues): Partial<Record<AccountField, Status>> {
  const out: Partial<Record<AccountField, Status>> = {};
  for (const field of ACCOUNT_FIELDS) {
    const status = CHECKS[field](values[field]);
    if (status) out[field] = status;
  }
  return out;
}

/** The first failing field in the server's order, or null when all pass. */
export function firstAccountStatus(
  values: AccountValues,
): { field: AccountField; status: Status } | null {
  for (const field of ACCOUNT_FIELDS) {
    const status = CHECKS[field](values[field]);
    if (status) return { field, status };
  }
  return null;
}
