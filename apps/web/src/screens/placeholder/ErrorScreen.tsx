/**
 * A full-screen message for an error or empty state (spec §8 "Error screens"): icon, title and
 * description from the `status_pages` namespace (`<status>_title`, `<status>_description`;
 * the title falls back to the status text of `status`), plus an optional action. Until
 * `status_pages` has loaded (a moment, the first time) the screen shows no text.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/title.ts';
import Icon from '../../components/Icon.tsx';
import { statusIcon } from '../../components/statusIcon.ts';
import styles from './ErrorScreen.module.css';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** A status code with `_title` and `_description` texts in the `status_pages` namespace. */
  status: string;
  /** Optional action under the description (a link or a button). */
  action?: ReactNode;
}

/** Icon, title and description of a status, centred in the column. */
export default function ErrorScreen({ status, action }: ErrorScreenProps) {
  const { t, ready } = useTranslation(['status_pages', 'status']);
  const title = t(`${status}_title`, {
    defaultValue: t(`status:${status}`, { defaultValue: t('internal_error_title') }),
  });
  const description = t(`${status}_description`, { defaultValue: '' });
  useDocumentTitle(ready ? title : null);
  if (!ready) return <section className={styles.screen} aria-busy data-status={status} />;
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title" data-status={status}>
      <div className={styles.icon} aria-hidden="true">
        <Icon name={statusIcon(status, 'alert')} size={26} />
      </div>
      <h1 id="error-screen-title" className={styles.title}>
        {title}
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
