/**
 * What the server reads out of an entry's text and compose form: `#tags` (DESIGN.md §5 "tags")
 * and the link (attached, or the first one written in the text). Pure functions, no I/O.
 *
 * Tags follow the shared text tokenizer of packages/common (spec §3 "Text formatting"), so a
 * tag the reader sees is the tag the server created.
 */
import { type Token, tokenize } from '@potok/common';

/** A tag as first spelled in a text: `slug` (lower-case NFC, the key) and `label` (as typed). */
export interface TagMention {
  slug: string;
  label: string;
}

/** Most distinct tags kept from one text; the rest stay plain text (keeps a write bounded). */
export const MAX_TAGS_PER_ENTRY = 50;

/**
 * The distinct tags of `text` in order of first appearance (quotes included), at most
 * MAX_TAGS_PER_ENTRY; `label` is the first spelling of each slug.
 */
export function extractTagMentions(text: string): TagMention[] {
  const found = new Map<string, TagMention>();
  const visit = (tokens: Token[]) => {
    for (const t of tokens) {
      if (found.size === MAX_TAGS_PER_ENTRY) return;
      if (t.type === 'quote') visit(t.children);
      else if (t.type === 'tag' && !found.has(t.slug)) {
        found.set(t.slug, { slug: t.slug, label: t.text.slice(1) });
      }
    }
  };
  visit(tokenize(text));
  return [...found.values()];
}

/** Longest accepted link URL, characters. */
export const LINK_MAX_LENGTH = 2048;

/**
 * Normalises an attached link: trimmed; empty or null → null; otherwise it must be an absolute
 * `http:`/`https:` URL of at most LINK_MAX_LENGTH characters.
 * @returns the URL as given (trimmed), null for none, or `undefined` when it is not valid
 */
export function normaliseLink(link: string | null | undefined): string | null | undefined {
  const value = link?.trim();
  if (!value) return null;
  if (value.length > LINK_MAX_LENGTH) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** How a written link that counts for the card begins: a scheme or `www.`. */
const WRITTEN_LINK = /^(https?:\/\/|www\.)/i;

/**
 * The link an entry stores (its card, spec §3 "Entry" `link`): the attached `link` when one is
 * given (normalised as `normaliseLink`), else the first link written in `text` with `http://`,
 * `https://` or `www.` (quotes included; a bare domain such as `readme.md` does not count), or
 * null. The tokenizer of packages/common decides what a link is, as the reader sees it.
 * @returns the URL, null for none, or `undefined` when the given `link` is not valid
 */
export function entryLink(
  link: string | null | undefined,
  text: string,
): string | null | undefined {
  if (link?.trim()) return normaliseLink(link);
  const first = (tokens: Token[]): string | null => {
    for (const t of tokens) {
      if (t.type === 'quote') {
        const inQuote = first(t.children);
        if (inQuote) return inQuote;
      } else if (t.type === 'link' && t.kind === 'url' && WRITTEN_LINK.test(t.text)) {
        const url = normaliseLink(t.href);
        if (url) return url;
      }
    }
    return null;
  };
  return first(tokenize(text));
}
