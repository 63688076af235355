/**
 * `GET /avatar/:hash` — identicons rendered locally with jdenticon (DESIGN.md §3), as SVG.
 * `?s=` sets the size in px (16…512, default 100). The image depends only on hash and size, so
 * it is cached for a year, and rendered SVGs are kept in a small in-process LRU.
 *
 * With the AVATAR_URL template set (config.ts, e.g. Gravatar's), the same address answers a
 * redirect (302) to the template filled with the hash and size instead, so every avatar the web
 * app, an Atom document or a link preview shows comes from that service.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toSvg } from 'jdenticon';
import Type from 'typebox';

const CACHE_MAX = 1000;
const cache = new Map<string, string>();

/** SVG text of the identicon for `hash` at `size` px (memoised). */
export function avatarSvg(hash: string, size: number): string {
  const key = `${size}:${hash}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const svg = toSvg(hash, size);
  cache.set(key, svg);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return svg;
}

/**
 * The address of the avatar `hash` at `size` px from an AVATAR_URL `template`: `{hash}` and
 * `{size}` replaced (each occurrence), both percent-encoded.
 */
export function avatarAddress(template: string, hash: string, size: number): string {
  return template
    .replaceAll('{hash}', encodeURIComponent(hash))
    .replaceAll('{size}', encodeURIComponent(String(size)));
}

/** How long a browser keeps a redirect to the AVATAR_URL service, seconds (a day). */
const REDIRECT_MAX_AGE_SECONDS = 86_400;

/** Route plugin: register at the root (no prefix). */
export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/avatar/:hash',
    {
      schema: {
        hide: true,
        params: Type.Object({ hash: Type.String({ minLength: 1, maxLength: 128 }) }),
        querystring: Type.Object({
          s: Type.Optional(Type.Integer({ minimum: 16, maximum: 512, default: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const template = app.config.avatarUrl;
      if (template) {
        return reply
          .header('cache-control', `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`)
          .redirect(avatarAddress(template, request.params.hash, request.query.s ?? 100), 302);
      }
      const svg = avatarSvg(request.params.hash, request.query.s ?? 100);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
