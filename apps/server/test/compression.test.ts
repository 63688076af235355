/**
 * Compression as a browser or API client meets it (DESIGN.md §3 @fastify/compress; the web
 * app's files precompressed at build time, apps/web/vite.config.ts `precompress`):
 * - a built asset is sent as its `.br` copy to a client that accepts brotli, as its `.gz` copy
 *   for gzip, as it is otherwise — always with `Vary: Accept-Encoding`, never compressed twice
 *   (a file the build left without a copy is compressed on the fly by @fastify/compress);
 *   hashed `/assets/*` immutable, `index.html` revalidated;
 * - API JSON of at least COMPRESS_THRESHOLD_BYTES is compressed when asked, a smaller answer
 *   is not.
 * The built folder is made here (a few files and their zlib copies), not by `npm run build`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/app.ts';
import { given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A script big enough to be worth compressing, as a build would hash and write it. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `слово ${i}`))};\n`;
const INDEX = `<!doctype html><title>Potok</title>${'<meta name="x" content="y">'.repeat(80)}`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'potok-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const files: [string, string][] = [
    ['index.html', INDEX],
    ['assets/app-1a2b.js', SCRIPT],
  ];
  for (const [name, body] of files) {
    const file = path.join(dist, name);
    await writeFile(file, body);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
  }
  await writeFile(path.join(dist, 'assets', 'tiny-9f.js'), 'export {};\n');
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

function get(url: string, encoding?: string, accept = '*/*') {
  const headers: Record<string, string> = { accept };
  if (encoding !== undefined) headers['accept-encoding'] = encoding;
  return t.app.inject({ method: 'GET', url, headers });
}

describe('built web app files', () => {
  it('sends the brotli copy to a client that accepts brotli, with Vary and immutable caching', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Compressed once: the body is the build's copy, which decompresses to the script.
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy for gzip, the file itself without Accept-Encoding', async () => {
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b.js', '');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a file without a build-time copy on the fly, once', async () => {
    const res = await get('/assets/tiny-9f.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('export {};\n');
  });

  it('sends index.html compressed and revalidated, for / and for app routes', async () => {
    for (const url of ['/', '/about', '/feed', '/u/anna']) {
      const res = await get(url, 'br', 'text/html,*/*');
      expect(res.statusCode, url).toBe(200);
      // The first screen's pages carry answers made for this browser (lib/first-screen.ts).
      const first = url === '/feed' || url === '/u/anna';
      expect(res.headers['cache-control'], url).toBe(first ? 'private, no-cache' : 'no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      // This index has no </head>: nothing is written into it.
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/about', undefined, 'text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('compresses a page over the threshold when asked, and not when not asked', async () => {
    const author = await given.user(t);
    for (let i = 0; i < 12; i++)
      await given.entry(t, author, { text: `Запись номер ${i} о том и о сём` });
    const plain = await get('/v1/feed/abyss', undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get('/v1/feed/abyss', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/v1/feed/abyss', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under the threshold as it is', async () => {
    const res = await get('/v1/auth/session', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ is_auth: false });
  });
});
