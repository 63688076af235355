/**
 * The media folder on disk (DESIGN.md §1 "media store: ./data/media"; MEDIA_DIR): where an
 * upload is written while it is checked, and where a kept file lives with its variants.
 *
 * Layout:
 * - `tmp/{random}/` — one folder per upload in progress: the received bytes (`upload`) and the
 *   rendered files. Removed when the upload ends, kept or refused; the media sweep removes
 *   folders left by a process that died (older than TMP_MAX_AGE_MS).
 * - `{last two hex digits of the uuid}/{uuid}/{original|w640|s100}.{ext}` — a kept file. The
 *   shard spreads files over 256 folders (the end of a UUID v7 is random; its start is time).
 *
 * A kept folder appears whole: it is renamed from `tmp/` in one step. A disk that fills up
 * mid-write fails the write with the system's `ENOSPC` (the caller removes the upload folder:
 * no half-written file stays; docs/decisions/faults.md). Addresses are built only
 * from a well-formed UUID and a known variant (never from a name a client sent), so nothing can
 * reach outside the folder.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaVariant } from '@potok/common';

/** Age past which an upload folder in `tmp/` belongs to a dead upload (ms). */
export const TMP_MAX_AGE_MS = 60 * 60_000;

/** What is served of a file: its original or a rendered variant. */
export type MediaPart = 'original' | MediaVariant;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The media store over `root` (an absolute path; created when first written). */
export function createMediaStore(root: string) {
  const tmpRoot = path.join(root, 'tmp');

  /** The folder of the kept file `uuid` (lower-case, checked). */
  function folderOf(uuid: string): string {
    if (!UUID.test(uuid)) throw new Error('media store: not a uuid');
    return path.join(root, uuid.slice(-2), uuid);
  }

  return {
    root,

    /** A fresh, empty upload folder under `tmp/` (absolute path). */
    async makeWorkFolder(): Promise<string> {
      const dir = path.join(tmpRoot, randomBytes(12).toString('hex'));
      await mkdir(dir, { recursive: true });
      return dir;
    },

    /**
     * Streams `source` into the new file `name` of the upload folder `workFolder`; resolves
     * when every byte is on disk.
     * @returns the file's absolute path
     * @throws the stream's error (an upload cut off, a size limit), or the file system's
     *   (`ENOSPC` when the disk is full); the partial file is left for the caller to remove
     *   with its folder
     */
    async write(workFolder: string, name: string, source: Readable): Promise<string> {
      const file = path.join(workFolder, name);
      await pipeline(source, createWriteStream(file));
      return file;
    },

    /**
     * Moves a finished upload folder into place as the file `uuid`.
     * @throws when the folder cannot be moved (the caller removes it)
     */
    async keep(workFolder: string, uuid: string): Promise<void> {
      const target = folderOf(uuid);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(workFolder, target);
    },

    /** Removes a folder (an upload folder, or a kept file's); nothing when it is gone. */
    async removeFolder(folder: string): Promise<void> {
      await rm(folder, { recursive: true, force: true });
    },

    /** Removes the kept file `uuid` with its variants; nothing when it is gone. */
    async remove(uuid: string): Promise<void> {
      await rm(folderOf(uuid), { recursive: true, force: true });
    },

    /**
     * The path of `part` of the kept file `uuid`, relative to the store's root, or null when
     * there is no such file or part. `uuid` must be lower-case and well formed (null otherwise).
     */
    async find(uuid: string, part: MediaPart): Promise<string | null> {
      if (!UUID.test(uuid)) return null;
      let names: string[];
      try {
        names = await readdir(folderOf(uuid));
      } catch {
        return null;
      }
      const name = names.find((n) => n.startsWith(`${part}.`));
      return name ? path.join(uuid.slice(-2), uuid, name) : null;
    },

    /**
     * Removes upload folders older than `maxAgeMs` (default TMP_MAX_AGE_MS) left in `tmp/` by a
     * process that stopped mid-upload.
     * @returns how many were removed
     */
    async removeStaleWork(maxAgeMs = TMP_MAX_AGE_MS, now = Date.now()): Promise<number> {
      let names: string[];
      try {
        names = await readdir(tmpRoot);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const dir = path.join(tmpRoot, name);
        try {
          if (now - (await stat(dir)).mtimeMs < maxAgeMs) continue;
        } catch {
          continue;
        }
        await rm(dir, { recursive: true, force: true });
        removed += 1;
      }
      return removed;
    },

    /** Names in `tmp/` (upload folders in progress or left behind): for tests and checks. */
    async workFolders(): Promise<string[]> {
      try {
        return await readdir(tmpRoot);
      } catch {
        return [];
      }
    },
  };
}

/** The media store. */
export type MediaStore = ReturnType<typeof createMediaStore>;
