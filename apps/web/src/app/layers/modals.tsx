/**
 * Modal layer (spec §2): `useModals().open((close) => <Body onClose={close} />)` shows a dialog
 * (Base UI Dialog: focus trapped, Escape and a press outside close it). Modals stack; `close()`
 * closes the top one. While any is open `<html data-modal-open="true">` mirrors it. A route
 * change closes them all. The Base UI part loads on first use, keeping it out of the entry chunk.
 */
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ModalEntry, ModalOptions, ModalRender } from './modalParts.tsx';

export {
  ModalDescription,
  type ModalEntry,
  type ModalLabels,
  ModalLabelsContext,
  type ModalOptions,
  type ModalRender,
  ModalTitle,
} from './modalParts.tsx';

/** The modals API. */
export interface ModalsApi {
  /** Opens a modal on top of the others; returns the function that closes it. */
  open(render: ModalRender, options?: ModalOptions): () => void;
  /** Closes the top modal. */
  close(): void;
  /** Closes every modal (a route change does this). */
  closeAll(): void;
  /** True while any modal is open. */
  isOpen: boolean;
}

const ModalsContext = createContext<ModalsApi | null>(null);

/** Loads the modal layer's Base UI code ahead of the first modal (see `useCompose`). */
export const preloadModalHost = () => import('./ModalHost.tsx');
const ModalHost = lazy(preloadModalHost);

/** Holds the stack of modals and renders them. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ModalEntry[]>([]);
  const nextId = useRef(1);
  const stackRef = useRef(stack);
  stackRef.current = stack;

  const closeById = useCallback((id: number) => {
    const entry = stackRef.current.find((item) => item.id === id);
    if (!entry) return;
    setStack((list) => list.filter((item) => item.id !== id));
    entry.onClose?.();
  }, []);

  const open = useCallback(
    (render: ModalRender, options: ModalOptions = {}) => {
      const id = nextId.current++;
      setStack((list) => [...list, { ...options, id, render }]);
      return () => closeById(id);
    },
    [closeById],
  );

  const close = useCallback(() => {
    const top = stackRef.current.at(-1);
    if (top) closeById(top.id);
  }, [closeById]);

  const closeAll = useCallback(() => {
    const list = stackRef.current;
    if (list.length === 0) return;
    setStack([]);
    for (const entry of list) entry.onClose?.();
  }, []);

  const isOpen = stack.length > 0;
  useEffect(() => {
    document.documentElement.dataset.modalOpen = isOpen ? 'true' : 'false';
  }, [isOpen]);

  const value = useMemo(() => ({ open, close, closeAll, isOpen }), [open, close, closeAll, isOpen]);
  return (
    <ModalsContext.Provider value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <ModalHost stack={stack} onClose={closeById} />
        </Suspense>
      )}
    </ModalsContext.Provider>
  );
}

/** The modals API: `useModals().open(render)`, `.close()`. */
export function useModals(): ModalsApi {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals needs <ModalsProvider>');
  return value;
}
