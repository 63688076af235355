/**
 * Loading layer (spec §2): a thin bar at the top while lazy screens load or the session loads.
 * Anything can hold it with `useLoading().begin()` (returns the release function) or by
 * rendering `<LoadingMark />` (the Suspense fallback of lazy routes does).
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './loading.module.css';

/** The loading API. */
export interface LoadingApi {
  /** Shows the bar until the returned function is called. */
  begin(): () => void;
}

const LoadingContext = createContext<LoadingApi | null>(null);

/** Counts what is loading and renders the bar while anything is. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const begin = useCallback(() => {
    setCount((n) => n + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setCount((n) => Math.max(0, n - 1));
    };
  }, []);
  const value = useMemo(() => ({ begin }), [begin]);
  return (
    <LoadingContext.Provider value={value}>
      <LoadingBar active={count > 0} />
      {children}
    </LoadingContext.Provider>
  );
}

function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="loading-bar"
    >
      <div className={styles.runner} />
    </div>
  );
}

/** The loading API. */
export function useLoading(): LoadingApi {
  const value = useContext(LoadingContext);
  if (!value) throw new Error('useLoading needs <LoadingProvider>');
  return value;
}

/** Holds the loading bar while rendered (use as a Suspense fallback). */
export function LoadingMark({ when = true }: { when?: boolean }) {
  const { begin } = useLoading();
  useEffect(() => (when ? begin() : undefined), [begin, when]);
  return null;
}
