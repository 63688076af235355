/**
 * The alert a navigation asks the next screen to show (spec §2): the route change clears the
 * alerts shown before it, so the status travels in the location's state (`status`, e.g.
 * `entry_deleted` after the entry page deleted its entry, `feed_added`, a recovery step's
 * `code_sent`).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAlerts } from './layers/index.ts';

/**
 * Shows, once, the success alert the location's `state.status` asks for, and drops the status
 * from the history entry (the rest of the state, the search and the hash stay) so a reload does
 * not repeat it. The alert waits for a task of its own: the shell clears the alerts of a route
 * change in an effect that runs after the screen's. Dropping the status re-renders the screen;
 * that does not cancel the alert (a renderer may re-render before the task comes), leaving the
 * screen does.
 */
export function useArrivalAlert(): void {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const status =
    typeof state === 'object' && state !== null
      ? (state as { status?: unknown }).status
      : undefined;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arriving status
  useEffect(() => {
    if (typeof status !== 'string' || !status) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      alerts.show({ status, tone: 'success' });
    });
    timers.current.add(timer);
    navigate({ pathname, search, hash }, { replace: true, state: { ...state, status: undefined } });
  }, [status]);
}
