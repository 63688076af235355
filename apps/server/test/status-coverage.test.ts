/**
 * Every status of the catalogue (spec §8: packages/common `STATUSES`, and `CLIENT_STATUSES` that
 * the web app derives itself) is either expected by a test that runs the flow producing it, or
 * listed in docs/decisions/statuses-no-flow-produces.md with the reason.
 *
 * "Expected by a test": the code appears as a whole string literal (`'entry_added'`) in the code
 * (not a comment) of a test that drives a flow — the server's tests (apps/server, through
 * `app.inject` or real processes), the browser tests (apps/web/e2e) and the web app's unit tests
 * (apps/web/src: the statuses the client derives from an answer, e.g. `network_error`). Files
 * that only enumerate the catalogue (its texts, its HTTP codes) do not count. Tests spell the
 * status they expect in full (no `user_cant_${name}`), so this scan finds it.
 *
 * The list in that record is checked both ways: each code in it exists, carries a reason,
 * and is expected by no test — a status that a test comes to expect is struck from the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_STATUSES, STATUSES } from '@potok/common';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

/** Folders whose tests drive flows, and the test files in them that only list the catalogue. */
const TEST_DIRS = ['apps/server/src', 'apps/server/test', 'apps/web/e2e', 'apps/web/src'];
const LISTINGS = new Set([
  'apps/server/test/status-catalogue.test.ts',
  'apps/server/test/status-coverage.test.ts',
  'apps/web/src/i18n/locales.test.ts',
]);
const RECORD = 'docs/decisions/statuses-no-flow-produces.md';

/** Test files as `[repo-relative path, code without comments]`. */
function testFiles(): [string, string][] {
  const out: [string, string][] = [];
  for (const dir of TEST_DIRS) {
    for (const name of readdirSync(path.join(REPO_ROOT, dir), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (!/\.(test|spec)\.tsx?$/.test(name) || name.includes('node_modules')) continue;
      const file = path.posix.join(dir, name.split(path.sep).join('/'));
      if (LISTINGS.has(file)) continue;
      out.push([file, withoutComments(readFileSync(path.join(REPO_ROOT, file), 'utf8'))]);
    }
  }
  return out;
}

/** The text without block comments and whole-line `//` comments (strings are left alone). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
}

/**
 * `code → reason` of the list in the record (bullets "- `code` — reason", wrapped; a bullet ends
 * at the next bullet or a blank line).
 */
function unusedList(): Map<string, string> {
  const text = readFileSync(path.join(REPO_ROOT, RECORD), 'utf8');
  const list = new Map<string, string>();
  for (const bullet of text.split(/\n(?=- )|\n\s*\n/)) {
    const match = /^- `([a-z_]+)` — ([\s\S]+)$/.exec(bullet.trim());
    if (match) list.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  }
  return list;
}

describe('status coverage', () => {
  const files = testFiles();
  /** The test files that spell `code` as a whole string literal. */
  const expecting = (code: string) => {
    const literal = new RegExp(`(['"\`])${code}\\1`);
    return files.filter(([, text]) => literal.test(text)).map(([file]) => file);
  };
  const catalogue = [...STATUSES, ...CLIENT_STATUSES];

  it('finds the tests (the scan works)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(expecting('entry_added').length).toBeGreaterThan(0);
    expect(expecting('network_error')).toContain('apps/web/src/api/client.test.ts');
  });

  it('has every status expected by a test or listed as unused with its reason', () => {
    const unused = unusedList();
    const missing = catalogue.filter((code) => !unused.has(code) && expecting(code).length === 0);
    expect(
      missing,
      `statuses no test expects: write the test of the flow, or list them in ${RECORD} with the reason`,
    ).toEqual([]);
  });

  it('lists as unused only statuses of the catalogue that no test expects, each with a reason', () => {
    const unused = unusedList();
    expect(unused.size).toBeGreaterThan(0);
    const known = new Set<string>(catalogue);
    expect(
      [...unused.keys()].filter((code) => !known.has(code)),
      'not in the catalogue',
    ).toEqual([]);
    expect(
      [...unused].filter(([, reason]) => reason.length < 20).map(([code]) => code),
      'listed without a reason',
    ).toEqual([]);
    const expected = [...unused.keys()].map((code) => [code, expecting(code)] as const);
    expect(
      expected.filter(([, tests]) => tests.length > 0),
      `expected by a test now: strike them from ${RECORD}`,
    ).toEqual([]);
  });
});
