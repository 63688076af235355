/** Shapes auth data for the wire (spec §3 "Session"); the only place that does. */
import type { Session } from '@potok/common';
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
    },
    logout_hash: live.logoutHash,
  };
}
