/**
 * HTTP of live events (spec §4 "Notification badge", §7 "Live events"; DESIGN.md §5 "live
 * events"):
 * - `GET /v1/events?watch=` — a server-sent events stream (`text/event-stream`) for the signed-in
 *   person (session cookie or Bearer token; 401 `unauthorized` and closed for a guest). Each
 *   message is `data: <LiveMessage JSON>` and a blank line (packages/common schemas/events.ts):
 *   `has_notice`, and `new_entries` of the tabs in `watch` (comma-separated `timeline`, `abyss`;
 *   both when absent; `none` for neither). Once the stream hears events it sends the person's
 *   `has_notice` state, then `: connected`; `: ping` every 25 s. Ends when the session is logged
 *   out, or the server stops; the client reconnects (spec §9).
 * - Bounded (docs/decisions/live-stream-limits.md): a session's stream past
 *   LIVE_STREAMS_PER_SESSION closes that session's oldest; past LIVE_STREAMS_PER_ACCOUNT a new
 *   one is 429 `too_many_requests`, past LIVE_STREAMS_MAX (the process) 503 `server_busy`, both
 *   with `Retry-After` and `Connection: close` (a refused client keeps no idle connection).
 *
 * Written on the raw response (`reply.hijack()`): never compressed or buffered (`Cache-Control:
 * no-cache`, `X-Accel-Buffering: no` for a reverse proxy), `Connection: close` so that an ended
 * stream frees its connection at once. Its place in the busy guard is given back once the session
 * is read (lib/busy-guard.ts `releaseBusyPlace`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  EventsQuery,
  LIVE_WATCH_TABS,
  LiveMessage,
  type LiveWatchTab,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { releaseBusyPlace } from '../../lib/busy-guard.ts';
import type { LiveStreams } from './events.service.ts';

/** What the events route is given by buildApp. */
export interface EventsRoutesOptions {
  streams: LiveStreams;
}

/** The tabs of a `watch` parameter: both when absent, unknown names ignored. */
export function watchedTabs(watch: string | undefined): Set<LiveWatchTab> {
  if (watch === undefined) return new Set(LIVE_WATCH_TABS);
  const names = new Set(watch.split(',').map((name) => name.trim()));
  return new Set(LIVE_WATCH_TABS.filter((tab) => names.has(tab)));
}

/** Route plugin; register under `/v1` with the app's streams. */
export const eventsRoutes: FastifyPluginAsyncTypebox<EventsRoutesOptions> = async (
  app,
  options,
) => {
  const { streams } = options;

  app.get(
    '/events',
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        tags: ['events'],
        operationId: 'getEvents',
        summary: 'Live events of the signed-in person: a server-sent events stream',
        description:
          'A `text/event-stream` that stays open. Every message is one line `data: <JSON>` and a ' +
          'blank line; the JSON is a LiveMessage: `has_notice` (the notification badge changed) ' +
          'or `new_entries` (an entry arrived in the timeline or the abyss, for the tabs in ' +
          '`watch`). Once it hears events it sends the person’s `has_notice` state and the ' +
          'comment line `: connected`, then `: ping` every 25 s. The stream ends when the ' +
          'session is logged out or the server stops; reconnect after 1 s doubling up to 30 s, ' +
          'stop after 3 failures (spec §9). Bounded: a session keeps at most ' +
          'LIVE_STREAMS_PER_SESSION streams (a new one closes its oldest), an account ' +
          'LIVE_STREAMS_PER_ACCOUNT (past it 429 `too_many_requests`), a server process ' +
          'LIVE_STREAMS_MAX (past it 503 `server_busy`), both with `Retry-After`.',
        querystring: EventsQuery,
        response: {
          200: {
            description: 'The stream; each `data:` line holds one LiveMessage.',
            content: { 'text/event-stream': { schema: LiveMessage } },
          },
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const sessionId = request.sessionId;
      if (sessionId === null) throw new Error('events: a signed-in request without a session');
      const owner = {
        userId: viewer.user_id,
        sessionId,
        watch: watchedTabs(request.query.watch),
        log: request.log,
      };
      try {
        streams.admit(owner);
      } catch (error) {
        reply.header('connection', 'close');
        throw error;
      }
      // From here to `open` nothing awaits: no other stream is admitted in between.
      releaseBusyPlace(request);
      reply.hijack();
      const res = reply.raw;
      // Headers set by the hooks so far (helmet's), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'close',
      });
      res.flushHeaders();
      request.raw.socket.setNoDelay(true);
      await streams.open(res, owner);
    },
  );
};
