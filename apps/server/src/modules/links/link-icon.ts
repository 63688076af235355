/**
 * A link card's icon kept as a Potok media file (docs/decisions/link-card-media.md): the bytes
 * the page's server sent (lib/link-preview.ts, read once, capped) are sniffed by their magic
 * bytes (file-type), never by their Content-Type; only GIF, JPEG, PNG and WebP are decoded, and
 * a Windows icon (`.ico`) gives its largest image — a PNG inside it as it is, an uncompressed
 * bitmap (1, 4, 8, 24 or 32 bits a pixel, with its transparency mask) turned into RGBA pixels
 * here, as sharp reads no ICO; at most 256 × 256, every offset checked. The image is encoded again by sharp (files.media.ts `renderLinkIcon`: first frame,
 * at most 64 px, PNG without metadata) into an upload folder of the media store, which is moved
 * into place as `{uuid}/original.png` and served by the media route as `/media/{uuid}`. SVG,
 * HTML, damaged or oversized images give no icon; nothing is kept of them.
 */
import { MEDIA_PREFIX } from '@potok/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { MediaRefusal, renderLinkIcon } from '../files/files.media.ts';
import type { MediaStore } from '../files/files.store.ts';

/** Types (from the bytes) an icon is decoded from as they are. */
const IMAGE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/apng', 'image/webp']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICON_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Pixels of an icon's bitmap: RGBA, top row first. */
interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The pixels of an ICO entry's bitmap `dib` (BITMAPINFOHEADER, no compression; the height
 * counts the colour rows and the AND-mask rows; rows bottom-up, each padded to 4 bytes), or null
 * when it is not one this reads or a row would lie outside `dib`.
 */
export function bitmapInIco(dib: Buffer): RawImage | null {
  if (dib.length < 40) return null;
  const headerSize = dib.readUInt32LE(0);
  const width = dib.readInt32LE(4);
  const height = dib.readInt32LE(8) / 2;
  const bpp = dib.readUInt16LE(14);
  if (headerSize < 40 || dib.readUInt32LE(16) !== 0 || ![1, 4, 8, 24, 32].includes(bpp)) {
    return null;
  }
  if (!Number.isInteger(height) || width < 1 || height < 1 || width > 256 || height > 256) {
    return null;
  }
  const paletteCount = bpp <= 8 ? dib.readUInt32LE(32) || 2 ** bpp : 0;
  const colourStart = headerSize + paletteCount * 4;
  const colourRow = Math.ceil((width * bpp) / 32) * 4;
  const maskStart = colourStart + colourRow * height;
  const maskRow = Math.ceil(width / 32) * 4;
  if (paletteCount > 256 || maskStart > dib.length) return null;
  const hasMask = maskStart + maskRow * height <= dib.length;
  const data = Buffer.alloc(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = colourStart + (height - 1 - y) * colourRow;
    for (let x = 0; x < width; x++) {
      let b: number;
      let g: number;
      let r: number;
      let a = 255;
      if (bpp >= 24) {
        const at = row + (x * bpp) / 8;
        [b, g, r] = [dib[at]!, dib[at + 1]!, dib[at + 2]!];
        if (bpp === 32) a = dib[at + 3]!;
      } else {
        const bit = x * bpp;
        const index = (dib[row + (bit >> 3)]! >> (8 - bpp - (bit & 7))) & (2 ** bpp - 1);
        if (index >= paletteCount) return null;
        const at = headerSize + index * 4;
        [b, g, r] = [dib[at]!, dib[at + 1]!, dib[at + 2]!];
      }
      if (bpp === 32 && a > 0) anyAlpha = true;
      data.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  // The AND mask says what is transparent unless 32-bit pixels carry their own alpha.
  if (!anyAlpha) {
    for (let y = 0; y < height; y++) {
      const row = maskStart + (height - 1 - y) * maskRow;
      for (let x = 0; x < width; x++) {
        const masked = hasMask && (dib[row + (x >> 3)]! >> (7 - (x & 7))) & 1;
        data[(y * width + x) * 4 + 3] = masked ? 0 : 255;
      }
    }
  }
  return { data, width, height };
}

/**
 * The largest image inside the Windows icon `bytes` (ICONDIR, then 16-byte entries: width
 * (0 = 256), …, size u32 at 8, offset u32 at 12; little-endian) as a PNG, or null when it holds
 * none this reads or is malformed.
 */
export async function imageInIco(bytes: Buffer): Promise<Buffer | null> {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return null;
  const count = bytes.readUInt16LE(4);
  let best: Buffer | null = null;
  let bestSide = 0;
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    if (at + 16 > bytes.length) break;
    const side = bytes[at] || 256;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (size < PNG_SIGNATURE.length || offset + size > bytes.length) continue;
    if (side > bestSide) {
      best = bytes.subarray(offset, offset + size);
      bestSide = side;
    }
  }
  if (!best) return null;
  if (best.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return best;
  const raw = bitmapInIco(best);
  if (!raw) return null;
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** The image to decode of the icon `bytes` (sniffed; see the module comment), or null. */
export async function iconImage(bytes: Buffer): Promise<Buffer | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (IMAGE_TYPES.has(found.mime)) return bytes;
  if (found.mime === 'image/x-icon') return imageInIco(bytes);
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
