/**
 * Every `docs/…` path named in the code and the docs exists, and every relative link of a Markdown
 * file leads to a file or folder that exists — so a comment that rests on a decision
 * (`docs/decisions/<slug>.md`), a README's pointer to a guide, and the decision index's links all
 * resolve.
 *
 * Scanned: the tracked files (`git ls-files`; without git, the files on disk) under apps, packages,
 * scripts and docs, and the top README.md; not the generated API document (docs/api/openapi.json)
 * and the web's types generated from it (apps/web/src/api/schema.gen.ts), binary files, nor this
 * file (its example). A path is `docs/` followed by letters, digits and `_ . / -`, not itself part
 * of a longer path or address (`/v1/docs/json`, `https://…/docs/…` do not count); a trailing `.` or
 * `/` is the sentence's. A path that continues with a placeholder (`docs/decisions/<slug>.md`,
 * `docs/benchmarks/explain-*`) names a family: its folder must exist. Relative Markdown links
 * (`[text](../x.md#part)`) are resolved from the file's folder, without the `#part`; links with a
 * scheme, `mailto:` or only `#part` are left alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['apps', 'packages', 'scripts', 'docs', 'README.md'];
const GENERATED = new Set(['docs/api/openapi.json', 'apps/web/src/api/schema.gen.ts']);
/** This file: its own example of broken links must not count. */
const SELF = 'scripts/doc-links.test.ts';
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|mp4|zip|gz|br|pdf|wasm|db)$/i;

/** A `docs/…` path: not preceded by a path or address character. */
const DOCS_PATH = /(?<![\w./:@-])docs\/[\w./-]*/g;
/** A Markdown link or image target: `](target)` or `](target "title")`. */
const MD_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** One broken reference: the file that names it, its line, and the path as written. */
interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

/**
 * The broken references of one file's text.
 * @param file repo-relative path of the file (relative links resolve from its folder)
 * @param text the file's content
 * @param exists whether a repo-relative path exists (a file or a folder)
 */
function brokenLinks(file: string, text: string, exists: (path: string) => boolean): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(DOCS_PATH)) {
    const written = match[0].replace(/[./]+$/, '');
    const next = text[match.index + match[0].length] ?? '';
    // A placeholder follows: the family's folder must exist.
    const target = /[<*{$]/.test(next) ? match[0].slice(0, match[0].lastIndexOf('/')) : written;
    if (!exists(target)) broken.push({ file, line: lineOf(match.index), target: written });
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(MD_LINK)) {
      const raw = match[1]!;
      if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(raw)) continue;
      const target = decodeURI(raw.split('#')[0]!);
      if (!target || /[<*{]/.test(target)) continue;
      const path = posix.normalize(posix.join(posix.dirname(file), target));
      if (path.startsWith('..') || !exists(path)) {
        broken.push({ file, line: lineOf(match.index), target: raw });
      }
    }
  }
  return broken;
}

/**
 * The files under `SCANNED`, repo-relative: the tracked ones (`git ls-files`), or, in a tree
 * without git (an exported copy), every file but node_modules, build output and hidden folders.
 */
function listedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\0');
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((item) => {
        const path = posix.join(dir, item.name);
        if (!item.isDirectory()) return [path];
        return /^(\.|node_modules$|dist$)/.test(item.name) ? [] : walk(path);
      });
    return SCANNED.flatMap((entry) =>
      statSync(join(ROOT, entry)).isDirectory() ? walk(entry) : [entry],
    );
  }
}

/** The scanned files that are on disk, repo-relative. */
function scannedFiles(): string[] {
  return listedFiles().filter(
    (file) =>
      file !== '' &&
      !file.includes('node_modules/') &&
      !GENERATED.has(file) &&
      file !== SELF &&
      !BINARY.test(file) &&
      existsSync(join(ROOT, file)),
  );
}

describe('links to docs', () => {
  const exists = (path: string) => existsSync(join(ROOT, path));

  it('finds a broken docs/ path and a broken relative link (the check can fail)', () => {
    const text = [
      'See docs/decisions/README.md and docs/nowhere.md.',
      'A family: docs/decisions/<slug>.md; an address: https://example.org/docs/x.md.',
      '[ok](../README.md) [gone](missing.md#part) [web](https://example.org) [here](#top)',
    ].join('\n');
    expect(brokenLinks('docs/example.md', text, exists)).toEqual([
      { file: 'docs/example.md', line: 1, target: 'docs/nowhere.md' },
      { file: 'docs/example.md', line: 3, target: 'missing.md#part' },
    ]);
  });

  it('every docs/ path and relative Markdown link in the code and the docs exists', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((file) =>
      brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'), exists),
    );
    expect(
      broken.map(({ file, line, target }) => `${file}:${line} → ${target}`),
      'references to docs that do not exist',
    ).toEqual([]);
  });
});
