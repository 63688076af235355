/**
 * `/auth/register` (spec §2 Auth, §5): name, username, e-mail, password; links to login and to
 * the help pages user-agreement and privacy. The invisible human check is solved in the
 * background and sent as `h-captcha-response`; it is reset after a failed attempt. Each
 * validation status shows under its field and as a danger alert.
 *
 * The password is judged while it is typed (usePasswordCheck, the server's own rule): a password
 * too easy to guess shows `password_too_weak` under the field after a pause in typing, and a
 * submit with it is stopped before anything is sent. The server still decides; its
 * `password_too_weak` shows the same way. Editing the password clears an error shown under it.
 */
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useRegisterMutation } from '../../api/queries/auth.ts';
import { useSession } from '../../api/queries/session.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from './Auth.module.css';
import AuthScreen, { SubmitButton } from './AuthScreen.tsx';
import { type HumanCheckState, useHumanCheck } from './captcha.ts';
import type { AuthField } from './errors.ts';
import { EmailField, Field, PasswordField } from './Field.tsx';
import { useAuthErrors, useAuthRedirect } from './useAuthForm.ts';
import { usePasswordCheck } from './usePasswordCheck.ts';

/** The line under the button for each state of the human check (`app` namespace keys). */
const CHECK_TEXT: Record<HumanCheckState, string> = {
  loading: 'auth_captcha_solving',
  solving: 'auth_captcha_solving',
  ready: 'auth_captcha_ready',
  error: 'auth_captcha_failed',
  unsupported: 'auth_captcha_unsupported',
};

/** The sign-up form. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth_register_title'));
  const { target, carry } = useAuthRedirect();
  const navigate = useNavigate();
  const { isAuth } = useSession();
  const register = useRegisterMutation();
  const check = useHumanCheck();
  const [values, setValues] = useState<Record<AuthField, string>>({
    name: '',
    username: '',
    email: '',
    password: '',
  });
  const [waiting, setWaiting] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const errors = useAuthErrors(refs);
  const strength = usePasswordCheck(values.password, values);

  if (isAuth && register.isIdle) return <Navigate to={target} replace />;

  const busy = waiting || register.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    errors.clear();
    if (strength.weakNow()) {
      errors.show('password_too_weak');
      return;
    }
    setWaiting(true);
    if (check.state === 'error') check.reset();
    const answer = await check.answer();
    setWaiting(false);
    if (!answer) {
      errors.show('please_enter_captcha');
      check.reset();
      return;
    }
    try {
      await register.mutateAsync({ ...values, 'h-captcha-response': answer });
      navigate(target, { replace: true });
    } catch (failure) {
      check.reset();
      errors.show(errorStatus(failure));
    }
  };

  const set = (field: AuthField) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  return (
    <AuthScreen
      title={t('auth_register_title')}
      lead={t('auth_register_lead')}
      footer={
        <>
          {t('auth_have_account')}{' '}
          <Link to={carry('/auth/login')} className={ui.link}>
            {t('auth_login_link')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          ref={refs.name}
          label={t('auth_name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.of('name')}
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
          error={errors.of('username')}
          hint={t('auth_username_hint')}
          required
        />
        <EmailField
          ref={refs.email}
          value={values.email}
          onChange={set('email')}
          error={errors.of('email')}
        />
        <PasswordField
          ref={refs.password}
          autoComplete="new-password"
          value={values.password}
          onFocus={strength.load}
          onChange={(event) => {
            strength.load();
            errors.forget('password');
            set('password')(event);
          }}
          error={
            errors.of('password') ??
            (strength.weak ? t('password_too_weak', { ns: 'status' }) : null)
          }
          hint={t('auth_password_hint')}
          live
        />
        {errors.form && <p className={styles.formError}>{errors.form}</p>}
        <p className={styles.agreement}>
          <Trans
            i18nKey="auth_agreement"
            components={{
              agreement: <Link to="/help/user-agreement" />,
              privacy: <Link to="/help/privacy" />,
            }}
          />
        </p>
        <SubmitButton busy={busy}>{t('auth_register_submit')}</SubmitButton>
        <p className={styles.check} data-state={check.state} data-testid="human-check">
          <span className={styles.dot} aria-hidden="true" />
          <span>{t(CHECK_TEXT[check.state])}</span>
          {check.state === 'error' && (
            <button type="button" className={styles.checkRetry} onClick={check.reset}>
              {t('retry')}
            </button>
          )}
        </p>
      </form>
    </AuthScreen>
  );
}
