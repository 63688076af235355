/**
 * `/auth/forgot` (spec §2 Auth, §4 "Password recovery", §5 "Human check"): the account's e-mail
 * and the invisible human check (solved in the background as on the register form) →
 * `POST auth/forgot` → `challenge_code_sended` with a token → the code step,
 * `/auth/forgot/code/{token}`. The answer is the same whether the address is known or not
 * (DESIGN.md §5), so the next screen never says that a mail was sent for sure. A failed call
 * resets the human check. Links to the contacts help page and back to sign-in.
 */
import { accountFieldStatus } from '@potok/common';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useForgotMutation } from '../../api/queries/account.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import styles from '../auth/Auth.module.css';
import AuthScreen, { SubmitButton } from '../auth/AuthScreen.tsx';
import { useHumanCheck } from '../auth/captcha.ts';
import { EmailField } from '../auth/Field.tsx';
import { useAuthErrors } from '../auth/useAuthForm.ts';
import { HumanCheckLine, type StepState, useStepState } from './shared.tsx';

/** The first step of recovery. */
export default function ForgotScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgot_title'));
  const navigate = useNavigate();
  const forgot = useForgotMutation();
  const check = useHumanCheck();
  const [email, setEmail] = useState(useStepState().email ?? '');
  const [waiting, setWaiting] = useState(false);
  const [tried, setTried] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null) };
  const errors = useAuthErrors(refs);
  const busy = waiting || forgot.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    errors.clear();
    setTried(true);
    const invalid = accountFieldStatus('email', email);
    if (invalid) {
      errors.show(invalid, 'email');
      return;
    }
    if (check.state === 'error') check.reset();
    setWaiting(true);
    const answer = await check.answer();
    setWaiting(false);
    if (!answer) {
      errors.show('please_enter_captcha');
      check.reset();
      return;
    }
    try {
      const result = await forgot.mutateAsync({ email, 'h-captcha-response': answer });
      const state: StepState = { status: result.status, email: email.trim() };
      navigate(`/auth/forgot/code/${encodeURIComponent(result.payload.token)}`, { state });
    } catch (failure) {
      check.reset();
      errors.show(errorStatus(failure));
    }
  };

  return (
    <AuthScreen
      title={t('forgot_title')}
      lead={t('forgot_lead')}
      footer={
        <>
          {t('forgot_remembered')}{' '}
          <Link to="/auth/login" className={ui.link}>
            {t('auth_login_link', { ns: 'app' })}
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
            if (tried) errors.recheck('email', accountFieldStatus('email', event.target.value));
            else errors.forget('email');
          }}
          error={errors.of('email')}
        />
        {errors.form && <p className={styles.formError}>{errors.form}</p>}
        <SubmitButton busy={busy}>{t('forgot_submit')}</SubmitButton>
        <HumanCheckLine check={check} />
        <p className={styles.agreement}>
          <Trans
            t={t}
            i18nKey="forgot_contacts"
            components={{ contacts: <Link to="/help/contacts" /> }}
          />
        </p>
      </form>
    </AuthScreen>
  );
}
