/**
 * A labelled text input of the auth forms: hint, error under the field (`aria-invalid`,
 * `aria-describedby`), and a show/hide toggle for passwords. `EmailField` and `PasswordField`
 * are the two fields both forms have, with their label, type and autofill set. A `live` field's
 * error and hint sit in a polite live region, so an error that appears while typing is read out.
 */
import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../app/ui.module.css';
import styles from './Auth.module.css';

/** Props of {@link Field}. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** An already translated error text. */
  error?: string | null;
  /** Announce a change of the error politely (an error that appears while typing). */
  live?: boolean;
}

/** Label, input, hint and error. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, live = false, type = 'text', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {error && (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      )}
    </>
  );
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className={ui.inputWrap}>
        <input
          ref={ref}
          id={id}
          type={isPassword && shown ? 'text' : type}
          className={isPassword ? `${ui.input} ${ui.withToggle}` : ui.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            className={ui.toggle}
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? t('auth_hide_password') : t('auth_show_password')}
            aria-pressed={shown}
          >
            <EyeIcon crossed={shown} />
          </button>
        )}
      </div>
      {live ? (
        <div className={styles.messages} aria-live="polite">
          {messages}
        </div>
      ) : (
        messages
      )}
    </div>
  );
});

/** Props of the preset fields: everything of {@link Field} but what the preset sets. */
type PresetProps = Omit<FieldProps, 'label' | 'type' | 'name'>;

/** The e-mail field (no autocapitalisation or spell check). */
export const EmailField = forwardRef<HTMLInputElement, PresetProps>(
  function EmailField(props, ref) {
    const { t } = useTranslation();
    return (
      <Field
        ref={ref}
        label={t('auth_email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...props}
      />
    );
  },
);

/** The password field with its show/hide toggle; `autoComplete` says which password it is. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  PresetProps & { autoComplete: 'current-password' | 'new-password' }
>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return (
    <Field
      ref={ref}
      label={t('auth_password')}
      type="password"
      name="password"
      required
      {...props}
    />
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed && (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}
