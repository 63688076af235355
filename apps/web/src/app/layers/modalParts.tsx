/**
 * What a modal body and the modal host share: the shape of one open modal, and the title and
 * description that name the dialog (`ModalTitle`, `ModalDescription`). Apart from `modals.tsx`
 * so the lazily loaded host (`ModalHost.tsx`) imports it without importing its own loader.
 */
import { createContext, type ReactNode, useContext, useEffect, useId } from 'react';

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
