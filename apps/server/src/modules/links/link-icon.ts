/**
 * A link card's icon kept as a Potok media file (docs/decisions/link-card-media.md): the bytes
 * the page's server sent (lib/link-preview.ts, read once, capped) are sniffed by their magic
 * bytes (file-type), never by their Content-Type; only GIF, JPEG, PNG and WebP are decoded, and
 * a Windows icon (`.ico`) gives its largest PNG image (an icon holding only BMP images gives
 * none). The image is encoded again by sharp (files.media.ts `renderLinkIcon`: first frame,
 * at most 64 px, PNG without metadata) into an upload folder of the media store, which is moved
 * into place as `{uuid}/original.png` and served by the media route as `/media/{uuid}`. SVG,
 * HTML, damaged or oversized images give no icon; nothing is kept of them.
 */
import { MEDIA_PREFIX } from '@potok/common';
import { fileTypeFromBuffer } from 'file-type';
import { v7 as uuidv7 } from 'uuid';
import { MediaRefusal, renderLinkIcon } from '../files/files.media.ts';
import type { MediaStore } from '../files/files.store.ts';

/** Types (from the bytes) an icon is decoded from as they are. */
const IMAGE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/apng', 'image/webp']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICON_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The largest PNG image inside the Windows icon `bytes` (ICONDIR, then 16-byte entries: width
 * (0 = 256), …, size u32 at 8, offset u32 at 12; little-endian), or null when it holds none or
 * is malformed.
 */
export function pngInIco(bytes: Buffer): Buffer | null {
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
    const data = bytes.subarray(offset, offset + size);
    if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) continue;
    if (side > bestSide) {
      best = data;
      bestSide = side;
    }
  }
  return best;
}

/** The image to decode of the icon `bytes` (sniffed; see the module comment), or null. */
export async function iconImage(bytes: Buffer): Promise<Buffer | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (IMAGE_TYPES.has(found.mime)) return bytes;
  if (found.mime === 'image/x-icon') return pngInIco(bytes);
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
  const image = await iconImage(bytes);
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
