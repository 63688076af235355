/**
 * Alerts layer (spec §2, §8 "Behaviour"): short messages at the bottom, above the tab bar, gone
 * after ALERT_TIMEOUT_MS. The text comes from the `status` namespace by status code, unless a
 * ready text is given. The `status` texts are not part of the first screen: the layer loads them
 * once the page has settled (STATUS_TEXTS_DELAY_MS), so they are there before the connection can
 * drop, and an alert shown before that waits for them instead of showing a code. Danger alerts are `role="alert"`, the others `role="status"`.
 *
 * The layer stays readable while a modal is open: it is drawn above the modal, and its
 * `aria-live="off"` marks it as a live area, which the modal's focus manager (Base UI, like
 * floating-ui's `markOthers`) leaves out when it hides the rest of the page from assistive
 * technology — so the alert of a write that failed from the compose modal is announced. The
 * container itself announces nothing; each alert is its own live region by its role.
 */
import { ALERT_TIMEOUT_MS } from '@potok/common';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../../components/Icon.tsx';
import { loadNamespaces } from '../../i18n/index.ts';
import styles from './alerts.module.css';

/** What to show: a status code (its text from the `status` namespace) or a ready text. */
export interface AlertInput {
  status: string;
  tone?: 'success' | 'danger';
  /** A ready (already translated) text shown instead of the status text. */
  text?: string;
}

interface AlertItem extends AlertInput {
  id: number;
}

/** The alerts API. */
export interface AlertsApi {
  /** Shows an alert for ALERT_TIMEOUT_MS (3500 ms); returns its id for `dismiss`. */
  show(alert: AlertInput): number;
  /** Removes one alert now (one that went stale: the field it was about changed). */
  dismiss(id: number): void;
  /** Removes every alert now (a route change does this). */
  clear(): void;
}

const AlertsContext = createContext<AlertsApi | null>(null);
const MAX_ALERTS = 3;

/** Holds the alerts and renders the layer. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    (alert: AlertInput) => {
      const id = nextId.current++;
      setItems((list) => {
        const same = list.find((item) => item.status === alert.status && item.text === alert.text);
        const rest = same ? list.filter((item) => item !== same) : list;
        return [...rest, { ...alert, id }].slice(-MAX_ALERTS);
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), ALERT_TIMEOUT_MS),
      );
      return id;
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setItems([]);
  }, []);

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const timer of map.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(() => ({ show, dismiss, clear }), [show, dismiss, clear]);
  return (
    <AlertsContext.Provider value={value}>
      {children}
      <AlertsLayer items={items} onDismiss={dismiss} />
    </AlertsContext.Provider>
  );
}

function AlertsLayer({
  items,
  onDismiss,
}: {
  items: AlertItem[];
  onDismiss: (id: number) => void;
}) {
  useEffect(() => {
    const timer = setTimeout(() => void loadNamespaces('status'), STATUS_TEXTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.layer} aria-live="off">
      {items.length > 0 && <AlertList items={items} onDismiss={onDismiss} />}
    </div>
  );
}

/** After this long (ms) the layer loads the `status` texts, off the first screen. */
const STATUS_TEXTS_DELAY_MS = 1500;

function AlertList({ items, onDismiss }: { items: AlertItem[]; onDismiss: (id: number) => void }) {
  const { t, ready } = useTranslation('status');
  if (!ready) return null;
  return items.map((item) => {
    const danger = item.tone === 'danger';
    const text =
      item.text ?? t(item.status, { defaultValue: t('unknown_status', { status: item.status }) });
    return (
      <div
        key={item.id}
        className={
          danger ? `${styles.alert} ${styles.danger}` : `${styles.alert} ${styles.success}`
        }
        role={danger ? 'alert' : 'status'}
        data-status={item.status}
      >
        <span className={styles.text}>{text}</span>
        <button
          type="button"
          className={styles.close}
          onClick={() => onDismiss(item.id)}
          aria-label={t('app:alert_close')}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    );
  });
}

/** The alerts API: `useAlerts().show({ status, tone, text })`. */
export function useAlerts(): AlertsApi {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts needs <AlertsProvider>');
  return value;
}
