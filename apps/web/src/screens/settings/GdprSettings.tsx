/**
 * `/settings/gdpr` (spec §2 "GDPR: a password field"; beyond the spec, the export works —
 * docs/decisions/data-export.md): the password → `POST settings/gdpr` → the zip archive of all
 * the person's data, read as a Blob through the typed client and saved with an `a[download]`
 * under the server's file name. While the archive is prepared the button is busy, a status line
 * says so (a live region) and «Отменить» aborts; a failure (`password_invalid`,
 * `password_empty`, `too_many_requests`, `network_error` …) shows under the field and as an
 * alert, and the password stays typed.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorStatus, errorStatus } from '../../api/client.ts';
import { downloadDataExport } from '../../api/queries/settings.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import Button from '../../components/Button.tsx';
import { Field } from '../auth/Field.tsx';
import { formatBytes } from './bytes.ts';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** Saves a Blob as a file through a temporary `a[download]`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The data export. */
export default function GdprSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('gdpr.title')} headingId="gdpr-title" needsUser>
      <ExportForm />
    </SettingsPage>
  );
}

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; status: ErrorStatus }
  | { kind: 'done'; name: string; size: number };

function ExportForm() {
  const { t, i18n } = useTranslation('settings');
  const { t: ts } = useTranslation('status');
  const alerts = useAlerts();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'busy') return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'busy' });
    try {
      const archive = await downloadDataExport(password, controller.signal);
      saveBlob(archive.blob, archive.fileName);
      setState({ kind: 'done', name: archive.fileName, size: archive.blob.size });
      setPassword('');
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 'err_canceled') {
        setState({ kind: 'idle' });
        return;
      }
      setState({ kind: 'failed', status });
      alerts.show({ status, tone: 'danger' });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const busy = state.kind === 'busy';
  const error = state.kind === 'failed' ? ts(state.status, { defaultValue: state.status }) : null;
  return (
    <>
      <p className={styles.lead}>{t('gdpr.lead')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <Field
          label={t('gdpr.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (state.kind === 'failed') setState({ kind: 'idle' });
          }}
          hint={t('gdpr.password_hint')}
          error={error}
          disabled={busy}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={busy || password === ''}
            aria-busy={busy || undefined}
          >
            {busy ? t('gdpr.preparing') : t('gdpr.submit')}
          </Button>
          {busy ? (
            <Button onClick={() => running.current?.abort()}>{t('gdpr.cancel')}</Button>
          ) : null}
        </div>
        <p className={styles.status} role="status">
          {busy
            ? t('gdpr.preparing_hint')
            : state.kind === 'done'
              ? `${t('gdpr.done', {
                  name: state.name,
                  size: formatBytes(state.size, i18n.language, t),
                })} ${t('gdpr.again')}`
              : ''}
        </p>
      </form>
    </>
  );
}
