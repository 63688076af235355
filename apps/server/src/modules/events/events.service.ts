/**
 * The open events streams of this process (`GET /v1/events`, spec §4 "Notification badge", §7
 * "Live events"; DESIGN.md §5 "live events") and how live events reach them.
 *
 * - One subscription to the server's live events per process (lib/events.ts: on PostgreSQL one
 *   `LISTEN` on the notifier's one dedicated connection), taken when the first stream opens and
 *   ended when the last one closes; the streams live in an in-memory map user → streams. A
 *   stream that closes (the client left, the session ended, the server stops) leaves nothing
 *   behind: `count()` and `isListening()` say so.
 * - A stream begins with its person's state: `has_notice` with `has_new_notifications` as it is
 *   once this process hears live events, then `: connected`. A notification made between the
 *   page's session check and the stream's opening (the web app opens it a moment after its
 *   first screen) lights the badge all the same; a `has_notice` heard while the state is read
 *   is newer, and the state is then not sent.
 * - `has_notice {user_id}` → `{"type":"has_notice","data":{"has_new_notifications":…}}` on that
 *   person's streams.
 * - `entry.posted` → `new_entries` with `tab: 'abyss'` on every stream watching the abyss, and
 *   with `tab: 'timeline'` on the streams watching the timeline of the people whose timeline it
 *   enters — asked of the database only about the people with a stream open here (one query
 *   per entry, `timelineRecipients`), never about all of the author's subscribers.
 * - `session.ended {session_id}` → the streams opened with that session end.
 * - A heartbeat comment (`: ping`) every EVENTS_HEARTBEAT_MS on every stream, from one timer;
 *   it also finds clients gone without a FIN (the write fails and the socket closes).
 * - A stream whose client does not read (more than MAX_BUFFERED_BYTES waiting) is cut: the
 *   client reconnects (spec §9).
 * - Bounds (docs/decisions/live-stream-limits.md; LIVE_STREAMS_* in config.ts), counted in this
 *   process: a session keeps at most `perSession` streams — a new one closes the session's
 *   oldest (a reloaded page or a phone that changed networks leaves its old stream behind, and
 *   the newest is the one a person looks at); an account at most `perAccount` — past it `admit`
 *   refuses 429 `too_many_requests`; the process at most `max` — past it 503 `server_busy`, both
 *   with `Retry-After: LIVE_STREAM_RETRY_AFTER_SECONDS`. Reaching a bound is logged as one
 *   warning per bound at most every LIMIT_WARNING_EVERY_MS, with the count since the last.
 *
 * Delivery is best effort, as live events are: an event published while no stream of its
 * person is open, or while the subscription is being taken, is not replayed.
 */
import type { ServerResponse } from 'node:http';
import { EVENTS_HEARTBEAT_MS, type LiveMessage, type LiveWatchTab } from '@potok/common';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, briefError } from '../../lib/errors.ts';
import type { LiveEvent, LiveEvents } from '../../lib/events.ts';
import type { EventsRepository } from './events.repository.ts';

/** Bytes a stream may have waiting for a slow client before it is cut. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** `Retry-After` of a stream refused for a bound, seconds (the client's longest back-off). */
export const LIVE_STREAM_RETRY_AFTER_SECONDS = 30;

/** An evicted stream still open this long after its end is destroyed, ms. */
const EVICTED_CLOSE_MS = 5_000;

/** A bound's warning is logged at most once in this many ms. */
export const LIMIT_WARNING_EVERY_MS = 60_000;

/** The bounds on open streams (config.ts `liveStreams`). */
export interface LiveStreamLimits {
  /** Streams of one session; a new one past it closes the session's oldest. */
  perSession: number;
  /** Streams of one account; a new one past it is refused 429. */
  perAccount: number;
  /** Streams of this process; a new one past it is refused 503. */
  max: number;
}

/** Which bound was reached: what the warnings and `refusals()` name. */
export type LiveStreamBound = 'session' | 'account' | 'process';

/** One open stream: its response, whose it is and what it watches. */
interface Stream {
  res: ServerResponse;
  userId: number;
  sessionId: number;
  watch: ReadonlySet<LiveWatchTab>;
  log?: FastifyBaseLogger;
  /** Whether a `has_notice` event was written to it (its opening state is then stale). */
  noticed?: boolean;
  /** Closed for its session's bound: no longer counted against the session. */
  evicted?: boolean;
}

/** Who opens a stream. */
export interface StreamOwner {
  userId: number;
  sessionId: number;
  /** The feed tabs it gets `new_entries` of. */
  watch: ReadonlySet<LiveWatchTab>;
  /**
   * The logger of the request that opened it (`request.log`), so what is logged about the
   * stream carries that request's `reqId`; the streams' own logger otherwise.
   */
  log?: FastifyBaseLogger;
}

/** What the streams are built from (app.ts). */
export interface LiveStreamsDeps {
  events: LiveEvents<LiveEvent>;
  repository: EventsRepository;
  /** `has_new_notifications` of a person now (modules/notifications `hasNew`). */
  hasNewNotifications: (userId: number) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** Heartbeat period, ms (default EVENTS_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Bounds on open streams (default: none). */
  limits?: LiveStreamLimits;
  /** Milliseconds now, for the warnings' rate (tests). */
  now?: () => number;
}

/** The SSE frame of one message: a `data:` line of JSON and a blank line. */
export function sseFrame(message: LiveMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

/** Creates the streams of one app (see the module comment). */
export function createLiveStreams(deps: LiveStreamsDeps) {
  const { events, repository, hasNewNotifications, log } = deps;
  const heartbeatMs = deps.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const limits = deps.limits ?? { perSession: Infinity, perAccount: Infinity, max: Infinity };
  const now = deps.now ?? (() => performance.now());
  const byUser = new Map<number, Set<Stream>>();
  let count = 0;
  /** Streams refused or closed for a bound since the app began, by bound. */
  const reached: Record<LiveStreamBound, number> = { session: 0, account: 0, process: 0 };
  /** Per bound: when its warning was last logged, and how often it was reached since. */
  const warnings = new Map<LiveStreamBound, { at: number; since: number }>();
  let closing = false;
  let heartbeat: NodeJS.Timeout | null = null;
  /** The live subscription; `token` tells a listener of an ended one to keep quiet. */
  let subscription: { token: object; ended: Promise<() => Promise<void>> } | null = null;

  const write = (stream: Stream, text: string) => {
    const { res } = stream;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      (stream.log ?? log).debug(
        { userId: stream.userId },
        'events: a stream that does not read is cut',
      );
      res.destroy();
      return;
    }
    res.write(text);
  };

  const everyStream = function* (): Generator<Stream> {
    for (const set of byUser.values()) yield* set;
  };

  /** Streams watching `tab`, by user. */
  const watchers = (tab: LiveWatchTab): Map<number, Stream[]> => {
    const found = new Map<number, Stream[]>();
    for (const [userId, set] of byUser) {
      const list = [...set].filter((s) => s.watch.has(tab));
      if (list.length > 0) found.set(userId, list);
    }
    return found;
  };

  const onEntryPosted = async (event: Extract<LiveEvent, { type: 'entry.posted' }>) => {
    const data = { entry_id: event.entry_id, author: event.author };
    const abyss = sseFrame({ type: 'new_entries', data: { tab: 'abyss', ...data } });
    for (const stream of everyStream()) if (stream.watch.has('abyss')) write(stream, abyss);
    const timeline = watchers('timeline');
    if (timeline.size === 0) return;
    const recipients = await repository.timelineRecipients(event.entry_id, [...timeline.keys()]);
    const frame = sseFrame({ type: 'new_entries', data: { tab: 'timeline', ...data } });
    for (const userId of recipients) {
      // Streams opened while the query ran are left out: they will load the entry themselves.
      for (const stream of timeline.get(userId) ?? []) write(stream, frame);
    }
  };

  const onEvent = (event: LiveEvent) => {
    switch (event.type) {
      case 'has_notice': {
        const frame = sseFrame({
          type: 'has_notice',
          data: { has_new_notifications: event.has_new_notifications },
        });
        for (const stream of byUser.get(event.user_id) ?? []) {
          stream.noticed = true;
          write(stream, frame);
        }
        return;
      }
      case 'session.ended':
        for (const stream of [...everyStream()]) {
          if (stream.sessionId === event.session_id) stream.res.end();
        }
        return;
      case 'entry.posted':
        onEntryPosted(event).catch((error: unknown) =>
          log.error({ error: briefError(error) }, 'events: new_entries not delivered'),
        );
        return;
    }
  };

  /** Resolves once this process is subscribed (subscribing when it is not). */
  const subscribed = async (): Promise<void> => {
    if (!subscription) {
      const token = {};
      const ended = events.subscribe((event) => {
        if (subscription?.token === token) onEvent(event);
      });
      subscription = { token, ended };
      ended.catch(() => {
        if (subscription?.token === token) subscription = null;
      });
    }
    await subscription.ended;
  };

  /** Ends the subscription and the heartbeat once no stream is open. */
  const releaseWhenIdle = async (): Promise<void> => {
    if (count > 0) return;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    const ending = subscription;
    subscription = null;
    if (ending) await (await ending.ended.catch(() => null))?.();
  };

  /** Counts a bound reached and logs its warning, at most once per LIMIT_WARNING_EVERY_MS. */
  const noteBound = (bound: LiveStreamBound, owner: StreamOwner) => {
    reached[bound] += 1;
    const last = warnings.get(bound);
    const at = now();
    if (last && at - last.at < LIMIT_WARNING_EVERY_MS) {
      last.since += 1;
      return;
    }
    warnings.set(bound, { at, since: 0 });
    log.warn(
      {
        bound,
        limit:
          bound === 'session'
            ? limits.perSession
            : bound === 'account'
              ? limits.perAccount
              : limits.max,
        userId: owner.userId,
        open: count,
        reachedSinceLastWarning: (last?.since ?? 0) + 1,
      },
      bound === 'session'
        ? 'events: a session reached its live-stream limit: its oldest stream is closed'
        : `events: the ${bound}'s live-stream limit was reached: new streams refused`,
    );
  };

  /** The open streams of `owner`'s session, oldest first (a Set keeps insertion order). */
  const sessionStreams = (owner: StreamOwner): Stream[] =>
    [...(byUser.get(owner.userId) ?? [])].filter(
      (s) => s.sessionId === owner.sessionId && !s.evicted,
    );

  const remove = (stream: Stream) => {
    const set = byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) byUser.delete(stream.userId);
    count -= 1;
    void releaseWhenIdle().catch((error: unknown) =>
      log.warn({ error: briefError(error) }, 'events: unsubscribing failed'),
    );
  };

  return {
    /**
     * Checks that `owner` may open one more stream (see the module comment: a session at its
     * bound is not refused — `open` closes its oldest). Call it before the answer's head is
     * sent, and `open` right after it with no `await` between, so no other stream is admitted
     * in between.
     * @throws AppError `too_many_requests` (429) at the account's bound, `server_busy` (503) at
     *   the process's, each with `retryAfterSeconds` LIVE_STREAM_RETRY_AFTER_SECONDS
     */
    admit(owner: StreamOwner): void {
      // A session at its bound trades its oldest stream for the new one: no count grows.
      if (sessionStreams(owner).length >= limits.perSession) return;
      const ofAccount = [...(byUser.get(owner.userId) ?? [])].filter((s) => !s.evicted).length;
      if (ofAccount >= limits.perAccount) {
        noteBound('account', owner);
        throw new AppError(
          'too_many_requests',
          `This account has ${limits.perAccount} live streams open; close one (a tab) and retry.`,
          LIVE_STREAM_RETRY_AFTER_SECONDS,
        );
      }
      if (count >= limits.max) {
        noteBound('process', owner);
        throw new AppError(
          'server_busy',
          'The server holds as many live streams as it can; retry later.',
          LIVE_STREAM_RETRY_AFTER_SECONDS,
        );
      }
    },

    /**
     * Adds the open response `res` (its head already sent) as a stream of `owner`; once this
     * process hears live events, writes the person's `has_notice` state (unless an event of
     * theirs came meanwhile) and then `: connected`, so a client (or a test) that has read that
     * line gets every event published after it. Ends `res` when the server is closing or the
     * subscription cannot be taken (the client reconnects); a state that cannot be read is left
     * out (the session check keeps it). `res` leaves the streams when it closes, for whatever
     * reason.
     */
    async open(res: ServerResponse, owner: StreamOwner): Promise<void> {
      if (closing) {
        res.end();
        return;
      }
      const stream: Stream = { res, ...owner };
      const ofSession = sessionStreams(owner);
      for (const old of ofSession.slice(0, Math.max(0, ofSession.length - limits.perSession + 1))) {
        noteBound('session', owner);
        old.evicted = true;
        old.res.end();
        // A client that does not read keeps an ended response from closing: cut it then.
        setTimeout(() => old.res.destroy(), EVICTED_CLOSE_MS).unref();
      }
      let set = byUser.get(owner.userId);
      if (!set) {
        set = new Set();
        byUser.set(owner.userId, set);
      }
      set.add(stream);
      count += 1;
      res.once('close', () => remove(stream));
      heartbeat ??= setInterval(() => {
        for (const s of everyStream()) write(s, ': ping\n\n');
      }, heartbeatMs).unref();
      try {
        await subscribed();
      } catch (error) {
        log.error({ error: briefError(error) }, 'events: cannot subscribe to live events');
        res.end();
        return;
      }
      try {
        const state = await hasNewNotifications(owner.userId);
        if (!stream.noticed) {
          write(stream, sseFrame({ type: 'has_notice', data: { has_new_notifications: state } }));
        }
      } catch (error) {
        (stream.log ?? log).warn({ error: briefError(error) }, 'events: opening state not read');
      }
      write(stream, ': connected\n\n');
    },

    /** Streams open now. */
    count(): number {
      return count;
    },

    /** Streams refused (account, process) or closed (session) for a bound so far, by bound. */
    refusals(): Readonly<Record<LiveStreamBound, number>> {
      return { ...reached };
    },

    /** Whether this process holds its subscription to live events (only while streams are open). */
    isListening(): boolean {
      return subscription !== null;
    },

    /**
     * Ends every stream and the subscription, and refuses new ones: the first step of a graceful
     * shutdown (app.ts `preClose`), so open streams never hold the server's close.
     */
    async close(): Promise<void> {
      closing = true;
      for (const stream of [...everyStream()]) stream.res.end();
      await releaseWhenIdle();
    },
  };
}

/** The streams of one app. */
export type LiveStreams = ReturnType<typeof createLiveStreams>;
