/**
 * Uploaded files (spec §3 "Uploaded file", §7 "Upload and media"; DESIGN.md §5 "media") and
 * their attachment to entries and comments. The bytes live in the media folder
 * (modules/files/files.store.ts); a row exists exactly for a file whose folder was complete
 * when the row was written.
 *
 * `unattached_since` is set while no live entry or comment shows the file, now or in its edit
 * history (`entry_versions.files`, `comment_versions.files`): at upload, and again when the last
 * one showing it lets it go (an edit that drops a file no history shows, a delete).
 * The media sweep (modules/files/files.service.ts `sweep`) removes a file unattached for a day,
 * reading only the partial index `files_unattached_idx`, and checks the links again before it
 * removes anything.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { comments, entries } from './content.ts';
import { users } from './users.ts';

/** One uploaded file: an image (gif, jpeg, png, webp) or an mp4 video. */
export const files = pgTable(
  'files',
  {
    fileId: bigint('file_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** UUID v7: the file's address (`/media/{uuid}`). */
    uuid: uuid('uuid').notNull().unique(),
    /** The uploader, the only one who may attach it or change its alt text. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The file name as sent (checked: no path, no control character, ≤ 255 characters). */
    name: text('name').notNull(),
    /** MIME type read from the bytes: image/gif, image/jpeg, image/png, image/webp, video/mp4. */
    type: text('type').notNull(),
    /** Bytes of the kept original (metadata stripped). */
    size: integer('size').notNull(),
    /** Pixels as shown (after the EXIF orientation); 0 when a video does not say. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Alt text (beyond the spec), or null. */
    alt: text('alt'),
    /** Base64 ThumbHash of an image (beyond the spec); null for a video. */
    thumbhash: text('thumbhash'),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Since when no live entry or comment shows it; null while one does (see above). */
    unattachedSince: timestamp('unattached_since', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.type, t.fileId),
    index('files_unattached_idx')
      .on(t.unattachedSince)
      .where(sql`${t.unattachedSince} is not null`),
  ],
);

/** Files of an entry, in the order the author gave (`position` from 0). */
export const entryFiles = pgTable(
  'entry_files',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => entries.entryId, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.fileId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.fileId] }),
    index('entry_files_file_idx').on(t.fileId),
  ],
);

/** The file of a comment (one image; the table allows the spec's list). */
export const commentFiles = pgTable(
  'comment_files',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.commentId, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.fileId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.fileId] }),
    index('comment_files_file_idx').on(t.fileId),
  ],
);
