/**
 * Row shapes of people as the repositories of several areas select them (entries, comments,
 * notifications, suggest, users), apart from the users repository so that those areas import
 * no cycle with it.
 */

/** Columns a `UserShort` is made of, as the repositories select them (snake_case SQL names). */
export interface UserShortRow {
  user_id: number | string;
  username: string;
  name: string;
  avatar_hash: string;
  is_verified: boolean;
  /** Whether the viewer subscribes to this user (false for guests). */
  me_subscribed: boolean;
}
