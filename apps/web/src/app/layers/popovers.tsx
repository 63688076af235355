/**
 * Popover layer (spec §2): one container for the portals of menus and popovers (Base UI
 * `Portal container={usePopoverContainer()}`), above the page and below modals and alerts.
 * A route change closes popovers: components pass their close function to
 * {@link useCloseOnRouteChange}.
 */
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
import styles from './popovers.module.css';

interface PopoverApi {
  container: HTMLElement | null;
  subscribe(listener: () => void): () => void;
  closeAll(): void;
}

const PopoverContext = createContext<PopoverApi | null>(null);

/** Renders the popover container and keeps the close-on-route-change listeners. */
export function PopoverProvider({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const listeners = useRef(new Set<() => void>());
  const subscribe = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const closeAll = useCallback(() => {
    for (const listener of listeners.current) listener();
  }, []);
  const value = useMemo(
    () => ({ container, subscribe, closeAll }),
    [container, subscribe, closeAll],
  );
  return (
    <PopoverContext.Provider value={value}>
      {children}
      <div ref={setContainer} className={styles.layer} data-layer="popovers" />
    </PopoverContext.Provider>
  );
}

function usePopoverApi(): PopoverApi {
  const value = useContext(PopoverContext);
  if (!value) throw new Error('popover hooks need <PopoverProvider>');
  return value;
}

/** The element popovers and menus portal into (null during the first render). */
export function usePopoverContainer(): HTMLElement | null {
  return usePopoverApi().container;
}

/** Calls `close` when the route changes (or anything closes all popovers). */
export function useCloseOnRouteChange(close: () => void): void {
  const { subscribe } = usePopoverApi();
  const ref = useRef(close);
  ref.current = close;
  useEffect(() => subscribe(() => ref.current()), [subscribe]);
}

/** Closes every popover that registered with {@link useCloseOnRouteChange}. */
export function useClosePopovers(): () => void {
  return usePopoverApi().closeAll;
}
