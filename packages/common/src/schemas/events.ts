/**
 * Live events of `GET /v1/events` (spec §4 "Notification badge", §7 "Live events"; DESIGN.md §5
 * "live events"): a server-sent events stream whose every message is one `data:` line of JSON,
 * `{ type, data }`, followed by a blank line. Comment lines (`: …`) are heartbeats, sent every
 * EVENTS_HEARTBEAT_MS; a client ignores them (EventSource does).
 *
 * - `has_notice` (spec): the person's notification badge changed; `data.has_new_notifications` is
 *   true when new notifications arrived, false when they were seen or read in another tab.
 * - `new_entries` (beyond the spec): an entry arrived in the person's timeline or
 *   in the abyss, as `data.tab` says; `entry_id` is its uuid (a tab that already shows it, e.g.
 *   the author's own, ignores it), `author` its author's username. Sent only for the tabs the
 *   stream watches (`?watch=`, EventsQuery).
 */
import Type, { type Static } from 'typebox';

/** The heartbeat period of the events stream, ms (DESIGN.md §5: every 25 s). */
export const EVENTS_HEARTBEAT_MS = 25_000;

/**
 * `GET /v1/events` query: `watch`, a comma-separated list of LIVE_WATCH_TABS (`timeline,abyss`
 * when absent; `none` or an empty value: has_notice only). Unknown names are ignored.
 */
export const EventsQuery = Type.Object({
  watch: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        'The feed tabs to get `new_entries` of, comma-separated: `timeline`, `abyss` (both when ' +
        'absent; `none` for neither). Unknown names are ignored.',
    }),
  ),
});
export type EventsQuery = Static<typeof EventsQuery>;

/** `has_notice`: the person's notification badge changed. */
export const HasNoticeMessage = Type.Object({
  type: Type.Literal('has_notice'),
  data: Type.Object({ has_new_notifications: Type.Boolean() }),
});
export type HasNoticeMessage = Static<typeof HasNoticeMessage>;

/** `new_entries`: an entry arrived in the timeline or the abyss of the stream's person. */
export const NewEntriesMessage = Type.Object({
  type: Type.Literal('new_entries'),
  data: Type.Object({
    tab: Type.Union([Type.Literal('timeline'), Type.Literal('abyss')]),
    entry_id: Type.String({ format: 'uuid' }),
    author: Type.String(),
  }),
});
export type NewEntriesMessage = Static<typeof NewEntriesMessage>;

/** One message of the events stream (the JSON of its `data:` line). */
export const LiveMessage = Type.Union([HasNoticeMessage, NewEntriesMessage]);
export type LiveMessage = Static<typeof LiveMessage>;
