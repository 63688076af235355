/**
 * Every literal translation key the app uses exists in ru (CONVENTIONS "a test fails on a key
 * missing in any locale"; locales.test.ts then checks that every locale has ru's keys): the
 * `t('…')` calls and `i18nKey="…"` of components/, screens/ and app/. A key is looked up in the
 * namespace it names (`t('status:entry_deleted')`, `t(key, { ns: 'status' })`), else in the namespaces the file takes with
 * `useTranslation(…)` (`app`, the default namespace, when none is named). Keys built at run
 * time (`t(\`status:${status}\`)`) are not literal and not checked here; the status namespace is
 * complete for every catalogue code by locales.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** ru's keys of one namespace, with the base of each plural key (`user.entries_one` → `user.entries`). */
function ruKeys(namespace: string): Set<string> {
  const file = join(src, 'i18n/locales/ru', `${namespace}.json`);
  const keys = flatten(JSON.parse(readFileSync(file, 'utf8')));
  return new Set([...keys, ...keys.map((key) => key.replace(PLURAL, ''))]);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sources(path);
    return /\.tsx?$/.test(item.name) && !item.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every namespace: the first screen's and the feature namespaces (one JSON file each). */
const NAMESPACES = readdirSync(join(src, 'i18n/locales/ru'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const known = new Map(NAMESPACES.map((namespace) => [namespace, ruKeys(namespace)]));

/** The literal keys `file` uses that ru lacks, as `file: namespace:key`. */
function missingKeys(file: string): { used: number; missing: string[] } {
  const source = readFileSync(file, 'utf8');
  // `useTranslation('ns')` or `useTranslation(['ns', 'other'])`.
  const named = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'\w+')/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'(\w+)'/g)].map((name) => name[1]!),
  );
  const bare = /useTranslation\(\s*\)/.test(source);
  const namespaces = [...new Set([...named, ...(bare || named.length === 0 ? ['app'] : [])])];
  const keys = [
    ...[...source.matchAll(/\bt\(\s*'([^'$]+)'(?:\s*,\s*\{[^}]*?\bns:\s*'(\w+)')?/g)].map((m) =>
      m[2] ? `${m[2]}:${m[1]}` : m[1]!,
    ),
    ...[...source.matchAll(/\bi18nKey="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const missing = keys.filter((key) => {
    const split = key.indexOf(':');
    if (split > 0) return !known.get(key.slice(0, split))?.has(key.slice(split + 1));
    return !namespaces.some((namespace) => known.get(namespace)?.has(key));
  });
  return {
    used: keys.length,
    missing: missing.map((key) => `${relative(src, file)}: ${key}`),
  };
}

describe('translation keys used by the app', () => {
  test.each([['components'], ['screens'], ['app']])(
    'every literal key of %s/ exists in ru',
    (dir) => {
      const results = sources(join(src, dir)).map(missingKeys);
      expect(results.flatMap((result) => result.missing)).toEqual([]);
      expect(results.reduce((sum, result) => sum + result.used, 0)).toBeGreaterThan(10);
    },
  );

  test('a missing key is found (the check itself)', () => {
    expect(known.get('screens')?.has('no.such.key')).toBe(false);
    expect(known.get('components')?.size).toBeGreaterThan(20);
  });
});
