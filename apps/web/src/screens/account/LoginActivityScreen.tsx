/**
 * `/settings/login-activity` (spec §2 Settings › Login activity, §3 "Login record", §4 "Paged
 * lists"): the person's sign-ins, newest first, loading more as the end scrolls into view (and
 * with «Загрузить ещё»): the system and the browser with their versions as read from the user
 * agent, and the date; the session this page runs in is marked. Beyond the spec: a session still
 * signed in can be ended (`DELETE settings/logins/{login_id}` → `session_ended`), or every other
 * one at once (`DELETE settings/logins` → `sessions_ended`), each after a confirmation. Guests go
 * to sign-in.
 */
import type { LoginRecord } from '@potok/common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import {
  useEndLoginMutation,
  useEndOtherLoginsMutation,
  useLoginsQuery,
} from '../../api/queries/account.ts';
import { useSession } from '../../api/queries/session.ts';
import { loginPath, useAlerts, useModals } from '../../app/layers/index.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Button from '../../components/Button.tsx';
import ConfirmDialog from '../../components/ConfirmDialog.tsx';
import PagedList from '../../components/PagedList.tsx';
import RelativeDate from '../../components/RelativeDate.tsx';
import styles from './Account.module.css';
import { SettingsPage } from './shared.tsx';

type Software = LoginRecord['os'];

/** «Windows 10», or the unknown text when the user agent named nothing. */
function softwareText(software: Software, unknown: string): string {
  if (!software.name) return unknown;
  return software.version ? `${software.name} ${software.version}` : software.name;
}

const keyOf = (login: LoginRecord) => login.login_id;

/** The list of sign-ins. */
export default function LoginActivityScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('logins_title'));
  const { isAuth } = useSession();
  const { pathname } = useLocation();
  const alerts = useAlerts();
  const modals = useModals();
  const logins = useLoginsQuery();
  const endOne = useEndLoginMutation();
  const endOthers = useEndOtherLoginsMutation();
  const pages = logins.data?.pages;
  const othersActive = useMemo(
    () => (pages ?? []).some((page) => page.items.some((l) => l.is_active && !l.is_current)),
    [pages],
  );

  if (!isAuth) return <Navigate to={loginPath(pathname)} replace />;

  const device = (login: LoginRecord) =>
    `${softwareText(login.os, t('logins_unknown_os'))} · ${softwareText(login.browser, t('logins_unknown_browser'))}`;

  /** Runs an ending call and says how it went. */
  const run = async (call: () => Promise<{ status: string }>) => {
    try {
      const result = await call();
      alerts.show({ status: result.status, tone: 'success' });
    } catch (failure) {
      alerts.show({ status: errorStatus(failure), tone: 'danger' });
    }
  };

  const askEnd = (login: LoginRecord) =>
    modals.open((close) => (
      <ConfirmDialog
        title={t('logins_end_title')}
        description={t('logins_end_text', { device: device(login) })}
        confirmLabel={t('logins_end')}
        danger
        onConfirm={() => run(() => endOne.mutateAsync(login.login_id))}
        onClose={close}
      />
    ));

  const askEndOthers = () =>
    modals.open((close) => (
      <ConfirmDialog
        title={t('logins_end_all_title')}
        description={t('logins_end_all_text')}
        confirmLabel={t('logins_end')}
        danger
        onConfirm={() => run(() => endOthers.mutateAsync())}
        onClose={close}
      />
    ));

  return (
    <SettingsPage title={t('logins_title')} lead={t('logins_lead')}>
      {othersActive && (
        <div className={styles.actions}>
          <Button variant="danger" size="compact" onClick={askEndOthers}>
            {t('logins_end_all')}
          </Button>
        </div>
      )}
      <PagedList
        query={logins}
        getKey={keyOf}
        label={t('logins_list')}
        empty={<p className={styles.lead}>{t('logins_empty')}</p>}
        renderItem={(login) => (
          <div className={styles.login}>
            <div className={styles.loginText}>
              <span className={styles.loginTitle}>{device(login)}</span>
              <RelativeDate date={login.date_added} className={styles.loginMeta} />
              {login.is_current && <span className={styles.badge}>{t('logins_current')}</span>}
            </div>
            {login.is_active && !login.is_current && (
              <Button
                size="compact"
                onClick={() => askEnd(login)}
                aria-label={t('logins_end_label', { device: device(login) })}
              >
                {t('logins_end')}
              </Button>
            )}
          </div>
        )}
      />
    </SettingsPage>
  );
}
