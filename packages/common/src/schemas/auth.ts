/** Auth wire shapes (spec §3 "Credentials", "Session"; DESIGN.md §5 "human check"). */
import Type, { type Static } from 'typebox';
import { ContentSettings } from './settings.ts';
import { Avatar } from './users.ts';

/**
 * `POST auth/register`. Fields are strings without length rules in the schema: the service trims
 * and checks them so each failure has its own spec status (`name_too_long`, …).
 */
export const RegisterBody = Type.Object({
  name: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  'h-captcha-response': Type.Optional(Type.String()),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});
export type LoginBody = Static<typeof LoginBody>;

export const LogoutBody = Type.Object({ logout_hash: Type.Optional(Type.String()) });
export type LogoutBody = Static<typeof LogoutBody>;

/**
 * spec §3 "Session", DESIGN.md: `{ is_auth, user, logout_hash }`; `user` null for guests.
 * Beyond the spec, `user.content` carries the content preferences (`nsfw`), `user.email` the
 * account's address and `user.state.is_email_verified` whether it is verified
 * (docs/decisions/email-verification.md).
 */
export const Session = Type.Object({
  is_auth: Type.Boolean(),
  user: Type.Union([
    Type.Object({
      user_id: Type.Integer(),
      username: Type.String(),
      name: Type.String(),
      avatar: Avatar,
      email: Type.String(),
      state: Type.Object({
        has_new_notifications: Type.Boolean(),
        is_email_verified: Type.Boolean(),
      }),
      /** The person's content preferences (schemas/settings.ts), applied on every device. */
      content: ContentSettings,
    }),
    Type.Null(),
  ]),
  logout_hash: Type.Union([Type.String(), Type.Null()]),
});
export type Session = Static<typeof Session>;

/**
 * Payload of a successful login or register: the session, and the token for API clients that
 * use `Authorization: Bearer` instead of the cookie.
 */
export const AuthPayload = Type.Object({ session: Session, token: Type.String() });
export type AuthPayload = Static<typeof AuthPayload>;

/** `GET auth/captcha` (DESIGN.md §5). */
export const Captcha = Type.Union([
  Type.Object({
    provider: Type.Literal('altcha'),
    challenge: Type.Record(Type.String(), Type.Unknown()),
  }),
  Type.Object({ provider: Type.Literal('hcaptcha'), sitekey: Type.String() }),
]);
export type Captcha = Static<typeof Captcha>;
