/**
 * Business constants and limits shared by server and web app.
 * Sources: spec §9 (constants), DESIGN.md §5 (limits the spec leaves open).
 */

/** spec §1, §9: the version shown to users. */
export const APP_VERSION = '1.8.103';
/** spec §9: API version; every call lives under `/v1`. */
export const API_PREFIX = '/v1';

/** spec §9: feed page size. */
export const FEED_PAGE_SIZE = 7;
/** DESIGN.md §5: root comments per page of `GET entry/{uuid}/comments`. */
export const COMMENTS_PAGE_SIZE = 20;
/**
 * DESIGN.md §5 "comments": replies a thread page carries under one comment — under each root
 * comment of `GET entry/{uuid}/comments`, under the comment of `GET comment/{id}/replies` and of
 * `GET comment/{id}` — counted at every depth, in depth-first order.
 */
export const COMMENT_REPLIES_PAGE_SIZE = 20;
/** Page size of user lists (spec §9 leaves it open). */
export const USER_LIST_PAGE_SIZE = 20;
/** Largest `limit` a paged call accepts. */
export const MAX_PAGE_SIZE = 50;
/**
 * Largest whole number a call accepts as an id, cursor or offset (2^53 − 1): past it a
 * JavaScript number loses precision, and far past it the database's bigint overflows.
 */
export const MAX_INTEGER_INPUT = Number.MAX_SAFE_INTEGER;

/** spec §9: skeleton placeholders in lists; 5 in the everywhere-search sections. */
export const SKELETON_COUNT = 15;
export const SKELETON_COUNT_SEARCH = 5;
/** spec §9: alert timeout, ms. */
export const ALERT_TIMEOUT_MS = 3500;
/** spec §9: default truncation of titles and text, characters. */
export const TRUNCATE_LENGTH = 50;
/** spec §9: comment collapse height, px; comment nesting max level. */
export const COMMENT_COLLAPSE_HEIGHT_PX = 250;
export const COMMENT_MAX_LEVEL = 6;
/** spec §9: scroll-to-comment offset, px. */
export const SCROLL_TO_COMMENT_OFFSET_PX = 90;
/** spec §9: avatar sizes, px. */
export const AVATAR_SIZE = { card: 100, hero: 120, normal: 55, small: 40 } as const;
/** spec §9: max attachments per entry and per comment. */
export const MAX_ATTACHMENTS = 5;
export const MAX_COMMENT_ATTACHMENTS = 1;
/** spec §9: hashtag and mention length, characters. */
export const TAG_MIN_LENGTH = 1;
export const TAG_MAX_LENGTH = 24;
/** spec §9: live-event reconnect. */
export const EVENTS_RECONNECT = { attempts: 3, baseMs: 1000, capMs: 30000 } as const;
/**
 * The feed tabs a live-events stream can watch for `new_entries` (schemas/events.ts). Here, not
 * beside the stream's schemas, so the web app's live client loads no schema library with it.
 */
export const LIVE_WATCH_TABS = ['timeline', 'abyss'] as const;
export type LiveWatchTab = (typeof LIVE_WATCH_TABS)[number];
/** spec §9: script chunk time-out, ms. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** spec §9: locales (ru default and fallback), themes, densities. */
export const LOCALES = ['ru', 'en', 'pt', 'jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const THEMES = ['black', 'white'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'black';
export const DENSITIES = ['compact', 'default', 'spacious'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'default';
/** spec §9: status bar colours. */
export const THEME_COLOR: Record<Theme, string> = { black: '#111111', white: '#ffffff' };

/** DESIGN.md §5: text and field limits, characters. */
export const LIMITS = {
  entryText: 10_000,
  commentText: 5_000,
  nameMin: 1,
  nameMax: 50,
  bioMax: 500,
  passwordMin: 8,
  passwordMax: 256,
  usernameMin: 3,
  usernameMax: 24,
  emailMax: 254,
  feedTitleMax: 60,
} as const;

/** DESIGN.md §5: usernames are 3–24 of `a-z A-Z 0-9 _`, unique ignoring case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/**
 * DESIGN.md §5: reserved usernames (route names, operator words) → `username_in_blacklist`.
 * Compared in lower case.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'moderator',
  'potok',
  'system',
  'api',
  'v1',
  'auth',
  'login',
  'logout',
  'register',
  'feed',
  'feeds',
  'menu',
  'donate',
  'about',
  'search',
  'settings',
  'notifications',
  'bookmarks',
  'media',
  'avatar',
  'static',
  'assets',
  'null',
  'undefined',
  'me',
  'my',
]);

/**
 * DESIGN.md §5 "limits", "media": what `POST upload` keeps. Sizes in bytes (1024 base, as spec
 * §9 formats bytes), pixels as width × height (every frame of an animation counted).
 */
export const MEDIA_LIMITS = {
  /** Largest image upload: 10 MiB. */
  imageBytes: 10 * 1024 * 1024,
  /** Largest image: 40 megapixels, checked from the header before any decoding. */
  imagePixels: 40_000_000,
  /** Largest mp4 upload: 50 MiB. */
  videoBytes: 50 * 1024 * 1024,
  /** Longest file name kept, characters. */
  fileName: 255,
  /** Longest alt text, characters (beyond the spec; as long as Mastodon's image descriptions). */
  altText: 1500,
} as const;

/** DESIGN.md §5 "media": the MIME types `POST upload` keeps (read from the bytes, never the name). */
export const MEDIA_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** spec §5 "Comment form": the types a comment's one image may have (gif, jpeg, png). */
export const COMMENT_MEDIA_TYPES: readonly MediaType[] = ['image/gif', 'image/jpeg', 'image/png'];
/**
 * DESIGN.md §5 "media": the variants rendered at upload for images — `w640` scaled to 640 wide
 * (spec §9 image preview width; never enlarged) and `s100` a 100×100 crop (spec §9 preview
 * thumbnails). A video has only its original.
 */
export const MEDIA_VARIANTS = ['w640', 's100'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
/** Where media is served: `/media/{uuid}` (the original) and `/media/{uuid}/{variant}`. */
export const MEDIA_PREFIX = '/media';

/** The address of a file's original, or of one of its variants (images only). */
export function mediaUrl(uuid: string, variant?: MediaVariant): string {
  return variant ? `${MEDIA_PREFIX}/${uuid}/${variant}` : `${MEDIA_PREFIX}/${uuid}`;
}

/**
 * DESIGN.md §5 "reactions": the fixed set of reactions an entry can get, in the order the
 * reaction bar lists them, each name with its emoji. One reaction of each kind per person per
 * entry. The wire carries the name (`{ react: 'heart' }`); the web app draws the emoji.
 */
export const REACTION_EMOJI = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😂',
  wow: '😮',
  sad: '😢',
  fire: '🔥',
} as const;
/** A reaction name of the fixed set. */
export type ReactionName = keyof typeof REACTION_EMOJI;
/** The reaction names, in bar order. */
export const REACTIONS = Object.keys(REACTION_EMOJI) as ReactionName[];
/** True when `value` names a reaction of the fixed set. */
export function isReactionName(value: unknown): value is ReactionName {
  return typeof value === 'string' && Object.hasOwn(REACTION_EMOJI, value);
}

/**
 * Report reasons (spec §5 "Report reason: defaults to 0"): the wire carries the index, so 0 —
 * the form's default — is "other". The names key the reasons' texts in the locales
 * (`components.json` → `report.reasons.<name>`).
 */
export const REPORT_REASONS = ['other', 'spam', 'abuse', 'illegal', 'nsfw'] as const;
/** A report reason's name. */
export type ReportReasonName = (typeof REPORT_REASONS)[number];
/** What can be reported: one reports table holds them all. */
export const REPORT_OBJECTS = ['entry', 'comment', 'user', 'feed', 'tag'] as const;
/** A kind of reported object. */
export type ReportObject = (typeof REPORT_OBJECTS)[number];

/** What can be bookmarked (spec §3 "Bookmark groups"): one bookmarks table holds them all. */
export const BOOKMARK_OBJECTS = ['user', 'entry', 'comment', 'feed'] as const;
/** A kind of bookmarked object. */
export type BookmarkObject = (typeof BOOKMARK_OBJECTS)[number];
/** Bookmarks per page of `GET my/bookmarks/{users|entries|comments|feeds}` (spec §4 "Paged lists"). */
export const BOOKMARKS_PAGE_SIZE = 20;
/** Bookmarks per section of `GET my/bookmarks/all` (spec §2 "Bookmarks": the overview). */
export const BOOKMARKS_OVERVIEW_SIZE = 3;

/** Versions per page of an entry's or a comment's edit history (spec §4 "Paged lists"). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * spec §3 "Permissions", §6: what a signed-in person may do, each allowed unless an operator
 * denies it; a denied call answers 403 `user_cant_<name>`.
 */
export const PERMISSIONS = [
  'create_entries',
  'edit_entries',
  'delete_entries',
  'create_comments',
  'edit_comments',
  'delete_comments',
  'subscribe_to_users',
  'attach_images',
] as const;
/** One of the eight permissions. */
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Search (DESIGN.md §5 "search"): results per section of `GET search/all` (up to 3 each, with
 * totals), and per page of `GET search/{section}` — entries as the feeds' pages (FEED_PAGE_SIZE,
 * spec §9), the other sections as the user lists (USER_LIST_PAGE_SIZE).
 */
export const SEARCH_OVERVIEW_SIZE = 3;
export const SEARCH_SECTIONS = ['users', 'entries', 'comments', 'tags', 'feeds'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];
export const SEARCH_PAGE_SIZE: Readonly<Record<SearchSection, number>> = {
  users: USER_LIST_PAGE_SIZE,
  entries: FEED_PAGE_SIZE,
  comments: USER_LIST_PAGE_SIZE,
  tags: USER_LIST_PAGE_SIZE,
  feeds: USER_LIST_PAGE_SIZE,
};
/** Longest `query` a search accepts, characters; a longer one is a 400 `bad_request`. */
export const SEARCH_QUERY_MAX_LENGTH = 256;
/**
 * `total_items` of a search section counts matches up to this many and stops there (counting
 * every match of a common word over a million entries would cost more than the page itself);
 * the pages still reach every counted match. docs/decisions/search.md.
 */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * Notification kinds (spec §3 "Notification": the six `type`s plus "other kinds named":
 * `login` — a sign-in from a browser or OS not seen before on the account, beyond the spec — and
 * `reports` — a report resolved, produced by the operators' command).
 */
export const NOTIFICATION_KINDS = [
  'subscription',
  'mention',
  'reply',
  'comment',
  'new_post',
  'system',
  'login',
  'reports',
] as const;
/** One of NOTIFICATION_KINDS. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Tabs of `GET my/notifications?tab=` (spec §2 "Notifications"); an unknown value is `all`.
 * `system` also lists `login` and `reports` (docs/decisions/notifications.md).
 */
export const NOTIFICATION_TABS = [
  'all',
  'subscription',
  'comment',
  'reply',
  'mention',
  'new_post',
  'system',
] as const;
/** One of NOTIFICATION_TABS. */
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** Notifications per page of `GET my/notifications` (spec §4 "Paged lists"; the list pages' size). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The six notification switches (spec §3 "Notification settings"), all on by default. */
export const NOTIFICATION_SETTINGS = [
  'mentions',
  'subscriptions',
  'new_post',
  'replies',
  'comments',
  'badges',
] as const;
/** One of NOTIFICATION_SETTINGS. */
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];
