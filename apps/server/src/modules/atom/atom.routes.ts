/**
 * Atom documents outside `/v1`, answered before the web app's fallback (going beyond the spec,
 * docs/decisions/atom-documents.md):
 * - `GET /u/{username}/atom.xml` — a profile's newest public entries; 404 `user_not_found` for
 *   an unknown, deleted, suspended or blocked owner;
 * - `GET /t/{slug}/atom.xml` — a tag's newest public entries; 404 `tag_not_found`;
 * - `GET /feed/{uuid}/atom.xml` — a custom feed's newest public entries; 404 `feed_not_found`
 *   for a malformed, unknown or deleted feed.
 * Answers `application/atom+xml; charset=utf-8`, cached by readers for five minutes. Public;
 * hidden from the OpenAPI document (not part of the API).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AtomService } from './atom.service.ts';

/** Content type of an Atom document (RFC 4287 §7). */
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** How long a reader may keep a document without asking again, seconds. */
const MAX_AGE_SECONDS = 300;

/** What the Atom routes are given by buildApp (services.ts). */
export interface AtomRoutesOptions {
  atom: AtomService;
}

/** Route plugin; register at the root (no prefix), before the web app. */
export const atomRoutes: FastifyPluginAsyncTypebox<AtomRoutesOptions> = async (app, options) => {
  const { atom } = options;
  const headers = {
    'content-type': ATOM_CONTENT_TYPE,
    'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
  };

  app.get(
    '/u/:username/atom.xml',
    { schema: { hide: true, params: Type.Object({ username: Type.String() }) } },
    async (request, reply) =>
      reply.headers(headers).send(await atom.profile(request.params.username)),
  );

  app.get(
    '/t/:slug/atom.xml',
    { schema: { hide: true, params: Type.Object({ slug: Type.String() }) } },
    async (request, reply) => reply.headers(headers).send(await atom.tag(request.params.slug)),
  );

  app.get(
    '/feed/:uuid/atom.xml',
    { schema: { hide: true, params: Type.Object({ uuid: Type.String() }) } },
    async (request, reply) => reply.headers(headers).send(await atom.feed(request.params.uuid)),
  );
};
