/**
 * The code step of an e-mail confirmation on the account screen: the six boxes (CodeInput), a
 * line saying where the code went and for how long it holds, «Подтвердить» and «Отмена». A whole
 * code is sent as soon as the last box is filled; a refused code empties the boxes (its status
 * under them and as an alert) for another try.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useAlerts } from '../../app/layers/index.ts';
import Button from '../../components/Button.tsx';
import CodeInput, { type CodeInputHandle } from '../../components/CodeInput/CodeInput.tsx';
import { completeCode } from '../../components/CodeInput/cells.ts';
import styles from './Account.module.css';

const LENGTH = 6;

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  /** Where the code went, already translated («Мы отправили код на …»). */
  sentTo: string;
  /** Sends the code; resolves to the success status, rejects with the refusal. */
  onSubmit(code: string): Promise<{ status: string }>;
  /** Called after a code was accepted (the alert is already shown). */
  onDone(): void;
  onCancel(): void;
}

/** The six boxes with their buttons. */
export default function CodeStep({ sentTo, onSubmit, onDone, onCancel }: CodeStepProps) {
  const { t } = useTranslation('account');
  const alerts = useAlerts();
  const [cells, setCells] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const boxes = useRef<CodeInputHandle>(null);
  const code = completeCode(cells, LENGTH);

  useEffect(() => boxes.current?.focus(), []);

  const send = async (value: string) => {
    if (pending) return;
    setPending(true);
    setFailed(null);
    try {
      const result = await onSubmit(value);
      alerts.show({ status: result.status, tone: 'success' });
      onDone();
    } catch (failure) {
      const status = errorStatus(failure);
      setFailed(status);
      setCells('');
      alerts.show({ status, tone: 'danger' });
      requestAnimationFrame(() => boxes.current?.focus());
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code) void send(code);
      }}
    >
      <CodeInput
        ref={boxes}
        label={t('code_label')}
        hint={`${sentTo} ${t('code_expiry')}`}
        value={cells}
        onChange={(next) => {
          setCells(next);
          setFailed(null);
        }}
        onComplete={(value) => void send(value)}
        error={failed ? t(failed, { ns: 'status' }) : null}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={!code || pending}
          aria-busy={pending || undefined}
        >
          {t('account_code_submit')}
        </Button>
        <Button onClick={onCancel}>{t('account_cancel')}</Button>
      </div>
    </form>
  );
}
