/**
 * Password recovery wire shapes (spec §3 "Credentials", §4 "Password recovery", §7 "Auth";
 * DESIGN.md §5 "password recovery").
 *
 * 1. `POST auth/forgot` {email, h-captcha-response} → `{ status: 'challenge_code_sended',
 *    payload: { token } }` — the same answer, in the same time, whether or not an account uses
 *    the address (a six-digit code is mailed to a known address; an unknown one is told that no
 *    account uses it).
 * 2. `POST auth/forgot-code` {token, code} → `challenge_code_confirmed`, or 400
 *    `challenge_invalide_code` (the fifth wrong code ends the token).
 * 3. `POST auth/forgot-change` {token, password} → `{ status: 'password_changed', payload:
 *    AuthPayload }` and the `sid` cookie: signed in, every other session of the account ended.
 *
 * Token problems (steps 2 and 3): `challenge_token_invalid` (unknown, forged, already used, or
 * ended by wrong codes), `challenge_expired` (older than RECOVERY_CODE_TTL_MS),
 * `challenge_not_confirmed` (step 3 before step 2).
 * All fields are optional strings in the schema: the service trims them and answers each missing
 * one with its own status. Form data and JSON alike.
 */
import Type, { type Static } from 'typebox';

/** Digits of a mailed code (spec §9 "Recovery code length"). */
export const CHALLENGE_CODE_LENGTH = 6;
/** How long a mailed code (and its token) stays valid, ms: 15 minutes (DESIGN.md §5). */
export const CHALLENGE_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes a token takes; the last one ends it (DESIGN.md §5). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** `POST auth/forgot` (spec §3 "Forgot"). */
export const ForgotBody = Type.Object({
  email: Type.Optional(Type.String()),
  'h-captcha-response': Type.Optional(Type.String()),
});
export type ForgotBody = Static<typeof ForgotBody>;

/** Payload of `challenge_code_sended` after `auth/forgot`: the token of the next two steps. */
export const ForgotPayload = Type.Object({ token: Type.String() });
export type ForgotPayload = Static<typeof ForgotPayload>;

/** `POST auth/forgot-code`. */
export const ForgotCodeBody = Type.Object({
  token: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});
export type ForgotCodeBody = Static<typeof ForgotCodeBody>;

/** `POST auth/forgot-change`. */
export const ForgotChangeBody = Type.Object({
  token: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});
export type ForgotChangeBody = Static<typeof ForgotChangeBody>;
