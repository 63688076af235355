/** User wire shapes: UserShort (DESIGN.md §5) and the user card (spec §3). */
import Type, { type Static } from 'typebox';
import { DateString } from './base.ts';

export const Avatar = Type.Object({ hash: Type.String() });

/** DESIGN.md §5: `{ user_id, username, name, avatar: { hash }, state: { is_me, is_verified, me_subscribed } }`. */
export const UserShort = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  avatar: Avatar,
  state: Type.Object({
    is_me: Type.Boolean(),
    is_verified: Type.Boolean(),
    me_subscribed: Type.Boolean(),
  }),
});
export type UserShort = Static<typeof UserShort>;

/** spec §3 "User card". `profile.bio` is plain text rendered through the tokenizer. */
export const UserCard = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  profile: Type.Object({ name: Type.String(), bio: Type.String(), sex: Type.String() }),
  avatar: Avatar,
  tint: Type.Union([Type.String(), Type.Null()]),
  counters: Type.Object({
    entries: Type.Integer(),
    subscribers: Type.Integer(),
    subscriptions: Type.Integer(),
    badges: Type.Integer(),
  }),
  meta: Type.Object({ date_added: DateString }),
  state: Type.Object({
    is_me: Type.Boolean(),
    is_verified: Type.Boolean(),
    me_subscribed: Type.Boolean(),
    me_subscribed_to_new_posts: Type.Boolean(),
    is_bookmarked: Type.Boolean(),
  }),
});
export type UserCard = Static<typeof UserCard>;

/** Payload of subscribe / unsubscribe: the flag and the new subscriber counter. */
export const SubscriptionPayload = Type.Object({
  me_subscribed: Type.Boolean(),
  subscribers: Type.Integer(),
});
export type SubscriptionPayload = Static<typeof SubscriptionPayload>;

/** Payload of notify / unnotify: the subscription flags and the subscriber counter. */
export const NotifyPayload = Type.Object({
  me_subscribed: Type.Boolean(),
  me_subscribed_to_new_posts: Type.Boolean(),
  subscribers: Type.Integer(),
});
export type NotifyPayload = Static<typeof NotifyPayload>;
