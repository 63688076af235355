/**
 * Human check (DESIGN.md §5): ALTCHA proof of work by default, hCaptcha when both its keys are
 * configured. No setting turns the check off.
 *
 * ALTCHA: `issue()` creates an altcha-lib v2 challenge (SHA-256, deterministic counter drawn
 * from [⌈max/2⌉, max] with max = CAPTCHA_MAX_NUMBER, HMAC-signed, expires in 10 minutes) and
 * records its signature; `verify(answer)` decodes the base64 payload (see
 * `encodeAltchaPayload` in @potok/common), checks it, and consumes the record (single use).
 *
 * Errors: no answer → `please_enter_captcha`; any wrong, expired, reused or malformed answer →
 * `captcha_invalid`.
 */
import { randomBytes } from 'node:crypto';
import { type Captcha, decodeAltchaPayload } from '@potok/common';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from './errors.ts';

/** How long an ALTCHA challenge stays valid, ms. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** Where issued challenges are remembered (the auth repository). */
export interface ChallengeStore {
  save(signature: string, dateExpires: Date): Promise<void>;
  /** Deletes an unexpired record; false when absent, used or expired. */
  consume(signature: string): Promise<boolean>;
}

/** Captcha settings (from Config). */
export interface CaptchaOptions {
  hcaptcha: { sitekey: string; secret: string } | null;
  maxNumber: number;
  /**
   * HMAC secret: the value (CAPTCHA_SECRET), or a function that gives the one stored in the
   * database (made once and shared by every process: services.ts), read at the first challenge
   * and kept; null → a random one for this instance (unit tests).
   */
  secret: string | null | (() => Promise<string>);
  store: ChallengeStore;
  /** hCaptcha verification endpoint (tests may point it elsewhere). */
  hcaptchaVerifyUrl?: string;
}

/** The human check of this server. */
export interface CaptchaService {
  /** `GET auth/captcha`: a new ALTCHA challenge, or the hCaptcha site key. */
  issue(): Promise<Captcha>;
  /** Throws `please_enter_captcha` / `captcha_invalid` unless `answer` passes. */
  verify(answer: string | undefined, remoteIp?: string): Promise<void>;
}

/** Creates the human check described by `options`. */
export function createCaptcha(options: CaptchaOptions): CaptchaService {
  const given = options.secret ?? randomBytes(32).toString('hex');
  /** The two HMAC keys, from the secret; a failed read of a stored one is tried again later. */
  let keys: Promise<{ hmacSecret: string; keySecret: string }> | null = null;
  const secrets = () => {
    keys ??= (typeof given === 'string' ? Promise.resolve(given) : given()).then(
      (hmacSecret) => ({ hmacSecret, keySecret: `${hmacSecret}:key` }),
      (error: unknown) => {
        keys = null;
        throw error;
      },
    );
    return keys;
  };
  const hcaptcha = options.hcaptcha;
  const verifyUrl = options.hcaptchaVerifyUrl ?? 'https://api.hcaptcha.com/siteverify';

  return {
    async issue() {
      if (hcaptcha) return { provider: 'hcaptcha', sitekey: hcaptcha.sitekey };
      const max = options.maxNumber;
      const expires = new Date(Date.now() + CHALLENGE_TTL_MS);
      const { hmacSecret, keySecret } = await secrets();
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(max, Math.ceil(max / 2)),
        deriveKey,
        expiresAt: expires,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
      await options.store.save(challenge.signature!, expires);
      return {
        provider: 'altcha',
        challenge: challenge as unknown as Record<string, unknown>,
      };
    },

    async verify(answer, remoteIp) {
      const text = answer?.trim();
      if (!text) throw new AppError('please_enter_captcha', 'The human check is missing.');
      const invalid = new AppError('captcha_invalid', 'The human check did not pass.');
      if (hcaptcha) {
        const form = new URLSearchParams({
          secret: hcaptcha.secret,
          sitekey: hcaptcha.sitekey,
          response: text,
          ...(remoteIp ? { remoteip: remoteIp } : {}),
        });
        const ok = await fetch(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        })
          .then((r) => r.json() as Promise<{ success?: boolean }>)
          .then((r) => r.success === true)
          .catch(() => false);
        if (!ok) throw invalid;
        return;
      }
      const payload = decodeAltchaPayload(text);
      if (!payload?.challenge.signature) throw invalid;
      const { hmacSecret, keySecret } = await secrets();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) throw invalid;
      // Single use: only the first correct answer to an issued challenge counts.
      if (!(await options.store.consume(payload.challenge.signature))) throw invalid;
    },
  };
}
