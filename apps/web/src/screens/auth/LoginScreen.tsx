/**
 * `/auth/login` (spec §2 Auth, §4 "Login or register success"): e-mail and password; links to
 * forgot and register; the button is disabled only while sending; an error shows as a danger
 * alert and under its field, and both go when that field is edited. Success reloads the session
 * and goes to `?redirect=` or /feed.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useLoginMutation } from '../../api/queries/auth.ts';
import { useSession } from '../../api/queries/session.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from './Auth.module.css';
import AuthScreen, { SubmitButton } from './AuthScreen.tsx';
import { fieldOfStatus } from './errors.ts';
import { EmailField, PasswordField } from './Field.tsx';
import { useAuthErrors, useAuthRedirect } from './useAuthForm.ts';

/** The sign-in form. */
export default function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth_login_title'));
  const { target, carry } = useAuthRedirect();
  const navigate = useNavigate();
  const { isAuth } = useSession();
  const login = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errors = useAuthErrors(refs);

  if (isAuth && login.isIdle) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    errors.clear();
    try {
      await login.mutateAsync({ email, password });
      navigate(target, { replace: true });
    } catch (failure) {
      const status = errorStatus(failure);
      // A wrong pair shows under the password: it does not tell whether the e-mail is known.
      const field = status === 'user_not_registered' ? 'password' : fieldOfStatus(status);
      errors.show(status, field === 'email' || field === 'password' ? field : null);
    }
  };

  return (
    <AuthScreen
      title={t('auth_login_title')}
      lead={t('auth_login_lead')}
      footer={
        <>
          {t('auth_no_account')}{' '}
          <Link to={carry('/auth/register')} className={ui.link}>
            {t('auth_register_link')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField
          ref={refs.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            errors.forget('email');
          }}
          error={errors.of('email')}
        />
        <PasswordField
          ref={refs.password}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.forget('password');
          }}
          error={errors.of('password')}
        />
        {errors.form && <p className={styles.formError}>{errors.form}</p>}
        <div className={styles.row}>
          <Link to="/auth/forgot" className={ui.link}>
            {t('auth_forgot_link')}
          </Link>
        </div>
        <SubmitButton busy={login.isPending}>{t('auth_login_submit')}</SubmitButton>
      </form>
    </AuthScreen>
  );
}
