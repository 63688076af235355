/**
 * HTTP routes of the auth area (docs/contract.md, spec §7 "Auth", DESIGN.md §4–§5).
 *
 * | call | answer |
 * | --- | --- |
 * | GET auth/captcha | `Captcha` |
 * | POST auth/register | `{ status: 'registered', payload: AuthPayload }` + cookie `sid` |
 * | POST auth/login | `{ status: 'logged_in', payload: AuthPayload }` + cookie `sid` |
 * | POST auth/logout | `{ status: 'logged_out' }`, cookie cleared |
 * | GET auth/session | `Session` |
 * | POST auth/forgot | `{ status: 'challenge_code_sended', payload: { token } }` |
 * | POST auth/forgot-code | `{ status: 'challenge_code_confirmed' }` |
 * | POST auth/forgot-change | `{ status: 'password_changed', payload: AuthPayload }` + cookie `sid` |
 *
 * Every call reads the web app's language from `Accept-Language` (ru, en, pt, jp): sign-in,
 * register and the session check store it on the account, and mails are written in it
 * (modules/mail); recovery mails to an address no account uses take the request's.
 * Recovery: recovery.service.ts (the same answer and time for known and unknown addresses).
 *
 * Login, register and the three recovery calls are rate limited per IP (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS), the captcha
 * too (CAPTCHA_RATE_LIMIT per CAPTCHA_RATE_WINDOW_MS), logout is a write (lib/rate-limits.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthPayload,
  Captcha,
  ErrorBody,
  ForgotBody,
  ForgotChangeBody,
  ForgotCodeBody,
  ForgotPayload,
  LoginBody,
  LogoutBody,
  RegisterBody,
  Session,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestToken, SESSION_COOKIE } from '../../lib/auth-guard.ts';
import { briefError } from '../../lib/errors.ts';
import { SIGNED_IN } from '../../lib/openapi.ts';
import { authLimit, captchaLimit } from '../../lib/rate-limits.ts';
import { localeFromAcceptLanguage } from '../mail/mail.locale.ts';
import { type AuthContext, type AuthService, SESSION_TTL_MS } from './auth.service.ts';
import type { RecoveryContext, RecoveryService } from './recovery.service.ts';

const TAGS = ['auth'];
/** Error answers of the auth writes: validation, session, CSRF, uniqueness, rate limit. */
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** What the auth routes are given by buildApp (services.ts). */
export interface AuthRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
}

/** Route plugin; register under `/v1` with its service. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const service = options.auth;
  const recovery = options.recovery;
  const secure = app.config.publicUrl.startsWith('https://');

  const context = (request: FastifyRequest): AuthContext => ({
    viewer: request.viewer,
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
  });
  const recoveryContext = (request: FastifyRequest): RecoveryContext => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
  });

  const setSessionCookie = (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
  };

  /**
   * The human check to solve before `auth/register` (and `auth/forgot`).
   *
   * ALTCHA (`provider: 'altcha'`): solve `challenge` with altcha-lib's `solveChallenge`
   * (`deriveKey` from `altcha-lib/algorithms/web/sha` in browsers — the algorithm is `SHA-256`),
   * then send as `h-captcha-response` the base64 of the JSON
   * `{ "challenge": <challenge exactly as received>, "solution": { "counter", "derivedKey" } }`
   * — `encodeAltchaPayload(challenge, solution)` from @potok/common builds it. A challenge is
   * single-use and expires 10 minutes after it is issued.
   *
   * hCaptcha (`provider: 'hcaptcha'`): render the widget with `sitekey` and send its response
   * token as `h-captcha-response`.
   */
  app.get(
    '/auth/captcha',
    {
      config: captchaLimit(app.config),
      schema: {
        tags: TAGS,
        summary: 'A human-check challenge (ALTCHA) or the hCaptcha site key',
        response: { 200: Captcha, 429: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.captcha();
    },
  );

  app.post(
    '/auth/register',
    {
      config: authLimit(app.config),
      schema: {
        tags: TAGS,
        operationId: 'register',
        summary: 'Create an account and sign in',
        body: RegisterBody,
        response: { 200: WriteResultWith(AuthPayload), ...errors },
      },
    },
    async (request, reply) => {
      const started = await service.register(request.body, context(request));
      setSessionCookie(reply, started.token);
      return { status: 'registered', payload: started };
    },
  );

  app.post(
    '/auth/login',
    {
      config: authLimit(app.config),
      schema: {
        tags: TAGS,
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: WriteResultWith(AuthPayload), ...errors },
      },
    },
    async (request, reply) => {
      const started = await service.login(request.body, context(request));
      setSessionCookie(reply, started.token);
      return { status: 'logged_in', payload: started };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: TAGS,
        operationId: 'logout',
        summary: "End this session (needs the session's logout_hash)",
        // A guest is refused by the service (401), not by `requireUser`: a signed-in call.
        security: SIGNED_IN,
        body: LogoutBody,
        response: { 200: WriteResult, ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(request.sessionId, request.body.logout_hash);
      // The session's open events streams close, in every process (modules/events).
      if (request.sessionId !== null) {
        await app.events
          .publish({ type: 'session.ended', session_id: request.sessionId })
          .catch((error: unknown) =>
            request.log.warn({ error: briefError(error) }, 'session.ended not published'),
          );
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { status: 'logged_out' };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: TAGS,
        summary: 'The current session (guests get is_auth: false)',
        response: { 200: Session },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.session(
        request.viewer ? (requestToken(request)?.token ?? null) : null,
        localeFromAcceptLanguage(request.headers['accept-language']),
      );
    },
  );

  /**
   * Step 1 of password recovery (spec §4): mails a six-digit code and answers a token — the same
   * answer, in the same time, whether or not an account uses the address. Needs the human
   * check (`GET auth/captcha`); a failed call needs a new one.
   */
  app.post(
    '/auth/forgot',
    {
      config: authLimit(app.config),
      schema: {
        tags: TAGS,
        operationId: 'forgot',
        summary: 'Ask for a password reset code by mail',
        body: ForgotBody,
        response: { 200: WriteResultWith(ForgotPayload), ...errors },
      },
    },
    async (request) => ({
      status: 'challenge_code_sended',
      payload: await recovery.forgot(request.body, recoveryContext(request)),
    }),
  );

  /** Step 2: the mailed code; five wrong codes end the token. */
  app.post(
    '/auth/forgot-code',
    {
      config: authLimit(app.config),
      schema: {
        tags: TAGS,
        operationId: 'forgotCode',
        summary: 'Confirm the mailed password reset code',
        body: ForgotCodeBody,
        response: { 200: WriteResult, ...errors },
      },
    },
    async (request) => {
      await recovery.forgotCode(request.body);
      return { status: 'challenge_code_confirmed' };
    },
  );

  /** Step 3: the new password; signs in and ends every other session of the account. */
  app.post(
    '/auth/forgot-change',
    {
      config: authLimit(app.config),
      schema: {
        tags: TAGS,
        operationId: 'forgotChange',
        summary: 'Set a new password with a confirmed reset token, and sign in',
        body: ForgotChangeBody,
        response: { 200: WriteResultWith(AuthPayload), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = recoveryContext(request);
      const done = await recovery.forgotChange(request.body, ctx);
      // The ended sessions' open events streams close, in every process (modules/events).
      for (const sessionId of done.endedSessionIds) {
        await app.events
          .publish({ type: 'session.ended', session_id: sessionId })
          .catch((error: unknown) =>
            request.log.warn({ error: briefError(error) }, 'session.ended not published'),
          );
      }
      setSessionCookie(reply, done.token);
      return {
        status: 'password_changed',
        payload: {
          session: await service.sessionOfHash(done.tokenHash, ctx.locale),
          token: done.token,
        },
      };
    },
  );
};
