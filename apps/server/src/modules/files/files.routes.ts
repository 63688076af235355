/**
 * HTTP of uploads and media (spec §7 "Upload and media"; DESIGN.md §5 "media"):
 * - `POST upload` — multipart/form-data with one `file` part and an optional `alt` field (in
 *   either order) → `{ status: 'file_uploaded', payload: UploadedFile }`; 400
 *   `file_name_not_valid`, `file_damaged`, `file_alt_too_long`, `bad_request` (no file part);
 *   401; 403 `user_cant_attach_images`; 413 `too_large` (over 10 MiB for an image, 50 MiB for a video, or over 40 megapixels);
 *   415 `unsupported_type` (bytes that are none of gif, jpeg, png, webp, mp4, or a body that is
 *   not multipart); 429 (it spends the account's write budget). What is kept: an image is
 *   written again without its metadata (EXIF, GPS, XMP, ICC); an mp4 keeps its bytes and length
 *   but its location, device and capture metadata (`udta`, `meta`/`keys`, XMP, creation times,
 *   timed GPS samples) are blanked in place, and an mp4 whose box structure is broken is 400
 *   `file_damaged` (docs/decisions/video-metadata.md).
 * - `POST file/{uuid}` `{ alt }` → `{ status: 'file_updated', payload: UploadedFile }` (beyond
 *   the spec): the owner changes the alt text; 403 `not_owned`; 404 `file_not_found`.
 * - `GET my/files?type=&offset=` → page of my files, newest first (beyond spec §7: the compose
 *   modal's GIF tab lists `type=image/gif`).
 * - `GET /media/{uuid}` (the original) and `GET /media/{uuid}/{w640|s100}` — outside `/v1`:
 *   the bytes with their content type, `Cache-Control: public, max-age=31536000, immutable`,
 *   `X-Content-Type-Options: nosniff`, ETag and HTTP range requests (@fastify/send); 404
 *   `not_found` for a malformed or unknown uuid, an unknown variant, or a video's variant.
 *
 * The multipart parser (@fastify/multipart) is registered in this plugin only, with limits
 * that end a request early: one file of at most MEDIA_LIMITS.videoBytes, a few short fields.
 */
import multipart from '@fastify/multipart';
import send from '@fastify/send';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PREFIX,
  ErrorBody,
  FileAltBody,
  MEDIA_LIMITS,
  MEDIA_PREFIX,
  MEDIA_VARIANTS,
  type MediaVariant,
  MyFilesQuery,
  Page,
  UploadedFile,
  USER_LIST_PAGE_SIZE,
  WriteResultWith,
} from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { AppError, errorBody } from '../../lib/errors.ts';
import { paging } from '../../lib/paging.ts';
import type { FilesService, ReceivedUpload } from './files.service.ts';

/** What the files routes are given by buildApp (services.ts). */
export interface FilesRoutesOptions {
  files: FilesService;
}

/** Cache header of media: a uuid's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Path parameter of `file/{uuid}`: any string, so a malformed uuid answers 404. */
const FileParams = Type.Object({ uuid: Type.String() });

/** Route plugin; register at the root (it adds its `/v1` and `/media` paths itself). */
export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (app, options) => {
  const { files } = options;

  await app.register(multipart, {
    // `../x.jpg` arrives as sent, so it can be refused rather than silently shortened.
    preservePath: true,
    limits: {
      fileSize: MEDIA_LIMITS.videoBytes,
      files: 1,
      fields: 4,
      parts: 6,
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      headerPairs: 20,
    },
  });

  app.post(
    `${API_PREFIX}/upload`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Upload an image or a video',
        description:
          'multipart/form-data: a `file` part (gif, jpeg, png, webp up to 10 MiB and 40 megapixels; mp4 up to 50 MiB; the type is read from the bytes) and an optional `alt` field (alt text, up to 1500 characters).',
        response: {
          200: WriteResultWith(UploadedFile),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('unsupported_type', 'Send the file as multipart/form-data.');
      }
      const viewerId = viewerOf(request).user_id;
      await files.mayUpload(viewerId);
      let received: ReceivedUpload | null = null;
      let alt: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || received) {
              part.file.resume();
              throw new AppError('bad_request', 'Send one file, in the part named `file`.');
            }
            received = await files.receive(part.file, part.filename);
          } else if (part.fieldname === 'alt') {
            alt = typeof part.value === 'string' ? part.value : null;
          }
        }
        if (!received) throw new AppError('bad_request', 'The request has no `file` part.');
        const kept = received;
        received = null; // `keep` removes its folder whatever happens
        const payload = await files.keep(kept, alt, viewerId);
        return { status: 'file_uploaded', payload };
      } catch (error) {
        // Refused before the body was read to its end (the disk filled up mid-file): the rest
        // of it is never read, so the connection cannot carry another request. It is closed
        // once the answer is sent, and the client opens a new one.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      } finally {
        if (received) await files.discard(received);
      }
    },
  );

  app.post(
    `${API_PREFIX}/file/:uuid`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Change the alt text of one of my files',
        params: FileParams,
        body: FileAltBody,
        response: {
          200: WriteResultWith(UploadedFile),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const payload = await files.setAlt(
        request.params.uuid,
        request.body.alt,
        viewerOf(request).user_id,
      );
      return { status: 'file_updated', payload };
    },
  );

  app.get(
    `${API_PREFIX}/my/files`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'My uploaded files, newest first',
        querystring: MyFilesQuery,
        response: { 200: Page(UploadedFile), 401: ErrorBody },
      },
    },
    async (request) =>
      files.listMine(
        request.query.type ?? null,
        paging(request.query, USER_LIST_PAGE_SIZE),
        viewerOf(request).user_id,
      ),
  );

  app.get<{ Params: { uuid: string; variant?: string } }>(
    `${MEDIA_PREFIX}/:uuid/:variant?`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { uuid, variant } = request.params;
      if (variant !== undefined && !MEDIA_VARIANTS.includes(variant as MediaVariant)) {
        return reply.code(404).send(errorBody('not_found'));
      }
      const found = await files.locate(uuid, (variant as MediaVariant | undefined) ?? 'original');
      if (!found) return reply.code(404).send(errorBody('not_found'));
      const result = await send(request.raw, found.path, {
        root: files.mediaRoot,
        acceptRanges: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        index: false,
        dotfiles: 'deny',
        contentType: false,
      });
      if (result.type !== 'file') {
        if (result.statusCode !== 416) return reply.code(404).send(errorBody('not_found'));
        // A range past the end: 416 with `Content-Range: bytes */size`, as RFC 9110 says.
        const range = result.headers['content-range'];
        if (range) reply.header('content-range', range);
        return reply.code(416).send(errorBody('bad_request', 'The range is not satisfiable.'));
      }
      reply
        .code(result.statusCode)
        .headers(result.headers)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff');
      if (result.statusCode !== 304 && result.statusCode !== 416) {
        reply.header('content-type', found.type);
      }
      return reply.send(result.stream);
    },
  );
};
