/**
 * `/auth/register` (spec §2 Auth, §5): name, username, e-mail, password; links to login and to
 * the help pages user-agreement and privacy. The invisible human check is solved in the
 * background and sent as `h-captcha-response`; it is reset after a failed attempt. Each
 * validation status shows under its field and as a danger alert.
 */
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useRegisterMutation } from '../../api/queries/auth.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from './Auth.module.css';
import { useHumanCheck } from './captcha.ts';
import { type AuthField, fieldOfStatus } from './errors.ts';
import { Field } from './Field.tsx';
import { safeRedirect } from './redirect.ts';

/** The sign-up form. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('status');
  useDocumentTitle(t('auth_register_title'));
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/feed');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { isAuth } = useSession();
  const register = useRegisterMutation();
  const check = useHumanCheck();
  const [values, setValues] = useState<Record<AuthField, string>>({
    name: '',
    username: '',
    email: '',
    password: '',
  });
  const [error, setError] = useState<{ field: AuthField | null; status: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  if (isAuth && register.isIdle) return <Navigate to={target} replace />;

  const busy = waiting || register.isPending;

  const fail = (status: string) => {
    const field = fieldOfStatus(status);
    setError({ field, status });
    alerts.show({ status, tone: 'danger' });
    if (field) refs[field].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setWaiting(true);
    if (check.state === 'error') check.reset();
    const answer = await check.answer();
    setWaiting(false);
    if (!answer) {
      fail('please_enter_captcha');
      check.reset();
      return;
    }
    try {
      await register.mutateAsync({ ...values, 'h-captcha-response': answer });
      navigate(target, { replace: true });
    } catch (failure) {
      check.reset();
      fail(errorStatus(failure));
    }
  };

  const set = (field: AuthField) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  const fieldError = (field: AuthField) => (error?.field === field ? ts(error.status) : null);
  const loginTo = params.get('redirect')
    ? `/auth/login?redirect=${encodeURIComponent(target)}`
    : '/auth/login';

  const checkText =
    check.state === 'ready'
      ? t('auth_captcha_ready')
      : check.state === 'error'
        ? t('auth_captcha_failed')
        : check.state === 'unsupported'
          ? t('auth_captcha_unsupported')
          : t('auth_captcha_solving');

  return (
    <section className={styles.screen} aria-labelledby="register-title">
      <header className={styles.header}>
        <h1 id="register-title" className={styles.title}>
          {t('auth_register_title')}
        </h1>
        <p className={styles.lead}>{t('auth_register_lead')}</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          ref={refs.name}
          label={t('auth_name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={fieldError('name')}
          required
        />
        <Field
          ref={refs.username}
          label={t('auth_username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={set('username')}
          error={fieldError('username')}
          hint={t('auth_username_hint')}
          required
        />
        <Field
          ref={refs.email}
          label={t('auth_email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
          required
        />
        <Field
          ref={refs.password}
          label={t('auth_password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
          hint={t('auth_password_hint')}
          required
        />
        {error && !error.field && (
          <p className={styles.formError}>
            {ts(error.status, { defaultValue: ts('unknown_status', { status: error.status }) })}
          </p>
        )}
        <p className={styles.agreement}>
          <Trans
            i18nKey="auth_agreement"
            components={{
              agreement: <Link to="/help/user-agreement" />,
              privacy: <Link to="/help/privacy" />,
            }}
          />
        </p>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary} ${ui.block}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('auth_register_submit')}
        </button>
        <p className={styles.check} data-state={check.state} data-testid="human-check">
          <span className={styles.dot} aria-hidden="true" />
          <span>{checkText}</span>
          {check.state === 'error' && (
            <button type="button" className={styles.checkRetry} onClick={check.reset}>
              {t('retry')}
            </button>
          )}
        </p>
      </form>
      <footer className={styles.footer}>
        <p>
          {t('auth_have_account')}{' '}
          <Link to={loginTo} className={ui.link}>
            {t('auth_login_link')}
          </Link>
        </p>
      </footer>
    </section>
  );
}
