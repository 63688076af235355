/**
 * The body of a small confirmation dialog, opened through the shell's modal layer:
 * `useModals().open((close) => <ConfirmDialog … onClose={close} />)`. Its title names the
 * dialog; the confirm button shows progress and the dialog closes once `onConfirm` settles
 * (the caller reports failures through an alert). It names the dialog with the shell's
 * `ModalTitle` / `ModalDescription`, so it pulls no Base UI into the caller's chunk.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDescription, ModalTitle } from '../app/layers/index.ts';
import Button from './Button.tsx';
import styles from './ConfirmDialog.module.css';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  title: string;
  description?: string;
  /** Text of the confirm button («Удалить»). */
  confirmLabel: string;
  /** Draw the confirm button in the danger colour. */
  danger?: boolean;
  onConfirm(): void | Promise<void>;
  onClose(): void;
}

/** Title, description, «Отмена» and a confirm button. */
export default function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('components');
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <div className={styles.dialog}>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      {description ? (
        <ModalDescription className={styles.description}>{description}</ModalDescription>
      ) : null}
      <div className={styles.actions}>
        <Button size="compact" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button
          size="compact"
          variant={danger ? 'danger' : 'primary'}
          onClick={confirm}
          disabled={pending}
          aria-busy={pending}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

export { ConfirmDialog };
