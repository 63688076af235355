/**
 * The media folder as the storage commands see it (MEDIA_DIR, default `DATA_DIR/media`; layout
 * in modules/files/files.store.ts): the kept files with their sizes, uploads in progress
 * (`tmp/`) left out — they are either kept within seconds, as a new folder, or swept away.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './tables.ts';

/** One kept file: its path under the media folder (with `/`), bytes. */
export interface MediaFile {
  path: string;
  size: number;
}

/** What `inspectMedia` found. */
export interface MediaState {
  /** Absolute path of the media folder. */
  dir: string;
  /** False when the folder is missing. */
  exists: boolean;
  /** False when it exists but this user cannot read or enter it. */
  readable: boolean;
  files: number;
  bytes: number;
}

/** The code of a Node system error, or ''. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Every kept file under `dir` (sorted by path, `tmp/` skipped), or an empty list when the folder
 * does not exist; a file or folder removed while it is listed is left out.
 * @throws the file system's error when a folder cannot be read
 */
export async function listMedia(dir: string): Promise<MediaFile[]> {
  const out: MediaFile[] = [];
  const walk = async (relative: string) => {
    let names: string[];
    try {
      names = (await readdir(path.join(dir, relative))).sort();
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return; // no media folder, or a folder removed meanwhile
      throw error;
    }
    for (const name of names) {
      const rel = relative ? `${relative}/${name}` : name;
      if (rel === 'tmp') continue;
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(path.join(dir, rel));
      } catch (error) {
        if (codeOf(error) === 'ENOENT') continue; // removed while listed
        throw error;
      }
      if (info.isDirectory()) await walk(rel);
      else if (info.isFile()) out.push({ path: rel, size: info.size });
    }
  };
  await walk('');
  return out;
}

/** Whether the media folder can be read, and how much it holds. */
export async function inspectMedia(dir: string): Promise<MediaState> {
  try {
    await access(dir, constants.R_OK | constants.X_OK);
  } catch (error) {
    const exists = codeOf(error) !== 'ENOENT';
    return { dir, exists, readable: false, files: 0, bytes: 0 };
  }
  try {
    const files = await listMedia(dir);
    return {
      dir,
      exists: true,
      readable: true,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
    };
  } catch {
    return { dir, exists: true, readable: false, files: 0, bytes: 0 };
  }
}

/**
 * Uploaded files the database knows whose folder is not in the media folder
 * (`{last two hex digits}/{uuid}`, files.store.ts), at most `limit` of their UUIDs.
 */
export async function missingMedia(db: Queryable, dir: string, limit = 5): Promise<string[]> {
  const { rows } = await db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM files');
  const missing: string[] = [];
  for (const { uuid } of rows) {
    try {
      await access(path.join(dir, uuid.slice(-2), uuid));
    } catch {
      missing.push(uuid);
      if (missing.length >= limit) break;
    }
  }
  return missing;
}

/** sha256 (hex) of a file's bytes. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
