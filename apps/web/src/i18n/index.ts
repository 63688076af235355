/**
 * i18next set-up (web-structure.md "i18n"): namespaces `app`, `status`, `components`, `screens`
 * (default `app`); ru is bundled and is the fallback, en / pt / jp load on demand (one small
 * chunk per locale). Each owner writes only its own JSON files; this module loads all of them.
 *
 * `i18n.language` is a BCP 47 tag (`ru`, `en`, `pt`, `ja`); the stored setting is a `Locale` of
 * packages/common (`jp` for Japanese) — convert with {@link localeTag}.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@potok/common';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces, in load order. */
export const NAMESPACES = ['app', 'status', 'components', 'screens'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const TAGS: Record<Locale, string> = { ru: 'ru', en: 'en', pt: 'pt', jp: 'ja' };

/** BCP 47 tag of a locale (for `lang`, `Intl` and i18next): `jp` → `ja`. */
export function localeTag(locale: Locale): string {
  return TAGS[locale];
}

type Bundle = Record<string, unknown>;

const ruFiles = import.meta.glob<Bundle>('./locales/ru/*.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Bundle>(
  ['./locales/en/*.json', './locales/pt/*.json', './locales/jp/*.json'],
  { import: 'default' },
);

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function ruResources(): Resource {
  const bundles: Record<string, Bundle> = {};
  for (const [file, bundle] of Object.entries(ruFiles)) bundles[namespaceOf(file)] = bundle;
  return { ru: bundles };
}

const loaded = new Set<Locale>(['ru']);

/** Loads the texts of a locale (all namespaces) into i18next; ru is always present. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const prefix = `./locales/${locale}/`;
  const files = Object.entries(lazyFiles).filter(([file]) => file.startsWith(prefix));
  const bundles = await Promise.all(
    files.map(async ([file, load]) => [namespaceOf(file), await load()] as const),
  );
  for (const [ns, bundle] of bundles) {
    i18n.addResourceBundle(localeTag(locale), ns, bundle, true, true);
  }
  loaded.add(locale);
}

/** Starts i18next in the given locale (ru at once; other locales after their chunk loads). */
export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: ruResources(),
      lng: 'ru',
      fallbackLng: 'ru',
      supportedLngs: LOCALES.map(localeTag),
      ns: [...NAMESPACES],
      defaultNS: 'app',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      partialBundledLanguages: true,
    });
  }
  await changeLocale(locale);
  return i18n;
}

/** Switches the interface language (loading its texts first when needed). */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    await loadLocale(locale);
  } catch {
    // the chunk failed to load: stay readable in the fallback language
  }
  if (i18n.language !== localeTag(locale)) await i18n.changeLanguage(localeTag(locale));
}

export default i18n;
