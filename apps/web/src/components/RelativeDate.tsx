/** A date shown relative to now (spec §9 "Relative dates"), refreshed every minute. */
import { useTranslation } from 'react-i18next';
import { relativeDate } from '../i18n/dates.ts';
import { useNow } from './useNow.ts';

/** Props of `RelativeDate`. */
export interface RelativeDateProps {
  /** ISO 8601 date (or a Date). */
  date: string | Date;
  className?: string;
}

/**
 * `<time dateTime>` with the relative text («5 минут назад», «вчера в 14:05», «3 марта в
 * 09:12») and the full date and time in its title. The phrases Intl lacks ('just now', 'about a
 * minute', 'today/yesterday at') come from the `components` namespace (`date.*`); seconds,
 * minutes and dates come from Intl in the interface language.
 */
export default function RelativeDate({ date, className }: RelativeDateProps) {
  const { t, i18n } = useTranslation('components');
  const now = useNow();
  const parts = relativeDate(date, now, t, i18n.language);
  return (
    <time className={className} dateTime={parts.iso} title={parts.full}>
      {parts.text}
    </time>
  );
}

export { RelativeDate };
