/**
 * HTTP of the users area (docs/contract.md; spec §7 "Users and feeds"):
 * - `GET user/{username}` → `UserCard`;
 * - `GET user/{username}/entries` → `Page<Entry>` (pinned first, then newest first);
 * - `GET user/{username}/subscribers`, `/subscriptions` → `Page<UserShort>`;
 * - `GET user/{username}/badges` → `Page<Badge>` (newest award first);
 * - `POST user/{username}/subscribe`, `/unsubscribe` → `{ status: 'subscribed' |
 *   'unsubscribed', payload: SubscriptionPayload }`; 401 guest; 400 `user_cant_subscribe_to_self`.
 * - `POST user/{username}/notify`, `/unnotify` → `{ status: 'notify_on' | 'notify_off',
 *   payload: NotifyPayload }` (notify subscribes when needed);
 * - `POST user/{username}/report` `{ reason }` → `user_reported`; 400 `report_own_content`.
 * A blank username → 400 `username_required`.
 * Reads of a missing or non-active profile: 404 `user_not_found` / `user_deleted`, 403
 * `user_suspended` / `user_blocked`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Badge,
  Entry,
  ErrorBody,
  NotifyPayload,
  Page,
  PageQuery,
  ReportBody,
  SubscriptionPayload,
  UserCard,
  UserShort,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { UsersService } from './users.service.ts';

const UserParams = Type.Object({ username: Type.String() });

/** Answers of a profile read besides 200: the profile is missing or not active. */
const READ_ERRORS = { 403: ErrorBody, 404: ErrorBody } as const;

/** Schema of a paged `user/{username}/…` list, but for its summary and item type. */
const LIST = { tags: ['users'], params: UserParams, querystring: PageQuery };

/** Schema of subscribe and unsubscribe, but for the summary. */
const TOGGLE = {
  tags: ['users'],
  params: UserParams,
  response: {
    200: WriteResultWith(SubscriptionPayload),
    400: ErrorBody,
    401: ErrorBody,
    ...READ_ERRORS,
    429: ErrorBody,
  },
};

/** What the users routes are given by buildApp (services.ts). */
export interface UsersRoutesOptions {
  users: UsersService;
}

/** Route plugin; register under `/v1` with its service. */
export const usersRoutes: FastifyPluginAsyncTypebox<UsersRoutesOptions> = async (app, options) => {
  const { users } = options;

  app.get(
    '/user/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'A profile card',
        params: UserParams,
        response: { 200: UserCard, ...READ_ERRORS },
      },
    },
    async (request) => users.card(request.params.username, request.viewer?.user_id ?? null),
  );

  app.get(
    '/user/:username/entries',
    {
      schema: {
        ...LIST,
        summary: "A profile's entries: pinned first, then newest first",
        response: { 200: Page(Entry), ...READ_ERRORS },
      },
    },
    async (request) =>
      users.entries(request.params.username, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/user/:username/subscribers',
    {
      schema: {
        ...LIST,
        summary: 'Who subscribes to this user, newest first',
        response: { 200: Page(UserShort), ...READ_ERRORS },
      },
    },
    async (request) =>
      users.subscribers(request.params.username, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/user/:username/subscriptions',
    {
      schema: {
        ...LIST,
        summary: 'Whom this user subscribes to, newest first',
        response: { 200: Page(UserShort), ...READ_ERRORS },
      },
    },
    async (request) =>
      users.subscriptions(request.params.username, request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/user/:username/badges',
    {
      schema: {
        ...LIST,
        summary: "A person's badges, newest award first",
        response: { 200: Page(Badge), ...READ_ERRORS },
      },
    },
    async (request) =>
      users.badges(request.params.username, request.query, request.viewer?.user_id ?? null),
  );

  app.post(
    '/user/:username/subscribe',
    {
      onRequest: requireUser,
      schema: {
        ...TOGGLE,
        operationId: 'subscribeToUser',
        summary: 'Subscribe to a user (idempotent)',
      },
    },
    async (request) => {
      const payload = await users.subscribe(request.params.username, viewerOf(request).user_id);
      return { status: 'subscribed', payload };
    },
  );

  app.post(
    '/user/:username/unsubscribe',
    {
      onRequest: requireUser,
      schema: {
        ...TOGGLE,
        operationId: 'unsubscribeFromUser',
        summary: 'Unsubscribe from a user (idempotent)',
      },
    },
    async (request) => {
      const payload = await users.unsubscribe(request.params.username, viewerOf(request).user_id);
      return { status: 'unsubscribed', payload };
    },
  );

  app.post(
    '/user/:username/notify',
    {
      onRequest: requireUser,
      schema: {
        ...TOGGLE,
        response: { ...TOGGLE.response, 200: WriteResultWith(NotifyPayload) },
        operationId: 'notifyAboutUser',
        summary: "Be notified of a user's new entries (subscribes when needed; idempotent)",
      },
    },
    async (request) => {
      const payload = await users.notify(request.params.username, viewerOf(request).user_id);
      return { status: 'notify_on', payload };
    },
  );

  app.post(
    '/user/:username/unnotify',
    {
      onRequest: requireUser,
      schema: {
        ...TOGGLE,
        response: { ...TOGGLE.response, 200: WriteResultWith(NotifyPayload) },
        operationId: 'unnotifyAboutUser',
        summary: "Stop notifications of a user's new entries (the subscription stays)",
      },
    },
    async (request) => {
      const payload = await users.unnotify(request.params.username, viewerOf(request).user_id);
      return { status: 'notify_off', payload };
    },
  );

  app.post(
    '/user/:username/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'reportUser',
        summary: 'Report another person',
        params: UserParams,
        body: ReportBody,
        response: {
          200: WriteResult,
          400: ErrorBody,
          401: ErrorBody,
          ...READ_ERRORS,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await users.report(request.params.username, request.body.reason, viewerOf(request).user_id);
      return { status: 'user_reported' };
    },
  );
};
