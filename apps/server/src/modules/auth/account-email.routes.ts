/**
 * HTTP of the account's e-mail address (beyond spec §2 "Account"; docs/decisions/email-verification.md); every call needs a signed-in person (401 otherwise), accepts form
 * data and JSON, and answers as packages/common/src/schemas/account-email.ts lists:
 *
 * - `GET settings/email` → `AccountEmail`;
 * - `POST settings/email/verify` → `challenge_code_sended` (a code to the current address);
 * - `POST settings/email/verify-code` {code} → `email_verified` + `AccountEmail`;
 * - `POST settings/email/change` {email, password} → `challenge_code_sended` (a code to the new
 *   address);
 * - `POST settings/email/change-code` {code} → `email_changed` + `AccountEmail` (the old address
 *   is told by mail).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountEmail,
  EmailChangeBody,
  EmailCodeBody,
  ErrorBody,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { AccountEmailService } from './account-email.service.ts';

/** What the routes are given by buildApp (services.ts). */
export interface AccountEmailRoutesOptions {
  accountEmail: AccountEmailService;
}

const TAGS = ['auth'];
const WRITE_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/** Route plugin; register under `/v1` with its service. */
export const accountEmailRoutes: FastifyPluginAsyncTypebox<AccountEmailRoutesOptions> = async (
  app,
  options,
) => {
  const service = options.accountEmail;

  app.get(
    '/settings/email',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'getAccountEmail',
        summary: "The account's e-mail address, whether it is verified, and a pending new one",
        response: { 200: AccountEmail, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(viewerOf(request).user_id);
    },
  );

  app.post(
    '/settings/email/verify',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'sendEmailVerification',
        summary: 'Mail a six-digit code to the current address',
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await service.sendVerification(viewerOf(request).user_id);
      return { status: 'challenge_code_sended' };
    },
  );

  app.post(
    '/settings/email/verify-code',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'confirmEmailVerification',
        summary: 'Verify the current address with the mailed code',
        body: EmailCodeBody,
        response: { 200: WriteResultWith(AccountEmail), ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      status: 'email_verified',
      payload: await service.confirmVerification(viewerOf(request).user_id, request.body),
    }),
  );

  app.post(
    '/settings/email/change',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'requestEmailChange',
        summary: 'Mail a six-digit code to a new address (needs the password)',
        body: EmailChangeBody,
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await service.requestChange(viewerOf(request).user_id, request.body);
      return { status: 'challenge_code_sended' };
    },
  );

  app.post(
    '/settings/email/change-code',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'confirmEmailChange',
        summary: 'Move the account to the new address with the code mailed there',
        body: EmailCodeBody,
        response: { 200: WriteResultWith(AccountEmail), ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      status: 'email_changed',
      payload: await service.confirmChange(viewerOf(request).user_id, request.body),
    }),
  );
};
