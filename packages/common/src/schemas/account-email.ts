/**
 * The account's e-mail address: verification and change (beyond spec §2 "Account", which
 * shows a field and a button that make no call; docs/decisions/email-verification.md).
 *
 * | call | body | answer |
 * | --- | --- | --- |
 * | GET settings/email | — | `AccountEmail` |
 * | POST settings/email/verify | — | `challenge_code_sended` (a code to the current address) |
 * | POST settings/email/verify-code | {code} | `email_verified` + `AccountEmail` |
 * | POST settings/email/change | {email, password} | `challenge_code_sended` (a code to the new address) |
 * | POST settings/email/change-code | {code} | `email_changed` + `AccountEmail` (the old address is told by mail) |
 *
 * Codes: six digits, valid CHALLENGE_CODE_TTL_MS, CHALLENGE_MAX_ATTEMPTS wrong codes end them;
 * a new request replaces the pending code of the same kind. Failures: `challenge_invalide_code`,
 * `challenge_expired`, `challenge_token_invalid` (no pending code, or ended by wrong codes),
 * `email_already_verified`, `email_not_changed` (the new address is the current one),
 * `email_needed`, `email_not_valid`, `email_already_used`, `password_empty`, `password_invalid`.
 * Form data and JSON alike.
 */
import Type, { type Static } from 'typebox';

/** `GET settings/email` and the payload of `email_verified` / `email_changed`. */
export const AccountEmail = Type.Object({
  email: Type.String(),
  is_email_verified: Type.Boolean(),
  /** The new address waiting for its code (`settings/email/change`), or null. */
  pending_email: Type.Union([Type.String(), Type.Null()]),
});
export type AccountEmail = Static<typeof AccountEmail>;

/** `POST settings/email/verify-code` and `settings/email/change-code`. */
export const EmailCodeBody = Type.Object({ code: Type.Optional(Type.String()) });
export type EmailCodeBody = Static<typeof EmailCodeBody>;

/** `POST settings/email/change`: the new address and the account's password. */
export const EmailChangeBody = Type.Object({
  email: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});
export type EmailChangeBody = Static<typeof EmailChangeBody>;
