/**
 * `useCompose().open()` (spec §2 "Compose opens the compose modal when signed in. A guest is
 * sent to the auth route."). The modal body is `screens/compose/ComposeModal.tsx`, loaded on
 * first use; it imports the layers it uses (`alerts.tsx`, `modalParts.tsx`) directly, never
 * this module.
 */
import type { Entry } from '@potok/common';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/queries/session.ts';
import { LoadingMark } from './loading.tsx';
import { preloadModalHost, useModals } from './modals.tsx';

const loadComposeModal = () => import('../../screens/compose/ComposeModal.tsx');
const ComposeModal = lazy(loadComposeModal);

/** How long after a signed-in screen appears the compose code is fetched, ms. */
const PRELOAD_DELAY_MS = 1500;

/** What the compose modal opens with: `entry` to edit one of one's entries. */
export interface ComposeOptions {
  entry?: Entry;
}

/** The compose API. */
export interface ComposeApi {
  /**
   * Opens the compose modal, or sends a guest to `/auth/login?redirect=<here>`; with
   * `{ entry }` it opens that entry for editing. (Two signatures, so `onClick={compose.open}`
   * still type-checks: a click's event is not taken for options.)
   */
  open: {
    (): void;
    (options: ComposeOptions): void;
  };
}

/** Builds the login path that comes back to `to` after signing in. */
export function loginPath(to: string): string {
  return to && to !== '/' ? `/auth/login?redirect=${encodeURIComponent(to)}` : '/auth/login';
}

/** Opens compose for a signed-in user; a guest goes to the login screen. */
export function useCompose(): ComposeApi {
  const { isAuth } = useSession();
  const modals = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  // A signed-in person will likely write: fetch the compose code shortly after the screen shows,
  // so the first open focuses the text field at once and no typed key is lost.
  useEffect(() => {
    if (!isAuth) return;
    const timer = setTimeout(() => {
      void loadComposeModal();
      void preloadModalHost();
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAuth]);
  const open = useCallback(() => {
    if (!isAuth) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    modals.open(
      (close) => (
        <Suspense fallback={<LoadingMark />}>
          <ComposeModal onClose={close} />
        </Suspense>
      ),
      { label: t('compose_title'), size: 'wide' },
    );
  }, [isAuth, modals, navigate, location.pathname, location.search, t]);
  return { open };
}
