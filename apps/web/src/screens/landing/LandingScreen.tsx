/**
 * `/` (spec §2): what Potok is in one line, «Создать аккаунт» (the main button: a newcomer is who
 * lands here) and «Войти». A signed-in user goes straight to the feed.
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../api/queries/session.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import { buttonClass } from '../../components/Button.tsx';
import styles from './LandingScreen.module.css';

/** The home landing. */
export default function LandingScreen() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const { isAuth } = useSession();
  if (isAuth) return <Navigate to="/feed" replace />;

  return (
    <section className={styles.screen} aria-labelledby="landing-title">
      <div className={styles.mark}>
        <svg viewBox="0 0 48 48" width="48" height="48" fill="none" aria-hidden="true">
          <path
            d="M8 18c6-6 12 6 18 0s10-3 10-3M8 30c6-6 12 6 18 0s10-3 10-3"
            stroke="currentColor"
            strokeWidth="3.2"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <h1 id="landing-title" className={styles.title}>
        {t('landing_title')}
      </h1>
      <p className={styles.tagline}>{t('landing_tagline')}</p>
      <div className={styles.actions}>
        <Link to="/auth/register" className={buttonClass({ variant: 'primary', size: 'large' })}>
          {t('landing_register')}
        </Link>
        <Link to="/auth/login" className={buttonClass({ size: 'large' })}>
          {t('landing_login')}
        </Link>
      </div>
      <ul className={styles.points}>
        <li>{t('landing_point_order')}</li>
        <li>{t('landing_point_follow')}</li>
        <li>{t('landing_point_quiet')}</li>
      </ul>
      <Link to="/feed/abyss" className={`${ui.link} ${styles.browse}`}>
        {t('landing_browse')}
      </Link>
    </section>
  );
}
