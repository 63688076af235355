/**
 * What the recovery and security screens share: the line that tells how the invisible human
 * check is doing (as on the register form), the state a navigation hands the next recovery step
 * (the status of its arrival alert, app/arrivalAlert.ts; the e-mail used), and the frame of a
 * settings screen (header with «Назад», the screen's `<h1>`, a lead line).
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import authStyles from '../auth/Auth.module.css';
import type { HumanCheck, HumanCheckState } from '../auth/captcha.ts';
import styles from './Account.module.css';

/** The line under the button for each state of the human check (`app` namespace keys). */
const CHECK_TEXT: Record<HumanCheckState, string> = {
  loading: 'auth_captcha_solving',
  solving: 'auth_captcha_solving',
  ready: 'auth_captcha_ready',
  error: 'auth_captcha_failed',
  unsupported: 'auth_captcha_unsupported',
};

/** The state of the human check, and «Повторить» when it failed. */
export function HumanCheckLine({ check }: { check: HumanCheck }) {
  const { t } = useTranslation('app');
  return (
    <p className={authStyles.check} data-state={check.state} data-testid="human-check">
      <span className={authStyles.dot} aria-hidden="true" />
      <span>{t(CHECK_TEXT[check.state])}</span>
      {check.state === 'error' && (
        <button type="button" className={authStyles.checkRetry} onClick={check.reset}>
          {t('retry')}
        </button>
      )}
    </p>
  );
}

/** What a navigation to a recovery step carries: the status to announce, the e-mail used. */
export interface StepState {
  status?: string;
  email?: string;
}

/** The location's {@link StepState} (empty after a reload or a typed address). */
export function useStepState(): StepState {
  const { state } = useLocation();
  return typeof state === 'object' && state !== null ? (state as StepState) : {};
}

/** Props of {@link SettingsPage}. */
export interface SettingsPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A settings screen: header with «Назад» and the title as `<h1>`, a lead line, the content. */
export function SettingsPage({ title, lead, children }: SettingsPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <ScreenHeader title={title} headingId={headingId} />
      <div className={styles.page}>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
