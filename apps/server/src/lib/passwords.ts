/**
 * Password and code hashing for the whole server: argon2id through @node-rs/argon2 with its
 * defaults (19 MiB, 2 passes; ≈ 20–50 ms a hash on this machine), PHC strings in the database
 * (`users.password_hash`, `auth_challenges.code_hash`).
 *
 * One object rather than the library's functions imported where they are used, so that a test
 * can count the argon2 work a request pays with a spy that calls through — e.g. that an unknown
 * address costs a login or a recovery the same hashing as a known one (no account enumeration by
 * response time), checked without measuring time.
 */
import { hash, verify } from '@node-rs/argon2';

export const passwords = {
  /** The argon2id PHC string of `text`. */
  hash(text: string): Promise<string> {
    return hash(text);
  },
  /** Whether `text` matches the PHC string `phc`; false also for a malformed `phc`. */
  verify(phc: string, text: string): Promise<boolean> {
    return verify(phc, text).catch(() => false);
  },
};
