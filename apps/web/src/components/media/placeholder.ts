/**
 * ThumbHash placeholders (docs/decisions.md "Alt text and ThumbHash"): the descriptor's base64
 * ThumbHash decoded to a small PNG data URL, painted behind an image until it loads. The decoder
 * (the `thumbhash` package) is fetched on the first image that carries a hash, so a text-only
 * first screen never pays for it; decoded URLs are kept per hash.
 */
import { useEffect, useState } from 'react';

const decoded = new Map<string, string>();
let decoder: Promise<typeof import('thumbhash')> | null = null;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The data URL of the ThumbHash `hash` (base64), or null until the decoder has loaded, for a
 * missing hash, or for one that does not decode.
 */
export function usePlaceholder(hash: string | null): string | null {
  const [url, setUrl] = useState<string | null>(() => (hash ? (decoded.get(hash) ?? null) : null));
  useEffect(() => {
    if (!hash) {
      setUrl(null);
      return;
    }
    const known = decoded.get(hash);
    if (known) {
      setUrl(known);
      return;
    }
    let live = true;
    decoder ??= import('thumbhash');
    decoder
      .then(({ thumbHashToDataURL }) => {
        const value = thumbHashToDataURL(bytesOf(hash));
        decoded.set(hash, value);
        if (live) setUrl(value);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [hash]);
  return url;
}
