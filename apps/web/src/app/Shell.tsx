/**
 * The application shell (spec §2): the navigation (a bottom tab bar, a left rail from 1024 px),
 * the routed screen in the centred column, the icon sprite, and the effects of a route change
 * (close modals, popovers and alerts; scroll). The navigation comes before the screen in the
 * document, as the rail shows it, and «Перейти к содержимому» skips it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { useSession } from '../api/queries/session.ts';
import { useAlerts } from './layers/alerts.tsx';
import { LoadingMark } from './layers/loading.tsx';
import { useModals } from './layers/modals.tsx';
import { useClosePopovers } from './layers/popovers.tsx';
import AppRoutes from './router.tsx';
import styles from './Shell.module.css';
import TabBar from './TabBar.tsx';

/** Closes modals, popovers and alerts when the path changes (spec §2). */
function useRouteChangeCleanup(pathname: string): void {
  const modals = useModals();
  const alerts = useAlerts();
  const closePopovers = useClosePopovers();
  const first = useRef(true);
  const closers = useRef({ modals, alerts, closePopovers });
  closers.current = { modals, alerts, closePopovers };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closers.current.modals.closeAll();
    closers.current.alerts.clear();
    closers.current.closePopovers();
  }, [pathname]);
}

/**
 * Scrolls to the top on a new navigation and back to the saved position on back / forward
 * (cached screens such as the timeline come back where they were). Positions are recorded as
 * the page scrolls, so a shorter next screen cannot clamp the saved value.
 */
function useScrollMemory(key: string): void {
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current.set(current.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  useLayoutEffect(() => {
    current.current = key;
    let frame = 0;
    const saved = positions.current.get(key);
    if (type === 'POP' && saved !== undefined) {
      const until = performance.now() + 1500;
      const attempt = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 2 && performance.now() < until) {
          frame = requestAnimationFrame(attempt);
        }
      };
      attempt();
    } else if (type !== 'REPLACE') {
      window.scrollTo(0, 0);
    }
    return () => cancelAnimationFrame(frame);
  }, [key, type]);
}

/**
 * While someone is signed in: the live-events stream and the alert favicon (app/live.ts), whose
 * code loads two seconds after the shell first renders, off the first screen's budget. A change
 * of account closes the old stream and opens one for the new account.
 */
function useLiveEvents(username: string | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!username) return;
    // startLive does nothing once `end` has aborted (signed out meanwhile).
    const end = new AbortController();
    setTimeout(() => import('./live.ts').then((live) => live.startLive(qc, end.signal)), 2000);
    return () => end.abort();
  }, [qc, username]);
}

/** The shell around every screen. */
export default function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { session, isLoading } = useSession();
  useRouteChangeCleanup(location.pathname);
  useScrollMemory(location.key);
  useLiveEvents(session?.is_auth ? session.user?.username : undefined);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('skip_to_content')}
      </a>
      <LoadingMark when={isLoading} />
      <TabBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
    </div>
  );
}
