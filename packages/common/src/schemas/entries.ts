/** Entry wire shapes (DESIGN.md §5 "entry JSON") and the compose payload. */
import Type, { type Static } from 'typebox';
import { LIMITS, REACTIONS } from '../constants.ts';
import { DateString } from './base.ts';
import { UserShort } from './users.ts';

/**
 * A file attached to an entry or a comment (DESIGN.md §5 "entry JSON"): `type` is the MIME type
 * (MEDIA_TYPES), `width` and `height` in pixels. Beyond it (docs/decisions/uploads-and-media.md): `alt`, the alt
 * text or null, and `thumbhash`, the base64 ThumbHash placeholder of an image or null.
 */
export const EntryFile = Type.Object({
  file: Type.Object({ uuid: Type.String() }),
  type: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.Union([Type.String(), Type.Null()]),
  thumbhash: Type.Union([Type.String(), Type.Null()]),
});
export type EntryFile = Static<typeof EntryFile>;

export const EntryLink = Type.Object({
  url: Type.String(),
  title: Type.String(),
  icon: Type.String({
    description:
      "The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded " +
      "again), or '' when there is none yet; never the linked site's own address.",
  }),
});

/**
 * A reaction's name on the wire: one of REACTIONS (constants.ts, DESIGN.md §5 "reactions"), in
 * bar order — an `enum` in the OpenAPI document, so clients know the names they may send.
 */
export const ReactName = Type.Enum(REACTIONS, {
  type: 'string',
  description: 'A reaction of the fixed set, by name (the web app draws its emoji).',
});

export const Reaction = Type.Object({
  react: ReactName,
  count: Type.Integer(),
  is_mine: Type.Boolean(),
});

/** DESIGN.md §5: the entry JSON, exactly. */
export const Entry = Type.Object({
  uuid: Type.String(),
  entry_id: Type.Integer(),
  user: UserShort,
  content: Type.Object({
    text: Type.String(),
    files: Type.Array(EntryFile),
    link: Type.Union([EntryLink, Type.Null()]),
  }),
  reactions: Type.Array(Reaction),
  tags: Type.Array(Type.String()),
  counters: Type.Object({ comments: Type.Integer(), bookmarks: Type.Integer() }),
  state: Type.Object({
    is_hidden_from_feed: Type.Boolean(),
    is_pinned: Type.Boolean(),
    is_comments_enabled: Type.Boolean(),
    is_edited: Type.Boolean(),
    is_bookmarked: Type.Boolean(),
    is_nsfw: Type.Boolean(),
    is_ai: Type.Boolean(),
    /**
     * Beyond DESIGN.md §5: `true` only on its author's own entry that operators hid, read at
     * its address (`GET entry/{uuid}`; everyone else gets `entry_hidden`); absent otherwise.
     */
    is_hidden_by_operators: Type.Optional(
      Type.Literal(true, {
        description:
          "Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.",
      }),
    ),
  }),
  meta: Type.Object({ date_added: DateString }),
});
export type Entry = Static<typeof Entry>;

/**
 * `POST entry` body (DESIGN.md §5). Text is trimmed by the server; empty → `entry_empty_text`,
 * longer than LIMITS.entryText → `entry_text_too_long`. Length is checked by the service so the
 * status is the spec's, not a generic schema error.
 */
export const EntryCreateBody = Type.Object({
  text: Type.Optional(Type.String()),
  files: Type.Optional(Type.Array(Type.String(), { maxItems: 5 })),
  link: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  is_comments_enabled: Type.Optional(Type.Boolean({ default: true })),
  is_hidden_from_feed: Type.Optional(Type.Boolean({ default: false })),
  is_nsfw: Type.Optional(Type.Boolean({ default: false })),
  is_ai: Type.Optional(Type.Boolean({ default: false })),
});
export type EntryCreateBody = Static<typeof EntryCreateBody>;

/**
 * `POST entry/{uuid}` (edit) body: the compose form again (DESIGN.md §5). Omitted fields keep
 * their value (no defaults here, unlike `EntryCreateBody`); `files` as in `EntryCreateBody`.
 */
export const EntryEditBody = Type.Object({
  text: Type.Optional(Type.String()),
  files: Type.Optional(Type.Array(Type.String(), { maxItems: 5 })),
  link: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  is_comments_enabled: Type.Optional(Type.Boolean()),
  is_hidden_from_feed: Type.Optional(Type.Boolean()),
  is_nsfw: Type.Optional(Type.Boolean()),
  is_ai: Type.Optional(Type.Boolean()),
});
export type EntryEditBody = Static<typeof EntryEditBody>;

/** Publishing options of the compose modal (spec §3), with their defaults. */
export const PUBLISHING_OPTIONS = [
  'is_comments_enabled',
  'is_hidden_from_feed',
  'is_nsfw',
  'is_ai',
] as const;
export type PublishingOption = (typeof PUBLISHING_OPTIONS)[number];
export const DEFAULT_PUBLISHING_OPTIONS: Record<PublishingOption, boolean> = {
  is_comments_enabled: true,
  is_hidden_from_feed: false,
  is_nsfw: false,
  is_ai: false,
};

export const ENTRY_TEXT_MAX = LIMITS.entryText;

/** Feed tabs served by `GET feed/{tab}` (DESIGN.md §5 "timeline tabs"). */
export const FEED_TABS = ['timeline', 'abyss', 'feeds'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
