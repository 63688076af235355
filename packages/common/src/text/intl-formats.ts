/**
 * `Intl` formatters by language and options, made once each and kept: making one costs far more
 * than using it (ICU loads the language's patterns, a few milliseconds each on a phone), and one
 * screen formats dozens of numbers and dates. `tag` is a BCP 47 tag (`ru`, `ja`; see
 * {@link intlLocale} for the app's locale codes); `options` are Intl's own.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The cache key of a tag and its options. */
function keyOf(tag: string, options: object | undefined): string {
  return options ? `${tag}|${JSON.stringify(options)}` : tag;
}

/** `new Intl.NumberFormat(tag, options)`, kept for the next call with the same arguments. */
export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(tag, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(tag, options)`, kept for the next call with the same arguments. */
export function dateFormat(tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(tag, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** `new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })`, kept per language. */
export function relativeFormat(tag: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormats.set(tag, format);
  }
  return format;
}
