/**
 * Help: query keys, the help menu (`GET help`) and one article (`GET help/{uuidOrSlug}`).
 * Articles change rarely (an operator edits them), so both stay fresh for ten minutes. The server
 * answers in the call's `Accept-Language` (an article written in it, else the Russian one), so
 * the keys name that language: another interface language reads its own copy.
 */
import type { HelpArticle, HelpMenu } from '@potok/common';
import { useQuery } from '@tanstack/react-query';
import { api, getRequestLanguage, unwrap } from '../client.ts';

/** How long help stays fresh, ms. */
const HELP_STALE_MS = 10 * 60_000;

/**
 * Query keys of help, by the language the calls carry (`''`: the browser's). Slugs are matched
 * ignoring case, so keys use the lower-case form.
 */
export const helpKeys = {
  all: ['help'] as const,
  menu: () => ['help', 'menu', getRequestLanguage() ?? ''] as const,
  article: (address: string) =>
    ['help', 'article', address.toLowerCase(), getRequestLanguage() ?? ''] as const,
};

/** `GET help`: every article in menu order. */
export function useHelpMenuQuery() {
  return useQuery({
    queryKey: helpKeys.menu(),
    queryFn: ({ signal }): Promise<HelpMenu> => unwrap(api.GET('/v1/help', { signal })),
    staleTime: HELP_STALE_MS,
  });
}

/** `GET help/{uuidOrSlug}`: one article with its sanitised HTML. */
export function useHelpArticleQuery(address: string) {
  return useQuery({
    queryKey: helpKeys.article(address),
    queryFn: ({ signal }): Promise<HelpArticle> =>
      unwrap(
        api.GET('/v1/help/{uuidOrSlug}', { params: { path: { uuidOrSlug: address } }, signal }),
      ),
    staleTime: HELP_STALE_MS,
    enabled: address !== '',
  });
}
