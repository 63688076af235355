/**
 * The frame of every settings screen (spec §2 "Settings"): the header with «Назад»
 * (ScreenHeader) whose title is the screen's `<h1>`, the document title, and the guest rule of
 * spec §6 — a screen marked `needsUser` shows the `unauthorized` error screen with «Войти» to a
 * guest instead of its content (only the menu and appearance are open to guests).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/queries/session.ts';
import { useDocumentTitle } from '../../app/title.ts';
import { buttonClass } from '../../components/Button.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import ErrorScreen from '../placeholder/ErrorScreen.tsx';
import styles from './Settings.module.css';

/** Props of {@link SettingsPage}. */
export interface SettingsPageProps {
  /** The screen's title (header `<h1>` and document title). */
  title: string;
  /** Id of the `<h1>`, naming the section. */
  headingId: string;
  /** Guests see the `unauthorized` screen instead of the content. */
  needsUser?: boolean;
  /** Keep the content even for a guest (the delete screen's "done" view after sign-out). */
  keepForGuest?: boolean;
  children: ReactNode;
}

/** Header, guest rule and a column for the content. */
export default function SettingsPage({
  title,
  headingId,
  needsUser = false,
  keepForGuest = false,
  children,
}: SettingsPageProps) {
  const { t } = useTranslation('settings');
  useDocumentTitle(title);
  const { isAuth } = useSession();
  if (needsUser && !isAuth && !keepForGuest) {
    return (
      <>
        <ScreenHeader title={title} />
        <ErrorScreen
          status="unauthorized"
          action={
            <Link
              to={`/auth/login?redirect=${encodeURIComponent(window.location.pathname)}`}
              className={buttonClass({ variant: 'primary', size: 'large' })}
            >
              {t('login')}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <ScreenHeader title={title} headingId={headingId} />
      <div className={styles.screen}>{children}</div>
    </section>
  );
}
