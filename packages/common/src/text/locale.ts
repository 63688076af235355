/** App locale codes (spec §9: jp, pt, en, ru) → BCP 47 tags for `Intl`. */

/** Maps an app locale to the tag `Intl` understands: `jp` is Japanese, `ja` in BCP 47. */
export function intlLocale(locale: string): string {
  return locale === 'jp' ? 'ja' : locale;
}
