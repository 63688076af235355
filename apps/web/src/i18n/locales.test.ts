/**
 * The locales stay complete (CONVENTIONS.md "A test fails on a key missing in any locale"; spec
 * §9 "Locales"). Namespaces are read from the `locales/` directories, so a namespace added later
 * is checked the same way. For every namespace:
 * - the file exists in all four locales, and every text is a non-empty string;
 * - every key of any locale has a text in every locale. A key is compared by its base: the plural
 *   suffix (`_one`, `_few`, …) and the grammatical-gender context (`_male`, `_female`) taken off;
 * - a counted key has exactly the plural forms `Intl.PluralRules` lists for the language (ru one
 *   / few / many / other, pt one / many / other, en one / other, ja other), plus an optional
 *   `_zero` (i18next's own form for 0);
 * - a gendered form (`_male`, `_female`, i18next's context) stands beside its neutral base key,
 *   which is what people of unknown sex read;
 * - placeholders agree: `{{name}}`, `{name}` and the `<tag>` of a `<Trans>` text are the same
 *   set in every locale, taken over all the forms of a key; within a locale every form names all
 *   of them (`count` may be left out of a form, as in «コメントなし» for `_zero`).
 * And the `status` namespace has a text for every status of the server's catalogue and every
 * client status (spec §8), with `_title` and `_description` for the error screens and empty
 * states in `status_pages`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_STATUSES, LOCALES, type Locale, STATUSES } from '@potok/common';
import { describe, expect, it } from 'vitest';
import { localeTag } from './index.ts';

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

/** The flattened texts of one file (empty when the file is missing: its own test reports it). */
function load(locale: string, file: string): Map<string, unknown> {
  const path = join(root, locale, file);
  if (!existsSync(path)) return new Map();
  return flatten(JSON.parse(readFileSync(path, 'utf8')) as Tree);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const CONTEXT = /_(male|female)$/;

/** A key's parts: `kind.reply_female` → base `kind.reply`, context `female`, no plural form. */
function parse(key: string): { base: string; plural?: string; context?: string } {
  const plural = PLURAL.exec(key)?.[1];
  const rest = plural ? key.replace(PLURAL, '') : key;
  const context = CONTEXT.exec(rest)?.[1];
  return { base: context ? rest.replace(CONTEXT, '') : rest, plural, context };
}

/** The placeholders of a text: `{{x}}` / `{{x, number}}`, `{x}`, and `<Trans>` tags. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)) names.add(`{{${m[1]}}}`);
  for (const m of text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{\s*(\w+)\s*\}/g)) {
    names.add(`{${m[1]}}`);
  }
  for (const m of text.matchAll(/<\/?\s*(\w+)\s*\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

/** The plural forms a language needs, as `Intl.PluralRules` reports them. */
function pluralForms(locale: Locale): string[] {
  return [...new Intl.PluralRules(localeTag(locale)).resolvedOptions().pluralCategories].sort();
}

const files = [...new Set(LOCALES.flatMap((locale) => readdirSync(join(root, locale))))]
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('locales', () => {
  it('reads every namespace from the locale directories', () => {
    for (const ns of ['app.json', 'components.json', 'screens.json', 'status.json']) {
      expect(files).toContain(ns);
    }
  });

  it('knows the plural forms of each language', () => {
    expect(pluralForms('ru')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms('en')).toEqual(['one', 'other']);
    expect(pluralForms('jp')).toEqual(['other']);
    expect(pluralForms('pt')).toContain('one');
  });

  for (const file of files) {
    describe(file, () => {
      const texts = new Map(LOCALES.map((locale) => [locale, load(locale, file)]));

      it('exists in every locale, with non-empty texts only', () => {
        for (const locale of LOCALES) {
          expect(readdirSync(join(root, locale)), `${locale}/${file}`).toContain(file);
          for (const [key, value] of texts.get(locale)!) {
            expect(typeof value, `${locale}/${file} ${key}`).toBe('string');
            expect(String(value).trim(), `${locale}/${file} ${key}`).not.toBe('');
          }
        }
      });

      it('has a text for every key of every locale', () => {
        const bases = new Set(
          [...texts.values()].flatMap((map) => [...map.keys()].map((key) => parse(key).base)),
        );
        for (const locale of LOCALES) {
          const own = new Set([...texts.get(locale)!.keys()].map((key) => parse(key).base));
          const missing = [...bases].filter((base) => !own.has(base));
          expect(missing, `keys missing in ${locale}/${file}`).toEqual([]);
        }
      });

      it("has each counted key's plural forms, exactly those of the language", () => {
        for (const locale of LOCALES) {
          const forms = new Map<string, Set<string>>();
          for (const key of texts.get(locale)!.keys()) {
            const { base, plural, context } = parse(key);
            if (!plural) continue;
            const id = context ? `${base}_${context}` : base;
            forms.set(id, (forms.get(id) ?? new Set()).add(plural));
          }
          // A key counted in one locale is counted in all of them.
          for (const other of texts.values()) {
            for (const key of other.keys()) {
              const { base, plural, context } = parse(key);
              if (plural && !context && !forms.has(base)) forms.set(base, new Set());
            }
          }
          const wrong = [...forms]
            .map(([id, have]) => [id, [...have].filter((f) => f !== 'zero').sort()] as const)
            .filter(([, have]) => have.join() !== pluralForms(locale).join())
            .map(([id, have]) => `${id}: ${have.join(', ') || 'not counted'}`);
          expect(wrong, `${locale}/${file} wants ${pluralForms(locale).join(', ')}`).toEqual([]);
        }
      });

      it('has the neutral text beside every gendered one', () => {
        for (const locale of LOCALES) {
          const keys = new Set(
            [...texts.get(locale)!.keys()].map((key) => key.replace(PLURAL, '')),
          );
          const orphans = [...keys].filter((key) => {
            const { base, context } = parse(key);
            return context !== undefined && !keys.has(base);
          });
          expect(orphans, `${locale}/${file}`).toEqual([]);
        }
      });

      it('has the same placeholders in every locale and every form', () => {
        /** Per locale, per base key: the placeholders of each form. */
        const byBase = new Map<Locale, Map<string, Map<string, string[]>>>();
        for (const locale of LOCALES) {
          const bases = new Map<string, Map<string, string[]>>();
          for (const [key, value] of texts.get(locale)!) {
            const { base } = parse(key);
            const forms = bases.get(base) ?? new Map<string, string[]>();
            forms.set(key, placeholders(String(value)));
            bases.set(base, forms);
          }
          byBase.set(locale, bases);
        }
        const problems: string[] = [];
        const union = (forms: Map<string, string[]>) =>
          [...new Set([...forms.values()].flat())].filter((name) => name !== '{{count}}').sort();
        for (const [base, ruForms] of byBase.get('ru')!) {
          const expected = union(ruForms);
          for (const locale of LOCALES) {
            const forms = byBase.get(locale)!.get(base);
            if (!forms) continue; // reported by the completeness test
            const own = union(forms);
            if (own.join() !== expected.join()) {
              problems.push(`${locale} ${base}: ${own.join(' ')} ≠ ru ${expected.join(' ')}`);
            }
            for (const [key, names] of forms) {
              const lacking = own.filter((name) => !names.includes(name));
              if (lacking.length) problems.push(`${locale} ${key} lacks ${lacking.join(' ')}`);
            }
          }
        }
        expect(problems, file).toEqual([]);
      });
    });
  }

  it('has a text for every status of the catalogue and every client status in every locale', () => {
    const codes = [...STATUSES, ...CLIENT_STATUSES];
    expect(codes.length).toBeGreaterThan(100);
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

  it('says "Feed" (the page) and "Feeds" (the tab) in different words in every language', () => {
    for (const locale of LOCALES) {
      const screens = load(locale, 'screens.json');
      const app = load(locale, 'app.json');
      const heading = screens.get('feed.heading');
      expect(heading, locale).not.toBe(screens.get('feed.tabs.feeds'));
      expect(app.get('tab_feed'), locale).not.toBe(app.get('menu_feeds'));
    }
  });
});

describe('the checks themselves', () => {
  it('split a key into base, context and plural form', () => {
    expect(parse('kind.reply_female')).toEqual({ base: 'kind.reply', context: 'female' });
    expect(parse('user.entries_few')).toEqual({ base: 'user.entries', plural: 'few' });
    expect(parse('a.b_male_one')).toEqual({ base: 'a.b', plural: 'one', context: 'male' });
    expect(parse('report.reasons.other')).toEqual({ base: 'report.reasons.other' });
  });

  it('find every kind of placeholder', () => {
    expect(placeholders('{{count, number}} из {{max}}')).toEqual(['{{count}}', '{{max}}']);
    expect(placeholders('{index} из {total}')).toEqual(['{index}', '{total}']);
    expect(placeholders('Автор: <0>{{name}}</0>')).toEqual(['<0>', '{{name}}']);
    expect(placeholders('<agreement>соглашение</agreement>')).toEqual(['<agreement>']);
  });
});
