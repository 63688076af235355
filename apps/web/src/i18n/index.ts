/**
 * i18next set-up (web-structure.md "i18n"): the first screen's namespaces `app`, `components`,
 * `screens` (default `app`) — ru's are bundled and ru is the fallback, en / pt / jp
 * load on demand (one small chunk per locale). Every other JSON file of `locales/<locale>/` is a
 * feature namespace (the texts of a modal, a viewer, a settings page): it is left out of the
 * first screen and loaded, in any locale, when a component first asks for it (i18next's backend
 * reading the locale file's chunk) —
 * `useTranslation('name')`, or ahead of time with {@link loadNamespaces} (e.g. beside the lazy
 * import of the component, so its first paint has its texts). Each owner writes only its own
 * JSON files; this module loads all of them.
 *
 * `i18n.language` is a BCP 47 tag (`ru`, `en`, `pt`, `ja`); the stored setting is a `Locale` of
 * packages/common (`jp` for Japanese) — convert with {@link localeTag}.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, numberFormat } from '@potok/common';
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The first screen's namespaces, in load order (the feature namespaces load on demand). */
export const NAMESPACES = ['app', 'components', 'screens'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const TAGS: Record<Locale, string> = { ru: 'ru', en: 'en', pt: 'pt', jp: 'ja' };

/** BCP 47 tag of a locale (for `lang`, `Intl` and i18next): `jp` → `ja`. */
export function localeTag(locale: Locale): string {
  return TAGS[locale];
}

type Bundle = Record<string, unknown>;

const ruFiles = import.meta.glob<Bundle>('./locales/ru/{app,components,screens}.json', {
  eager: true,
  import: 'default',
});

/** The locale folder of a BCP 47 tag (`ja` → `jp`). */
function folderOf(tag: string): string | undefined {
  return (Object.keys(TAGS) as Locale[]).find((locale) => TAGS[locale] === tag);
}

/**
 * A namespace's texts in one language, for i18next's backend, from its chunk (every other
 * locale's texts and ru's feature namespaces: the map in i18n/files.ts, loaded with the first
 * of them); unknown files reject.
 */
async function readNamespace(tag: string, namespace: string): Promise<Bundle> {
  const file = `./locales/${folderOf(tag)}/${namespace}.json`;
  const { lazyFiles } = await import('./files.ts');
  const load = lazyFiles[file];
  if (!load) throw new Error(`no texts at ${file}`);
  return load();
}

/** i18next's backend: the feature namespaces and the other locales, from their chunks. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    readNamespace(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, null),
    );
  },
};

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function ruResources(): Resource {
  const bundles: Record<string, Bundle> = {};
  for (const [file, bundle] of Object.entries(ruFiles)) bundles[namespaceOf(file)] = bundle;
  return { ru: bundles };
}

/** Starts i18next in the given locale (ru at once; another locale once its texts have loaded). */
export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .use(chunkBackend)
      .init({
        resources: ruResources(),
        lng: 'ru',
        fallbackLng: 'ru',
        supportedLngs: LOCALES.map(localeTag),
        ns: [...NAMESPACES],
        defaultNS: 'app',
        fallbackNS: false,
        interpolation: { escapeValue: false },
        // The defaults, said: a separator set by the app spares every `t` call i18next's check
        // whether its key might be a natural-language sentence (a scan with a regular expression).
        keySeparator: '.',
        nsSeparator: ':',
        returnNull: false,
        react: { useSuspense: false },
        partialBundledLanguages: true,
      });
    // `{{count, number}}`: i18next's own formatter keys its cache by every option of the `t` call,
    // the count among them, so each new number made a new Intl.NumberFormat (ICU's work each time,
    // tens of milliseconds over a list of counters); one formatter per language serves them all.
    i18n.services.formatter?.add('number', (value, language) =>
      numberFormat(language ?? 'ru').format(value),
    );
  }
  await changeLocale(locale);
  return i18n;
}

/**
 * Loads feature namespaces in the current language (and ru, the fallback) ahead of their first
 * use, e.g. `Promise.all([import('./HistoryModal.tsx'), loadNamespaces('entry')])`. Never
 * rejects: a text that failed to load shows in ru or as its key.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces).catch(() => {});
}

/**
 * Switches the interface language. i18next loads the language's texts first (the first screen's
 * namespaces and the feature namespaces already in use); a chunk that fails to load leaves the
 * interface readable in ru, the fallback.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18n.language !== localeTag(locale)) await i18n.changeLanguage(localeTag(locale));
}

export default i18n;
