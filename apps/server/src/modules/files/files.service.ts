/**
 * Rules of uploads and media (spec §3 "Uploaded file", §5 "Attachments form", "Comment form",
 * §7 "Upload and media"; DESIGN.md §5 "limits", "media"). Throws `AppError` with catalogue
 * statuses; other areas attach files through `attachToEntry` / `attachToComment`, inside their
 * own write's transaction.
 *
 * An upload goes: `receive` (the name is checked, the bytes streamed into an upload folder, at
 * most MEDIA_LIMITS.videoBytes) → `keep` (the type read from the bytes, the size cap of that
 * type, the image rendered without its metadata or the video's metadata blanked and the video
 * probed, the row written, the folder moved into place)
 * — or `discard` on any failure, so a refused or broken upload leaves no row and no file.
 * A full disk (`ENOSPC`, while the bytes or the variants are written) is 503 `server_busy` with
 * `Retry-After` and a sentence saying so (docs/decisions/faults.md): the upload may succeed
 * once the operator frees space, and nothing of it is kept.
 *
 * Files nothing live shows are removed by the media sweep (`sweep`, the `media.sweep` job):
 * a day after upload when never attached, a day after the last entry or comment showing them
 * was deleted or stopped showing them.
 */
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  COMMENT_MEDIA_TYPES,
  charLength,
  MAX_ATTACHMENTS,
  MAX_COMMENT_ATTACHMENTS,
  MEDIA_LIMITS,
  type MediaType,
  type Page,
  type UploadedFile,
} from '@potok/common';
import Type from 'typebox';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/client.ts';
import { AppError, isDiskFull } from '../../lib/errors.ts';
import { oddValue } from '../../lib/input-guard.ts';
import { enqueue, isQueued } from '../../lib/jobs/queue.ts';
import { defineJobKind } from '../../lib/jobs/registry.ts';
import type { Paging } from '../../lib/paging.ts';
import { afterCommit } from '../../lib/write-transaction.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import { toUploadedFile } from './files.mapper.ts';
import { MEDIA_EXTENSION, MediaRefusal, probeVideo, renderImage, sniff } from './files.media.ts';
import type { AttachTarget, FilesRepository } from './files.repository.ts';
import type { MediaPart, MediaStore } from './files.store.ts';
import { stripVideoMetadata } from './video-metadata.ts';

/** How long an upload may stay unattached before the sweep removes it (ms): a day. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60_000;
/** Time between two runs of the media sweep (ms). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Files removed by one run of the sweep at most (a full batch runs again at once). */
export const SWEEP_BATCH = 200;

/** The media sweep: removes expired unattached files, then schedules its next run. */
export const mediaSweepJob = defineJobKind('media.sweep', Type.Object({}), { maxAttempts: 3 });

/**
 * A full disk as the answer a client gets (see the module comment); any other error as it is.
 */
function diskFullAsBusy(error: unknown): unknown {
  if (!isDiskFull(error)) return error;
  return new AppError('server_busy', 'The server has no room for new files now; try again later.');
}

/** An upload received on disk, not yet checked beyond its name and size. */
export interface ReceivedUpload {
  /** The upload folder (under the store's `tmp/`). */
  folder: string;
  /** The received bytes. */
  file: string;
  /** The checked file name. */
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Path separators. */
const NAME_SEPARATORS = /[/\\]/;

/** Whether `text` holds a C0 or C1 control character (NUL included). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The upload's file name, trimmed.
 * @throws AppError `file_name_not_valid` (400) for an empty name, one over
 *   MEDIA_LIMITS.fileName characters, `.` or `..`, or one holding a path separator, a control
 *   character (NUL included) or an unpaired surrogate
 */
export function checkFileName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  const bad =
    name.length === 0 ||
    name === '.' ||
    name === '..' ||
    charLength(name) > MEDIA_LIMITS.fileName ||
    NAME_SEPARATORS.test(name) ||
    hasControlCharacter(name) ||
    oddValue(name) !== null;
  if (bad) {
    throw new AppError(
      'file_name_not_valid',
      `The file name must be 1–${MEDIA_LIMITS.fileName} characters without a path or control characters.`,
    );
  }
  return name;
}

/**
 * Alt text as kept: trimmed, null when empty.
 * @throws AppError `file_alt_too_long` (400) past MEDIA_LIMITS.altText characters,
 *   `bad_request` (400) for text that cannot be stored (NUL, an unpaired surrogate)
 */
export function checkAlt(raw: string | null | undefined): string | null {
  const alt = (raw ?? '').trim();
  if (alt.length === 0) return null;
  if (oddValue(alt) !== null) throw new AppError('bad_request', 'The alt text cannot be stored.');
  if (charLength(alt) > MEDIA_LIMITS.altText) {
    throw new AppError(
      'file_alt_too_long',
      `The alt text is longer than ${MEDIA_LIMITS.altText} characters.`,
    );
  }
  return alt;
}

/**
 * Creates the files service over its repository, the media store and the permissions
 * (uploading needs `attach_images`, spec §6).
 */
export function createFilesService(deps: {
  repository: FilesRepository;
  store: MediaStore;
  permissions: Pick<PermissionsService, 'require'>;
}) {
  const { repository, store, permissions } = deps;

  /** Schedules the sweep's next run at `runAfter` unless one is waiting already. */
  async function scheduleSweep(tx: Tx, runAfter: Date) {
    if (await isQueued(tx, mediaSweepJob)) return;
    await enqueue(tx, mediaSweepJob, {}, { runAfter });
  }

  /**
   * Validates `uuids` for `target` and makes them its files, in order, in `tx`.
   * @throws AppError `bad_request` (400) for a uuid given twice or more than `max` files,
   *   `file_not_found` (404) for an unknown uuid, `not_owned` (403) for someone else's file,
   *   `unsupported_type` (415) for a type `types` does not allow
   */
  async function attach(
    tx: Tx,
    target: AttachTarget,
    uuids: readonly string[],
    ownerId: number,
    rules: { max: number; types: readonly string[] | null },
  ): Promise<void> {
    if (uuids.length > rules.max) {
      throw new AppError('bad_request', `At most ${rules.max} files can be attached.`);
    }
    const wanted = uuids.map((u) => u.toLowerCase());
    if (new Set(wanted).size !== wanted.length) {
      throw new AppError('bad_request', 'A file is attached twice.');
    }
    if (wanted.some((u) => !UUID.test(u))) {
      throw new AppError('file_not_found', 'No such file.');
    }
    const rows = await repository.findManyByUuid(tx, wanted);
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    const ordered = wanted.map((u) => byUuid.get(u));
    if (ordered.some((row) => row === undefined)) {
      throw new AppError('file_not_found', 'No such file.');
    }
    for (const row of ordered) {
      if (row!.userId !== ownerId) throw new AppError('not_owned', 'This file is not yours.');
      if (rules.types && !rules.types.includes(row!.type)) {
        throw new AppError('unsupported_type', 'This type of file cannot be attached here.');
      }
    }
    await repository.setLinks(
      tx,
      target,
      ordered.map((row) => row!.fileId),
    );
  }

  /**
   * Renders an image into the upload folder, or moves a video there as its original once its
   * location, device and capture metadata are blanked in place (same length, same media bytes;
   * docs/decisions/video-metadata.md).
   */
  async function render(received: ReceivedUpload, type: MediaType, bytes: number) {
    try {
      if (type === 'video/mp4') {
        await stripVideoMetadata(received.file);
        const { width, height } = await probeVideo(received.file);
        await rename(received.file, path.join(received.folder, 'original.mp4'));
        return { size: bytes, width, height, thumbhash: null };
      }
      const rendered = await renderImage(received.file, type, received.folder);
      await rm(received.file); // the received bytes still hold the metadata
      return rendered;
    } catch (error) {
      if (error instanceof MediaRefusal) throw new AppError(error.reason, error.message);
      throw error;
    }
  }

  return {
    /**
     * Passes when `viewerId` may upload: the `attach_images` permission (spec §6), asked
     * before any byte of the upload is read.
     * @throws AppError `user_cant_attach_images` (403)
     */
    async mayUpload(viewerId: number): Promise<void> {
      await permissions.require(viewerId, 'attach_images');
    },

    /**
     * Streams an upload's bytes into a fresh upload folder. The caller passes the stream of
     * @fastify/multipart, whose `fileSize` limit (MEDIA_LIMITS.videoBytes) ends it with an error.
     * @throws AppError `file_name_not_valid` (400) before anything is written; `too_large` (413)
     *   past the multipart limit; the stream's error when the upload is cut off. On a throw
     *   nothing is left on disk.
     */
    async receive(stream: Readable, filename: string | undefined): Promise<ReceivedUpload> {
      let name: string;
      try {
        name = checkFileName(filename);
      } catch (error) {
        stream.resume(); // let the rest of the request go by
        throw error;
      }
      let folder: string;
      try {
        folder = await store.makeWorkFolder();
      } catch (error) {
        stream.resume();
        throw diskFullAsBusy(error);
      }
      let file: string;
      try {
        file = await store.write(folder, 'upload', stream);
        if ((stream as Readable & { truncated?: boolean }).truncated) {
          throw new AppError('too_large', 'The file is too large.');
        }
      } catch (error) {
        await store.removeFolder(folder);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            'too_large',
            `The file is larger than ${MEDIA_LIMITS.videoBytes / 1024 / 1024} MiB.`,
          );
        }
        throw diskFullAsBusy(error);
      }
      return { folder, file, name };
    },

    /**
     * Keeps a received upload for `viewerId`: checks its type and size, renders an image's
     * variants (or probes a video), writes the row (unattached; the sweep is scheduled in the
     * same transaction) and moves the folder into place. On a throw nothing is kept.
     * @throws AppError `unsupported_type` (415) when the bytes are none of MEDIA_TYPES;
     *   `too_large` (413) past the type's size cap or the pixel cap; `file_damaged` (400) for
     *   bytes that do not decode; `file_alt_too_long` (400)
     */
    async keep(
      received: ReceivedUpload,
      altText: string | null,
      viewerId: number,
    ): Promise<UploadedFile> {
      try {
        const alt = checkAlt(altText);
        const type = await sniff(received.file);
        if (!type) {
          throw new AppError(
            'unsupported_type',
            'Only GIF, JPEG, PNG and WebP images and MP4 videos can be uploaded.',
          );
        }
        const { size: bytes } = await stat(received.file);
        const cap = type === 'video/mp4' ? MEDIA_LIMITS.videoBytes : MEDIA_LIMITS.imageBytes;
        if (bytes > cap) {
          throw new AppError('too_large', `The file is larger than ${cap / 1024 / 1024} MiB.`);
        }
        const kept = await render(received, type, bytes);
        const uuid = uuidv7();
        const row = await repository.insert(
          {
            uuid,
            userId: viewerId,
            name: received.name,
            type,
            size: kept.size,
            width: kept.width,
            height: kept.height,
            alt,
            thumbhash: kept.thumbhash,
          },
          (tx) => scheduleSweep(tx, new Date(Date.now() + UNATTACHED_TTL_MS + 60_000)),
        );
        try {
          await store.keep(received.folder, uuid);
        } catch (error) {
          await repository.deleteUnattached([row.fileId]);
          throw error;
        }
        return toUploadedFile(row);
      } catch (error) {
        throw diskFullAsBusy(error);
      } finally {
        await store.removeFolder(received.folder);
      }
    },

    /** Removes a received upload that will not be kept. */
    async discard(received: ReceivedUpload): Promise<void> {
      await store.removeFolder(received.folder);
    },

    /**
     * Sets (or clears, with null or blank) the alt text of the viewer's own file.
     * @throws AppError `file_not_found` (404), `not_owned` (403), `file_alt_too_long` (400)
     */
    async setAlt(uuid: string, altText: string | null, viewerId: number): Promise<UploadedFile> {
      const row = UUID.test(uuid) ? await repository.findByUuid(uuid.toLowerCase()) : null;
      if (!row) throw new AppError('file_not_found', 'No such file.');
      if (row.userId !== viewerId) throw new AppError('not_owned', 'This file is not yours.');
      const alt = checkAlt(altText);
      await repository.setAlt(row.fileId, alt);
      return toUploadedFile({ ...row, alt });
    },

    /**
     * Makes `uuids` the files of entry `entryId`, in order, in the entry's write transaction
     * `tx` (create and edit): at most MAX_ATTACHMENTS of the author's own files, any kept type.
     * Files the entry no longer shows are left to the sweep.
     * @throws AppError as `attach`: `bad_request`, `file_not_found`, `not_owned`
     */
    async attachToEntry(
      tx: Tx,
      entryId: number,
      uuids: readonly string[],
      ownerId: number,
    ): Promise<void> {
      await attach(tx, { entryId }, uuids, ownerId, { max: MAX_ATTACHMENTS, types: null });
    },

    /**
     * Makes `uuids` the file of comment `commentId` in its write transaction `tx`: at most
     * MAX_COMMENT_ATTACHMENTS of the author's own images of COMMENT_MEDIA_TYPES (spec §5).
     * @throws AppError as `attach`, and `unsupported_type` (415) for a WebP or a video
     */
    async attachToComment(
      tx: Tx,
      commentId: number,
      uuids: readonly string[],
      ownerId: number,
    ): Promise<void> {
      await attach(tx, { commentId }, uuids, ownerId, {
        max: MAX_COMMENT_ATTACHMENTS,
        types: COMMENT_MEDIA_TYPES,
      });
    },

    /**
     * Entry `entryId` is deleted (in `tx`, the delete's transaction, after its row is marked):
     * its files nothing else live shows are left to the sweep (removed a day later).
     * Idempotent.
     */
    async releaseEntry(entryId: number, tx?: Tx): Promise<void> {
      await repository.release({ entryId }, tx);
    },

    /**
     * In the delete's transaction `tx`, before comment `commentId` goes (a comment without
     * replies is removed with its link rows): its file is left to the sweep unless something
     * else live shows it.
     */
    async releaseCommentIn(tx: Tx, commentId: number): Promise<void> {
      await repository.releaseCommentIn(tx, commentId);
    },

    /**
     * The media sweep: removes up to SWEEP_BATCH files unattached for UNATTACHED_TTL_MS (row,
     * then folder) and upload folders left by dead uploads, then schedules its next run — at
     * once when the batch was full, else in SWEEP_INTERVAL_MS.
     * @returns how many files were removed
     */
    async sweep(now = new Date()): Promise<number> {
      const expired = await repository.expired(
        new Date(now.getTime() - UNATTACHED_TTL_MS),
        SWEEP_BATCH,
      );
      const gone = await repository.deleteUnattached(expired.map((f) => f.fileId));
      for (const uuid of gone) await store.remove(uuid);
      await store.removeStaleWork();
      const next =
        expired.length === SWEEP_BATCH ? now : new Date(now.getTime() + SWEEP_INTERVAL_MS);
      await repository.withTransaction((tx) => scheduleSweep(tx, next));
      return gone.length;
    },

    /**
     * Where `part` of file `uuid` is, relative to the media folder, with its content type; null
     * for a malformed or unknown uuid or a part the file has not (a video's variants).
     */
    async locate(uuid: string, part: MediaPart): Promise<{ path: string; type: MediaType } | null> {
      const found = await store.find(uuid, part);
      if (!found) return null;
      const ext = path.extname(found).slice(1);
      const type = (Object.keys(MEDIA_EXTENSION) as MediaType[]).find(
        (t) => MEDIA_EXTENSION[t] === ext,
      );
      return type ? { path: found, type } : null;
    },

    /** The media folder's absolute path. */
    mediaRoot: store.root,

    /**
     * Removes the folders of files `uuids` from the media folder, once their rows are gone (an
     * erased account's files, after its transaction committed): inside a write transaction
     * (lib/write-transaction.ts, e.g. an operators' erasure with its audit row) only once that
     * commits, never when it rolls back. A folder already missing is skipped; a failure is left
     * to the operator (the row is gone, nothing serves the file).
     */
    async removeStored(uuids: readonly string[]): Promise<void> {
      const gone = [...uuids];
      await afterCommit(async () => {
        for (const uuid of gone) await store.remove(uuid);
      });
    },

    /**
     * A page of the viewer's own files, newest first, of MIME type `type` when given (the
     * compose modal's GIF tab asks for `image/gif`; beyond spec §7).
     */
    async listMine(
      type: string | null,
      paging: Paging,
      viewerId: number,
    ): Promise<Page<UploadedFile>> {
      const { rows, total } = await repository.listByOwner(viewerId, type, paging);
      return { items: rows.map(toUploadedFile), total_items: total };
    },
  };
}

/** The files service. */
export type FilesService = ReturnType<typeof createFilesService>;
