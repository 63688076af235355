#!/usr/bin/env node
/**
 * Size check of the first screen of /feed: the JavaScript the browser must load before
 * the feed renders — the entry script of apps/web/dist/index.html and every module it preloads
 * (Vite lists all static imports of the entry as modulepreload links) — gzipped, at most 150 KiB.
 * Lazy routes are not counted: they load only when their route opens.
 * Prints each file and the total; exits 1 over the budget or when the build is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 150;
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('check-size: apps/web/dist/index.html is missing — run `npm run build` first');
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const files = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
  files.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  files.add(match[1]);
if (files.size === 0) {
  console.error('check-size: no module script found in index.html');
  process.exit(1);
}
let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
const kib = total / 1024;
console.log(
  `first screen of /feed: ${kib.toFixed(1)} KiB of JavaScript gzipped (budget ${BUDGET_KIB} KiB)`,
);
if (kib > BUDGET_KIB) {
  console.error(`check-size: over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}
