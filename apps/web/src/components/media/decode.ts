/**
 * ThumbHash decoding, loaded on demand by `placeholder.ts`: base64 ThumbHash → PNG data URL.
 * @throws when `base64` is not base64
 */
import { thumbHashToDataURL } from 'thumbhash';

/** The data URL of the base64 ThumbHash `base64`. */
export function placeholderUrl(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return thumbHashToDataURL(bytes);
}
