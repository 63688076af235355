/**
 * What an upload's bytes are and what is kept of them (DESIGN.md §3 "images: sharp, file-type";
 * §5 "limits", "media"). Pure file work: no database, no HTTP.
 *
 * - `sniff`: the type from the bytes (file-type's magic numbers), never from the name: one of
 *   MEDIA_TYPES or null (a PHP script named `.jpg`, an SVG, an HTML page, anything else).
 * - `renderImage`: the header is read first (sharp `metadata`, no pixel decoded) and the
 *   pixel cap of MEDIA_LIMITS checked against it, so a decompression bomb (a small PNG that
 *   declares 30000×30000) is refused before any decoding; then the original is written again
 *   without its metadata (EXIF, GPS, XMP; turned upright by its EXIF orientation first), and the
 *   `w640` and `s100` variants are rendered. An animated GIF or WebP stays animated in all three.
 *   Decoding fails on a truncated or damaged image (sharp `failOn: 'error'`).
 * - `probeVideo`: width and height of an mp4's first video track (mp4box, reading the file a
 *   chunk at a time until its `moov` box is parsed); its location, device and capture metadata
 *   are blanked before, in place (video-metadata.ts, docs/decisions/video-metadata.md).
 * - ThumbHash (beyond the spec): a ~25-byte placeholder of the image, computed from the `w640`
 *   variant scaled to fit 100×100, base64.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_LIMITS, type MediaType } from '@potok/common';
import { fileTypeFromFile } from 'file-type';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

// No file cache: every upload is read once, and a cached handle would keep a removed upload
// folder's file open.
sharp.cache(false);
// mp4box logs parsing details to the console by default.
Log.setLogLevel(() => {});

/** Why an upload's bytes are refused (the service turns it into a catalogue status). */
export class MediaRefusal extends Error {
  override name = 'MediaRefusal';
  readonly reason: 'unsupported_type' | 'too_large' | 'file_damaged';
  constructor(reason: MediaRefusal['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Images rendered at once by this process. Each rendering holds a decoded image (a 12-megapixel
 * photo is ≈ 36 MB of pixels) and libvips' worker threads; more uploads wait their turn, so a
 * burst of uploads does not multiply the peak memory.
 */
export const RENDER_CONCURRENCY = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than RENDER_CONCURRENCY renderings are running. */
async function inRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (rendering >= RENDER_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    rendering += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else rendering -= 1;
  }
}

/** File extension of each kept type (on disk). */
export const MEDIA_EXTENSION: Record<MediaType, string> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};

/**
 * The kept type of the file at `file`, read from its first bytes, or null. An animated PNG
 * (`image/apng`) is kept as a PNG (its first frame: sharp does not animate APNG).
 */
export async function sniff(file: string): Promise<MediaType | null> {
  const found = await fileTypeFromFile(file);
  if (!found) return null;
  if (found.mime === 'image/apng') return 'image/png';
  return (Object.hasOwn(MEDIA_EXTENSION, found.mime) ? found.mime : null) as MediaType | null;
}

/** What was kept of an upload: the original's bytes, shown size, placeholder. */
export interface RenderedMedia {
  /** Bytes of the kept original. */
  size: number;
  width: number;
  height: number;
  /** Base64 ThumbHash (images), or null (video). */
  thumbhash: string | null;
}

/** Width of the `w640` variant (spec §9 "Image preview width"). */
const PREVIEW_WIDTH = 640;
/** Side of the `s100` variant (spec §9 "Preview thumbnails"). */
const THUMB_SIDE = 100;

/** The same encoder for every output of one type; `quality` for the lossy ones. */
function encode(image: Sharp, type: MediaType, quality: number): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality });
    default:
      return image.gif();
  }
}

/**
 * Writes the original (`original.{ext}`, metadata stripped) and the variants `w640.{ext}` and
 * `s100.{ext}` of the image `input` (of kept type `type`) into `folder`.
 * @throws MediaRefusal `too_large` past MEDIA_LIMITS.imagePixels (before decoding),
 *   `file_damaged` when the header or the pixels do not decode
 */
export async function renderImage(
  input: string,
  type: MediaType,
  folder: string,
): Promise<RenderedMedia> {
  const animatable = type === 'image/gif' || type === 'image/webp';
  let meta: Metadata;
  try {
    // The header only: `limitInputPixels: false` so the cap below says what is wrong.
    meta = await sharp(input, { animated: animatable, limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal('file_damaged', 'The image header cannot be read.');
  }
  const width = meta.width ?? 0;
  const totalHeight = meta.height ?? 0; // every frame, stacked, when animated
  if (width === 0 || totalHeight === 0) {
    throw new MediaRefusal('file_damaged', 'The image has no size.');
  }
  if (width * totalHeight > MEDIA_LIMITS.imagePixels) {
    throw new MediaRefusal(
      'too_large',
      `The image has more than ${MEDIA_LIMITS.imagePixels / 1_000_000} megapixels.`,
    );
  }
  const animated = animatable && (meta.pages ?? 1) > 1;
  const ext = MEDIA_EXTENSION[type];
  const load = () => {
    const image = sharp(input, {
      animated,
      failOn: 'error',
      limitInputPixels: MEDIA_LIMITS.imagePixels,
    });
    // Upright by the EXIF orientation, which goes with the rest of the metadata.
    return animated ? image : image.rotate();
  };
  try {
    return await inRenderSlot(() => renderAll(load, type, ext, folder, animated, meta));
  } catch (error) {
    if (error instanceof MediaRefusal) throw error;
    throw new MediaRefusal('file_damaged', 'The image is damaged or incomplete.');
  }
}

/** Writes the original and the variants (see `renderImage`). */
async function renderAll(
  load: () => Sharp,
  type: MediaType,
  ext: string,
  folder: string,
  animated: boolean,
  meta: Metadata,
): Promise<RenderedMedia> {
  const original = await encode(load(), type, 90).toFile(path.join(folder, `original.${ext}`));
  const w640 = path.join(folder, `w640.${ext}`);
  await encode(load().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }), type, 80).toFile(
    w640,
  );
  await encode(load().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }), type, 80).toFile(
    path.join(folder, `s100.${ext}`),
  );
  const shownHeight = animated ? (meta.pageHeight ?? original.height) : original.height;
  return {
    size: original.size,
    width: original.width,
    height: shownHeight,
    thumbhash: await thumbHashOf(w640),
  };
}

/** Base64 ThumbHash of the image at `file` (its first frame), scaled to fit 100×100. */
async function thumbHashOf(file: string): Promise<string> {
  const { data, info } = await sharp(file)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** Bytes read from a video per step while looking for its `moov` box. */
const PROBE_CHUNK = 1024 * 1024;

/**
 * Width and height of the mp4 at `file` (its first video track's display size).
 * @throws MediaRefusal `file_damaged` when the file has no readable `moov` box or no video track
 */
export async function probeVideo(file: string): Promise<{ width: number; height: number }> {
  const iso = createFile();
  let ready: { width: number; height: number } | null | undefined;
  iso.onReady = (info) => {
    const track = info.videoTracks[0];
    ready = track
      ? {
          width: Math.round(track.track_width || track.video?.width || 0),
          height: Math.round(track.track_height || track.video?.height || 0),
        }
      : null;
  };
  iso.onError = () => {
    ready = null;
  };
  const handle = await open(file, 'r');
  try {
    let position = 0;
    while (ready === undefined) {
      const buffer = new ArrayBuffer(PROBE_CHUNK);
      const { bytesRead } = await handle.read(new Uint8Array(buffer), 0, PROBE_CHUNK, position);
      if (bytesRead === 0) break;
      const next = iso.appendBuffer(
        MP4BoxBuffer.fromArrayBuffer(buffer.slice(0, bytesRead), position),
        false,
      );
      // mp4box says where it wants to read next (it skips `mdat`).
      position = typeof next === 'number' && next > position ? next : position + bytesRead;
    }
    iso.flush();
  } catch {
    ready = null;
  } finally {
    await handle.close();
  }
  if (!ready) throw new MediaRefusal('file_damaged', 'The video cannot be read.');
  return ready;
}

/** Longest side of a link card's icon as kept, px (shown at 20 px, sharp up to 3× density). */
export const LINK_ICON_SIDE = 64;
/** Formats a link card's icon may be decoded from (sharp's names; SVG and the rest refused). */
const LINK_ICON_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);

/**
 * Writes a link card's icon (docs/decisions/link-card-media.md) into `folder` as
 * `original.png`: the image `input` — bytes a page's server sent, already sniffed as a GIF,
 * JPEG, PNG or WebP by the caller — decoded by sharp only when its header says one of those
 * formats and at most MEDIA_LIMITS.imagePixels (checked before any pixel is decoded, as for
 * uploads), then its first frame only (an animation stops), turned upright, scaled to fit
 * LINK_ICON_SIDE × LINK_ICON_SIDE (never enlarged) and encoded again as PNG without metadata.
 * @throws MediaRefusal `unsupported_type` for another format (SVG included), `too_large` past
 *   the pixel cap, `file_damaged` when the header or the pixels do not decode
 */
export async function renderLinkIcon(input: Buffer, folder: string): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal('file_damaged', 'The icon header cannot be read.');
  }
  if (!LINK_ICON_FORMATS.has(meta.format ?? '')) {
    throw new MediaRefusal('unsupported_type', 'The icon is not a GIF, JPEG, PNG or WebP image.');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width === 0 || height === 0) throw new MediaRefusal('file_damaged', 'The icon has no size.');
  if (width * height > MEDIA_LIMITS.imagePixels) {
    throw new MediaRefusal('too_large', 'The icon has too many pixels.');
  }
  try {
    await inRenderSlot(() =>
      sharp(input, {
        failOn: 'error',
        limitInputPixels: MEDIA_LIMITS.imagePixels,
        animated: false,
        pages: 1,
      })
        .rotate()
        .resize(LINK_ICON_SIDE, LINK_ICON_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toFile(path.join(folder, 'original.png')),
    );
  } catch {
    throw new MediaRefusal('file_damaged', 'The icon is damaged or incomplete.');
  }
}
