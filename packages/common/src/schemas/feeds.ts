/**
 * Custom feed wire shapes (spec §3 "Feed", §7 "Users and feeds"; DESIGN.md §5 "feeds (custom)").
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString } from './base.ts';

/**
 * spec §3: `feed_id, uuid, title, emoji, author{name, username}, state{me_subscribed,
 * is_bookmarked}`, plus (beyond the spec) `author.user_id`, `state.is_mine` (the author sees
 * edit and delete), `tags` (slugs, in the order given), `counters.subscribers` and
 * `meta.date_added`.
 */
export const Feed = Type.Object({
  feed_id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  title: Type.String(),
  emoji: Type.String(),
  author: Type.Object({
    user_id: Type.Integer(),
    name: Type.String(),
    username: Type.String(),
  }),
  tags: Type.Array(Type.String()),
  counters: Type.Object({ subscribers: Type.Integer(), tags: Type.Integer() }),
  state: Type.Object({
    me_subscribed: Type.Boolean(),
    is_bookmarked: Type.Boolean(),
    is_mine: Type.Boolean(),
  }),
  meta: Type.Object({ date_added: DateString }),
});
export type Feed = Static<typeof Feed>;

/**
 * `POST feeds` and `POST feed/{uuid}` body: title, emoji and tags (`котики` or `#котики`). The
 * schema only bounds sizes (so nothing huge is parsed); the rules and their statuses are
 * `checkFeedFields` (feeds.ts): `feed_title_empty`, `feed_title_too_long`,
 * `feed_emoji_not_valid`, `feed_tags_empty`, `feed_tag_not_valid`, `feed_too_many_tags`.
 */
export const FeedBody = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  emoji: Type.String({ maxLength: 64 }),
  tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }),
});
export type FeedBody = Static<typeof FeedBody>;

/** `GET feeds` query: `q` matches titles and tags (cut to FEEDS_QUERY_MAX), `offset` paging. */
export const FeedsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 10_000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});
export type FeedsQuery = Static<typeof FeedsQuery>;

/** Payload of `POST feed/{uuid}/subscribe|unsubscribe`: the flag and the subscriber counter. */
export const FeedSubscriptionPayload = Type.Object({
  me_subscribed: Type.Boolean(),
  subscribers: Type.Integer(),
});
export type FeedSubscriptionPayload = Static<typeof FeedSubscriptionPayload>;
