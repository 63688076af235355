/**
 * A link card's icon kept as a Potok media file (docs/decisions/link-card-media.md): the bytes
 * the page's server sent (lib/link-preview.ts, read once, capped) are sniffed by their magic
 * bytes (file-type), never by their Content-Type; only GIF, JPEG, PNG and WebP are decoded, and
 * a Windows icon (`.ico`) gives its largest image, read by sharp-ico (sharp reads no ICO) — a
 * PNG inside it as it is, a bitmap as its RGBA pixels — once the headers show every bitmap it
 * lists is at most 256 × 256 and ICO_BITMAP_PIXELS in all (`icoFitsDecoder`). The image is
 * encoded again by sharp (files.media.ts `renderLinkIcon`: pixels checked against uploads' cap
 * before decoding, first frame, at most 64 px, PNG without metadata) into an upload folder of
 * the media store, which is moved into place as `{uuid}/original.png` and served by the media
 * route as `/media/{uuid}`. SVG, HTML, damaged or oversized images give no icon; nothing is kept
 * of them.
 */
import { MEDIA_PREFIX } from '@potok/common';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageData as IcoImage } from 'sharp-ico';
import { sharpsFromIco } from 'sharp-ico';
import { v7 as uuidv7 } from 'uuid';
import { MediaRefusal, renderLinkIcon } from '../files/files.media.ts';
import type { MediaStore } from '../files/files.store.ts';

/** Types (from the bytes) an icon is decoded from as they are. */
const IMAGE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/apng', 'image/webp']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICON_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The largest side of an image in a Windows icon (an entry's size byte: 0 = 256). */
const ICO_SIDE = 256;
/**
 * Bitmap pixels sharp-ico may decode for one `.ico`: four 256 × 256 bitmaps, about 0.25 s of
 * its JavaScript decoder at 32 bits a pixel (2026-12-03, 2-core dev machine; a favicon.ico of
 * seven sizes holds some 90 000).
 */
const ICO_BITMAP_PIXELS = 4 * ICO_SIDE * ICO_SIDE;

/**
 * Whether sharp-ico may decode the Windows icon `bytes`. It turns every bitmap the icon lists
 * into RGBA pixels in JavaScript, sized by the bitmap's own header, before anything can look
 * at it — a 4 MiB icon claiming 4096 × 4096 holds the event loop for seconds. So the headers
 * are read first (little-endian): ICONDIR (count u16 at 4, then 16-byte entries: offset u32 at
 * 12); at each offset a PNG (left to renderLinkIcon's pixel check) or a BITMAPINFOHEADER (width
 * at 4, height of colour and mask rows at 8, read as sharp-ico's decoder reads them; 0 = the
 * entry's size byte). False when a bitmap is wider or taller than 256, the bitmaps hold more
 * than ICO_BITMAP_PIXELS, or a header lies outside `bytes`.
 */
export function icoFitsDecoder(bytes: Buffer): boolean {
  if (bytes.length < 6) return false;
  const count = bytes.readUInt16LE(4);
  if (bytes.length < 6 + 16 * count) return false;
  let pixels = 0;
  for (let i = 0; i < count; i++) {
    const offset = bytes.readUInt32LE(6 + 16 * i + 12);
    if (offset + 12 > bytes.length) return false;
    if (bytes.subarray(offset, offset + 8).equals(PNG_SIGNATURE)) continue;
    const width = bytes.readUInt32LE(offset + 4) | 0;
    const height = (bytes.readUInt32LE(offset + 8) / 2) | 0;
    if (width > ICO_SIDE || height > ICO_SIDE) return false;
    pixels += (width > 0 ? width : ICO_SIDE) * (height > 0 ? height : ICO_SIDE);
  }
  return pixels <= ICO_BITMAP_PIXELS;
}

/**
 * The largest image (by pixels; the first of equals) inside the Windows icon `bytes`, decoded
 * by sharp-ico from a copy of `bytes`, as a PNG (an embedded PNG as it is), or null when it
 * holds none or does not fit `icoFitsDecoder`.
 * @throws sharp-ico's and sharp's errors for a malformed icon (an entry cut off or outside the
 * file, a bitmap of a depth it does not read)
 */
export async function imageInIco(bytes: Buffer): Promise<Buffer | null> {
  if (!icoFitsDecoder(bytes)) return null;
  // sharp-ico's decoder reads an entry through the Buffer's whole ArrayBuffer, past its end (a
  // small Buffer sits in Node's shared pool): on a copy of its own, a cut-off entry throws
  // instead of taking other memory's bytes as pixels.
  const own = Buffer.from(new Uint8Array(bytes).buffer);
  const images = sharpsFromIco(own, undefined, true) as IcoImage[];
  let largest: IcoImage | undefined;
  for (const image of images) {
    if (!largest || image.width * image.height > largest.width * largest.height) largest = image;
  }
  if (!largest?.image) return null;
  if (largest.type === 'png') {
    return Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength);
  }
  return largest.image.png().toBuffer();
}

/** The image to decode of the icon `bytes` (sniffed; see the module comment), or null. */
export async function iconImage(bytes: Buffer): Promise<Buffer | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (IMAGE_TYPES.has(found.mime)) return bytes;
  if (found.ext === 'ico') return imageInIco(bytes);
  return null;
}

/** The uuid of a kept icon `/media/{uuid}`, or null for anything else (a third-party URL). */
export function linkIconUuid(icon: string | null): string | null {
  return ICON_PATH.exec(icon ?? '')?.[1] ?? null;
}

/**
 * Keeps the icon `bytes` in `store` (see the module comment).
 * @returns its address `/media/{uuid}`, or null when the bytes are refused
 * @throws the file system's errors (a full disk); nothing is left in the store then
 */
export async function keepLinkIcon(store: MediaStore, bytes: Buffer): Promise<string | null> {
  // A malformed icon that trips a reader of its format is no icon, never a failed card.
  const image = await iconImage(bytes).catch(() => null);
  if (!image) return null;
  const folder = await store.makeWorkFolder();
  try {
    await renderLinkIcon(image, folder);
    const uuid = uuidv7();
    await store.keep(folder, uuid);
    return `${MEDIA_PREFIX}/${uuid}`;
  } catch (error) {
    if (error instanceof MediaRefusal) return null;
    throw error;
  } finally {
    await store.removeFolder(folder);
  }
}
