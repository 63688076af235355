/**
 * `Intl` formatters by language and options, made once each and kept: making one costs far more
 * than using it (ICU loads the language's patterns; the page's first costs tens of milliseconds),
 * and one screen formats dozens of numbers and dates. `tag` is a BCP 47 tag (`ru`, `ja`; see
 * `intlLocale` of locale.ts for the app's locale codes); `options` are Intl's own.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The formatter kept in `cache` for `tag` and `options`, made by `make` the first time. */
function kept<T>(
  cache: Map<string, T>,
  tag: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = options ? `${tag}|${JSON.stringify(options)}` : tag;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(tag, options)`, kept for the next call with the same arguments. */
export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** `new Intl.DateTimeFormat(tag, options)`, kept for the next call with the same arguments. */
export function dateFormat(tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/** `new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })`, kept per language. */
export function relativeFormat(tag: string): Intl.RelativeTimeFormat {
  return kept(
    relativeFormats,
    tag,
    undefined,
    () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
  );
}
