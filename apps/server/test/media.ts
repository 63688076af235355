/**
 * Test media made on the spot (nothing is shipped): images drawn by sharp, a small mp4 written
 * by mp4box, and multipart bodies for `POST /v1/upload` as a browser's FormData sends them.
 */
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@potok/common';
import { createFile } from 'mp4box';
import sharp from 'sharp';
import type { GivenUser } from './given.ts';
import type { TestApp } from './harness.ts';

/** A JPEG of `width`×`height` with noise (so it does not compress to nothing), with EXIF. */
export async function jpeg(
  width = 1200,
  height = 800,
  options: { orientation?: number; quality?: number; grain?: number } = {},
): Promise<Buffer> {
  // The noise is drawn at `grain`×`grain` and scaled up: finer grain, bigger file (a camera's
  // 12-megapixel JPEG is a few MiB).
  const side = options.grain ?? 64;
  const noise = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .png()
    .toBuffer();
  const base = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: options.quality ?? 85 })
    .withMetadata({
      orientation: options.orientation ?? 1,
      exif: { IFD0: { Copyright: 'GPS secret 55.75N 37.61E', Artist: 'Camera owner' } },
    })
    .toBuffer();
  return base;
}

/** A plain PNG. */
export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#c0ffee80' } })
    .png()
    .toBuffer();
}

/** A WebP. */
export async function webp(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();
}

/** An animated GIF of `frames` frames, `width`×`height` each. */
export async function animatedGif(width = 120, height = 80, frames = 3): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 4);
  for (let f = 0; f < frames; f += 1) {
    for (let i = 0; i < width * height; i += 1) {
      const o = (f * width * height + i) * 4;
      raw[o] = (f * 90) % 256;
      raw[o + 1] = 60;
      raw[o + 2] = 200 - f * 50;
      raw[o + 3] = 255;
    }
  }
  return sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ delay: Array(frames).fill(100) })
    .toBuffer();
}

/**
 * A PNG that declares `side`×`side` pixels in its header but holds the pixels of a 100×100
 * image: a decompression bomb's shape (its CRC no longer matches; the header is read first).
 */
export async function pngBomb(side = 30_000): Promise<Buffer> {
  const bytes = Buffer.from(await png(100, 100));
  bytes.writeUInt32BE(side, 16); // IHDR width
  bytes.writeUInt32BE(side, 20); // IHDR height
  return bytes;
}

/** A small mp4 (one `avc1` video track, `width`×`height`, three samples), padded to `size`. */
export function mp4(width = 320, height = 240, size = 0): Buffer {
  const file = createFile();
  file.init({ brands: ['isom', 'iso2', 'avc1', 'mp41'], timescale: 1000 });
  const track = file.addTrack({
    width,
    height,
    type: 'avc1',
    timescale: 1000,
    avcDecoderConfigRecord: new Uint8Array([1, 66, 0, 30, 255, 225, 0, 0, 1, 0, 0]).buffer,
  });
  const sample = new Uint8Array(Math.max(1000, Math.ceil(size / 3)));
  for (let i = 0; i < 3; i += 1) file.addSample(track, sample, { duration: 100, is_sync: i === 0 });
  return Buffer.from(file.getBuffer().buffer as ArrayBuffer);
}

/** One part of a multipart body. */
export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipart(parts: readonly Part[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----potok${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined) {
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /v1/upload` of `data` as `user`; the raw answer. */
export async function postUpload(
  t: TestApp,
  user: GivenUser | null,
  data: Buffer | string,
  filename = 'photo.jpg',
  extra: Part[] = [],
) {
  const body = multipart([...extra, { name: 'file', filename, contentType: 'image/jpeg', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/upload',
    headers: { ...body.headers, ...(user ? user.bearer : {}) },
    payload: body.payload,
  });
}

/** Uploads `data` as `user` and returns the file descriptor; throws unless 200. */
export async function upload(
  t: TestApp,
  user: GivenUser,
  data: Buffer | string,
  filename = 'photo.jpg',
  extra: Part[] = [],
): Promise<UploadedFile> {
  const res = await postUpload(t, user, data, filename, extra);
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ payload: UploadedFile }>().payload;
}
