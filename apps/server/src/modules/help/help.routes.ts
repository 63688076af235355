/**
 * HTTP of the help area (spec §2 "Help", §7 `GET help/{uuid}`; DESIGN.md §5 "help"):
 * - `GET help` → `HelpMenu` (`{ items: [{ uuid, slug, title }], total_items }`, menu order);
 * - `GET help/{uuidOrSlug}` → `HelpArticle` (`{ uuid, slug, title, content, meta: {
 *   date_edited } }`, `content` sanitised HTML); unknown → 404 `help_page_not_found`.
 * Both are public, and answer in the request's language (`Accept-Language`) where an article
 * is written in it, else in Russian.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, HelpArticle, HelpMenu } from '@potok/common';
import Type from 'typebox';
import { localeFromAcceptLanguage } from '../mail/mail.locale.ts';
import type { HelpService } from './help.service.ts';

const ArticleParams = Type.Object({
  uuidOrSlug: Type.String({ description: "The article's uuid or slug (e.g. user-agreement)" }),
});

/** What the help routes are given by buildApp (services.ts). */
export interface HelpRoutesOptions {
  help: HelpService;
}

/** Route plugin; register under `/v1` with its service. */
export const helpRoutes: FastifyPluginAsyncTypebox<HelpRoutesOptions> = async (app, options) => {
  const { help } = options;

  app.get(
    '/help',
    {
      schema: {
        tags: ['help'],
        operationId: 'getHelpMenu',
        summary: 'The help menu: every article in menu order',
        response: { 200: HelpMenu },
      },
    },
    async (request) =>
      help.menu(localeFromAcceptLanguage(request.headers['accept-language']) ?? 'ru'),
  );

  app.get(
    '/help/:uuidOrSlug',
    {
      schema: {
        tags: ['help'],
        operationId: 'getHelpArticle',
        summary: 'A help article by uuid or slug, its HTML sanitised',
        params: ArticleParams,
        response: { 200: HelpArticle, 404: ErrorBody },
      },
    },
    async (request) =>
      help.article(
        request.params.uuidOrSlug,
        localeFromAcceptLanguage(request.headers['accept-language']) ?? 'ru',
      ),
  );
};
