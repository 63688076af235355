/**
 * Relative dates (spec §9 "Relative dates"): 'now'; seconds (under 60 s); 'about a minute'
 * (under 90 s); minutes; then today or yesterday with the time; then day, month and time within
 * the year; otherwise the full date.
 */
import { DEFAULT_LOCALE } from '../constants.ts';
import { dateFormat, relativeFormat } from './intl-formats.ts';
import { intlLocale } from './locale.ts';

/** Which rule of spec §9 applies to a date. */
export type RelativeDateKind =
  | 'now'
  | 'seconds'
  | 'about_minute'
  | 'minutes'
  | 'today'
  | 'yesterday'
  | 'this_year'
  | 'full';

/**
 * A described relative date: `kind` and `count` let a UI pick its own translated phrase
 * (for example «около минуты назад» for `about_minute`, «сегодня в {{time}}» for `today`);
 * `text` is a ready string built on `Intl` alone for those who need no more (Intl has no
 * "about", so `about_minute` reads «1 минуту назад» there); `full` is the full date and time
 * (for a tooltip); `iso` the machine-readable date (for `<time dateTime>`).
 */
export interface RelativeDateParts {
  kind: RelativeDateKind;
  /** Seconds for `seconds`, minutes for `minutes` and `about_minute` (1); otherwise 0. */
  count: number;
  /** The time of day, short style (`14:05`, `2:05 PM`). */
  time: string;
  text: string;
  full: string;
  iso: string;
}

/** Under this many seconds a date reads 'now' (clock skew of up to a minute also does). */
const NOW_SECONDS = 5;

/** Per language: how its short time writes the hour (see {@link hourStyle}). */
const hourStyles = new Map<string, '2-digit' | 'numeric'>();

function dayKey(date: Date, timeZone: string | undefined): { y: number; m: number; d: number } {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

function sameDay(a: { y: number; m: number; d: number }, b: { y: number; m: number; d: number }) {
  return a.y === b.y && a.m === b.m && a.d === b.d;
}

/** The calendar day before `day` (no time-zone arithmetic involved). */
function previousDay(day: { y: number; m: number; d: number }) {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d - 1));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/**
 * How the language writes the hour in its short time: `2-digit` where it is «09:05» (ru, pt),
 * `numeric` where it is «9:05» or «9:05 AM» (en, ja) — so «29 января в 09:05» but «January 29
 * at 9:05 AM», as the same language writes today's time.
 */
function hourStyle(tag: string): '2-digit' | 'numeric' {
  let style = hourStyles.get(tag);
  if (!style) {
    const nine = dateFormat(tag, { timeZone: 'UTC', timeStyle: 'short' }).format(
      Date.UTC(2000, 0, 1, 9, 5),
    );
    style = /^0\d/.test(nine) ? '2-digit' : 'numeric';
    hourStyles.set(tag, style);
  }
  return style;
}

/**
 * Describes `date` relative to `now` for `locale` (an app locale — `jp` is accepted — or any
 * BCP 47 tag). Calendar days (today, yesterday, this year) are those of `options.timeZone`, the
 * runtime's own zone by default. Dates up to a minute in the future read 'now'; further ones
 * fall through to the calendar rules.
 */
export function formatRelativeDate(
  date: Date | string | number,
  now: Date | number = Date.now(),
  locale: string = DEFAULT_LOCALE,
  options: { timeZone?: string } = {},
): RelativeDateParts {
  const d = new Date(date);
  const n = new Date(now);
  if (Number.isNaN(d.getTime()) || Number.isNaN(n.getTime())) {
    return { kind: 'full', count: 0, time: '', text: '', full: '', iso: '' };
  }
  const tag = intlLocale(locale);
  const { timeZone } = options;
  const rtf = relativeFormat(tag);
  const time = dateFormat(tag, { timeZone, timeStyle: 'short' }).format(d);
  const full = dateFormat(tag, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(d);
  const base = { time, full, iso: d.toISOString() };
  const seconds = Math.floor((n.getTime() - d.getTime()) / 1000);
  const join = tag.startsWith('ja') ? ' ' : ', ';

  if (seconds < NOW_SECONDS && seconds > -60) {
    return { ...base, kind: 'now', count: 0, text: rtf.format(0, 'second') };
  }
  if (seconds > 0 && seconds < 60) {
    return { ...base, kind: 'seconds', count: seconds, text: rtf.format(-seconds, 'second') };
  }
  if (seconds > 0 && seconds < 90) {
    return { ...base, kind: 'about_minute', count: 1, text: rtf.format(-1, 'minute') };
  }
  if (seconds > 0 && seconds < 3600) {
    const minutes = Math.min(59, Math.round(seconds / 60));
    return { ...base, kind: 'minutes', count: minutes, text: rtf.format(-minutes, 'minute') };
  }
  const day = dayKey(d, timeZone);
  const today = dayKey(n, timeZone);
  if (sameDay(day, today)) {
    return { ...base, kind: 'today', count: 0, text: `${rtf.format(0, 'day')}${join}${time}` };
  }
  if (sameDay(day, previousDay(today))) {
    return {
      ...base,
      kind: 'yesterday',
      count: 0,
      text: `${rtf.format(-1, 'day')}${join}${time}`,
    };
  }
  if (day.y === today.y) {
    const text = dateFormat(tag, {
      timeZone,
      day: 'numeric',
      month: 'long',
      hour: hourStyle(tag),
      minute: '2-digit',
    }).format(d);
    return { ...base, kind: 'this_year', count: 0, text };
  }
  const text = dateFormat(tag, { timeZone, dateStyle: 'long' }).format(d);
  return { ...base, kind: 'full', count: 0, text };
}
