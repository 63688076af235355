#!/usr/bin/env node
/**
 * Size check of the first screen of /feed for a signed-in person: the JavaScript a browser
 * transfers before the first entry shows, at most BUDGET_KIB.br KiB for a browser that accepts
 * brotli (every current one does) and BUDGET_KIB.gz KiB for a client that accepts only gzip.
 * Counted from the build, as the server sends it: each file's `.br` (or `.gz`) copy written by
 * the build (apps/web/vite.config.ts `precompress`), or the file itself without one.
 * The files are the scripts of apps/web/dist/index.html and the modules they preload, the lazy
 * modules the timeline loads at once (FIRST_SCREEN_LAZY), and every chunk these import
 * statically (dist/.vite/manifest.json; a lazy module without an entry of its own through
 * module-chunks.json). The browser test e2e/first-screen.spec.ts measures the
 * same budget as a browser really transfers it.
 * Usage: `node scripts/check-size.mjs [dist]` (dist: apps/web/dist by default).
 * Prints each file and the totals; exits 1 over a budget or when the build is missing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { manifestKey } from '../packages/common/src/first-screen.ts';

/**
 * Most KiB of first-screen JavaScript, per encoding the browser accepts
 * (docs/decisions/react-dom-runtime.md).
 */
const BUDGET_KIB = { br: 130, gz: 150 };
/** Lazy modules the signed-in /feed imports before its first entry shows (source paths). */
const FIRST_SCREEN_LAZY = ['src/components/EntryList.tsx'];

const dist = resolve(process.argv[2] ?? new URL('../apps/web/dist/', import.meta.url).pathname);
const indexPath = join(dist, 'index.html');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(indexPath) || !existsSync(manifestPath)) {
  console.error('check-size: apps/web/dist is missing or has no manifest — run `npm run build`');
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunksPath = join(dist, '.vite', 'module-chunks.json');
const moduleChunks = existsSync(chunksPath) ? JSON.parse(readFileSync(chunksPath, 'utf8')) : {};
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
  ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
if (initial.length === 0) {
  console.error('check-size: no script found in index.html');
  process.exit(1);
}
for (const file of initial) {
  const key = keyOfFile.get(file);
  if (key) addChunk(key);
  else files.add(file);
}
for (const source of FIRST_SCREEN_LAZY) {
  addChunk(manifestKey(manifest, moduleChunks, source) ?? source);
}

/** Bytes the server sends for a file in an encoding: its precompressed copy, or the file. */
function sentBytes(file, encoding) {
  const path = join(dist, file);
  const copy = `${path}.${encoding}`;
  return statSync(existsSync(copy) ? copy : path).size;
}

const total = { br: 0, gz: 0 };
console.log('      brotli      gzip');
for (const file of files) {
  const br = sentBytes(file, 'br');
  const gz = sentBytes(file, 'gz');
  total.br += br;
  total.gz += gz;
  console.log(
    `  ${(br / 1024).toFixed(1).padStart(7)} KiB ${(gz / 1024).toFixed(1).padStart(7)} KiB  /${file}`,
  );
}
let over = false;
for (const [encoding, name] of [
  ['br', 'brotli'],
  ['gz', 'gzip only'],
]) {
  const kib = total[encoding] / 1024;
  console.log(
    `first screen of /feed signed in: ${kib.toFixed(1)} KiB of JavaScript as transferred (${name}; budget ${BUDGET_KIB[encoding]} KiB)`,
  );
  if (kib > BUDGET_KIB[encoding]) {
    console.error(
      `check-size: ${name} over budget by ${(kib - BUDGET_KIB[encoding]).toFixed(1)} KiB`,
    );
    over = true;
  }
}
if (over) process.exit(1);
