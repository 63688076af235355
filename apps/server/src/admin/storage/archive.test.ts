/**
 * The backup archive's checks (archive.ts), on archives made here: a well-formed one is read
 * back whole; one whose manifest names a path outside its folder, lists a part that is not
 * there, or leaves one out, one of another format version, and one that is not a tar at all
 * are refused with the reason — these checks run before a restore writes anything.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupManifest, readArchive } from './archive.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'potok-archive-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const DB = Buffer.from('database bytes');
const PHOTO = Buffer.from('photo bytes');

/** A manifest listing `parts` (name → bytes). */
function manifestOf(parts: Record<string, Buffer>, overrides: object = {}): BackupManifest {
  return {
    format: 'potok-backup',
    version: 1,
    createdAt: '2026-11-27T00:00:00.000Z',
    database: {
      kind: 'postgres',
      part: 'database/postgres.dump',
      serverVersion: 'PostgreSQL 15',
      migrations: { count: 1, lastHash: 'x' },
      tables: { users: 1 },
    },
    media: { files: 1, bytes: PHOTO.length },
    parts: Object.entries(parts).map(([p, b]) => ({ path: p, size: b.length, sha256: sha(b) })),
    ...overrides,
  } as BackupManifest;
}

/** Writes a tar of `entries` (name → bytes, in order) and answers its path. */
async function archive(name: string, entries: [string, Buffer][]): Promise<string> {
  const pack = tar.pack();
  for (const [entry, bytes] of entries) pack.entry({ name: entry }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = path.join(dir, name);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}

const json = (m: unknown) => Buffer.from(JSON.stringify(m));

describe('backup archive', () => {
  const parts = { 'database/postgres.dump': DB, 'media/ab/x/original.jpg': PHOTO };

  it('reads a whole archive back, every part checked', async () => {
    const file = await archive('good.tar', [
      ['manifest.json', json(manifestOf(parts))],
      ['database/postgres.dump', DB],
      ['media/ab/x/original.jpg', PHOTO],
    ]);
    const seen: string[] = [];
    const manifest = await readArchive(file, async (part, bytes) => {
      for await (const _ of bytes) void _;
      seen.push(part.path);
    });
    expect(manifest.parts).toHaveLength(2);
    expect(seen).toEqual(['database/postgres.dump', 'media/ab/x/original.jpg']);
  });

  it('refuses a path outside its folder, a missing or unlisted part, another version, and a non-tar', async () => {
    const cases: [string, [string, Buffer][], RegExp][] = [
      [
        'escape.tar',
        [
          ['manifest.json', json(manifestOf({ ...parts, 'media/../../etc/passwd': PHOTO }))],
          ['database/postgres.dump', DB],
        ],
        /its manifest is damaged/,
      ],
      [
        'missing.tar',
        [
          ['manifest.json', json(manifestOf(parts))],
          ['database/postgres.dump', DB],
        ],
        /lacks 1 part\(s\) its manifest lists, e\.g\. media\/ab\/x\/original\.jpg/,
      ],
      [
        'unlisted.tar',
        [
          ['manifest.json', json(manifestOf(parts))],
          ['database/postgres.dump', DB],
          ['media/ab/x/original.jpg', PHOTO],
          ['media/ab/y/extra.jpg', PHOTO],
        ],
        /holds media\/ab\/y\/extra\.jpg, which its manifest does not list/,
      ],
      [
        'version.tar',
        [['manifest.json', json(manifestOf(parts, { version: 2 }))]],
        /format version 2; this Potok reads version 1/,
      ],
      [
        'swapped.tar',
        [
          ['manifest.json', json(manifestOf(parts))],
          ['database/postgres.dump', PHOTO.subarray(0, DB.length)],
        ],
        /has \d+ bytes|does not match its checksum/,
      ],
    ];
    for (const [name, entries, reason] of cases) {
      const error = await readArchive(await archive(name, entries)).catch((e) => e);
      expect(error.message, name).toMatch(/is refused, nothing was written/);
      expect(error.message, name).toMatch(reason);
    }
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'just some notes, not an archive at all '.repeat(40));
    await expect(readArchive(text)).rejects.toThrow(/is refused, nothing was written: it is/);
  });
});
