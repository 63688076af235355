/**
 * Addresses of uploaded files (spec §7 "Upload and media"; DESIGN.md §5 "media"), shared by the
 * entry media and the image viewer.
 */
import type { Entry } from '@potok/common';

/** A file attached to an entry or comment. */
export type MediaFile = Entry['content']['files'][number];

/**
 * URL of an uploaded file's rendition (`w640`, `s100`: `/media/{uuid}/{variant}`) or of the
 * original (`original`: `/media/{uuid}`, the only form a video has).
 */
export function mediaUrl(uuid: string, variant: 'w640' | 's100' | 'original' = 'w640'): string {
  const base = `/media/${encodeURIComponent(uuid)}`;
  return variant === 'original' ? base : `${base}/${variant}`;
}

/** Whether an attached file is a video (mp4). */
export function isVideo(file: MediaFile): boolean {
  return file.type.startsWith('video/') || file.type === 'mp4';
}
