/**
 * Custom feeds' rules shared by server and web app (DESIGN.md §5 "feeds (custom)", "limits"):
 * what a title, an emoji and a tag list may be. The server applies them (`POST feeds`,
 * `POST feed/{uuid}`) and answers the status named here; the create-feed modal checks the same
 * rules before sending.
 */
import { LIMITS, TAG_MAX_LENGTH, TAG_MIN_LENGTH } from './constants.ts';
import type { Status } from './status.ts';
import { charLength } from './text/length.ts';
import { tagSlug } from './text/tokenize.ts';

/**
 * Limits of a custom feed: title 1–60 characters (DESIGN.md §5 "feed title ≤ 60"), 1–20 tags
 * (DESIGN.md §5), each tag 1–24 letters, digits or `_` as a `#tag` in text (TAG_MAX_LENGTH),
 * the emoji one grapheme of at most 16 code points (flags, skin tones and ZWJ families fit).
 */
export const FEED_LIMITS = {
  titleMax: LIMITS.feedTitleMax,
  tagsMin: 1,
  tagsMax: 20,
  tagMin: TAG_MIN_LENGTH,
  tagMax: TAG_MAX_LENGTH,
  emojiMaxCodePoints: 16,
} as const;

/** Feeds per page of `GET feeds` and `GET my/feeds` (spec §4 "Paged lists"). */
export const FEEDS_PAGE_SIZE = 20;
/** Longest `q` of `GET feeds` the server reads, characters (the rest is cut). */
export const FEEDS_QUERY_MAX = 100;

/** What a tag is made of: letters, marks, digits, `_` of any script (as `#tags` in text). */
const TAG_BODY = /^[\p{L}\p{M}\p{N}_]+$/u;
/** Pictographs, regional indicators (flags) and keycaps: what makes a grapheme an emoji. */
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/**
 * The slug of one tag as a person types it in the create-feed modal (`котики`, `#Котики`):
 * one leading `#` dropped, trimmed, then the `#tag` rules of the tokenizer (1–24 letters,
 * digits or `_` of any script, not all digits) → the lower-case NFC slug, or null when it is
 * not a tag.
 */
export function feedTagSlug(input: string): string | null {
  const body = input.trim().replace(/^#/, '').normalize('NFC');
  const len = charLength(body);
  if (len < FEED_LIMITS.tagMin || len > FEED_LIMITS.tagMax) return null;
  if (!TAG_BODY.test(body) || /^\p{N}+$/u.test(body)) return null;
  return tagSlug(body);
}

/** True when `value` is exactly one emoji grapheme (see FEED_LIMITS). */
export function isFeedEmoji(value: string): boolean {
  if (!value || charLength(value) > FEED_LIMITS.emojiMaxCodePoints) return false;
  const segments = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)];
  return segments.length === 1 && EMOJI_PART.test(value);
}

/** A feed's fields once checked: trimmed title, emoji, distinct tag slugs in the given order. */
export interface FeedFields {
  title: string;
  emoji: string;
  /** Distinct slugs, 1–20, with the labels as typed (`#` dropped) for tags not yet created. */
  tags: { slug: string; label: string }[];
}

/**
 * Checks a feed's title, emoji and tags (`POST feeds`, `POST feed/{uuid}`) and answers the
 * fields to store, or the first status that refuses them, in this order: `feed_title_empty`,
 * `feed_title_too_long` (> 60 characters after trimming), `feed_emoji_not_valid`,
 * `feed_tags_empty` (no tag), `feed_tag_not_valid` (a tag that is not a `#tag`, e.g. 25
 * characters), `feed_too_many_tags` (more than 20 distinct tags). Tags repeated in another case
 * count once.
 */
export function checkFeedFields(input: {
  title: string;
  emoji: string;
  tags: readonly string[];
}): { ok: true; fields: FeedFields } | { ok: false; status: Status } {
  const title = input.title.trim();
  if (!title) return { ok: false, status: 'feed_title_empty' };
  if (charLength(title) > FEED_LIMITS.titleMax) return { ok: false, status: 'feed_title_too_long' };
  const emoji = input.emoji.trim();
  if (!isFeedEmoji(emoji)) return { ok: false, status: 'feed_emoji_not_valid' };
  if (input.tags.length === 0) return { ok: false, status: 'feed_tags_empty' };
  const tags = new Map<string, string>();
  for (const raw of input.tags) {
    const slug = feedTagSlug(raw);
    if (!slug) return { ok: false, status: 'feed_tag_not_valid' };
    if (!tags.has(slug)) tags.set(slug, raw.trim().replace(/^#/, '').normalize('NFC'));
  }
  if (tags.size > FEED_LIMITS.tagsMax) return { ok: false, status: 'feed_too_many_tags' };
  return {
    ok: true,
    fields: { title, emoji, tags: [...tags].map(([slug, label]) => ({ slug, label })) },
  };
}
