/**
 * HTTP of the account settings (spec §7 "Settings", §3; DESIGN.md §4–§5; packages/common
 * schemas/settings.ts has the shapes). Every call needs a signed-in person (401 otherwise). The
 * notification switches are the notifications area's (`settings/notifications`).
 *
 * | call | answer |
 * | --- | --- |
 * | GET settings/profile | `SettingsProfile` |
 * | POST settings/profile | `{ status: 'ok', payload: SettingsProfile }` |
 * | GET settings/tint | `{ items: TintItem[] }` |
 * | POST settings/tint | `{ status: 'ok', payload: SettingsProfile }` |
 * | POST settings/password | `{ status: 'password_changed' }`; every other session ends |
 * | GET settings/logins?offset= | `Page<LoginRecord>`, newest first |
 * | DELETE settings/logins/{login_id} | `{ status: 'session_ended' }` (beyond the spec) |
 * | DELETE settings/logins | `{ status: 'sessions_ended', payload: { ended } }` (beyond the spec) |
 * | GET settings/permissions | `PermissionsMap` |
 * | GET settings/content, POST settings/content | `ContentSettings` / `{ status: 'ok', payload }` (beyond the spec) |
 * | POST settings/delete-account | `{ status: 'account_deleted' }`, cookie cleared |
 *
 * Writes take form data (as the spec sends them: URL-encoded or multipart/form-data, as a
 * browser's FormData sends it) or JSON; a multipart body with a file part is 400 `bad_request`.
 * A body naming a field the call does
 * not take, or one field twice (`a=1&a=2`), is 400 `bad_request` before anything changes; a
 * body over SETTINGS_BODY_LIMIT is 413 `too_large`, refused while it arrives. The two calls that
 * check the password (password, delete-account) have the sign-in's limit (AUTH_RATE_LIMIT per
 * address), so a borrowed session cannot guess it faster than the login could. Every session a
 * call ends gets `session.ended` published, so its open events streams close at once.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentSettings,
  ContentSettingsBody,
  DeleteAccountBody,
  ErrorBody,
  LoginParams,
  LoginRecord,
  Page,
  PageQuery,
  PermissionsMap,
  SETTINGS_BODY_LIMIT,
  SessionsEndedPayload,
  SettingsPasswordBody,
  SettingsProfile,
  SettingsProfileBody,
  SettingsTintBody,
  TintList,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { requireUser, SESSION_COOKIE, viewerOf } from '../../lib/auth-guard.ts';
import { AppError, briefError } from '../../lib/errors.ts';
import { authLimit } from '../../lib/rate-limits.ts';
import type { SettingsService } from './settings.service.ts';

/** What the settings routes are given by buildApp (services.ts). */
export interface SettingsRoutesOptions {
  settings: SettingsService;
}

const TAGS = ['settings'];
const READ_ERRORS = { 401: ErrorBody };
const WRITE_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
};

/**
 * A `preValidation` hook refusing a body with a field `schema` does not name, or with a field
 * given more than once (form data parses a repeated key into an array): 400 `bad_request`.
 * Without it the schema would drop the unknown field (`removeAdditional`) and coerce the rest.
 */
function strictBody(schema: TSchema) {
  const allowed = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (body === undefined || body === null) return;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('bad_request', 'The body must be form data or a JSON object.');
    }
    for (const [key, value] of Object.entries(body)) {
      if (!allowed.has(key))
        throw new AppError('bad_request', `Unknown field: ${key.slice(0, 64)}.`);
      if (Array.isArray(value)) {
        throw new AppError('bad_request', `The field ${key} is given more than once.`);
      }
    }
  };
}

/** Publishes `session.ended` for each ended session (their events streams close). */
async function publishEnded(app: FastifyInstance, request: FastifyRequest, ids: number[]) {
  for (const sessionId of ids) {
    await app.events
      .publish({ type: 'session.ended', session_id: sessionId })
      .catch((error: unknown) =>
        request.log.warn({ error: briefError(error) }, 'session.ended not published'),
      );
  }
}

/** The session id of a signed-in request (set with the viewer by the auth guard). */
function sessionOf(request: FastifyRequest): number {
  if (request.sessionId === null) throw new AppError('unauthorized');
  return request.sessionId;
}

/** Route plugin; register under `/v1` with its service. */
export const settingsRoutes: FastifyPluginAsyncTypebox<SettingsRoutesOptions> = async (
  app,
  options,
) => {
  const { settings } = options;
  const write = { onRequest: requireUser, bodyLimit: SETTINGS_BODY_LIMIT };

  // multipart/form-data, what a browser's FormData sends, as well as JSON and URL-encoded form
  // data: its fields become the body as key → text before `strictBody` and the schema see it (a
  // repeated field an array, refused there). A file part is refused while it arrives — settings
  // take none — and the parts are bounded as the other bodies are (SETTINGS_BODY_LIMIT a field;
  // past the counts, 413 `too_large`). docs/decisions/method-not-allowed.md
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => {
      part.file.resume();
      throw new AppError('bad_request', 'Settings take no file.');
    },
    limits: {
      fields: 8,
      files: 1,
      parts: 9,
      fieldNameSize: 100,
      fieldSize: SETTINGS_BODY_LIMIT,
      fileSize: 1,
      headerPairs: 20,
    },
  });

  app.get(
    '/settings/profile',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'getSettingsProfile',
        summary: "The viewer's profile settings: name, bio, sex, tint",
        response: { 200: SettingsProfile, ...READ_ERRORS },
      },
    },
    async (request) => settings.profile(viewerOf(request).user_id),
  );

  app.post(
    '/settings/profile',
    {
      ...write,
      preValidation: strictBody(SettingsProfileBody),
      schema: {
        tags: TAGS,
        operationId: 'updateSettingsProfile',
        summary: 'Change name, bio, sex or tint (form data or JSON; omitted fields keep)',
        body: SettingsProfileBody,
        response: { 200: WriteResultWith(SettingsProfile), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const payload = await settings.updateProfile(viewerOf(request).user_id, request.body);
      return { status: 'ok', payload };
    },
  );

  app.get(
    '/settings/tint',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'listTints',
        summary: 'The tint catalogue, in the picker order',
        response: { 200: TintList, ...READ_ERRORS },
      },
    },
    async () => settings.tints(),
  );

  app.post(
    '/settings/tint',
    {
      ...write,
      preValidation: strictBody(SettingsTintBody),
      schema: {
        tags: TAGS,
        operationId: 'setTint',
        summary: "Set the viewer's tint (a code of the catalogue; '' for none)",
        body: SettingsTintBody,
        response: { 200: WriteResultWith(SettingsProfile), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const payload = await settings.setTint(viewerOf(request).user_id, request.body.code);
      return { status: 'ok', payload };
    },
  );

  app.post(
    '/settings/password',
    {
      ...write,
      config: authLimit(app.config),
      preValidation: strictBody(SettingsPasswordBody),
      schema: {
        tags: TAGS,
        operationId: 'changePassword',
        summary: 'Change the password; every other session of the account ends',
        body: SettingsPasswordBody,
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const ended = await settings.changePassword(
        viewerOf(request).user_id,
        sessionOf(request),
        request.body,
      );
      await publishEnded(app, request, ended);
      return { status: 'password_changed' };
    },
  );

  app.get(
    '/settings/logins',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'listLogins',
        summary: "The viewer's sign-ins (sessions), newest first",
        querystring: PageQuery,
        response: { 200: Page(LoginRecord), 400: ErrorBody, ...READ_ERRORS },
      },
    },
    async (request) =>
      settings.logins(viewerOf(request).user_id, sessionOf(request), request.query),
  );

  app.delete(
    '/settings/logins/:login_id',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'endLogin',
        summary: 'End one other session of the viewer (beyond the spec)',
        params: LoginParams,
        response: { 200: WriteResult, 404: ErrorBody, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const ended = await settings.endLogin(
        viewerOf(request).user_id,
        sessionOf(request),
        request.params.login_id,
      );
      await publishEnded(app, request, ended);
      return { status: 'session_ended' };
    },
  );

  app.delete(
    '/settings/logins',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'endOtherLogins',
        summary: 'End every other session of the viewer (beyond the spec)',
        response: { 200: WriteResultWith(SessionsEndedPayload), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const ended = await settings.endOtherLogins(viewerOf(request).user_id, sessionOf(request));
      await publishEnded(app, request, ended);
      return { status: 'sessions_ended', payload: { ended: ended.length } };
    },
  );

  app.get(
    '/settings/permissions',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'getPermissions',
        summary: 'Which of the eight permissions the viewer has',
        response: { 200: PermissionsMap, ...READ_ERRORS },
      },
    },
    async (request) => settings.permissions(viewerOf(request).user_id),
  );

  app.get(
    '/settings/content',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        operationId: 'getContentSettings',
        summary: 'How entries marked NSFW show to the viewer (beyond the spec)',
        response: { 200: ContentSettings, ...READ_ERRORS },
      },
    },
    async (request) => settings.content(viewerOf(request).user_id),
  );

  app.post(
    '/settings/content',
    {
      ...write,
      preValidation: strictBody(ContentSettingsBody),
      schema: {
        tags: TAGS,
        operationId: 'setContentSettings',
        summary: 'Blur, show or hide entries marked NSFW (beyond the spec)',
        body: ContentSettingsBody,
        response: { 200: WriteResultWith(ContentSettings), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const payload = await settings.setContent(viewerOf(request).user_id, request.body);
      return { status: 'ok', payload };
    },
  );

  app.post(
    '/settings/delete-account',
    {
      ...write,
      config: authLimit(app.config),
      preValidation: strictBody(DeleteAccountBody),
      schema: {
        tags: TAGS,
        operationId: 'deleteAccount',
        summary: 'Erase the account (password and apply=true); the username stays reserved',
        body: DeleteAccountBody,
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const ended = await settings.deleteAccount(viewerOf(request).user_id, request.body);
      await publishEnded(app, request, ended);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { status: 'account_deleted' };
    },
  );
};
