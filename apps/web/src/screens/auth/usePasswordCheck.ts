/**
 * The register form's instant password check: the same rule the server enforces
 * (`loadPasswordRule` of @potok/common — zxcvbn-ts, score below PASSWORD_MIN_SCORE is
 * `password_too_weak`; docs/decisions/password-strength.md), run in the browser while the
 * person types. The server's answer stays the authority: this only spares a round trip.
 *
 * The estimator and its dictionaries (≈ 235 KiB gzipped) are lazy chunks, fetched when `load()`
 * is first called — on the password field's first focus or input — never by the first screen.
 * If it cannot be fetched, the form simply relies on the server.
 */
import {
  charLength,
  LIMITS,
  loadPasswordRule,
  type PasswordOwner,
  type PasswordRule,
} from '@potok/common';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Pause in typing after which the password is judged, ms. */
export const PASSWORD_CHECK_DELAY_MS = 300;

/** The live check of a new password. */
export interface PasswordCheck {
  /** Whether the password, as last judged (after the typing pause), is too easy to guess. */
  weak: boolean;
  /** Starts loading the estimator (once); call on focus or input of the password field. */
  load(): void;
  /** Judges the current password now: true / false, or null while the estimator is not loaded. */
  weakNow(): boolean | null;
  /**
   * Judges the current password, loading the estimator first if needed (the form's check before
   * sending): true / false, or null when the estimator cannot be fetched (the server decides).
   */
  weakLoaded(): Promise<boolean | null>;
}

/**
 * Judges `password` (trimmed, as the server does) for `owner` once typing pauses for
 * PASSWORD_CHECK_DELAY_MS. Passwords shorter than LIMITS.passwordMin or longer than
 * LIMITS.passwordMax are not judged: the length statuses speak for them at submit.
 */
export function usePasswordCheck(password: string, owner: PasswordOwner): PasswordCheck {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  const [weak, setWeak] = useState(false);
  const loading = useRef(false);
  const { name, username, email } = owner;

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadPasswordRule().then(setRule, () => {
      // Offline or a failed chunk: the next focus tries again; the server still checks.
      loading.current = false;
    });
  }, []);

  const judge = useCallback(
    (value: string): boolean | null => {
      if (!rule) return null;
      const trimmed = value.trim();
      const length = charLength(trimmed);
      if (length < LIMITS.passwordMin || length > LIMITS.passwordMax) return false;
      return rule.isWeak(trimmed, { name, username, email });
    },
    [rule, name, username, email],
  );

  useEffect(() => {
    const length = charLength(password.trim());
    if (length < LIMITS.passwordMin || length > LIMITS.passwordMax) {
      setWeak(false);
      return;
    }
    const timer = setTimeout(() => setWeak(judge(password) === true), PASSWORD_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [judge, password]);

  const weakLoaded = async (): Promise<boolean | null> => {
    const trimmed = password.trim();
    const length = charLength(trimmed);
    if (length < LIMITS.passwordMin || length > LIMITS.passwordMax) return false;
    try {
      const loaded = rule ?? (await loadPasswordRule());
      return loaded.isWeak(trimmed, { name, username, email });
    } catch {
      return null;
    }
  };

  return { weak, load, weakNow: () => judge(password), weakLoaded };
}
