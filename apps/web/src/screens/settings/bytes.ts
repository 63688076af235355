/**
 * Sizes for people (issue "Languages": bytes in base 1024): `1536` → «1,5 КБ» in ru, "1.5 KB" in
 * en. Units are the `settings` texts `bytes.b|kb|mb|gb` with `{{value}}`; the number is
 * formatted by `Intl.NumberFormat` of `language` with at most one decimal.
 */
import { numberFormat } from '@potok/common';
import type { TFunction } from 'i18next';

const UNITS = ['b', 'kb', 'mb', 'gb'] as const;

/** `bytes` (≥ 0) in the largest unit of base 1024 that keeps the value ≥ 1. */
export function formatBytes(bytes: number, language: string, t: TFunction<'settings'>): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = numberFormat(language || 'ru', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return t(`bytes.${UNITS[unit]}`, { value: number });
}
