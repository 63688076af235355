/**
 * The backup archive (docs/operations.md "Back up and restore"; docs/decisions/backups.md): one
 * plain tar file (tar-stream) holding
 *
 * - `manifest.json` first: `BackupManifest` — format and version, the database's kind, server
 *   version, migration level and per-table row counts, and every other part with its size and
 *   sha256;
 * - `database/embedded.tar.gz` (PGlite's `dumpDataDir`) or `database/postgres.dump`
 *   (`pg_dump --format=custom`);
 * - `media/<path under MEDIA_DIR>` for every kept file.
 *
 * `readArchive` checks the whole archive (every part listed, present once, of its size and
 * sha256, nothing else, no path leaving its folder) before anything is written; a truncated or
 * corrupted archive is refused with a `StorageError`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { type Readable, Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { StorageError } from './errors.ts';
import type { MigrationLevel } from './tables.ts';

/** The archive format's name and the version this code writes and reads. */
export const BACKUP_FORMAT = 'potok-backup';
export const BACKUP_VERSION = 1;

/** Name of the manifest inside the archive. */
export const MANIFEST_NAME = 'manifest.json';

/** The database part of each kind of backup. */
export const DATABASE_PARTS = {
  embedded: 'database/embedded.tar.gz',
  postgres: 'database/postgres.dump',
} as const;

/** One part of the archive besides the manifest. */
export interface ArchivePart {
  /** `database/…` or `media/…` (always `/`, never absolute, never `..`). */
  path: string;
  size: number;
  sha256: string;
}

/** The archive's `manifest.json`. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601 time the backup was taken. */
  createdAt: string;
  database: {
    kind: 'embedded' | 'postgres';
    /** The part holding it: `database/embedded.tar.gz` or `database/postgres.dump`. */
    part: string;
    /** `SELECT version()` of the database backed up. */
    serverVersion: string;
    /** `pg_dump --version` (PostgreSQL only). */
    dumpVersion?: string;
    migrations: MigrationLevel;
    /** Rows per table in the backup. */
    tables: Record<string, number>;
  };
  media: { files: number; bytes: number };
  /** Every part but the manifest, database first. */
  parts: ArchivePart[];
}

/** A part to write: its name in the archive and the file it comes from (size and sha256 known). */
export interface PartSource extends ArchivePart {
  file: string;
}

/** Appends one file to `pack` as `name`, refusing when its size changed since it was hashed. */
async function addFile(pack: tar.Pack, part: PartSource): Promise<void> {
  const info = await stat(part.file);
  if (info.size !== part.size) {
    throw new StorageError(
      `${part.file} changed while the backup was taken (${part.size} → ${info.size} bytes); take the backup again`,
    );
  }
  const hash = createHash('sha256');
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: part.path, size: part.size, mode: 0o644 }, (error) =>
      error ? reject(error) : resolve(),
    );
    const input = createReadStream(part.file);
    input.on('data', (chunk) => hash.update(chunk as Buffer));
    input.on('error', reject);
    input.pipe(entry as unknown as Writable);
  });
  if (hash.digest('hex') !== part.sha256) {
    throw new StorageError(
      `${part.file} changed while the backup was taken; take the backup again`,
    );
  }
}

/**
 * Writes the archive to `file`: first to `file.partial`, renamed into place when complete, so a
 * failed backup never leaves a file under the name asked for.
 * @returns the archive's size, bytes
 */
export async function writeArchive(
  file: string,
  manifest: BackupManifest,
  sources: readonly PartSource[],
): Promise<number> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const output = createWriteStream(partial, { mode: 0o600 });
  (pack as unknown as Readable).pipe(output);
  const written = finished(output);
  try {
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: json.length, mode: 0o644 }, json, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    for (const part of sources) await addFile(pack, part);
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** A part name the archive may hold: relative, `/`-separated, no `.`/`..`/empty segment. */
export function safePartPath(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || name.startsWith('/') || name.includes('\\')) {
    return false;
  }
  return name.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\0'));
}

/** Checks a parsed manifest's shape; returns it typed. */
function checkManifest(value: unknown): BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  if (!m || m.format !== BACKUP_FORMAT) throw new StorageError('it is not a Potok backup');
  if (m.version !== BACKUP_VERSION) {
    throw new StorageError(
      `it is a backup of format version ${String(m.version)}; this Potok reads version ${BACKUP_VERSION}`,
    );
  }
  const db = m.database;
  const okDb =
    db &&
    (db.kind === 'embedded' || db.kind === 'postgres') &&
    typeof db.part === 'string' &&
    typeof db.tables === 'object' &&
    db.tables !== null &&
    typeof db.migrations?.count === 'number';
  const okParts =
    Array.isArray(m.parts) &&
    m.parts.every(
      (p) =>
        typeof p?.path === 'string' &&
        safePartPath(p.path) &&
        Number.isSafeInteger(p.size) &&
        p.size >= 0 &&
        typeof p.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(p.sha256),
    );
  const okNames =
    okParts &&
    okDb &&
    db.part === DATABASE_PARTS[db.kind] &&
    m.parts!.some((p) => p.path === db.part) &&
    m.parts!.every((p) => p.path === db.part || p.path.startsWith('media/'));
  if (!okNames) throw new StorageError('its manifest is damaged');
  const names = new Set(m.parts!.map((p) => p.path));
  if (names.size !== m.parts!.length) throw new StorageError('its manifest lists a part twice');
  return m as BackupManifest;
}

/**
 * What to do with each part while reading: `null` reads and checks it only; a function gets the
 * part's bytes as a stream and must consume it.
 */
export type PartSink = ((part: ArchivePart, bytes: Readable) => Promise<void>) | null;

/**
 * Reads the archive `file` from start to end: its manifest, then every part, checking each
 * part's size and sha256 against the manifest as it goes and, at the end, that no part is
 * missing. `sink` (when given) receives each part's bytes; call it with `null` first to check
 * an archive before writing anything.
 *
 * @returns the manifest
 * @throws StorageError naming what is wrong: not readable, not a tar archive, truncated, no
 *   manifest or a damaged one, a part missing, unlisted, repeated, of another size or checksum
 */
export async function readArchive(file: string, sink: PartSink = null): Promise<BackupManifest> {
  const refuse = (why: string) =>
    new StorageError(
      sink
        ? `the backup ${file} changed while it was being restored: ${why}`
        : `the backup ${file} is refused, nothing was written: ${why}`,
    );
  try {
    const info = await stat(file);
    if (!info.isFile()) throw refuse('it is not a file');
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      `the backup ${file} cannot be read (${(error as { code?: string }).code ?? String(error)})`,
    );
  }
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract as unknown as Writable);

  let manifest: BackupManifest | undefined;
  const expected = new Map<string, ArchivePart>();
  const seen = new Set<string>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file') {
        entry.resume();
        throw refuse(`it holds ${name}, which is not a file`);
      }
      if (!manifest) {
        if (name !== MANIFEST_NAME) throw refuse(`it does not start with ${MANIFEST_NAME}`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          throw refuse('its manifest is damaged');
        }
        try {
          manifest = checkManifest(parsed);
        } catch (error) {
          throw refuse((error as Error).message);
        }
        for (const p of manifest.parts) expected.set(p.path, p);
        continue;
      }
      const part = expected.get(name);
      if (!part) throw refuse(`it holds ${name}, which its manifest does not list`);
      if (seen.has(name)) throw refuse(`it holds ${name} twice`);
      seen.add(name);
      if (entry.header.size !== part.size) {
        throw refuse(`${name} has ${entry.header.size} bytes, its manifest says ${part.size}`);
      }
      const hash = createHash('sha256');
      let bytes = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const piped = pipeline(entry as unknown as Readable, hashing);
      if (sink) await Promise.all([sink(part, hashing), piped]);
      else {
        hashing.resume();
        await piped;
      }
      if (bytes !== part.size || hash.digest('hex') !== part.sha256) {
        throw refuse(`${name} does not match its checksum (the archive is damaged)`);
      }
    }
  } catch (error) {
    input.destroy();
    extract.destroy();
    if (error instanceof StorageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw refuse(
      /end of data|unexpected end/i.test(message)
        ? 'it is truncated'
        : /header|corrupt/i.test(message)
          ? 'it is not an intact tar archive'
          : message,
    );
  }
  if (!manifest) throw refuse('it is empty or not a tar archive');
  const missing = manifest.parts.filter((p) => !seen.has(p.path));
  if (missing.length > 0) {
    throw refuse(
      `it lacks ${missing.length} part(s) its manifest lists, e.g. ${missing[0]!.path} (truncated?)`,
    );
  }
  return manifest;
}
