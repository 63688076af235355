/**
 * `/settings/delete-account` (spec §2 "Delete account: password plus a confirmation checkbox";
 * §7 `POST settings/delete-account` with password and apply): the button is enabled only with a
 * password typed and the confirmation ticked. On `account_deleted` the app becomes a guest
 * (every cached private answer dropped) and the screen says the account is gone, with «На
 * главную» to the landing; a failure (`password_invalid` …) shows under the field and as an
 * alert, and nothing changes.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useDeleteAccountMutation } from '../../api/queries/settings.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import ui from '../../app/ui.module.css';
import Button, { buttonClass } from '../../components/Button.tsx';
import { Field } from '../auth/Field.tsx';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** Account deletion. */
export default function DeleteAccountSettings() {
  const { t } = useTranslation('settings');
  const [deleted, setDeleted] = useState(false);
  return (
    <SettingsPage
      title={t('delete.title')}
      headingId="delete-title"
      needsUser
      keepForGuest={deleted}
    >
      {deleted ? <Deleted /> : <DeleteForm onDeleted={() => setDeleted(true)} />}
    </SettingsPage>
  );
}

/** What the screen says once the account is gone. */
function Deleted() {
  const { t } = useTranslation('settings');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {t('delete.done_title')}
      </h2>
      <p>{t('delete.done_text')}</p>
      <Link to="/" replace className={buttonClass({ variant: 'primary', size: 'large' })}>
        {t('delete.home')}
      </Link>
    </div>
  );
}

function DeleteForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('settings');
  const { t: ts } = useTranslation('status');
  const id = useId();
  const alerts = useAlerts();
  const remove = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = password !== '' && confirmed && !remove.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(password, {
      onSuccess: onDeleted,
      onError: (failure) => {
        const status = errorStatus(failure);
        setError(ts(status, { defaultValue: status }));
        alerts.show({ status, tone: 'danger' });
      },
    });
  };

  return (
    <>
      <p className={styles.lead}>{t('delete.lead')}</p>
      <p>
        <Link to="/settings/gdpr" className={ui.link}>
          {t('delete.export_first')}
        </Link>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('delete.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <label htmlFor={`${id}-confirm`} className={styles.checkRow}>
          <input
            id={`${id}-confirm`}
            type="checkbox"
            className={styles.checkbox}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t('delete.confirm')}</span>
        </label>
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="danger"
            disabled={!ready}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? t('delete.deleting') : t('delete.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
