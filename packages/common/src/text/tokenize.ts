/**
 * The text tokenizer (spec §3 "Text formatting"): the one place that decides what in a user's
 * plain text is a link, a #tag, an @mention, a quote or a line break. The web app renders its
 * tokens as React elements (never as HTML); the server uses `extractTags` / `extractMentions`
 * on the same rules, so a tag the reader sees is the tag the server created.
 *
 * Rules:
 * - Links: http(s) URLs, `www.` and bare-domain links, e-mail addresses (linkifyjs). Only
 *   `http:`, `https:` and `mailto:` hrefs are produced; anything else stays text.
 * - #tags: `#` + 1–24 letters, digits or `_` of any script (`#поток`), not all digits, not
 *   glued to a preceding letter or digit (`слово#тег` is text). The slug is the lower-case NFC
 *   form. A longer run stays text.
 * - @mentions: `@` + 1–24 of `a-z A-Z 0-9 _`, not glued to a preceding letter or digit
 *   (`foo@bar` is text) nor followed by another letter or digit of any script.
 * - Lines beginning with `>` are quotes (the `>` and one following space are dropped);
 *   consecutive quote lines form one quote. Other newlines become `br` tokens.
 */
import * as linkify from 'linkifyjs';
import 'linkify-plugin-hashtag';
import 'linkify-plugin-mention';
import { TAG_MAX_LENGTH, TAG_MIN_LENGTH } from '../constants.ts';
import { charLength } from './length.ts';

/** A piece of one line of text. */
export type InlineToken =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string; kind: 'url' | 'email' }
  | { type: 'tag'; text: string; slug: string }
  | { type: 'mention'; text: string; username: string }
  | { type: 'br' };

/** A token of `tokenize`: an inline token, or a quote holding inline tokens (with `br`s). */
export type Token = InlineToken | { type: 'quote'; children: InlineToken[] };

/** A letter, mark, digit or `_` of any script: what a tag is made of. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const TAG_BODY = /^[\p{L}\p{M}\p{N}_]+/u;
const MENTION_BODY = /^[A-Za-z0-9_]+/;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** Lower-case NFC slug of a tag label (`Поток` → `поток`). */
export function tagSlug(label: string): string {
  return label.normalize('NFC').toLowerCase();
}

function lastChar(tokens: InlineToken[]): string {
  const last = tokens.at(-1);
  if (!last || last.type === 'br') return '';
  return Array.from(last.text).at(-1) ?? '';
}

function pushText(out: InlineToken[], text: string): void {
  if (!text) return;
  const last = out.at(-1);
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** `#…` as linkify found it → a tag plus trailing text, or plain text. */
function pushHashtag(out: InlineToken[], value: string): void {
  const body = TAG_BODY.exec(value.slice(1))?.[0] ?? '';
  const rest = value.slice(1 + body.length);
  const len = charLength(body);
  const valid =
    len >= TAG_MIN_LENGTH &&
    len <= TAG_MAX_LENGTH &&
    !/^\p{N}+$/u.test(body) &&
    !WORD_CHAR.test(lastChar(out)) &&
    !WORD_CHAR.test(Array.from(rest)[0] ?? '');
  if (valid) {
    out.push({ type: 'tag', text: `#${body}`, slug: tagSlug(body) });
    pushText(out, rest);
  } else pushText(out, value);
}

/** `@…` as linkify found it → a mention plus trailing text, or plain text. */
function pushMention(out: InlineToken[], value: string): void {
  const body = MENTION_BODY.exec(value.slice(1))?.[0] ?? '';
  const rest = value.slice(1 + body.length);
  const valid =
    body.length >= TAG_MIN_LENGTH &&
    body.length <= TAG_MAX_LENGTH &&
    !WORD_CHAR.test(lastChar(out)) &&
    !WORD_CHAR.test(Array.from(rest)[0] ?? '');
  if (valid) {
    out.push({ type: 'mention', text: `@${body}`, username: body });
    pushText(out, rest);
  } else pushText(out, value);
}

/**
 * What any link, tag or mention needs in a line: a dot followed by a non-space (a domain), `@`,
 * `#`, `://` or `mailto:` (the only schemes whose links are kept, see SAFE_HREF) or the word
 * `localhost`. A line without any of them is text as it stands: linkifyjs may still find a link
 * of another scheme in it (`file:x`), which would stay text anyway. linkifyjs builds its tables
 * (every top-level domain) on its first use, tens of milliseconds at once: a page whose texts
 * hold no candidate never pays for them. A colon alone (`Итог: …`, `10:30`), the commonest
 * false candidate of ordinary text, is none.
 */
export const MAY_HOLD_LINK = /\.\S|[@#]|:\/\/|mailto:|localhost/i;

/** Tokens of one line (no newline inside). */
function tokenizeLine(line: string, out: InlineToken[]): void {
  if (!MAY_HOLD_LINK.test(line)) {
    pushText(out, line);
    return;
  }
  for (const t of linkify.tokenize(line)) {
    const value = t.toString();
    if (t.t === 'hashtag') pushHashtag(out, value);
    else if (t.t === 'mention') pushMention(out, value);
    else if (t.isLink && (t.t === 'url' || t.t === 'email')) {
      const href = t.toHref('https');
      if (SAFE_HREF.test(href)) {
        out.push({ type: 'link', text: value, href, kind: t.t === 'email' ? 'email' : 'url' });
      } else pushText(out, value);
    } else pushText(out, value);
  }
}

/**
 * Splits plain text into tokens for rendering (see the module comment for the rules).
 * Newlines are normalised (`\r\n` → `\n`) and the text to NFC; nothing is dropped except the
 * quote markers.
 */
export function tokenize(text: string): Token[] {
  const lines = text.normalize('NFC').replace(/\r\n?/g, '\n').split('\n');
  const out: Token[] = [];
  let afterText = false; // the previous line was a text line: a newline becomes a `br`
  let quote: InlineToken[] | null = null; // the quote the previous line belongs to
  for (const line of lines) {
    if (line.startsWith('>')) {
      afterText = false;
      if (quote) quote.push({ type: 'br' });
      else {
        quote = [];
        out.push({ type: 'quote', children: quote });
      }
      tokenizeLine(line.replace(/^> ?/, ''), quote);
    } else {
      quote = null;
      if (afterText) out.push({ type: 'br' });
      afterText = true;
      const inline: InlineToken[] = [];
      tokenizeLine(line, inline);
      out.push(...inline);
    }
  }
  return out;
}

function* inlineTokens(tokens: Token[]): Generator<InlineToken> {
  for (const t of tokens) {
    if (t.type === 'quote') yield* t.children;
    else yield t;
  }
}

/**
 * The tags of a text as slugs (lower-case), unique, in order of first appearance — quotes
 * included. The server creates tags from this list.
 */
export function extractTags(text: string): string[] {
  return tagsIn(tokenize(text));
}

/** The tags of already tokenized text, as {@link extractTags} gives them. */
export function tagsIn(tokens: Token[]): string[] {
  const seen = new Set<string>();
  for (const t of inlineTokens(tokens)) if (t.type === 'tag') seen.add(t.slug);
  return [...seen];
}

/**
 * The usernames mentioned in a text, as written, unique ignoring case, in order of first
 * appearance — quotes included.
 */
export function extractMentions(text: string): string[] {
  const seen = new Map<string, string>();
  for (const t of inlineTokens(tokenize(text))) {
    if (t.type === 'mention' && !seen.has(t.username.toLowerCase())) {
      seen.set(t.username.toLowerCase(), t.username);
    }
  }
  return [...seen.values()];
}
