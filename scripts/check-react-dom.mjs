#!/usr/bin/env node
/**
 * Runtime check of the web build: the app runs on React 19's own React DOM
 * (docs/decisions/react-dom-runtime.md). Passes when
 * - the scripts apps/web/dist/index.html loads and preloads (the entry and the `vendor` chunk)
 *   contain React DOM's production build: its renderer record
 *   (`rendererPackageName:"react-dom"`), its error address `react.dev/errors/`, and the version
 *   of the react-dom package installed in node_modules;
 * - no `preact` package is installed (a resolve alias to a React-compatible runtime needs one).
 * Usage: `node scripts/check-react-dom.mjs [dist]` (dist: apps/web/dist by default).
 * Prints what it found; exits 1 when a part is missing or the build is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const web = new URL('../apps/web/', import.meta.url).pathname;
const dist = resolve(process.argv[2] ?? join(web, 'dist'));
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`check-react-dom: ${indexPath} is missing — run \`npm run build\``);
  process.exit(1);
}
const require = createRequire(join(web, 'package.json'));
const { version } = JSON.parse(readFileSync(require.resolve('react-dom/package.json'), 'utf8'));

const html = readFileSync(indexPath, 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
const code = scripts
  .filter((file) => existsSync(join(dist, file)))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .join('\n');

/** What React DOM's minified production client carries (quotes: the minifier's choice). */
const marks = [
  ['renderer record', /rendererPackageName:\s*["'`]react-dom["'`]/],
  ['error address', /react\.dev\/errors\//],
  [`version ${version}`, new RegExp(`["'\`]${version.replaceAll('.', '\\.')}["'\`]`)],
];
let failed = false;
for (const [what, pattern] of marks) {
  if (pattern.test(code)) console.log(`React DOM on the first screen: its ${what}`);
  else {
    console.error(`check-react-dom: the first screen's scripts lack React DOM's ${what}`);
    failed = true;
  }
}
let preact;
try {
  preact = require.resolve('preact');
} catch {
  console.log('no preact package installed');
}
if (preact) {
  console.error(`check-react-dom: a preact package is installed (${preact})`);
  failed = true;
}
if (failed) process.exit(1);
