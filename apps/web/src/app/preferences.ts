/**
 * Local preferences (spec §1, §2 Settings › Appearance): theme, density and locale. Stored in
 * localStorage, applied at once to `<html>` (`data-theme`, `data-density`, `lang`) and to the
 * `theme-color` meta. Read before the first render so there is no flash of the wrong theme. The
 * locale is also the `Accept-Language` of every API call (the server writes mail in it).
 */
import {
  DEFAULT_DENSITY,
  DEFAULT_LOCALE,
  DEFAULT_THEME,
  DENSITIES,
  type Density,
  LOCALES,
  type Locale,
  THEME_COLOR,
  THEMES,
  type Theme,
} from '@potok/common';
import { useSyncExternalStore } from 'react';
import { setRequestLanguage } from '../api/client.ts';
import { changeLocale, localeTag } from '../i18n/index.ts';

/** The three preferences. */
export interface Preferences {
  theme: Theme;
  density: Density;
  locale: Locale;
}

const KEYS = { theme: 'potok.theme', density: 'potok.density', locale: 'potok.locale' } as const;

function readOne<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeOne(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice holds until the page reloads
  }
}

let current: Preferences = {
  theme: readOne(KEYS.theme, THEMES, DEFAULT_THEME),
  density: readOne(KEYS.density, DENSITIES, DEFAULT_DENSITY),
  locale: readOne(KEYS.locale, LOCALES, DEFAULT_LOCALE),
};
const listeners = new Set<() => void>();
setRequestLanguage(localeTag(current.locale));

/** The current preferences. */
export function getPreferences(): Preferences {
  return current;
}

/** Applies the preferences to the document (attributes on `<html>`, `theme-color`). */
export function applyPreferences(prefs: Preferences = current): void {
  const root = document.documentElement;
  root.dataset.theme = prefs.theme;
  root.dataset.density = prefs.density;
  root.lang = localeTag(prefs.locale);
  root.style.colorScheme = prefs.theme === 'white' ? 'light' : 'dark';
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = THEME_COLOR[prefs.theme];
}

function update(next: Partial<Preferences>): void {
  current = { ...current, ...next };
  applyPreferences(current);
  for (const listener of listeners) listener();
}

/** Sets and stores the theme; applied at once. */
export function setTheme(theme: Theme): void {
  writeOne(KEYS.theme, theme);
  update({ theme });
}

/** Sets and stores the density; applied at once. */
export function setDensity(density: Density): void {
  writeOne(KEYS.density, density);
  update({ density });
}

/** Sets and stores the locale; the texts switch as soon as they are loaded. */
export async function setLocale(locale: Locale): Promise<void> {
  writeOne(KEYS.locale, locale);
  setRequestLanguage(localeTag(locale));
  update({ locale });
  await changeLocale(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The preferences with their setters, re-rendering when any of them changes. */
export function usePreferences(): Preferences & {
  setTheme: typeof setTheme;
  setDensity: typeof setDensity;
  setLocale: typeof setLocale;
} {
  const prefs = useSyncExternalStore(subscribe, getPreferences, getPreferences);
  return { ...prefs, setTheme, setDensity, setLocale };
}
