/**
 * Rules of the `@` and `#` suggestions (beyond the spec; docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"):
 * what a signed-in person typing `@abc` or `#абв` is offered — at most SUGGEST_LIMIT active
 * users (never the person themself) or tags, the exact match first. The prefix arrives
 * validated by the route's schema (username or tag characters, 1–24).
 */
import { SUGGEST_LIMIT, type SuggestTags, type SuggestUsers, tagSlug } from '@potok/common';
import { toTag } from '../tags/tags.mapper.ts';
import { toUserShort } from '../users/users.mapper.ts';
import type { SuggestRepository } from './suggest.repository.ts';

/** Creates the suggestions service. */
export function createSuggestService(deps: { repository: SuggestRepository }) {
  const { repository } = deps;
  return {
    /** `GET suggest/users`: users whose username starts with `prefix`, ignoring case. */
    async users(prefix: string, viewerId: number): Promise<SuggestUsers> {
      const rows = await repository.users(prefix.toLowerCase(), viewerId, SUGGEST_LIMIT);
      return { items: rows.map((row) => toUserShort(row, viewerId)) };
    },

    /** `GET suggest/tags`: tags whose slug starts with `prefix` as a slug (`ПО` → `по…`). */
    async tags(prefix: string): Promise<SuggestTags> {
      const rows = await repository.tags(tagSlug(prefix), SUGGEST_LIMIT);
      return { items: rows.map(toTag) };
    },
  };
}

/** The suggestions service. */
export type SuggestService = ReturnType<typeof createSuggestService>;
