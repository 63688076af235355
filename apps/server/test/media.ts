/**
 * Test media made on the spot (nothing is shipped): images drawn by sharp, a small mp4 written
 * by mp4box, and multipart bodies for `POST /v1/upload` as a browser's FormData sends them.
 */
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@potok/common';
import { createFile, MP4BoxBuffer } from 'mp4box';
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

/** An ISO base media box: 32-bit size, `type`, then `parts`. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: `box` with a version and 24-bit flags before `parts`. */
function fullBox(type: string, version: number, ...parts: Buffer[]): Buffer {
  const vf = Buffer.alloc(4);
  vf.writeUInt8(version, 0);
  return box(type, vf, ...parts);
}

/** Big-endian unsigned integers of `bytes` bytes each. */
function uints(bytes: 1 | 2 | 4, ...values: number[]): Buffer {
  const out = Buffer.alloc(bytes * values.length);
  for (const [i, v] of values.entries()) out.writeUIntBE(v, i * bytes, bytes);
  return out;
}

/** The location phones write (ISO 6709), its parts, and a device, as the fixtures carry them. */
export const PHONE = {
  iso6709: '+55.7558+037.6173/',
  latitude: '55.7558',
  longitude: '037.6173',
  make: 'PhoneMakerCo',
  model: 'PhoneModel-X9',
  /** A capture time (seconds since 1904) the fixtures write into mvhd, tkhd and mdhd. */
  capturedAt: 3_800_000_000,
} as const;

/** User type of the XMP `uuid` box. */
export const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

/** An XMP packet with the location and the device. */
function xmpPacket(): Buffer {
  return Buffer.from(
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
      `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ` +
      `xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/" ` +
      `exif:GPSLatitude="${PHONE.latitude}N" exif:GPSLongitude="${PHONE.longitude}E" ` +
      `tiff:Make="${PHONE.make}" tiff:Model="${PHONE.model}"/></rdf:RDF></x:xmpmeta>` +
      `<?xpacket end="w"?>`,
    'utf8',
  );
}

/** A QuickTime user-data text item (`©xyz`, `©mak`…): length, language, text. */
function udtaText(type: string, text: string): Buffer {
  const value = Buffer.from(text, 'utf8');
  return box(type, uints(2, value.length, 0x15c7), value);
}

/** `meta` with `hdlr mdta`, `keys` and `ilst` (QuickTime metadata, as an iPhone writes it). */
function quickTimeMeta(items: Record<string, string>): Buffer {
  const keys = Object.keys(items);
  return box(
    'meta',
    fullBox('hdlr', 0, uints(4, 0), Buffer.from('mdta'), Buffer.alloc(12), Buffer.from([0])),
    fullBox(
      'keys',
      0,
      uints(4, keys.length),
      ...keys.map((key) => box('mdta', Buffer.from(key, 'utf8'))),
    ),
    box(
      'ilst',
      ...keys.map((key, i) => {
        const item = Buffer.alloc(4);
        item.writeUInt32BE(i + 1);
        return box(
          item.toString('latin1'),
          box('data', uints(4, 1, 0), Buffer.from(items[key]!, 'utf8')),
        );
      }),
    ),
  );
}

/** Which metadata a phone-shaped mp4 carries and how it is laid out. */
export interface PhoneMp4Options {
  /** `moov` before `mdat` (faststart) or after it. */
  moovFirst?: boolean;
  /** `moov/udta` with `©xyz`, `©mak`, `©mod` and `XMP_`. */
  udta?: boolean;
  /** `moov/meta` with `keys`/`ilst` location, make and model. */
  keys?: boolean;
  /** A top-level XMP `uuid` box. */
  xmp?: boolean;
  /** `udta` and `meta` inside the video `trak` too. */
  trackMetadata?: boolean;
  /** A timed metadata track (handler `meta`, `gpmd`) whose samples hold the location. */
  gpsTrack?: boolean;
  /** `mdat` with a 64-bit size. */
  largeMdat?: boolean;
}

/** A phone-shaped mp4 and where its parts are. */
export interface PhoneMp4 {
  bytes: Buffer;
  /** The video samples, in order (what a player reads through the sample tables). */
  videoSamples: Buffer[];
  /** Offset and length of the video samples in `bytes`. */
  video: { offset: number; length: number };
  /** Offset and length of the timed location samples in `bytes` (gpsTrack), else null. */
  gps: { offset: number; length: number } | null;
}

/**
 * An mp4 shaped as a phone writes it, built box by box: `ftyp mp42`, a `moov` with one
 * 320×240 `avc1` video track of three samples (in one chunk) and the location, make and model
 * in the places `options` name, and an `mdat`. The chunk offsets point at the samples.
 */
export function phoneMp4(options: PhoneMp4Options = {}): PhoneMp4 {
  const { moovFirst = true, udta = true, keys = true, xmp = true } = options;
  const videoSamples = [0, 1, 2].map((i) => {
    const sample = randomBytes(600 + i * 50);
    sample.writeUInt32BE(sample.length - 4, 0);
    return sample;
  });
  const videoBytes = Buffer.concat(videoSamples);
  const gpsSamples = options.gpsTrack
    ? [0, 1].map((i) =>
        Buffer.from(`GPS5 ${PHONE.latitude} ${PHONE.longitude} t=${i} `.padEnd(48, '.')),
      )
    : [];
  const gpsBytes = Buffer.concat(gpsSamples);
  const ftyp = box('ftyp', Buffer.from('mp42'), uints(4, 0), Buffer.from('isommp42'));
  const xmpBox = xmp ? box('uuid', XMP_UUID, xmpPacket()) : Buffer.alloc(0);
  const t = PHONE.capturedAt;
  const matrix = uints(4, 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

  const stbl = (entry: Buffer, sizes: number[], chunkOffset: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, uints(4, 1), entry),
      fullBox('stts', 0, uints(4, 1, sizes.length, 100)),
      fullBox('stsc', 0, uints(4, 1, 1, sizes.length, 1)),
      fullBox('stsz', 0, uints(4, 0, sizes.length, ...sizes)),
      fullBox('stco', 0, uints(4, 1, chunkOffset)),
    );
  const dinf = box('dinf', fullBox('dref', 0, uints(4, 1), box('url ', uints(4, 1))));
  const hdlr = (handler: string) =>
    fullBox('hdlr', 0, uints(4, 0), Buffer.from(handler), Buffer.alloc(12), Buffer.from('\0'));
  const tkhd = (id: number, width: number, height: number) =>
    fullBox(
      'tkhd',
      0,
      uints(4, t, t, id, 0, 300, 0, 0),
      uints(2, 0, 0, 0, 0),
      matrix,
      uints(4, width << 16, height << 16),
    );
  const mdhd = () => fullBox('mdhd', 0, uints(4, t, t, 1000, 300), uints(2, 0x55c4, 0));
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    uints(2, 1, 0, 0),
    Buffer.alloc(12),
    uints(2, 320, 240),
    uints(4, 0x480000, 0x480000, 0),
    uints(2, 1),
    Buffer.alloc(32),
    uints(2, 0x18, 0xffff),
    box('avcC', Buffer.from([1, 66, 0, 30, 255, 225, 0, 0, 1, 0, 0])),
  );
  const gpmd = box('gpmd', Buffer.alloc(6), uints(2, 1));

  const moovWith = (videoOffset: number, gpsOffset: number) => {
    const videoTrak = box(
      'trak',
      tkhd(1, 320, 240),
      box(
        'mdia',
        mdhd(),
        hdlr('vide'),
        box(
          'minf',
          fullBox('vmhd', 0, uints(2, 0, 0, 0, 0)),
          dinf,
          stbl(
            avc1,
            videoSamples.map((s) => s.length),
            videoOffset,
          ),
        ),
      ),
      ...(options.trackMetadata
        ? [
            box('udta', udtaText('©xyz', PHONE.iso6709)),
            quickTimeMeta({ 'com.apple.quicktime.location.ISO6709': PHONE.iso6709 }),
          ]
        : []),
    );
    const gpsTrak = options.gpsTrack
      ? box(
          'trak',
          tkhd(2, 0, 0),
          box(
            'mdia',
            mdhd(),
            hdlr('meta'),
            box(
              'minf',
              fullBox('nmhd', 0),
              dinf,
              stbl(
                gpmd,
                gpsSamples.map((s) => s.length),
                gpsOffset,
              ),
            ),
          ),
        )
      : Buffer.alloc(0);
    return box(
      'moov',
      fullBox(
        'mvhd',
        0,
        uints(4, t, t, 1000, 300, 0x10000),
        uints(2, 0x100, 0),
        Buffer.alloc(8),
        matrix,
        Buffer.alloc(24),
        uints(4, options.gpsTrack ? 3 : 2),
      ),
      videoTrak,
      gpsTrak,
      ...(udta
        ? [
            box(
              'udta',
              udtaText('©xyz', PHONE.iso6709),
              udtaText('©mak', PHONE.make),
              udtaText('©mod', PHONE.model),
              box('XMP_', xmpPacket()),
            ),
          ]
        : []),
      ...(keys
        ? [
            quickTimeMeta({
              'com.apple.quicktime.location.ISO6709': PHONE.iso6709,
              'com.apple.quicktime.make': PHONE.make,
              'com.apple.quicktime.model': PHONE.model,
            }),
          ]
        : []),
    );
  };
  const payload = Buffer.concat([videoBytes, gpsBytes]);
  const mdatHeader = options.largeMdat ? 16 : 8;
  const mdat = Buffer.alloc(mdatHeader);
  if (options.largeMdat) {
    mdat.writeUInt32BE(1, 0);
    mdat.write('mdat', 4, 'latin1');
    mdat.writeBigUInt64BE(BigInt(16 + payload.length), 8);
  } else {
    mdat.writeUInt32BE(8 + payload.length, 0);
    mdat.write('mdat', 4, 'latin1');
  }
  const moovLength = moovWith(0, 0).length;
  const head = ftyp.length + xmpBox.length;
  const dataAt = head + (moovFirst ? moovLength : 0) + mdatHeader;
  const moov = moovWith(dataAt, dataAt + videoBytes.length);
  const bytes = Buffer.concat(
    moovFirst ? [ftyp, xmpBox, moov, mdat, payload] : [ftyp, xmpBox, mdat, payload, moov],
  );
  return {
    bytes,
    videoSamples,
    video: { offset: dataAt, length: videoBytes.length },
    gps: options.gpsTrack ? { offset: dataAt + videoBytes.length, length: gpsBytes.length } : null,
  };
}

/**
 * The sample bytes of each track of the mp4 `bytes`, read through its sample tables (as a
 * player reads them), by track handler (`vide`, `meta`…).
 */
export function samplesOf(bytes: Buffer): Record<string, Buffer[]> {
  const iso = createFile();
  let ready = false;
  iso.onReady = () => {
    ready = true;
  };
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy as ArrayBuffer, 0), true);
  iso.flush();
  if (!ready) throw new Error('mp4box could not read the file');
  const out: Record<string, Buffer[]> = {};
  for (const trak of iso.moov!.traks) {
    const handler = trak.mdia.hdlr.handler;
    out[handler] = iso
      .getTrackSamplesInfo(trak.tkhd.track_id)
      .map((s) => bytes.subarray(s.offset, s.offset + s.size));
  }
  return out;
}

/** What of a `phoneMp4`'s location, device, location keys or XMP is still in `bytes` (names). */
export function videoMetadataLeft(bytes: Buffer): string[] {
  const needles: [string, Buffer][] = [
    ['ISO 6709 location', Buffer.from(PHONE.iso6709)],
    ['latitude', Buffer.from(PHONE.latitude)],
    ['longitude', Buffer.from(PHONE.longitude)],
    ['make', Buffer.from(PHONE.make)],
    ['model', Buffer.from(PHONE.model)],
    ['location key', Buffer.from('com.apple.quicktime.location')],
    ['QuickTime keys', Buffer.from('com.apple.quicktime')],
    ['©xyz', Buffer.from('©xyz', 'latin1')],
    ['XMP uuid', XMP_UUID],
    ['XMP packet', Buffer.from('x:xmpmeta')],
    ['XMP_', Buffer.from('XMP_')],
  ];
  return needles.filter(([, needle]) => bytes.includes(needle)).map(([name]) => name);
}

/** The 32-bit capture time the fixtures write, as bytes. */
export const CAPTURE_TIME = Buffer.from(PHONE.capturedAt.toString(16).padStart(8, '0'), 'hex');
