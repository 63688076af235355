/**
 * Uploaded files on the wire (spec §3 "Uploaded file", §7 "Upload and media"; DESIGN.md §5
 * "media"). Beyond the spec: `width`, `height`, `alt` (alt text for screen readers) and
 * `thumbhash` (a placeholder painted while the image loads), recorded in docs/decisions/uploads-and-media.md.
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT, MEDIA_LIMITS, MEDIA_TYPES } from '../constants.ts';

/**
 * The file descriptor `POST upload` answers with: `type` is the MIME type read from the bytes
 * (one of MEDIA_TYPES), `size` the bytes of the kept original (metadata stripped), `width` and
 * `height` in pixels as shown (after the EXIF orientation; 0 when a video does not say),
 * `thumbhash` the base64 ThumbHash of an image (null for a video), `alt` its alt text or null.
 */
export const UploadedFile = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  type: Type.String(),
  width: Type.Integer({ minimum: 0 }),
  height: Type.Integer({ minimum: 0 }),
  alt: Type.Union([Type.String(), Type.Null()]),
  thumbhash: Type.Union([Type.String(), Type.Null()]),
});
export type UploadedFile = Static<typeof UploadedFile>;

/**
 * `POST file/{uuid}` body: the owner sets or clears (null or empty) the alt text. Its length is
 * checked by the server (`file_alt_too_long` past MEDIA_LIMITS.altText characters).
 */
export const FileAltBody = Type.Object({
  alt: Type.Union([Type.String(), Type.Null()]),
});
export type FileAltBody = Static<typeof FileAltBody>;

/** `GET my/files` query: one of MEDIA_TYPES (e.g. `image/gif` for the compose modal's GIF tab). */
export const MyFilesQuery = Type.Object({
  type: Type.Optional(Type.Union(MEDIA_TYPES.map((t) => Type.Literal(t)))),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});
export type MyFilesQuery = Static<typeof MyFilesQuery>;

/** The alt text limit, for forms. */
export const FILE_ALT_MAX = MEDIA_LIMITS.altText;
