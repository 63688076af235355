/**
 * The frame the auth screens share (login, register, logout): a narrow column with the title, a
 * lead line, the screen's form or buttons, and an optional footer line (the way to the other
 * form). Also the forms' full-width submit button, disabled and busy while sending.
 */
import { type ReactNode, useId } from 'react';
import Button from '../../components/Button.tsx';
import styles from './Auth.module.css';

/** Props of {@link AuthScreen}. */
export interface AuthScreenProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** The content of the footer's line; no footer without it. */
  footer?: ReactNode;
}

/** Title, lead, content and footer of an auth screen. */
export default function AuthScreen({ title, lead, children, footer }: AuthScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
      {footer ? (
        <footer className={styles.footer}>
          <p>{footer}</p>
        </footer>
      ) : null}
    </section>
  );
}

/** The primary, full-width submit button of an auth form. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="primary"
      size="large"
      block
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {children}
    </Button>
  );
}
