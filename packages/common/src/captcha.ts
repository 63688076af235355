/**
 * The ALTCHA answer that travels as `h-captcha-response` (DESIGN.md §5 "human check").
 *
 * `GET auth/captcha` gives `{ provider: 'altcha', challenge }`, an altcha-lib v2 challenge
 * `{ parameters: { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature?,
 * expiresAt, … }, signature }`. The browser solves it with altcha-lib's `solveChallenge`
 * (`deriveKey` of the challenge's algorithm, `SHA-256`) and sends
 * `encodeAltchaPayload(challenge, solution)`: base64 of the JSON `{ challenge, solution }` with
 * `solution = { counter, derivedKey, time? }` — the challenge exactly as received.
 */
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';

/** altcha-lib v2 solution: the counter found and the hex key it derives. */
export const AltchaSolution = Type.Object({
  counter: Type.Integer({ minimum: 0 }),
  derivedKey: Type.String(),
  time: Type.Optional(Type.Number()),
});
export type AltchaSolution = Static<typeof AltchaSolution>;

/** altcha-lib v2 challenge as the server sends it. */
export const AltchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Integer()),
    parallelism: Type.Optional(Type.Integer()),
    expiresAt: Type.Optional(Type.Number()),
    data: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      ),
    ),
  }),
  signature: Type.Optional(Type.String()),
});
export type AltchaChallenge = Static<typeof AltchaChallenge>;

/** What `h-captcha-response` decodes to. */
export const AltchaPayload = Type.Object({ challenge: AltchaChallenge, solution: AltchaSolution });
export type AltchaPayload = Static<typeof AltchaPayload>;

/** Base64 (of ASCII JSON) → string; works in browsers and Node. */
function fromBase64(text: string): string {
  return atob(text);
}

/** Builds the `h-captcha-response` value: base64 of `JSON.stringify({ challenge, solution })`. */
export function encodeAltchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Parses an `h-captcha-response` value; null when it is not a well-formed ALTCHA payload. */
export function decodeAltchaPayload(text: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(fromBase64(text.trim()));
    return Value.Check(AltchaPayload, value) ? (value as AltchaPayload) : null;
  } catch {
    return null;
  }
}
