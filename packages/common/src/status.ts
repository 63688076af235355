/**
 * The status catalogue (spec §8, DESIGN.md §4): every status code the server may send, with the
 * HTTP code it travels with. The server sends no code outside it; the web app has a text for
 * every code in every locale (a test checks both).
 *
 * Success codes travel with 200; error codes with the HTTP code given here.
 */
export const STATUS_HTTP = {
  // success statuses of writes (spec §8 "Alert messages by status")
  ok: 200,
  added: 200,
  removed: 200,
  subscribed: 200,
  unsubscribed: 200,
  notify_on: 200,
  notify_off: 200,
  logged_in: 200,
  logged_out: 200,
  registered: 200,
  entry_added: 200,
  entry_edited: 200,
  entry_deleted: 200,
  entry_reported: 200,
  entry_pinned: 200,
  entry_unpinned: 200,
  comment_added: 200,
  comment_edited: 200,
  comment_deleted: 200,
  comment_reported: 200,
  /** The entry's author collapsed a comment under their entry (docs/decisions/entry-and-comment-actions.md). */
  comment_hidden: 200,
  comment_unhidden: 200,
  /** A reaction was added to / taken from an entry (payload: the entry's reactions). */
  reaction_added: 200,
  reaction_removed: 200,
  /** `POST feeds` made the feed (payload: the feed). */
  feed_added: 200,
  /** `POST feed/{uuid}`: the author changed title, emoji or tags (beyond spec §7; docs/decisions/custom-feeds.md). */
  feed_edited: 200,
  /** `DELETE feed/{uuid}`: the author deleted the feed (beyond spec §7; docs/decisions/custom-feeds.md). */
  feed_deleted: 200,
  feed_reported: 200,
  tag_reported: 200,
  user_reported: 200,
  notice_readed: 200,
  notice_hidden: 200,
  notice_all_readed: 200,
  password_changed: 200,
  challenge_code_sended: 200,
  challenge_code_confirmed: 200,
  /** `settings/email/verify-code`: the account's address is verified (docs/decisions/email-verification.md). */
  email_verified: 200,
  /** `settings/email/change-code`: the account uses the new address (docs/decisions/email-verification.md). */
  email_changed: 200,
  /** `POST upload` kept the file (beyond spec §8, which shows no upload statuses). */
  file_uploaded: 200,
  /** `POST file/{uuid}` changed the file's alt text. */
  file_updated: 200,
  /** `DELETE settings/logins/{login_id}` ended that session (beyond spec §7; docs/decisions/account-settings.md). */
  session_ended: 200,
  /** `DELETE settings/logins` ended every other session of the person (payload: how many). */
  sessions_ended: 200,
  /** `POST settings/delete-account` erased the account (docs/decisions/account-settings.md). */
  account_deleted: 200,

  // request shape
  bad_request: 400,
  invalid_json_format: 400,
  please_enter_captcha: 400,
  captcha_invalid: 400,
  challenge_invalide_code: 400,
  /** A recovery token or pending code that is unknown, forged, used, or ended by wrong codes. */
  challenge_token_invalid: 400,
  /** A recovery token or pending code older than CHALLENGE_CODE_TTL_MS (15 minutes). */
  challenge_expired: 400,
  /** `auth/forgot-change` before the code was confirmed (`auth/forgot-code`). */
  challenge_not_confirmed: 400,
  /** `settings/email/verify` when the address is verified already. */
  email_already_verified: 400,
  /** `settings/email/change` with the address the account already uses. */
  email_not_changed: 400,
  entry_empty_text: 400,
  entry_text_too_long: 400,
  entry_comments_disabled: 400,
  comment_empty: 400,
  comment_text_too_long: 400,
  comment_parent_not_found: 400,
  /** `react` names no reaction of the fixed set (constants.ts REACTIONS). */
  reaction_not_valid: 400,
  /** `reason` is not an index of REPORT_REASONS. */
  report_reason_not_valid: 400,
  /** One's own entry, comment, profile or feed cannot be reported. */
  report_own_content: 400,
  entry_uuid_required: 400,
  comment_id_required: 400,
  feed_uuid_required: 400,
  /** A feed's title is empty after trimming (packages/common feeds.ts `checkFeedFields`). */
  feed_title_empty: 400,
  /** A feed's title is longer than FEED_LIMITS.titleMax (60) characters. */
  feed_title_too_long: 400,
  /** A feed's emoji is not exactly one emoji. */
  feed_emoji_not_valid: 400,
  /** A feed needs at least one tag. */
  feed_tags_empty: 400,
  /** A feed's tag is not a `#tag` (1–24 letters, digits or `_`, not all digits). */
  feed_tag_not_valid: 400,
  /** A feed has more than FEED_LIMITS.tagsMax (20) distinct tags. */
  feed_too_many_tags: 400,
  tag_slug_required: 400,
  username_required: 400,
  /** An upload's file name is empty, too long, or holds a path or a control character. */
  file_name_not_valid: 400,
  /** An upload's bytes claim a kept type but do not decode (a truncated or damaged file). */
  file_damaged: 400,
  /** Alt text longer than MEDIA_LIMITS.altText characters. */
  file_alt_too_long: 400,
  /**
   * An `Idempotency-Key` repeated with another request (another body or address) within a day
   * (IETF draft "The Idempotency-Key HTTP Header Field" §2.7: 422 Unprocessable Content).
   */
  idempotency_key_reused: 422,

  // validation family (spec §5)
  name_empty: 400,
  name_too_short: 400,
  name_too_long: 400,
  email_needed: 400,
  email_not_valid: 400,
  email_already_used: 409,
  /** A profile's bio is longer than LIMITS.bioMax (500) characters after trimming. */
  bio_too_long: 400,
  /** A tint code outside the tint catalogue (schemas/settings.ts TINTS). */
  tint_not_valid: 400,
  password_empty: 400,
  password_too_short: 400,
  password_too_long: 400,
  /** Refused by the strength estimator: a common or trivially guessable password. */
  password_too_weak: 400,
  password_not_changed: 400,
  password_invalid: 400,
  username_empty: 400,
  username_too_short: 400,
  username_too_long: 400,
  username_not_valid: 400,
  username_already_used: 409,
  username_in_blacklist: 400,

  // session
  unauthorized: 401,
  user_not_registered: 401,
  already_logged: 409,
  forbidden: 403,
  not_owned: 403,
  user_cant_create_entries: 403,
  user_cant_edit_entries: 403,
  user_cant_delete_entries: 403,
  user_cant_create_comments: 403,
  user_cant_edit_comments: 403,
  user_cant_delete_comments: 403,
  user_cant_subscribe_to_users: 403,
  user_cant_subscribe_to_self: 400,
  user_cant_attach_images: 403,
  user_suspended: 403,
  user_blocked: 403,
  user_not_activated: 403,

  // not found
  not_found: 404,
  entry_not_found: 404,
  entry_hidden: 404,
  comment_not_found: 404,
  /** No notification of that id for the viewer (another person's answers the same). */
  notification_not_found: 404,
  file_not_found: 404,
  user_not_found: 404,
  user_deleted: 404,
  tag_not_found: 404,
  feed_not_found: 404,
  help_page_not_found: 404,
  method_not_allowed: 405,
  method_not_available: 405,

  too_large: 413,
  unsupported_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  /**
   * The server cannot take the request now — more work is waiting for the database than it
   * accepts, the database cannot be reached, or no room is left for an upload: retry after
   * `Retry-After` (docs/decisions/faults.md).
   */
  server_busy: 503,
  todo: 501,
} as const;

/** Any status code of the catalogue. */
export type Status = keyof typeof STATUS_HTTP;

/** Every status code of the catalogue, in catalogue order. */
export const STATUSES = Object.keys(STATUS_HTTP) as Status[];

/** True when `value` is a code of the catalogue. */
export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && Object.hasOwn(STATUS_HTTP, value);
}

/**
 * Client-side error codes (spec §8 error screens) that never come from the server but are shown
 * by the web app: a network failure, a timeout, a cancelled request.
 */
export const CLIENT_STATUSES = [
  'network_error',
  'invalid_connection',
  'timeout_exceeded',
  'err_canceled',
] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
