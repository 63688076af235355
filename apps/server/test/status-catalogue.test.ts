/**
 * The server sends no status outside the catalogue (DESIGN.md §4, packages/common/src/status.ts).
 * `AppError` and `errorBody` take a typed `Status`, but a route's success answer
 * (`{ status: 'entry_added' }`) is only a string to the compiler, and a cast would slip past
 * the types: this test reads the server's sources and checks every literal status it finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isStatus, STATUS_HTTP } from '@potok/common';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

const SRC = path.join(REPO_ROOT, 'apps/server/src');

/** Every non-test TypeScript source under `dir`, as `[relative path, text]`. */
function sources(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]);
}

/** `[file, status]` for each first capture of `pattern` in the files `only` keeps. */
function literals(pattern: RegExp, only: (file: string) => boolean = () => true) {
  const found: [string, string][] = [];
  for (const [file, text] of sources(SRC)) {
    if (!only(file)) continue;
    for (const match of text.matchAll(pattern)) found.push([file, match[1]!]);
  }
  return found;
}

describe('status catalogue', () => {
  it('holds every status the server throws or answers as an error, each with an error code', () => {
    const thrown = [
      ...literals(/new AppError\(\s*'([^']*)'/g),
      ...literals(/errorBody\(\s*'([^']*)'/g),
    ];
    expect(thrown.map(([, status]) => status)).toContain('entry_not_found'); // the scan works
    const outside = thrown.filter(([, status]) => !isStatus(status));
    expect(outside, 'statuses missing from packages/common/src/status.ts').toEqual([]);
    const notErrors = thrown.filter(([, status]) => STATUS_HTTP[status as never] < 400);
    expect(notErrors, 'success statuses thrown as errors').toEqual([]);
  });

  it('holds every success status a route answers, each travelling with 200', () => {
    const answered = literals(/return \{ status: '([^']*)'/g, (file) =>
      file.endsWith('.routes.ts'),
    );
    expect(answered.map(([, status]) => status)).toContain('entry_added'); // the scan works
    const wrong = answered.filter(([, status]) => !isStatus(status) || STATUS_HTTP[status] !== 200);
    expect(wrong, 'route answers outside the catalogue or not a success status').toEqual([]);
  });
});
