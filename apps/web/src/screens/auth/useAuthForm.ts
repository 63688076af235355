/**
 * What the sign-in and sign-up forms share: where success goes (`?redirect=` or /feed, carried
 * along to the other form) and how a failed call shows — under its field, which takes the focus,
 * or above the button when it belongs to no field, and as a danger alert.
 */
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { type AuthField, fieldOfStatus } from './errors.ts';
import { safeRedirect } from './redirect.ts';

/** Where a successful sign-in or sign-up goes, and `carry(path)` to keep it on the other form. */
export function useAuthRedirect(): { target: string; carry(path: string): string } {
  const [params] = useSearchParams();
  const given = params.get('redirect');
  const target = safeRedirect(given, '/feed');
  return {
    target,
    carry: (path) => (given ? `${path}?redirect=${encodeURIComponent(target)}` : path),
  };
}

/** The inputs a failed call may focus, by field. */
export type AuthInputs = Partial<Record<AuthField, RefObject<HTMLInputElement | null>>>;

/** The error of an auth form; `show` it after a failed call, `clear` it before the next try. */
export function useAuthErrors(inputs: AuthInputs) {
  const { t } = useTranslation('status');
  const alerts = useAlerts();
  const [error, setError] = useState<{ field: AuthField | null; status: string } | null>(null);
  return {
    /** Shows `status` under `field` (focused) or, without a field, above the button. */
    show(status: string, field: AuthField | null = fieldOfStatus(status)) {
      setError({ field, status });
      alerts.show({ status, tone: 'danger' });
      if (field) inputs[field]?.current?.focus();
    },
    clear: () => setError(null),
    /** Clears the error only if it is under `field` (the person is editing that field). */
    forget: (field: AuthField) => setError((old) => (old?.field === field ? null : old)),
    /** The text under `field`, or null. */
    of: (field: AuthField) => (error?.field === field ? t(error.status) : null),
    /** The text of an error that belongs to no field, or null. */
    form:
      error && !error.field
        ? t(error.status, { defaultValue: t('unknown_status', { status: error.status }) })
        : null,
  };
}
