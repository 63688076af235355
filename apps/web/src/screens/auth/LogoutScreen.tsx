/**
 * `/auth/logout` (spec §4 "Logout returns to the redirect value, or home"): asks to confirm,
 * sends `POST auth/logout` with the session's `logout_hash`, then goes to `?redirect=` or `/`.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useLogoutMutation } from '../../api/queries/auth.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import { useDocumentTitle } from '../../app/title.ts';
import Button, { buttonClass } from '../../components/Button.tsx';
import styles from './Auth.module.css';
import AuthScreen from './AuthScreen.tsx';
import { safeRedirect } from './redirect.ts';

/** The sign-out confirmation. */
export default function LogoutScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth_logout_title'));
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { session, isAuth } = useSession();
  const logout = useLogoutMutation();

  const onLogout = async () => {
    if (!session?.logout_hash || logout.isPending) return;
    try {
      await logout.mutateAsync(session.logout_hash);
      navigate(target, { replace: true });
    } catch (failure) {
      alerts.show({ status: errorStatus(failure), tone: 'danger' });
    }
  };

  const onCancel = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/feed');
  };

  return (
    <AuthScreen
      title={t('auth_logout_title')}
      lead={
        isAuth && session?.user
          ? t('auth_logout_question', { username: session.user.username })
          : t('auth_logout_guest')
      }
    >
      {isAuth ? (
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="large"
            onClick={onLogout}
            disabled={logout.isPending}
            aria-busy={logout.isPending || undefined}
          >
            {t('auth_logout_submit')}
          </Button>
          <Button size="large" onClick={onCancel}>
            {t('auth_logout_cancel')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Link to="/auth/login" className={buttonClass({ variant: 'primary', size: 'large' })}>
            {t('auth_login_link')}
          </Link>
        </div>
      )}
    </AuthScreen>
  );
}
