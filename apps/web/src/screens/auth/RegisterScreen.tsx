/**
 * `/auth/register` (spec §2 Auth, §5): name, username, e-mail, password; links to login and to
 * the help pages user-agreement and privacy. The invisible human check is solved in the
 * background and sent as `h-captcha-response`; it is reset after a failed attempt.
 *
 * Before sending, the form checks every field with the server's own rules (packages/common
 * `accountFieldStatuses`, and the password's strength, `loadPasswordRule`) and marks every
 * invalid field at once: its status under it (`aria-invalid`, `aria-describedby`), the focus on
 * the first, one danger alert about that one. From then on each field's error follows what is
 * typed in it, and the alert about a field goes as soon as that field is edited. The server still
 * decides: it answers the first failing field with its status, shown the same way.
 *
 * The password is also judged while it is typed (usePasswordCheck): a password too easy to guess
 * shows `password_too_weak` under the field after a pause in typing.
 */
import { accountFieldStatus, accountFieldStatuses } from '@potok/common';
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
  /** Whether a submit was tried: from then on each field's error follows what is typed. */
  const [tried, setTried] = useState(false);
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
    setTried(true);
    const invalid: Partial<Record<AuthField, string>> = accountFieldStatuses(values);
    setWaiting(true);
    if (!invalid.password && (await strength.weakLoaded())) invalid.password = 'password_too_weak';
    if (Object.keys(invalid).length > 0) {
      setWaiting(false);
      errors.showAll(invalid);
      return;
    }
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

  const set = (field: AuthField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((old) => ({ ...old, [field]: value }));
    if (tried) errors.recheck(field, accountFieldStatus(field, value));
    else errors.forget(field);
  };

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
