/**
 * The locales stay complete (CONVENTIONS.md "A test fails on a key missing in any locale"):
 * every namespace file exists in all four locales with the same keys, every text is a
 * non-empty string, interpolation variables match ru, and the `status` namespace has a text for
 * every status of the catalogue and every client status (spec §8), plus `_title` and
 * `_description` for the error screens in `status_pages` (loaded when a placeholder or an error
 * screen first shows).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_STATUSES, LOCALES, STATUSES } from '@potok/common';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** The flattened keys of one file (empty when the file is missing: its own test reports it). */
function load(locale: string, file: string): Map<string, unknown> {
  const path = join(root, locale, file);
  if (!existsSync(path)) return new Map();
  return flatten(JSON.parse(readFileSync(path, 'utf8')) as Tree);
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Plural suffixes differ between languages (ru has _few and _many, jp only _other). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
function baseKey(key: string): string {
  return key.replace(PLURAL, '');
}

const files = [...new Set(LOCALES.flatMap((locale) => readdirSync(join(root, locale))))]
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('locales', () => {
  it('has the four namespaces', () => {
    for (const ns of ['app.json', 'status.json']) expect(files).toContain(ns);
  });

  for (const file of files) {
    describe(file, () => {
      it('exists in every locale', () => {
        for (const locale of LOCALES) {
          expect(readdirSync(join(root, locale)), `${locale}/${file}`).toContain(file);
        }
      });

      it('has the same keys in every locale', () => {
        const ru = load('ru', file);
        const ruBase = new Set([...ru.keys()].map(baseKey));
        for (const locale of LOCALES) {
          if (locale === 'ru') continue;
          const other = load(locale, file);
          const otherBase = new Set([...other.keys()].map(baseKey));
          const missing = [...ruBase].filter((key) => !otherBase.has(key));
          const extra = [...otherBase].filter((key) => !ruBase.has(key));
          expect(missing, `keys of ru/${file} missing in ${locale}`).toEqual([]);
          expect(extra, `keys of ${locale}/${file} missing in ru`).toEqual([]);
        }
      });

      it('has non-empty texts with the same variables as ru', () => {
        const ru = load('ru', file);
        const ruVars = new Map<string, string[]>();
        for (const [key, value] of ru) ruVars.set(baseKey(key), variables(String(value)));
        for (const locale of LOCALES) {
          for (const [key, value] of load(locale, file)) {
            expect(typeof value, `${locale}/${file} ${key}`).toBe('string');
            expect(String(value).trim(), `${locale}/${file} ${key}`).not.toBe('');
            const expected = ruVars.get(baseKey(key)) ?? [];
            const own = [...new Set(variables(String(value)))];
            const wanted = [...new Set(expected)].filter((name) => name !== 'count');
            expect(
              own.filter((name) => name !== 'count'),
              `${locale}/${file} ${key}: variables`,
            ).toEqual(wanted);
          }
        }
      });
    });
  }

  it('has a text for every status and client status in every locale', () => {
    const codes = [...STATUSES, ...CLIENT_STATUSES];
    for (const locale of LOCALES) {
      const status = load(locale, 'status.json');
      const missing = codes.filter((code) => !status.has(code));
      expect(missing, `${locale}/status.json`).toEqual([]);
    }
  });

  it('has a title and a description for every error screen and empty state', () => {
    const screens = [
      'todo',
      'method_not_allowed',
      'method_not_available',
      'unauthorized',
      'tag_not_found',
      'user_not_found',
      'feed_not_found',
      'user_suspended',
      'user_blocked',
      'user_deleted',
      'user_not_activated',
      'entry_not_found',
      'entry_hidden',
      'bad_request',
      'err_canceled',
      'network_error',
      'invalid_connection',
      'timeout_exceeded',
      'help_page_not_found',
      'internal_error',
      'empty_feed',
      'empty_bookmarks',
      'empty_search',
      'empty_notifications',
      'empty_feeds',
      'feeds_not_created',
      'entries_empty',
      'comments_disabled',
      'empty_history',
      'user_entries_empty',
      'user_subscribers_empty',
      'user_subscriptions_empty',
      'user_badges_empty',
    ];
    for (const locale of LOCALES) {
      const status = load(locale, 'status.json');
      const pages = load(locale, 'status_pages.json');
      const missing = screens.flatMap((code) => [
        ...(status.has(code) ? [] : [code]),
        ...[`${code}_title`, `${code}_description`].filter((key) => !pages.has(key)),
      ]);
      expect(missing, `${locale}/status.json, status_pages.json`).toEqual([]);
    }
  });
});
