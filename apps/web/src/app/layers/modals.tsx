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
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Renders a modal body; `close` closes this modal. */
export type ModalRender = (close: () => void) => ReactNode;

/** Options of one modal. */
export interface ModalOptions {
  /** Accessible name of the dialog when its body has no `Dialog.Title`. */
  label?: string;
  /** Width of the dialog: `normal` (≤ 520 px, default) or `wide` (the 640 px column). */
  size?: 'normal' | 'wide';
  /** Called after the modal closed, however it closed. */
  onClose?: () => void;
}

/** One open modal. */
export interface ModalEntry extends ModalOptions {
  id: number;
  render: ModalRender;
}

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

/** Ids of the title and description of the modal being rendered (set by ModalTitle / …). */
export interface ModalLabels {
  setTitleId(id: string | undefined): void;
  setDescriptionId(id: string | undefined): void;
}

/** Provided by the modal host around each modal body. */
export const ModalLabelsContext = createContext<ModalLabels | null>(null);

/**
 * The title of a modal: names the dialog (`aria-labelledby`) without pulling Base UI into the
 * caller's chunk. Use instead of `Dialog.Title` in modal bodies.
 */
export function ModalTitle({ children, className }: { children: ReactNode; className?: string }) {
  const labels = useContext(ModalLabelsContext);
  const id = useId();
  useEffect(() => {
    labels?.setTitleId(id);
    return () => labels?.setTitleId(undefined);
  }, [labels, id]);
  return (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );
}

/** The description of a modal (`aria-describedby`), the counterpart of {@link ModalTitle}. */
export function ModalDescription({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const labels = useContext(ModalLabelsContext);
  const id = useId();
  useEffect(() => {
    labels?.setDescriptionId(id);
    return () => labels?.setDescriptionId(undefined);
  }, [labels, id]);
  return (
    <p id={id} className={className}>
      {children}
    </p>
  );
}
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
