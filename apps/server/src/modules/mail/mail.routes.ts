/**
 * HTTP of mail (docs/decisions/daily-digest.md): the digest's one-click unsubscribe.
 *
 * - `GET mail/unsubscribe?token=` — the link in the mail: switches the digest off and answers a
 *   small HTML page in the account's language, or, for a token that matches nothing, a page
 *   saying the link does not work (in the request's language); 200 either way — a person reads
 *   the page, not the code.
 * - `POST mail/unsubscribe?token=` — the same for mail clients (RFC 8058 `List-Unsubscribe-Post`):
 *   `{ status: 'unsubscribed' }`, or 400 `bad_request`.
 * Neither needs a session: the token is the capability. Unsubscribing twice answers the same.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, WriteResult } from '@potok/common';
import Type from 'typebox';
import { AppError } from '../../lib/errors.ts';
import { localeFromAcceptLanguage } from './mail.locale.ts';
import type { MailService } from './mail.service.ts';
import { renderUnsubscribePage } from './mail.templates.ts';

/** What the mail routes are given by buildApp (services.ts). */
export interface MailRoutesOptions {
  mail: MailService;
}

const TAGS = ['mail'];
const UnsubscribeQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** Route plugin; register under `/v1` with its service. */
export const mailRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { mail } = options;
  const home = `${app.config.publicUrl}/`;

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags: TAGS,
        operationId: 'digestUnsubscribePage',
        summary: 'Switch the daily digest off from the link in its mail (an HTML page)',
        querystring: UnsubscribeQuery,
        response: {
          200: Type.String({
            description: 'HTML page: the digest is off, or the link does not work',
          }),
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const locale = await mail.unsubscribe(request.query.token);
      const fallback = localeFromAcceptLanguage(request.headers['accept-language']) ?? 'ru';
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return renderUnsubscribePage(locale ?? fallback, locale ? 'done' : 'invalid', home);
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: TAGS,
        operationId: 'digestUnsubscribe',
        summary: 'One-click unsubscribe of the daily digest (RFC 8058)',
        querystring: UnsubscribeQuery,
        response: { 200: WriteResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const locale = await mail.unsubscribe(request.query.token);
      if (!locale) throw new AppError('bad_request', 'This unsubscribe link matches nothing.');
      return { status: 'unsubscribed' };
    },
  );
};
