/** Renders the stack of modals with Base UI Dialog (loaded on first use of the modal layer). */
import { Dialog } from '@base-ui/react/dialog';
import { useMemo, useState } from 'react';
import { type ModalEntry, ModalLabelsContext } from './modalParts.tsx';
import styles from './modals.module.css';

/** Props of {@link ModalHost}. */
export interface ModalHostProps {
  stack: ModalEntry[];
  onClose(id: number): void;
}

function ModalFrame({ entry, onClose }: { entry: ModalEntry; onClose(id: number): void }) {
  const [titleId, setTitleId] = useState<string | undefined>();
  const [descriptionId, setDescriptionId] = useState<string | undefined>();
  const labels = useMemo(() => ({ setTitleId, setDescriptionId }), []);
  const close = () => onClose(entry.id);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Viewport className={styles.viewport}>
          <Dialog.Popup
            className={entry.size === 'wide' ? `${styles.popup} ${styles.wide}` : styles.popup}
            {...(titleId ? { 'aria-labelledby': titleId } : { 'aria-label': entry.label })}
            {...(descriptionId ? { 'aria-describedby': descriptionId } : {})}
            data-testid="modal"
          >
            <ModalLabelsContext.Provider value={labels}>
              {entry.render(close)}
            </ModalLabelsContext.Provider>
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every open modal as a Base UI dialog; only the top one takes focus. */
export default function ModalHost({ stack, onClose }: ModalHostProps) {
  return (
    <>
      {stack.map((entry) => (
        <ModalFrame key={entry.id} entry={entry} onClose={onClose} />
      ))}
    </>
  );
}
