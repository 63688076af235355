/**
 * The header of a screen one reaches from another (entry, profile, tag, settings, help): a back
 * control and the screen's title. «Назад» returns to the previous screen of the app (the
 * browser's back, so the feed comes back where it was scrolled); when this screen is the first
 * the tab opened — a deep link, an installed app started on it — it goes to /feed instead,
 * replacing this screen, so the app is never a dead end.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPreviousScreen } from '../app/navigation.ts';
import Icon from './Icon.tsx';
import styles from './ScreenHeader.module.css';

/** Props of `ScreenHeader`. */
export interface ScreenHeaderProps {
  /** The title beside the back control (plain text unless `headingId` is given). */
  title?: ReactNode;
  /** When given, the title is the screen's `<h1>` with this id (for `aria-labelledby`). */
  headingId?: string;
  /** More of the header under the title, aligned with it (e.g. a meta line). */
  children?: ReactNode;
  className?: string;
}

/** Back control, title and optional extra content at the top of a screen. */
export default function ScreenHeader({ title, headingId, children, className }: ScreenHeaderProps) {
  const { t } = useTranslation('components');
  const navigate = useNavigate();
  const back = () => {
    if (hasPreviousScreen()) navigate(-1);
    else navigate('/feed', { replace: true });
  };
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.back}
          onClick={back}
          aria-label={t('screen_header.back')}
          title={t('screen_header.back')}
        >
          <Icon name="back" size={22} />
        </button>
        {title === undefined ? null : headingId ? (
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
        ) : (
          <p className={styles.title}>{title}</p>
        )}
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </header>
  );
}

export { ScreenHeader };
