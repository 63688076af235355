/**
 * Link cards (spec §3 "Entry" and "Comment": `link { url, title, icon }`; DESIGN.md §3 "link
 * previews"): what the link-card fetcher (lib/link-preview.ts) found on a page, one row per URL,
 * shared by every entry and comment that links to it. Written by the `link_card.fetch` job after
 * the entry's or comment's write commits
 * (modules/links); read by joining on the URL (`url_md5` = `md5(link)::uuid` and `url` = link).
 *
 * No row yet: the card is being fetched (or was never asked for) and shows the host. A row with
 * `title` and `icon` null: the page gave nothing usable (refused address, not HTML, too big, an
 * error answer) — the card shows the host too.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One fetched link card. */
export const linkCards = pgTable('link_cards', {
  /**
   * The key: `md5(url)::uuid`, written with the row (links.repository.ts) — a short btree key
   * whatever the URL's length.
   */
  urlMd5: uuid('url_md5').primaryKey(),
  /** The URL as the entry stores it (what was asked for, before redirects). */
  url: text('url').notNull(),
  /** The page's title (og:title, twitter:title or `<title>`), or null. */
  title: text('title'),
  /** Absolute http(s) URL of the page's icon, or null. */
  icon: text('icon'),
  /** When the fetch ended. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
