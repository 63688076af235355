/** Shapes auth data for the wire (spec §3 "Session"); the only place that does. */
import { DEFAULT_NSFW_MODE, NSFW_MODES, type NsfwMode, type Session } from '@potok/common';
import type { LiveSession } from './auth.repository.ts';

/** The session of a guest. */
export const GUEST_SESSION: Session = { is_auth: false, user: null, logout_hash: null };

/** `Session` of a signed-in user. */
export function toSession(live: LiveSession, hasNewNotifications: boolean): Session {
  return {
    is_auth: true,
    user: {
      user_id: live.user.userId,
      username: live.user.username,
      name: live.user.name,
      avatar: { hash: live.user.avatarHash },
      email: live.user.email,
      state: {
        has_new_notifications: hasNewNotifications,
        is_email_verified: live.user.isEmailVerified,
      },
      content: { nsfw: nsfwMode(live.user.nsfwMode) },
    },
    logout_hash: live.logoutHash,
  };
}

/** The stored NSFW mode as the wire's (the column's check keeps it one of NSFW_MODES). */
export function nsfwMode(stored: string): NsfwMode {
  return (NSFW_MODES as readonly string[]).includes(stored)
    ? (stored as NsfwMode)
    : DEFAULT_NSFW_MODE;
}
