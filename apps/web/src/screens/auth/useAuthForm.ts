/**
 * What the sign-in and sign-up forms share: where success goes (`?redirect=` or /feed, carried
 * along to the other form) and how errors show — under their fields (the first takes the focus),
 * or above the button when one belongs to no field, and as a danger alert that goes when its
 * field is edited.
 */
import { type RefObject, useRef, useState } from 'react';
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

/** The inputs a failed call may focus, by field, in the order the form shows them. */
export type AuthInputs = Partial<Record<AuthField, RefObject<HTMLInputElement | null>>>;

/** What an auth form shows as errors: a status per field, and one that belongs to no field. */
interface ErrorState {
  fields: Partial<Record<AuthField, string>>;
  form: string | null;
}

const NONE: ErrorState = { fields: {}, form: null };

/**
 * The errors of an auth form. `show` one after a failed call, `showAll` the form's own check of
 * every field, `clear` before the next try. Each error raises a danger alert, bound to its field:
 * when the person edits that field (`forget`, `recheck`), the alert about it goes too, so no stale
 * alert stays beside a corrected field.
 */
export function useAuthErrors(inputs: AuthInputs) {
  const { t } = useTranslation('status');
  const alerts = useAlerts();
  const [error, setError] = useState<ErrorState>(NONE);
  const alertOf = useRef(new Map<AuthField, number>());

  const dropAlert = (field: AuthField) => {
    const id = alertOf.current.get(field);
    if (id === undefined) return;
    alerts.dismiss(id);
    alertOf.current.delete(field);
  };
  const raise = (status: string, field: AuthField | null) => {
    const id = alerts.show({ status, tone: 'danger' });
    if (field) alertOf.current.set(field, id);
  };
  const setField = (field: AuthField, status: string | null) =>
    setError((old) => {
      if ((old.fields[field] ?? null) === status) return old;
      const fields = { ...old.fields };
      if (status) fields[field] = status;
      else delete fields[field];
      return { ...old, fields };
    });

  return {
    /** Shows `status` under `field` (focused) or, without a field, above the button. */
    show(status: string, field: AuthField | null = fieldOfStatus(status)) {
      setError(field ? { fields: { [field]: status }, form: null } : { fields: {}, form: status });
      raise(status, field);
      if (field) inputs[field]?.current?.focus();
    },
    /**
     * Marks every field of `statuses` at once and focuses the first of them in the form's order
     * (the order of `inputs`); one alert, about that first field.
     */
    showAll(statuses: Partial<Record<AuthField, string>>) {
      const first = (Object.keys(inputs) as AuthField[]).find((field) => statuses[field]);
      setError({ fields: { ...statuses }, form: null });
      if (!first) return;
      raise(statuses[first] as string, first);
      inputs[first]?.current?.focus();
    },
    /** Removes every error (and the alerts about fields) before the next try. */
    clear() {
      for (const field of alertOf.current.keys()) dropAlert(field);
      setError(NONE);
    },
    /** The person is editing `field`: its error and the alert about it go. */
    forget(field: AuthField) {
      dropAlert(field);
      setField(field, null);
    },
    /**
     * The person is editing `field`, whose value now has `status` (null: well-formed): the
     * error under it follows, and the alert about its old value goes.
     */
    recheck(field: AuthField, status: string | null) {
      dropAlert(field);
      setField(field, status);
    },
    /** The text under `field`, or null. */
    of: (field: AuthField) => {
      const status = error.fields[field];
      return status ? t(status) : null;
    },
    /** The text of an error that belongs to no field, or null. */
    form: error.form
      ? t(error.form, { defaultValue: t('unknown_status', { status: error.form }) })
      : null,
  };
}
