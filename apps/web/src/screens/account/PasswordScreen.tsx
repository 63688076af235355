/**
 * `/settings/password` (spec §2 Settings › Password, §4 "Password change"): the current password,
 * the new one (judged while typed by the register form's strength rule) and the confirmation
 * checkbox — the button is enabled only when all three are set — → `POST settings/password`
 * → `password_changed` (the person stays signed in here; every other session is signed out) or a
 * refusal shown under its field: `password_invalid` under the current password,
 * `password_not_changed` and the length and strength statuses under the new one. Guests go to
 * sign-in.
 */
import { accountFieldStatus } from '@potok/common';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { usePasswordMutation } from '../../api/queries/account.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts } from '../../app/layers/index.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Button from '../../components/Button.tsx';
import { Field } from '../auth/Field.tsx';
import { usePasswordCheck } from '../auth/usePasswordCheck.ts';
import styles from './Account.module.css';
import { SettingsPage } from './shared.tsx';

type PasswordInput = 'current' | 'next';

/** The field a refusal of `POST settings/password` belongs to (null: none of them). */
function inputOf(status: string): PasswordInput | null {
  if (status === 'password_invalid') return 'current';
  return status.startsWith('password_') ? 'next' : null;
}

/** The password change form. */
export default function PasswordScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('password_title'));
  const { isAuth, session } = useSession();
  const { pathname } = useLocation();
  const alerts = useAlerts();
  const change = usePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<{ input: PasswordInput | null; status: string } | null>(null);
  const refs = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null) };
  const user = session?.user;
  const strength = usePasswordCheck(next, { name: user?.name, username: user?.username });

  if (!isAuth) return <Navigate to={loginPath(pathname)} replace />;

  const busy = waiting || change.isPending;
  const ready = current.trim() !== '' && next.trim() !== '' && confirmed;

  const fail = (status: string) => {
    const input = inputOf(status);
    setError({ input, status });
    alerts.show({ status, tone: 'danger' });
    if (input) refs[input].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ready) return;
    setError(null);
    let invalid = accountFieldStatus('password', next);
    setWaiting(true);
    if (!invalid && (await strength.weakLoaded())) invalid = 'password_too_weak';
    setWaiting(false);
    if (invalid) {
      fail(invalid);
      return;
    }
    try {
      const result = await change.mutateAsync({ current, next });
      alerts.show({ status: result.status, tone: 'success' });
      setCurrent('');
      setNext('');
      setConfirmed(false);
    } catch (failure) {
      fail(errorStatus(failure));
    }
  };

  const errorOf = (input: PasswordInput) =>
    error?.input === input ? t(error.status, { ns: 'status' }) : null;
  return (
    <SettingsPage title={t('password_title')} lead={t('password_lead')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          ref={refs.current}
          label={t('current_password')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            if (error?.input === 'current') setError(null);
          }}
          error={errorOf('current')}
          required
        />
        <Field
          ref={refs.next}
          label={t('new_password')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={next}
          onFocus={strength.load}
          onChange={(event) => {
            strength.load();
            setNext(event.target.value);
            if (error?.input === 'next') setError(null);
          }}
          error={
            errorOf('next') ?? (strength.weak ? t('password_too_weak', { ns: 'status' }) : null)
          }
          hint={t('auth_password_hint', { ns: 'app' })}
          live
          required
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="apply"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t('password_confirm')}</span>
        </label>
        {error && !error.input && (
          <p className={styles.formError}>{t(error.status, { ns: 'status' })}</p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={!ready || busy}
            aria-busy={busy || undefined}
          >
            {t('password_submit')}
          </Button>
        </div>
        <p className={styles.note}>
          <Trans
            t={t}
            i18nKey="password_forgot"
            components={{ forgot: <Link to="/auth/forgot" /> }}
          />
        </p>
      </form>
    </SettingsPage>
  );
}
