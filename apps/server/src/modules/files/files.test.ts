/**
 * Uploads and media through the real routes (spec §7 "Upload and media"; DESIGN.md §5 "limits",
 * "media"): what a client gets back, what is served at `/media`, what is kept on disk and in the
 * database — and, for every refused upload, that no row and no file is left.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '@potok/common';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  animatedGif,
  jpeg,
  mp4,
  multipart,
  png,
  pngBomb,
  postUpload,
  upload,
  webp,
} from '../../../test/media.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let alice: GivenUser;
let bob: GivenUser;

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  alice = await given.user(t);
  bob = await given.user(t);
});
afterAll(() => t?.close());

/** Every file under the media folder (relative paths), upload folders included. */
async function filesOnDisk(): Promise<string[]> {
  try {
    const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(t.config.mediaDir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Rows and files on disk, for "nothing was kept" checks. */
async function kept() {
  return { rows: await countRows(t.db, 'files'), files: await filesOnDisk() };
}

/** GET of a media address. */
function media(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('POST upload', () => {
  it('keeps a JPEG without its EXIF, upright, with w640 and s100 variants and a ThumbHash', async () => {
    // 1200×800 stored sideways (EXIF orientation 6: shown rotated, 800×1200).
    const bytes = await jpeg(1200, 800, { orientation: 6 });
    const res = await postUpload(t, alice, bytes, 'holiday.jpg', [
      { name: 'alt', data: '  A lake at dawn  ' },
    ]);
    expect(res.statusCode).toBe(200);
    const file = res.json<{ status: string; payload: UploadedFile }>();
    expect(file.status).toBe('file_uploaded');
    expect(file.payload).toMatchObject({
      name: 'holiday.jpg',
      type: 'image/jpeg',
      width: 800,
      height: 1200,
      alt: 'A lake at dawn',
    });
    expect(file.payload.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.payload.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const original = await media(`/media/${file.payload.uuid}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.length).toBe(file.payload.size);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('GPS secret'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([800, 1200]);

    const w640 = await sharp(
      (await media(`/media/${file.payload.uuid}/w640`)).rawPayload,
    ).metadata();
    expect([w640.width, w640.height, w640.format]).toEqual([640, 960, 'jpeg']);
    const s100 = await sharp(
      (await media(`/media/${file.payload.uuid}/s100`)).rawPayload,
    ).metadata();
    expect([s100.width, s100.height]).toEqual([100, 100]);
  });

  it('keeps PNG and WebP as they are, and never enlarges a small image', async () => {
    const p = await upload(t, alice, await png(300, 200), 'chart.png');
    expect(p).toMatchObject({ type: 'image/png', width: 300, height: 200, alt: null });
    const w = await upload(t, alice, await webp(320, 100), 'sticker.webp');
    expect(w).toMatchObject({ type: 'image/webp', width: 320, height: 100 });
    const small = await media(`/media/${p.uuid}/w640`);
    expect(small.headers['content-type']).toBe('image/png');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
  });

  it('keeps an animated GIF animated in the original and both variants', async () => {
    const gif = await upload(t, alice, await animatedGif(120, 80, 3), 'dance.gif');
    expect(gif).toMatchObject({ type: 'image/gif', width: 120, height: 80 });
    for (const part of ['', '/w640', '/s100']) {
      const res = await media(`/media/${gif.uuid}${part}`);
      expect(res.headers['content-type']).toBe('image/gif');
      expect((await sharp(res.rawPayload, { animated: true }).metadata()).pages).toBe(3);
    }
  });

  it('keeps an mp4 as it is, serves it with ranges, and has no variants of it', async () => {
    const bytes = mp4(320, 240);
    const video = await upload(t, alice, bytes, 'clip.mp4');
    expect(video).toMatchObject({
      type: 'video/mp4',
      width: 320,
      height: 240,
      size: bytes.length,
      thumbhash: null,
    });
    const whole = await media(`/media/${video.uuid}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await media(`/media/${video.uuid}`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect(part.headers['content-type']).toBe('video/mp4');
    const past = await media(`/media/${video.uuid}`, { range: `bytes=${bytes.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect((await media(`/media/${video.uuid}/w640`)).statusCode).toBe(404);
  });

  it('answers 304 to a revalidation with the ETag', async () => {
    const file = await upload(t, alice, await png(40, 40), 'dot.png');
    const first = await media(`/media/${file.uuid}/s100`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await media(`/media/${file.uuid}/s100`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers a guest 401 before reading the body, and keeps nothing', async () => {
    const before = await kept();
    const res = await postUpload(t, null, await png(), 'x.png');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'unauthorized' });
    expect(await kept()).toEqual(before);
  });

  describe('refuses bad input with a clear status, leaving no row and no file', () => {
    const cases: [string, () => Promise<Buffer | string>, string, number, string][] = [
      [
        'a PHP script named .jpg',
        async () => "<?php system($_GET['c']); ?>\n",
        'shell.jpg',
        415,
        'unsupported_type',
      ],
      [
        'an SVG',
        async () =>
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
        'logo.svg',
        415,
        'unsupported_type',
      ],
      [
        'an HTML page',
        async () => '<!doctype html><html><script>alert(1)</script></html>',
        'page.jpg',
        415,
        'unsupported_type',
      ],
      [
        'a truncated JPEG',
        async () => (await jpeg(800, 600)).subarray(0, 6000),
        'cut.jpg',
        400,
        'file_damaged',
      ],
      ['a PNG declaring 30000×30000 pixels', () => pngBomb(30_000), 'bomb.png', 413, 'too_large'],
      [
        'a JPEG over 10 MiB',
        async () => Buffer.concat([await jpeg(64, 64), Buffer.alloc(10 * 1024 * 1024)]),
        'big.jpg',
        413,
        'too_large',
      ],
      ['a 60 MB mp4', async () => mp4(320, 240, 60 * 1000 * 1000), 'long.mp4', 413, 'too_large'],
      ['a file name with ../', () => png(), '../../etc/cron.d/x.png', 400, 'file_name_not_valid'],
      ['a file name with a backslash', () => png(), '..\\..\\x.png', 400, 'file_name_not_valid'],
      ['a file name with NUL', () => png(), 'a\u0000.png', 400, 'file_name_not_valid'],
      [
        'a file name of 300 characters',
        () => png(),
        `${'n'.repeat(296)}.png`,
        400,
        'file_name_not_valid',
      ],
      ['an empty file', async () => Buffer.alloc(0), 'empty.png', 415, 'unsupported_type'],
    ];
    for (const [what, make, name, code, status] of cases) {
      it(what, async () => {
        const before = await kept();
        const res = await postUpload(t, alice, await make(), name);
        expect(res.statusCode, res.body).toBe(code);
        expect(res.json()).toMatchObject({ status });
        expect(await kept()).toEqual(before);
      });
    }

    it('alt text over 1500 characters', async () => {
      const before = await kept();
      const res = await postUpload(t, alice, await png(), 'a.png', [
        { name: 'alt', data: 'x'.repeat(1501) },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'file_alt_too_long' });
      expect(await kept()).toEqual(before);
    });

    it('a body without a file part, or with two files', async () => {
      const before = await kept();
      const none = multipart([{ name: 'alt', data: 'hello' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/upload',
        headers: { ...none.headers, ...alice.bearer },
        payload: none.payload,
      });
      expect(res.statusCode).toBe(400);
      const two = multipart([
        { name: 'file', filename: 'a.png', data: await png() },
        { name: 'file', filename: 'b.png', data: await png() },
      ]);
      const res2 = await t.app.inject({
        method: 'POST',
        url: '/v1/upload',
        headers: { ...two.headers, ...alice.bearer },
        payload: two.payload,
      });
      expect([400, 413]).toContain(res2.statusCode);
      expect(await kept()).toEqual(before);
    });

    it('a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/upload',
        headers: alice.bearer,
        payload: { file: 'aGVsbG8=' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 'unsupported_type' });
    });
  });
});

describe('an upload cut off half-way', () => {
  it('leaves no row and no file', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await kept();
    const body = multipart([
      { name: 'file', filename: 'big.png', data: Buffer.alloc(4 * 1024 * 1024, 7) },
    ]);
    const { request } = await import('node:http');
    await new Promise<void>((resolve) => {
      const req = request(`${address}/v1/upload`, {
        method: 'POST',
        headers: {
          ...body.headers,
          ...alice.bearer,
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(body.payload.subarray(0, body.payload.length / 2), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // The server notices the closed connection on its own time: wait for the upload folder
    // to go (bounded), then compare.
    for (let i = 0; i < 100 && (await filesOnDisk()).length !== before.files.length; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await kept()).toEqual(before);
  });
});

describe('GET /media', () => {
  it('answers 404 to a traversal, an unknown uuid, an unknown variant', async () => {
    const file = await upload(t, alice, await png(), 'p.png');
    const urls = [
      '/media/..%2f..%2f..%2fetc%2fpasswd',
      `/media/${file.uuid}/..%2f..%2f..%2fetc%2fpasswd`,
      '/media/../../etc/passwd',
      `/media/${file.uuid}/../../../package.json`,
      '/media/tmp',
      '/media/01890a5d-ac96-774b-bcce-b302099a8057',
      `/media/${file.uuid}/w1280`,
      `/media/${file.uuid}/original.png`,
      `/media/${file.uuid.toUpperCase()}`,
    ];
    for (const url of urls) {
      const res = await media(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});

describe('alt text', () => {
  it('is changed by the owner only', async () => {
    const file = await upload(t, alice, await png(), 'p.png');
    const set = (who: GivenUser | null, alt: string | null, uuid = file.uuid) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/file/${uuid}`,
        headers: who ? who.bearer : {},
        payload: { alt },
      });
    const ok = await set(alice, 'A red square');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'file_updated', payload: { alt: 'A red square' } });
    expect((await set(null, 'x')).statusCode).toBe(401);
    const foreign = await set(bob, 'mine now');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'not_owned' });
    expect((await set(alice, 'x', '01890a5d-ac96-774b-bcce-b302099a8057')).json()).toMatchObject({
      status: 'file_not_found',
    });
    expect((await set(alice, 'x', 'not-a-uuid')).statusCode).toBe(404);
    const long = await set(alice, 'y'.repeat(1501));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ status: 'file_alt_too_long' });
    const [row] = await queryRows<{ alt: string }>(
      t.db,
      sql`SELECT alt FROM files WHERE uuid = ${file.uuid}::uuid`,
    );
    expect(row?.alt).toBe('A red square');
    expect((await set(alice, '  ')).json()).toMatchObject({ payload: { alt: null } });
  });
});

describe('the write budget', () => {
  it('counts uploads', async () => {
    const limited = await createTestApp({ env: { WRITE_RATE_LIMIT: '2' } });
    try {
      const user = await given.user(limited);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await postUpload(limited, user, await png(), `p${i}.png`)).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
