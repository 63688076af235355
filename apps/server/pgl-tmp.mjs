import { readFileSync } from 'node:fs';

const t0 = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const t1 = performance.now();
const bytes = readFileSync('node_modules/@electric-sql/pglite/dist/pglite.wasm');
const t2 = performance.now();
const mod = await WebAssembly.compile(bytes);
const t3 = performance.now();
const db = await PGlite.create({
  dataDir: process.argv[2],
  extensions: { pg_trgm },
  wasmModule: mod,
});
const t4 = performance.now();
await db.query('select 1');
const t5 = performance.now();
console.log({ import: t1 - t0, read: t2 - t1, compile: t3 - t2, create: t4 - t3, q: t5 - t4 });
await db.close();
