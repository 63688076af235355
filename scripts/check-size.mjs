#!/usr/bin/env node
/**
 * Size check of the first screen of /feed for a signed-in person: the JavaScript a browser
 * transfers before the first entry shows, at most 130 KiB. Counted from the build, as the server
 * sends it to a browser that accepts brotli (every current one does): each file's `.br` copy
 * written by the build (apps/web/vite.config.ts `precompress`), or the file itself without one.
 * The files are the scripts of apps/web/dist/index.html and the modules they preload, the lazy
 * modules the timeline loads at once (FIRST_SCREEN_LAZY), and every chunk these import
 * statically (dist/.vite/manifest.json). The browser test e2e/first-screen.spec.ts measures the
 * same budget as a browser really transfers it.
 * Prints each file and the total; exits 1 over the budget or when the build is missing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUDGET_KIB = 130;
/** Lazy modules the signed-in /feed imports before its first entry shows (manifest keys). */
const FIRST_SCREEN_LAZY = ['src/components/EntryList.tsx'];

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const indexPath = join(dist, 'index.html');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(indexPath) || !existsSync(manifestPath)) {
  console.error('check-size: apps/web/dist is missing or has no manifest — run `npm run build`');
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const files = new Set();
/** Adds a chunk's file and, recursively, the chunks it imports statically. */
function addChunk(key) {
  const chunk = manifest[key];
  if (!chunk) {
    console.error(`check-size: ${key} is not in the build's manifest`);
    process.exit(1);
  }
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addChunk(imported);
}
const initial = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
if (initial.length === 0) {
  console.error('check-size: no module script found in index.html');
  process.exit(1);
}
for (const file of initial) {
  const key = keyOfFile.get(file);
  if (key) addChunk(key);
  else files.add(file);
}
for (const key of FIRST_SCREEN_LAZY) addChunk(key);

let total = 0;
for (const file of files) {
  const path = join(dist, file);
  const brotli = `${path}.br`;
  const bytes = statSync(existsSync(brotli) ? brotli : path).size;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  /${file}`);
}
const kib = total / 1024;
console.log(
  `first screen of /feed signed in: ${kib.toFixed(1)} KiB of JavaScript as transferred (brotli; budget ${BUDGET_KIB} KiB)`,
);
if (kib > BUDGET_KIB) {
  console.error(`check-size: over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}
