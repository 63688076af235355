/**
 * Entries on the wire (DESIGN.md §5 "entry JSON"): the only place that shapes an `Entry`.
 * The server keeps no reactions, attached files or bookmarks: `reactions: []`, `files: []`,
 * `is_bookmarked: false`.
 */
import type { Entry } from '@potok/common';
import { isoDate, toUserShort } from '../users/users.mapper.ts';
import type { EntryRow } from './entries.repository.ts';

/**
 * The link block: the URL with its host as the title (the server fetches no link previews, which
 * would give the page title and icon); `icon` is empty meaning "none".
 */
export function toLink(url: string | null): Entry['content']['link'] {
  if (url === null) return null;
  let title = url;
  try {
    title = new URL(url).host;
  } catch {
    // stored links are validated; keep the URL as its own title otherwise
  }
  return { url, title, icon: '' };
}

/** Row → `Entry`; `viewerId` (null for a guest) decides `user.state.is_me`. */
export function toEntry(row: EntryRow, viewerId: number | null): Entry {
  return {
    uuid: row.uuid,
    entry_id: Number(row.entry_id),
    user: toUserShort(row, viewerId),
    content: { text: row.text, files: [], link: toLink(row.link) },
    reactions: [],
    tags: row.tags,
    counters: { comments: row.comments_count, bookmarks: row.bookmarks_count },
    state: {
      is_hidden_from_feed: row.is_hidden_from_feed,
      is_pinned: row.is_pinned,
      is_comments_enabled: row.is_comments_enabled,
      is_edited: row.is_edited,
      is_bookmarked: false,
      is_nsfw: row.is_nsfw,
      is_ai: row.is_ai,
    },
    meta: { date_added: isoDate(row.date_added) },
  };
}
