/**
 * `/auth/forgot/code/{token}` (spec §4 "Password recovery", "Recovery code"; §9 "Recovery code
 * length"): the six-digit code from the mail in six boxes (CodeInput; nothing prefilled) →
 * `POST auth/forgot-code` → `challenge_code_confirmed` → `/auth/forgot/change/{token}`. A whole
 * code is sent as soon as the last box is filled (or with the button). A wrong code
 * (`challenge_invalide_code`) empties the boxes for another try; a token that no longer works
 * (expired, out of tries, unknown: DESIGN.md §5) offers a new code instead.
 */
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useForgotCodeMutation } from '../../api/queries/account.ts';
import { useArrivalAlert } from '../../app/arrivalAlert.ts';
import { useAlerts } from '../../app/layers/index.ts';
import { useDocumentTitle } from '../../app/title.ts';
import ui from '../../app/ui.module.css';
import Button from '../../components/Button.tsx';
import CodeInput, { type CodeInputHandle } from '../../components/CodeInput/CodeInput.tsx';
import { completeCode } from '../../components/CodeInput/cells.ts';
import styles from '../auth/Auth.module.css';
import AuthScreen from '../auth/AuthScreen.tsx';
import { isDeadToken } from './recovery.ts';
import { type StepState, useStepState } from './shared.tsx';

const LENGTH = 6;

/** The code step of recovery. */
export default function ForgotCodeScreen() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgot_code_title'));
  useArrivalAlert();
  const { token = '' } = useParams();
  const { email } = useStepState();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const confirm = useForgotCodeMutation();
  const [cells, setCells] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const boxes = useRef<CodeInputHandle>(null);
  const dead = failed !== null && isDeadToken(failed);
  const code = completeCode(cells, LENGTH);

  const send = async (value: string) => {
    if (confirm.isPending) return;
    setFailed(null);
    try {
      const result = await confirm.mutateAsync({ token, code: value });
      const state: StepState = { status: result.status, email };
      navigate(`/auth/forgot/change/${encodeURIComponent(token)}`, { replace: true, state });
    } catch (failure) {
      const status = errorStatus(failure);
      setFailed(status);
      alerts.show({ status, tone: 'danger' });
      setCells('');
      if (!isDeadToken(status)) requestAnimationFrame(() => boxes.current?.focus());
    }
  };

  const again = (
    <Link to="/auth/forgot" state={{ email } satisfies StepState} className={ui.link} />
  );
  return (
    <AuthScreen
      title={t('forgot_code_title')}
      lead={
        <>
          {email ? t('forgot_code_lead', { email }) : t('forgot_code_lead_plain')}{' '}
          {t('code_expiry')}
        </>
      }
      footer={<Trans t={t} i18nKey="forgot_code_again" components={{ again }} />}
    >
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
          value={cells}
          onChange={(next) => {
            setCells(next);
            if (failed && !dead) setFailed(null);
          }}
          onComplete={(value) => void send(value)}
          error={failed && !dead ? t(failed, { ns: 'status' }) : null}
          disabled={dead}
        />
        {dead ? (
          <p className={styles.formError}>
            <Trans t={t} i18nKey="forgot_code_dead" components={{ again }} />
          </p>
        ) : (
          <Button
            type="submit"
            variant="primary"
            size="large"
            block
            disabled={!code || confirm.isPending}
            aria-busy={confirm.isPending || undefined}
          >
            {t('forgot_code_submit')}
          </Button>
        )}
      </form>
    </AuthScreen>
  );
}
