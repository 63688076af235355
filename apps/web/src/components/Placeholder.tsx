/**
 * An empty or error state (spec §8 "Error screens", "Empty states"): icon, title and description
 * from the `status_pages` namespace — `{status}_title` (falling back to the status text of
 * `status`) and `{status}_description` (shown only when it exists) — and an optional retry
 * button. `status_pages` is a feature namespace, kept off the first screen: until it has loaded
 * (a moment, the first time) the placeholder keeps its place without text.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from './Icon.tsx';
import styles from './Placeholder.module.css';
import { statusIcon } from './statusIcon.ts';

/** Props of `Placeholder`. */
export interface PlaceholderProps {
  /** A status code (`entry_not_found`, `network_error`, `entries_empty`, …). */
  status: string;
  kind: 'error' | 'empty';
  /**
   * i18next context of the description: the profile's `sex` (`male`, `female`) where Russian
   * speaks of the person («Она ещё ничего не написала»); the neutral text otherwise.
   */
  context?: string;
  /** When given, a «Повторить» button calls it. */
  onRetry?: () => void;
  /** Extra content under the description (a link, a button). */
  children?: ReactNode;
}

/** Icon, title and description of a status, for empty and error states. */
export default function Placeholder({
  status,
  kind,
  context,
  onRetry,
  children,
}: PlaceholderProps) {
  const { t, i18n, ready } = useTranslation(['components', 'status_pages']);
  const fallbackTitle = t(kind === 'error' ? 'placeholder.error_title' : 'placeholder.empty_title');
  const title = t(`status_pages:${status}_title`, {
    defaultValue: t(`status:${status}`, { defaultValue: fallbackTitle }),
  });
  const descriptionKey = `status_pages:${status}_description`;
  const description = i18n.exists(descriptionKey) ? t(descriptionKey, { context }) : null;
  const icon = statusIcon(status, kind === 'error' ? 'alert' : 'inbox');
  if (!ready) {
    return <div className={styles.placeholder} data-status={status} data-kind={kind} aria-busy />;
  }
  return (
    <div className={styles.placeholder} data-status={status} data-kind={kind}>
      <Icon name={icon} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <Icon name="refresh" />
          {t('placeholder.retry')}
        </button>
      ) : null}
    </div>
  );
}

export { Placeholder };
