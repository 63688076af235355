/**
 * Relative dates in the interface language (spec §9 "Relative dates"): 'now'; seconds (under
 * 60 s); 'about a minute' (under 90 s); minutes; then today or yesterday with the time; then day,
 * month and time within the year; otherwise the full date. `formatRelativeDate` of
 * packages/common picks the rule and gives Intl's words for seconds, minutes and dates; the
 * phrases Intl lacks ('just now', 'about a minute ago', 'today at', 'yesterday at') come from
 * the `components` namespace (`date.*`). In Japanese a number is written against its unit.
 */
import { formatRelativeDate, type RelativeDateParts } from '@potok/common';
import type { TFunction } from 'i18next';

/** The words of a relative date plus its parts (`iso` for `dateTime`, `full` for a title). */
export function relativeDate(
  date: string | Date,
  now: number | Date,
  t: TFunction,
  language: string,
  options: { timeZone?: string } = {},
): RelativeDateParts {
  const parts = formatRelativeDate(date, now, language || 'ru', options);
  const say = (key: string, values?: Record<string, string>) =>
    t(`components:date.${key}`, values ?? {});
  if (parts.kind === 'now') return { ...parts, text: say('now') };
  if (parts.kind === 'about_minute') return { ...parts, text: say('about_minute') };
  if (parts.kind === 'today') return { ...parts, text: say('today', { time: parts.time }) };
  if (parts.kind === 'yesterday') return { ...parts, text: say('yesterday', { time: parts.time }) };
  // Intl writes «30 秒前»; Japanese interfaces write the number against its unit: «30秒前».
  if (language.startsWith('ja'))
    return { ...parts, text: parts.text.replace(/(\d) (?=\p{Script=Han})/gu, '$1') };
  return parts;
}
