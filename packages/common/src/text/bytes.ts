/** Byte sizes for people (spec §9 "Byte formatting uses a 1024 base"). */
import { DEFAULT_LOCALE } from '../constants.ts';
import { numberFormat } from './intl-formats.ts';
import { intlLocale } from './locale.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * Formats a byte count with base 1024 and the locale's short unit names through
 * `Intl.NumberFormat` (`1536` → `1,5 кБ` in ru, `1.5 kB` in en; `12 bytes`, `12 байт`): whole
 * bytes below 1 KiB, one fractional digit at most above. Negative or non-finite input counts as 0.
 */
export function formatBytes(n: number, locale: string = DEFAULT_LOCALE): string {
  let value = Number.isFinite(n) && n > 0 ? n : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(intlLocale(locale), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
