/**
 * Entries on the wire (DESIGN.md §5 "entry JSON"): the only place that shapes an `Entry`, its
 * reactions and its history items. `is_bookmarked` is the viewer's bookmark.
 */
import {
  type Entry,
  type HistoryItem,
  isReactionName,
  REACTIONS,
  type ReactionName,
} from '@potok/common';
import { toEntryFile } from '../files/files.mapper.ts';
import type { AttachedFileRow } from '../files/files.repository.ts';
import { linkIconUuid } from '../links/link-icon.ts';
import { isoDate, toUserShort } from '../users/users.mapper.ts';
import type { EntryRow, EntryVersionRow, ReactionRow } from './entries.repository.ts';

/**
 * Reaction counts → `reactions` of the entry JSON: those of the fixed set with a count above 0,
 * in the set's order (a reaction dropped from the set is not shown), with `is_mine`.
 */
export function toReactions(
  counts: readonly { react: string; count: number }[],
  mine: ReadonlySet<string>,
): Entry['reactions'] {
  const byName = new Map<ReactionName, number>();
  for (const { react, count } of counts) {
    if (isReactionName(react) && count > 0) byName.set(react, Number(count));
  }
  return REACTIONS.filter((r) => byName.has(r)).map((react) => ({
    react,
    count: byName.get(react)!,
    is_mine: mine.has(react),
  }));
}

/** Rows of `reactionsOf` → the `reactions` payload of a reaction write. */
export function toReactionsPayload(rows: readonly ReactionRow[]): Entry['reactions'] {
  return toReactions(rows, new Set(rows.filter((r) => r.is_mine).map((r) => r.react)));
}

/**
 * A stored version (entry or comment) → a history item. `files` holds the version's files as
 * the entry query selected them then (AttachedFileRow); they stay on disk while any version of
 * a live entry or comment names them (files.repository `hasLiveLink`).
 */
export function toHistoryItem(row: EntryVersionRow): HistoryItem {
  return {
    version_id: Number(row.version_id),
    content: {
      text: row.text,
      files: Array.isArray(row.files) ? (row.files as AttachedFileRow[]).map(toEntryFile) : [],
      link: toLink(row.link),
    },
    meta: { date_added: isoDate(row.date_added) },
  };
}

/**
 * The link block: the URL with the page's title and icon from its fetched card
 * (modules/links), or — while the card is not fetched, or the page gave none — its host as the
 * title and `icon` empty, meaning "none". The icon is only ever Potok's own `/media/{uuid}`: a
 * card stored with a third-party icon address shows none (docs/decisions/link-card-media.md).
 */
export function toLink(
  url: string | null,
  card: { title: string | null; icon: string | null } | null = null,
): Entry['content']['link'] {
  if (url === null) return null;
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // stored links are validated; keep the URL as its own title otherwise
  }
  const icon = card?.icon && linkIconUuid(card.icon) ? card.icon : '';
  return { url, title: card?.title || host, icon };
}

/** Row → `Entry`; `viewerId` (null for a guest) decides `user.state.is_me`. */
export function toEntry(row: EntryRow, viewerId: number | null): Entry {
  return {
    uuid: row.uuid,
    entry_id: Number(row.entry_id),
    user: toUserShort(row, viewerId),
    content: {
      text: row.text,
      files: row.files.map(toEntryFile),
      link: toLink(row.link, { title: row.link_title, icon: row.link_icon }),
    },
    reactions: toReactions(row.reactions ?? [], new Set(row.my_reacts ?? [])),
    tags: row.tags,
    counters: { comments: row.comments_count, bookmarks: row.bookmarks_count },
    state: {
      is_hidden_from_feed: row.is_hidden_from_feed,
      is_pinned: row.is_pinned,
      is_comments_enabled: row.is_comments_enabled,
      is_edited: row.is_edited,
      is_bookmarked: row.is_bookmarked,
      is_nsfw: row.is_nsfw,
      is_ai: row.is_ai,
    },
    meta: { date_added: isoDate(row.date_added) },
  };
}
