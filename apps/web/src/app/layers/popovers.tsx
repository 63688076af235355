/**
 * Popover layer (spec §2): one container for the portals of menus and popovers (Base UI
 * `Portal container={usePopoverContainer()}`), above the page and below modals and alerts.
 * A route change closes popovers: components pass their close function to
 * {@link useCloseOnRouteChange}.
 */
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import styles from './popovers.module.css';

interface PopoverApi {
  /** The layer's element once it is mounted (a ref: setting it re-renders nobody). */
  container: RefObject<HTMLDivElement | null>;
  subscribe(listener: () => void): () => void;
  closeAll(): void;
}

const PopoverContext = createContext<PopoverApi | null>(null);

/** Renders the popover container and keeps the close-on-route-change listeners. */
export function PopoverProvider({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement | null>(null);
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
  // One value for the app's life: a changing value would re-render every menu of the page once
  // the layer mounted, right after the first render.
  const value = useMemo(() => ({ container, subscribe, closeAll }), [subscribe, closeAll]);
  return (
    <PopoverContext.Provider value={value}>
      {children}
      <div ref={container} className={styles.layer} data-layer="popovers" />
    </PopoverContext.Provider>
  );
}

function usePopoverApi(): PopoverApi {
  const value = useContext(PopoverContext);
  if (!value) throw new Error('popover hooks need <PopoverProvider>');
  return value;
}

/**
 * The element popovers and menus portal into: null only during the app's first render, before
 * the layer has mounted (popups render on a press, when it is there).
 */
export function usePopoverContainer(): HTMLElement | null {
  return usePopoverApi().container.current;
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
