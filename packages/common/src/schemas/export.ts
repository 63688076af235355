/**
 * The personal data export (DESIGN.md §5 "GDPR"; beyond spec §2, which keeps the settings item
 * disabled — docs/decisions/data-export.md): `POST settings/gdpr` with the account's password
 * answers a zip archive of everything the person put into Potok or Potok keeps about them.
 */
import Type, { type Static } from 'typebox';

/**
 * `POST settings/gdpr` (form data, as the spec's other settings calls, or JSON): the account's
 * password. Missing or empty → 400 `password_empty`; wrong → 400 `password_invalid`; either
 * answers JSON and no archive.
 */
export const DataExportBody = Type.Object({ password: Type.Optional(Type.String()) });
export type DataExportBody = Static<typeof DataExportBody>;

/** Media type of the archive `POST settings/gdpr` answers. */
export const DATA_EXPORT_TYPE = 'application/zip';

/**
 * The archive's file name: `potok-<username>-<YYYY-MM-DD>.zip`, the date in UTC (the day the
 * export was made). Usernames are `[A-Za-z0-9_]`, so the name needs no quoting beyond `"…"`.
 *
 * @param username the account's username as typed at registration
 * @param date when the export was made
 */
export function dataExportFileName(username: string, date: Date): string {
  return `potok-${username}-${date.toISOString().slice(0, 10)}.zip`;
}

/**
 * The files of the archive, by path (README.txt describes each in Russian and English).
 * `media/<uuid>.<ext>` holds the originals of the person's uploads (one file per upload).
 */
export const DATA_EXPORT_FILES = [
  'README.txt',
  'profile.json',
  'entries.json',
  'comments.json',
  'reactions.json',
  'bookmarks.json',
  'subscriptions.json',
  'feeds.json',
  'notifications.json',
  'logins.json',
  'reports.json',
  'files.json',
] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];
