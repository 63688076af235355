/**
 * `/auth/login` (spec §2 Auth, §4 "Login or register success"): e-mail and password; links to
 * forgot and register; the button is disabled only while sending; an error shows as a danger
 * alert and under its field. Success reloads the session and goes to `?redirect=` or /feed.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useLoginMutation } from '../../api/queries/auth.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from './Auth.module.css';
import { type AuthField, fieldOfStatus } from './errors.ts';
import { Field } from './Field.tsx';
import { safeRedirect } from './redirect.ts';

/** The sign-in form. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('status');
  useDocumentTitle(t('auth_login_title'));
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/feed');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { isAuth } = useSession();
  const login = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: AuthField | null; status: string } | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  if (isAuth && login.isIdle) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setError(null);
    try {
      await login.mutateAsync({ email, password });
      navigate(target, { replace: true });
    } catch (failure) {
      const status = errorStatus(failure);
      let field = status === 'user_not_registered' ? 'password' : fieldOfStatus(status);
      if (field === 'name' || field === 'username') field = null;
      setError({ field, status });
      alerts.show({ status, tone: 'danger' });
      const focus = field === 'password' ? refs.password : field === 'email' ? refs.email : null;
      focus?.current?.focus();
    }
  };

  const fieldError = (field: AuthField) => (error?.field === field ? ts(error.status) : null);
  const signupTo = params.get('redirect')
    ? `/auth/register?redirect=${encodeURIComponent(target)}`
    : '/auth/register';

  return (
    <section className={styles.screen} aria-labelledby="login-title">
      <header className={styles.header}>
        <h1 id="login-title" className={styles.title}>
          {t('auth_login_title')}
        </h1>
        <p className={styles.lead}>{t('auth_login_lead')}</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          ref={refs.email}
          label={t('auth_email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
          required
        />
        <Field
          ref={refs.password}
          label={t('auth_password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
          required
        />
        {error && !error.field && (
          <p className={styles.formError}>
            {ts(error.status, { defaultValue: ts('unknown_status', { status: error.status }) })}
          </p>
        )}
        <div className={styles.row}>
          <Link to="/auth/forgot" className={ui.link}>
            {t('auth_forgot_link')}
          </Link>
        </div>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary} ${ui.block}`}
          disabled={login.isPending}
          aria-busy={login.isPending || undefined}
        >
          {t('auth_login_submit')}
        </button>
      </form>
      <footer className={styles.footer}>
        <p>
          {t('auth_no_account')}{' '}
          <Link to={signupTo} className={ui.link}>
            {t('auth_register_link')}
          </Link>
        </p>
      </footer>
    </section>
  );
}
