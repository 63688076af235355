/** Renders the stack of modals with Base UI Dialog (loaded on first use of the modal layer). */
import { Dialog } from '@base-ui/react/dialog';
import styles from './modals.module.css';
import type { ModalEntry } from './modals.tsx';

/** Props of {@link ModalHost}. */
export interface ModalHostProps {
  stack: ModalEntry[];
  onClose(id: number): void;
}

/** Every open modal as a Base UI dialog; only the top one takes focus. */
export default function ModalHost({ stack, onClose }: ModalHostProps) {
  return (
    <>
      {stack.map((entry) => {
        const close = () => onClose(entry.id);
        return (
          <Dialog.Root
            key={entry.id}
            open
            onOpenChange={(open) => {
              if (!open) close();
            }}
          >
            <Dialog.Portal>
              <Dialog.Backdrop className={styles.backdrop} />
              <Dialog.Viewport className={styles.viewport}>
                <Dialog.Popup
                  className={
                    entry.size === 'wide' ? `${styles.popup} ${styles.wide}` : styles.popup
                  }
                  aria-label={entry.label}
                  data-testid="modal"
                >
                  {entry.render(close)}
                </Dialog.Popup>
              </Dialog.Viewport>
            </Dialog.Portal>
          </Dialog.Root>
        );
      })}
    </>
  );
}
