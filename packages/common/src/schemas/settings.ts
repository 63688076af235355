/**
 * Account settings wire shapes and constants (spec §3 "Settings profile", "Login record",
 * "Permissions"; spec §7 "Settings"; DESIGN.md §4–§5). Every settings write accepts the form
 * data the spec sends and JSON alike; a body with a field the call does not name, or a field
 * given twice, is refused (400 `bad_request`) before anything changes.
 *
 * | call | body | answer |
 * | --- | --- | --- |
 * | GET settings/profile | – | `SettingsProfile` |
 * | POST settings/profile | `SettingsProfileBody` (any of the four) | `{ status: 'ok', payload: SettingsProfile }` |
 * | GET settings/tint | – | `{ items: TintItem[] }` |
 * | POST settings/tint | `{ code }` (`''` clears) | `{ status: 'ok', payload: SettingsProfile }` |
 * | POST settings/password | `SettingsPasswordBody` | `{ status: 'password_changed' }` |
 * | GET settings/logins?offset= | – | `Page<LoginRecord>` |
 * | DELETE settings/logins/{login_id} | – | `{ status: 'session_ended' }` |
 * | DELETE settings/logins | – | `{ status: 'sessions_ended', payload: { ended } }` |
 * | GET settings/permissions | – | `PermissionsMap` |
 * | GET settings/content | – | `ContentSettings` |
 * | POST settings/content | `ContentSettingsBody` | `{ status: 'ok', payload: ContentSettings }` |
 * | POST settings/delete-account | `DeleteAccountBody` | `{ status: 'account_deleted' }` |
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString } from './base.ts';

/** Profile `sex` values (spec §3 "Settings profile"). */
export const SEXES = ['male', 'female', 'none'] as const;
/** One of SEXES. */
export type Sex = (typeof SEXES)[number];

/**
 * Tones of a tint: `dark` tints carry light text and marks, `light` ones dark text (what the
 * tint picker draws its check mark with).
 */
export const TINT_TYPES = ['dark', 'light'] as const;
export type TintType = (typeof TINT_TYPES)[number];

/**
 * The tint catalogue (spec §3 "Tint item: code and type"): the colours a person can give their
 * card's accents. A code is a CSS colour name, so the web app paints it as it is
 * (`tintColor` of the user card); the order is the picker's.
 */
export const TINTS: readonly { code: string; type: TintType }[] = [
  { code: 'crimson', type: 'dark' },
  { code: 'tomato', type: 'light' },
  { code: 'darkorange', type: 'light' },
  { code: 'gold', type: 'light' },
  { code: 'yellowgreen', type: 'light' },
  { code: 'seagreen', type: 'dark' },
  { code: 'teal', type: 'dark' },
  { code: 'deepskyblue', type: 'light' },
  { code: 'royalblue', type: 'dark' },
  { code: 'slateblue', type: 'dark' },
  { code: 'mediumpurple', type: 'light' },
  { code: 'orchid', type: 'light' },
  { code: 'hotpink', type: 'light' },
  { code: 'sienna', type: 'dark' },
  { code: 'slategray', type: 'dark' },
];

/** True when `code` is a tint of the catalogue. */
export function isTintCode(code: string): boolean {
  return TINTS.some((tint) => tint.code === code);
}

/** spec §3 "Settings profile": name, bio, sex, tint (a code of TINTS, or null for none). */
/** One of SEXES, as a schema. */
const SexSchema = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('none')]);

export const SettingsProfile = Type.Object({
  name: Type.String(),
  bio: Type.String(),
  sex: SexSchema,
  tint: Type.Union([Type.String(), Type.Null()]),
});
export type SettingsProfile = Static<typeof SettingsProfile>;

/**
 * `POST settings/profile` (form data or JSON): any of the four; an omitted one keeps its value.
 * `name` is trimmed, 1–50 characters and not blank (`name_empty`, `name_too_long`); `bio` is
 * trimmed, ≤ 500 characters (`bio_too_long`); `tint` a code of TINTS or `''` for none
 * (`tint_not_valid`); `sex` one of SEXES (`bad_request`).
 */
export const SettingsProfileBody = Type.Object({
  name: Type.Optional(Type.String()),
  bio: Type.Optional(Type.String()),
  sex: Type.Optional(SexSchema),
  tint: Type.Optional(Type.String()),
});
export type SettingsProfileBody = Static<typeof SettingsProfileBody>;

/** Tint item of `GET settings/tint` (spec §3). */
export const TintItem = Type.Object({
  code: Type.String(),
  type: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
});
export type TintItem = Static<typeof TintItem>;

/** `GET settings/tint`: the catalogue, in the picker's order. */
export const TintList = Type.Object({ items: Type.Array(TintItem) });
export type TintList = Static<typeof TintList>;

/** `POST settings/tint` (form data or JSON): a code of TINTS, or `''` for no tint. */
export const SettingsTintBody = Type.Object({ code: Type.String() });
export type SettingsTintBody = Static<typeof SettingsTintBody>;

/**
 * `POST settings/password` (form data or JSON; spec §7): the current password, the new one
 * (8–256 characters after trimming, not easily guessed) and `apply` = true (the confirmation).
 */
export const SettingsPasswordBody = Type.Object({
  current_password: Type.Optional(Type.String()),
  new_password: Type.Optional(Type.String()),
  apply: Type.Optional(Type.Boolean()),
});
export type SettingsPasswordBody = Static<typeof SettingsPasswordBody>;

/** An operating system or browser as read from a login's user agent (names and versions). */
export const SoftwareName = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.String(), Type.Null()]),
});
export type SoftwareName = Static<typeof SoftwareName>;

/**
 * spec §3 "Login record": one sign-in (one session), newest first. Beyond the spec:
 * `is_current` marks the session making the call, `is_active` a session still signed in (not
 * ended, not expired) — one that `DELETE settings/logins/{login_id}` can end.
 */
export const LoginRecord = Type.Object({
  login_id: Type.Integer(),
  os: SoftwareName,
  browser: SoftwareName,
  date_added: DateString,
  is_current: Type.Boolean(),
  is_active: Type.Boolean(),
});
export type LoginRecord = Static<typeof LoginRecord>;

/** Path of `DELETE settings/logins/{login_id}`. */
export const LoginParams = Type.Object({
  login_id: Type.Integer({ minimum: 1, maximum: MAX_INTEGER_INPUT }),
});
export type LoginParams = Static<typeof LoginParams>;

/** Payload of `DELETE settings/logins`: how many sessions were ended. */
export const SessionsEndedPayload = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type SessionsEndedPayload = Static<typeof SessionsEndedPayload>;

/** spec §3 "Permissions": each of the eight (PERMISSIONS) with whether the person has it. */
export const PermissionsMap = Type.Object({
  create_entries: Type.Boolean(),
  edit_entries: Type.Boolean(),
  delete_entries: Type.Boolean(),
  create_comments: Type.Boolean(),
  edit_comments: Type.Boolean(),
  delete_comments: Type.Boolean(),
  subscribe_to_users: Type.Boolean(),
  attach_images: Type.Boolean(),
});
export type PermissionsMap = Static<typeof PermissionsMap>;

/**
 * How entries marked NSFW show to the person (beyond the spec; stored on the account, so it
 * follows them across devices): `blur` (default) blurs their images until clicked, `show` shows
 * them, `hide` leaves the entries marked NSFW out of the person's lists.
 */
export const NSFW_MODES = ['blur', 'show', 'hide'] as const;
export type NsfwMode = (typeof NSFW_MODES)[number];
/** The NSFW mode of a new account and of guests. */
export const DEFAULT_NSFW_MODE: NsfwMode = 'blur';

/** `GET settings/content`, and the `content` of a signed-in session. */
export const ContentSettings = Type.Object({
  nsfw: Type.Union([Type.Literal('blur'), Type.Literal('show'), Type.Literal('hide')]),
});
export type ContentSettings = Static<typeof ContentSettings>;

/** `POST settings/content` (form data or JSON). */
export const ContentSettingsBody = ContentSettings;
export type ContentSettingsBody = Static<typeof ContentSettingsBody>;

/**
 * `POST settings/delete-account` (form data or JSON; spec §7): the password and `apply` = true
 * (the confirmation). A wrong password is `password_invalid`, a missing confirmation
 * `bad_request`; either changes nothing.
 */
export const DeleteAccountBody = Type.Object({
  password: Type.Optional(Type.String()),
  apply: Type.Optional(Type.Boolean()),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/**
 * Longest body a settings write reads, bytes: a profile with a 500-character bio of 4-byte
 * characters, percent-encoded as form data, fits several times over; a larger body is refused
 * (413 `too_large`) as it arrives, before it is read in full.
 */
export const SETTINGS_BODY_LIMIT = 32 * 1024;
