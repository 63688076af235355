/**
 * Where i18next's backend finds the texts it loads on demand (i18n/index.ts): every locale's
 * JSON files but ru's first-screen namespaces, one chunk per file. Its own module, imported on
 * the first such load: the map of some 60 file names is not needed before the first screen shows
 * (docs/decisions/react-dom-runtime.md).
 */
export const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/ru/{app,components,screens}.json'],
  { import: 'default' },
);
