/**
 * The web app's language from a request (issue: "the web client sends its chosen locale as
 * `Accept-Language`"): the first of the header's languages, by quality, that is one of the
 * locales (spec §9: ru, en, pt, jp — `ja` and `ja-JP` count as `jp`, `pt-BR` as `pt`).
 */
import { LOCALES, type Locale } from '@potok/common';

/**
 * The preferred supported locale of an `Accept-Language` value, or null when it names none
 * (or is absent, or longer than 512 characters).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header || header.length > 512) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((item) => item.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] ?? '';
    const locale = primary === 'ja' ? 'jp' : primary;
    if ((LOCALES as readonly string[]).includes(locale)) return locale as Locale;
  }
  return null;
}
