/**
 * `/settings/account` — beyond spec §2's placeholder (docs/decisions/recovery-screens-web.md), because
 * recovery depends on a working address: the account's e-mail and whether it is verified
 * (`GET settings/email`); «Подтвердить e-mail» mails a six-digit code
 * (`POST settings/email/verify`) entered in the same boxes as recovery
 * (`POST settings/email/verify-code` → `email_verified`); changing the address takes the new one
 * and the password (`POST settings/email/change`), mails a code to the new address (the old one
 * is told by mail), and the code confirms it (`POST settings/email/change-code` →
 * `email_changed`). A change still waiting for its code shows its boxes when the screen opens.
 * Guests go to sign-in.
 */
import { accountFieldStatus } from '@potok/common';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  useAccountEmailQuery,
  useEmailChangeCodeMutation,
  useEmailChangeMutation,
  useEmailVerifyCodeMutation,
  useEmailVerifyMutation,
} from '../../api/queries/account.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts } from '../../app/layers/index.ts';
import { LoadingMark } from '../../app/layers/loading.tsx';
import { useDocumentTitle } from '../../app/title.ts';
import Button from '../../components/Button.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import { Field } from '../auth/Field.tsx';
import styles from './Account.module.css';
import CodeStep from './CodeStep.tsx';
import { SettingsPage } from './shared.tsx';

/** The account's e-mail: verification and change. */
export default function AccountScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('account_title'));
  const { isAuth } = useSession();
  const { pathname } = useLocation();
  const account = useAccountEmailQuery(isAuth);
  if (!isAuth) return <Navigate to={loginPath(pathname)} replace />;
  const { data } = account;
  return (
    <SettingsPage title={t('account_title')}>
      {data ? (
        <>
          <VerifySection email={data.email} verified={data.is_email_verified} />
          <ChangeSection pending={data.pending_email} />
        </>
      ) : account.isError ? (
        <Placeholder
          status={errorStatus(account.error)}
          kind="error"
          onRetry={() => account.refetch()}
        />
      ) : (
        <LoadingMark />
      )}
    </SettingsPage>
  );
}

/** The address, its mark, and the verification by code. */
function VerifySection({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const alerts = useAlerts();
  const verify = useEmailVerifyMutation();
  const confirm = useEmailVerifyCodeMutation();
  const [sent, setSent] = useState(false);

  const start = async () => {
    try {
      const result = await verify.mutateAsync();
      alerts.show({ status: result.status, tone: 'success' });
      setSent(true);
    } catch (failure) {
      alerts.show({ status: errorStatus(failure), tone: 'danger' });
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.label}>{t('account_email')}</p>
      <div className={styles.email}>
        <span className={styles.address}>{email}</span>
        <span className={verified ? styles.badge : `${styles.badge} ${styles.unverified}`}>
          {verified ? t('account_verified') : t('account_unverified')}
        </span>
      </div>
      {!verified && !sent && (
        <>
          <p className={styles.note}>{t('account_unverified_hint')}</p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              onClick={start}
              disabled={verify.isPending}
              aria-busy={verify.isPending || undefined}
            >
              {t('account_verify')}
            </Button>
          </div>
        </>
      )}
      {!verified && sent && (
        <CodeStep
          sentTo={t('account_verify_sent', { email })}
          onSubmit={(code) => confirm.mutateAsync(code)}
          onDone={() => setSent(false)}
          onCancel={() => setSent(false)}
        />
      )}
    </div>
  );
}

/** The change of address: new address and password, then the code sent to the new address. */
function ChangeSection({ pending }: { pending: string | null }) {
  const { t } = useTranslation('account');
  const alerts = useAlerts();
  const change = useEmailChangeMutation();
  const confirm = useEmailChangeCodeMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ input: 'email' | 'password' | null; status: string } | null>(
    null,
  );
  /** The new address whose code is awaited (the one waiting when the screen opened, too). */
  const [step, setStep] = useState<string | null>(pending);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const fail = (status: string) => {
    const input = status.startsWith('email_')
      ? 'email'
      : status.startsWith('password_')
        ? 'password'
        : null;
    setError({ input, status });
    alerts.show({ status, tone: 'danger' });
    if (input) refs[input].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setError(null);
    const invalid = accountFieldStatus('email', email);
    if (invalid) {
      fail(invalid);
      return;
    }
    if (!password.trim()) {
      fail('password_empty');
      return;
    }
    try {
      const result = await change.mutateAsync({ email, password });
      alerts.show({ status: result.status, tone: 'success' });
      setStep(email.trim());
      setPassword('');
    } catch (failure) {
      fail(errorStatus(failure));
    }
  };

  const errorOf = (input: 'email' | 'password') =>
    error?.input === input ? t(error.status, { ns: 'status' }) : null;
  const headingId = 'account-change-title';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('account_change_title')}
      </h2>
      {step ? (
        <CodeStep
          sentTo={t('account_change_sent', { email: step })}
          onSubmit={(code) => confirm.mutateAsync(code)}
          onDone={() => {
            setStep(null);
            setEmail('');
          }}
          onCancel={() => setStep(null)}
        />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.note}>{t('account_change_lead')}</p>
          <Field
            ref={refs.email}
            label={t('account_new_email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error?.input === 'email') setError(null);
            }}
            error={errorOf('email')}
            required
          />
          <Field
            ref={refs.password}
            label={t('current_password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error?.input === 'password') setError(null);
            }}
            error={errorOf('password')}
            required
          />
          {error && !error.input && (
            <p className={styles.formError}>{t(error.status, { ns: 'status' })}</p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="primary"
              disabled={change.isPending || !email.trim() || !password.trim()}
              aria-busy={change.isPending || undefined}
            >
              {t('account_change_submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
