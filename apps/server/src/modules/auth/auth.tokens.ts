/**
 * Session tokens (DESIGN.md §4): 256-bit random, sent to the client once; the database keeps
 * only their SHA-256 (hex). Pure helpers, no I/O.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token: what `sessions.token_hash` stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random hex string of `bytes` bytes (logout hash, avatar hash). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
