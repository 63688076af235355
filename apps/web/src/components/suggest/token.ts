/**
 * Where the caret is in an `@mention` or a `#tag` being typed: the pure part of the `@` / `#`
 * suggestions (docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"). A mention is `@` and 1–24 of
 * `A-Z a-z 0-9 _` (spec §9 usernames); a tag is `#` and 1–24 letters, marks, digits or `_` of any
 * script (spec §9, as packages/common tokenizes tags). Either starts the text or follows a
 * character that is not part of a word, `@` or `#` (so `mail@host` and `a#b` offer nothing).
 */
import { TAG_MAX_LENGTH } from '@potok/common';

/** The token the caret is in: its kind, what was typed after the sign, and its range. */
export interface TypedToken {
  kind: 'user' | 'tag';
  /** The text after `@` / `#`, up to the caret. */
  query: string;
  /** Index of the `@` / `#` in the text. */
  start: number;
  /** Index of the caret (the token ends there). */
  end: number;
}

const MENTION = /(?:^|[^\p{L}\p{M}\p{N}_@#])@([A-Za-z0-9_]{1,24})$/u;
const TAG = new RegExp(
  `(?:^|[^\\p{L}\\p{M}\\p{N}_@#])#([\\p{L}\\p{M}\\p{N}_]{1,${TAG_MAX_LENGTH}})$`,
  'u',
);

/**
 * The `@…` or `#…` that ends at `caret` in `text`, or null. A token that goes on after the caret
 * (the caret in the middle of a word) offers nothing either.
 */
export function tokenAt(text: string, caret: number): TypedToken | null {
  const after = text.slice(caret, caret + 1);
  if (after && /[\p{L}\p{M}\p{N}_]/u.test(after)) return null;
  const before = text.slice(0, caret);
  const mention = MENTION.exec(before);
  if (mention?.[1]) {
    return { kind: 'user', query: mention[1], start: caret - mention[1].length - 1, end: caret };
  }
  const tag = TAG.exec(before);
  if (tag?.[1]) return { kind: 'tag', query: tag[1], start: caret - tag[1].length - 1, end: caret };
  return null;
}
