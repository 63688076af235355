/**
 * The `components` namespace is complete in every locale (CONVENTIONS "a test fails on a key
 * missing in any locale"), with the plural forms each language needs. That every key the
 * components, screens and shell use exists in ru is i18n/keys.test.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, '../i18n/locales');
const LOCALES = ['ru', 'en', 'pt', 'jp'] as const;
const PLURALS: Record<(typeof LOCALES)[number], string[]> = {
  ru: ['one', 'few', 'many', 'other'],
  en: ['one', 'other'],
  pt: ['one', 'many', 'other'],
  jp: ['other'],
};
const SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function keysOf(locale: string): Set<string> {
  const file = join(localesDir, locale, 'components.json');
  return new Set(flatten(JSON.parse(readFileSync(file, 'utf8'))));
}

const ru = keysOf('ru');
const simple = [...ru].filter((key) => !SUFFIX.test(key));
const plural = [
  ...new Set([...ru].filter((k) => SUFFIX.test(k)).map((k) => k.replace(SUFFIX, ''))),
];

describe('components.json', () => {
  for (const locale of LOCALES) {
    test(`${locale} has every key with its plural forms`, () => {
      const keys = keysOf(locale);
      const missing = [
        ...simple.filter((key) => !keys.has(key)),
        ...plural.flatMap((base) =>
          PLURALS[locale].map((form) => `${base}_${form}`).filter((key) => !keys.has(key)),
        ),
      ];
      expect(missing).toEqual([]);
      const unknown = [...keys].filter(
        (key) => !ru.has(key) && !plural.includes(key.replace(SUFFIX, '')),
      );
      expect(unknown).toEqual([]);
    });
  }
});
