/**
 * `/auth/forgot/change/{token}` (spec §4 "Password recovery", §5 "Forgot-change"): a new password
 * (trimmed, non-empty; judged while typed by the same strength rule as the register form) →
 * `POST auth/forgot-change` → `password_changed`: the person is signed in here (every other
 * session of theirs is signed out by the server) and lands on the feed with the alert. A token
 * that no longer works (expired, not confirmed by the code step) offers a new code.
 */
import { accountFieldStatus } from '@potok/common';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useForgotChangeMutation } from '../../api/queries/account.ts';
import { useArrivalAlert } from '../../app/arrivalAlert.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from '../auth/Auth.module.css';
import AuthScreen, { SubmitButton } from '../auth/AuthScreen.tsx';
import { Field } from '../auth/Field.tsx';
import { useAuthErrors } from '../auth/useAuthForm.ts';
import { usePasswordCheck } from '../auth/usePasswordCheck.ts';
import { isDeadToken } from './recovery.ts';
import { type StepState, useStepState } from './shared.tsx';

/** The last step of recovery. */
export default function ForgotChangeScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgot_change_title'));
  useArrivalAlert();
  const { token = '' } = useParams();
  const { email } = useStepState();
  const navigate = useNavigate();
  const change = useForgotChangeMutation();
  const [password, setPassword] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [tried, setTried] = useState(false);
  const [dead, setDead] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null) };
  const errors = useAuthErrors(refs);
  const strength = usePasswordCheck(password, { email });
  const busy = waiting || change.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || dead) return;
    errors.clear();
    setTried(true);
    let invalid = accountFieldStatus('password', password);
    setWaiting(true);
    if (!invalid && (await strength.weakLoaded())) invalid = 'password_too_weak';
    setWaiting(false);
    if (invalid) {
      errors.show(invalid, 'password');
      return;
    }
    try {
      const result = await change.mutateAsync({ token, password });
      navigate('/feed', { replace: true, state: { status: result.status } satisfies StepState });
    } catch (failure) {
      const status = errorStatus(failure);
      if (isDeadToken(status)) setDead(true);
      errors.show(status);
    }
  };

  const again = (
    <Link to="/auth/forgot" state={{ email } satisfies StepState} className={ui.link} />
  );
  return (
    <AuthScreen title={t('forgot_change_title')} lead={t('forgot_change_lead')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          ref={refs.password}
          label={t('new_password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onFocus={strength.load}
          onChange={(event) => {
            strength.load();
            setPassword(event.target.value);
            if (tried)
              errors.recheck('password', accountFieldStatus('password', event.target.value));
            else errors.forget('password');
          }}
          error={
            errors.of('password') ??
            (strength.weak ? t('password_too_weak', { ns: 'status' }) : null)
          }
          hint={t('auth_password_hint', { ns: 'app' })}
          live
        />
        {dead ? (
          <p className={styles.formError}>
            <Trans t={t} i18nKey="forgot_code_dead" components={{ again }} />
          </p>
        ) : (
          errors.form && <p className={styles.formError}>{errors.form}</p>
        )}
        <SubmitButton busy={busy}>{t('forgot_change_submit')}</SubmitButton>
      </form>
    </AuthScreen>
  );
}
