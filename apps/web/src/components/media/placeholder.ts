/**
 * ThumbHash placeholders (docs/decisions/entry-media-and-suggestions.md): the descriptor's base64
 * ThumbHash decoded to a small PNG data URL, painted behind an image until it loads. The decoder
 * (the `thumbhash` package) is fetched on the first image that carries a hash, so a text-only
 * first screen never pays for it; decoded URLs are kept per hash.
 */
import { useEffect, useState } from 'react';

const decoded = new Map<string, string>();
let decoder: Promise<typeof import('./decode.ts')> | null = null;

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
    decoder ??= import('./decode.ts');
    decoder
      .then(({ placeholderUrl }) => {
        const value = placeholderUrl(hash);
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
