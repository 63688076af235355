/**
 * Live events (docs/decisions/live-events.md): small typed messages that tell the open pages
 * of every server process that something changed, e.g. for a live stream of new entries.
 * Best effort and never stored: a listener that is not subscribed when an event is published
 * never sees it. Work that must happen goes through the job queue (lib/jobs).
 *
 * Carried by the database's notifier (db/notifier.ts: `LISTEN`/`NOTIFY` on the `potok_events`
 * channel on PostgreSQL, in-process on PGlite). Each event is JSON, checked against the schema
 * when published and again when received (a process of another version may send shapes this
 * one does not know: those are dropped).
 */
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import type { Notifier } from '../db/notifier.ts';

/** The notification channel of live events. */
export const EVENTS_CHANNEL = 'potok_events';

/** A publisher and subscribers of events of one schema. */
export interface LiveEvents<E> {
  /**
   * Sends `event` to every subscriber (of every process on PostgreSQL). Publish after the write
   * it reports has committed.
   * @throws Error when `event` does not match the schema or its JSON is 8000 bytes or more
   */
  publish(event: E): Promise<void>;
  /**
   * Calls `listener` with each event published from now on; resolves once subscribed, with a
   * function that ends the subscription. A listener that throws is ignored.
   */
  subscribe(listener: (event: E) => void): Promise<() => Promise<void>>;
}

/** Live events of `schema` over `notifier`, on `channel` (default `potok_events`). */
export function createLiveEvents<S extends TSchema>(
  notifier: Notifier,
  schema: S,
  channel = EVENTS_CHANNEL,
): LiveEvents<Static<S>> {
  return {
    async publish(event) {
      if (!Value.Check(schema, event)) {
        const first = Value.Errors(schema, event)[0];
        throw new Error(`live event does not match its schema (${first?.message ?? 'invalid'})`);
      }
      await notifier.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      return notifier.subscribe(channel, (text) => {
        let event: unknown;
        try {
          event = JSON.parse(text);
        } catch {
          return;
        }
        if (Value.Check(schema, event)) listener(event as Static<S>);
      });
    },
  };
}

/**
 * The server's live events: what changed, by public id. Each member is `{ type, … }`.
 * - `entry.posted`: an entry became visible in the feeds (`entry_id` is its uuid, `author` its
 *   author's username).
 * - `has_notice`: the notification badge of one person changed (modules/notifications):
 *   `user_id` is the recipient's numeric user id (the id the session knows); `has_new_notifications`
 *   is true when new notifications arrived, false when the person marked them seen or read. Only
 *   the recipient's own streams must get it (the SSE route filters by `user_id`).
 * - `session.ended`: the session `session_id` (its row id) was ended (logout): the events streams
 *   opened with it close, in every process (modules/events). Whatever else ends a session
 *   publishes it too.
 */
export const LiveEventSchema = Type.Union([
  Type.Object({
    type: Type.Literal('entry.posted'),
    entry_id: Type.String({ format: 'uuid' }),
    author: Type.String({ minLength: 1 }),
  }),
  Type.Object({
    type: Type.Literal('has_notice'),
    user_id: Type.Integer({ minimum: 1 }),
    has_new_notifications: Type.Boolean(),
  }),
  Type.Object({
    type: Type.Literal('session.ended'),
    session_id: Type.Integer({ minimum: 1 }),
  }),
]);

/** One of the server's live events. */
export type LiveEvent = Static<typeof LiveEventSchema>;
