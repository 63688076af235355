/**
 * A full-screen message for an error or empty state (spec §8 "Error screens"): icon, title and
 * description from the `status` namespace (`<status>_title`, `<status>_description`), plus an
 * optional action.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/title.ts';
import Icon from '../../components/Icon.tsx';
import { statusIcon } from '../../components/statusIcon.ts';
import styles from './ErrorScreen.module.css';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** A status code with `_title` and `_description` texts in the `status` namespace. */
  status: string;
  /** Optional action under the description (a link or a button). */
  action?: ReactNode;
}

/** Icon, title and description of a status, centred in the column. */
export default function ErrorScreen({ status, action }: ErrorScreenProps) {
  const { t } = useTranslation('status');
  const title = t(`${status}_title`, {
    defaultValue: t(status, { defaultValue: t('internal_error_title') }),
  });
  const description = t(`${status}_description`, { defaultValue: '' });
  useDocumentTitle(title);
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
