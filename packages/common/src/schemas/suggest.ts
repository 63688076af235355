/**
 * Suggestion wire shapes (beyond the spec, docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"): while a
 * person types `@abc` or `#абв` in the compose box or a comment, the web app asks for the
 * usernames and tags that start with what was typed.
 */
import Type, { type Static } from 'typebox';
import { TAG_MAX_LENGTH } from '../constants.ts';
import { Tag } from './tags.ts';
import { UserShort } from './users.ts';

/** How many suggestions one lookup answers at most. */
export const SUGGEST_LIMIT = 8;

/** `GET suggest/users?prefix=`: 1–24 username characters (`A-Z a-z 0-9 _`), without the `@`. */
export const SuggestUsersQuery = Type.Object({
  prefix: Type.String({ pattern: '^[A-Za-z0-9_]{1,24}$' }),
});
export type SuggestUsersQuery = Static<typeof SuggestUsersQuery>;

/** `GET suggest/tags?prefix=`: 1–24 tag characters (letters, marks, digits, `_` of any script), without the `#`. */
export const SuggestTagsQuery = Type.Object({
  prefix: Type.String({ pattern: `^[\\p{L}\\p{M}\\p{N}_]{1,${TAG_MAX_LENGTH}}$` }),
});
export type SuggestTagsQuery = Static<typeof SuggestTagsQuery>;

/** Active users whose username (or name) starts with the prefix, the exact match first. */
export const SuggestUsers = Type.Object({ items: Type.Array(UserShort) });
export type SuggestUsers = Static<typeof SuggestUsers>;

/** Tags whose slug starts with the prefix, the exact match first, then the shortest. */
export const SuggestTags = Type.Object({ items: Type.Array(Tag) });
export type SuggestTags = Static<typeof SuggestTags>;
