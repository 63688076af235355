/**
 * The `@` / `#` suggestions (beyond the spec; docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"):
 * `GET suggest/users?prefix=` and `GET suggest/tags?prefix=`, each answering up to 8 items.
 * Kept a minute per prefix; while a longer prefix loads the previous answer stays on screen.
 */
import type { SuggestTags, SuggestUsers } from '@potok/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';

/** What a suggestion lookup answers: users after `@`, tags after `#`. */
export type Suggestions =
  | { kind: 'user'; items: SuggestUsers['items'] }
  | { kind: 'tag'; items: SuggestTags['items'] };

/** Query keys of the suggestions. */
export const suggestKeys = {
  all: ['suggest'] as const,
  of: (kind: 'user' | 'tag', prefix: string) => ['suggest', kind, prefix.toLowerCase()] as const,
};

/** The suggestions for `prefix` (without its sign); idle while `prefix` is empty. */
export function useSuggestQuery(kind: 'user' | 'tag', prefix: string) {
  return useQuery<Suggestions>({
    queryKey: suggestKeys.of(kind, prefix),
    queryFn: async ({ signal }): Promise<Suggestions> => {
      const query = { params: { query: { prefix } }, signal };
      return kind === 'user'
        ? { kind, items: (await unwrap(api.GET('/v1/suggest/users', query))).items }
        : { kind, items: (await unwrap(api.GET('/v1/suggest/tags', query))).items };
    },
    enabled: prefix !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
