/**
 * Making the directories an operator names (DATA_DIR, MEDIA_DIR) without Node's recursive
 * `mkdir`, which loops for ever at 100 % CPU on a path under `/proc` (the kernel answers ENOENT
 * for the missing part and EEXIST for its parent, and Node retries the pair). Here each missing
 * part is made on its own, from the nearest existing ancestor down, so every failure is one error
 * and a call always ends (docs/decisions/data-dir-checks.md).
 *
 * A directory on a kernel's virtual file system (proc, sysfs, cgroup, debugfs…) is refused
 * before anything is tried there: nothing written there is kept, and writes there may change
 * the running system.
 */
import { accessSync, constants, mkdirSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/**
 * `statfs` type numbers (linux/magic.h) of the kernel's virtual file systems: their names, for
 * the message. tmpfs and devtmpfs are not here: they hold ordinary directories.
 */
const VIRTUAL_FILE_SYSTEMS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0xcafe4a11, 'bpf'],
  [0x6e736673, 'nsfs'],
  [0x42494e4d, 'binfmt_misc'],
  [0x1cd1, 'devpts'],
  [0xde5e81e4, 'efivarfs'],
  [0x19800202, 'mqueue'],
  [0x65735543, 'fusectl'],
  [0x67596969, 'rpc_pipefs'],
  [0x7655821, 'resctrl'],
  [0xf97cff8c, 'selinuxfs'],
  [0x61756673, 'pstore'],
  [0x5a3c69f0, 'aafs'],
]);

/** Why a directory cannot be made or used; `path` is the part of the path that is at fault. */
export type DirectoryProblem =
  /** `path` (the directory itself or an ancestor) exists and is not a directory. */
  | { kind: 'not_a_directory'; path: string }
  /** `path` is on the kernel's virtual file system `fileSystem` (e.g. proc). */
  | { kind: 'virtual_file_system'; path: string; fileSystem: string }
  /** The system refused to make `path` (`code`: EACCES, EPERM, EROFS, ENOSPC, ENOENT…). */
  | { kind: 'refused'; path: string; code: string; cause: unknown };

/** Thrown by `makeDirectory`; `problem` says what to name in the caller's message. */
export class DirectoryError extends Error {
  override name = 'DirectoryError';
  readonly problem: DirectoryProblem;
  constructor(problem: DirectoryProblem) {
    super(`${problem.path}: ${problem.kind}`, {
      cause: problem.kind === 'refused' ? problem.cause : undefined,
    });
    this.problem = problem;
  }
}

/** The `code` of a Node system error, or ''. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * The nearest existing path of `dir` and its ancestors (itself included) and whether it is a
 * directory; the root when nothing else exists.
 */
function nearestExisting(dir: string): { path: string; isDirectory: boolean } {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return { path: current, isDirectory: statSync(current).isDirectory() };
    } catch {
      if (path.dirname(current) === current) return { path: current, isDirectory: true };
    }
  }
}

/** The parts of `dir` below `existing`, outermost first. */
function missingParts(dir: string, existing: string): string[] {
  const parts: string[] = [];
  for (let current = dir; current !== existing; current = path.dirname(current)) {
    parts.unshift(current);
    if (path.dirname(current) === current) break;
  }
  return parts;
}

/**
 * Makes `dir` (absolute) with its missing parents, one part at a time; nothing when it is a
 * directory already. Synchronous: for start-up checks.
 * @throws DirectoryError when a part of the path is not a directory, the path is on a virtual
 *   file system, or the system refuses to make a part
 */
export function makeDirectory(dir: string): void {
  const existing = nearestExisting(dir);
  if (!existing.isDirectory) {
    throw new DirectoryError({ kind: 'not_a_directory', path: existing.path });
  }
  const fileSystem = onVirtualFileSystem(existing.path);
  if (fileSystem) {
    throw new DirectoryError({ kind: 'virtual_file_system', path: existing.path, fileSystem });
  }
  for (const part of missingParts(dir, existing.path)) {
    try {
      mkdirSync(part);
    } catch (error) {
      const code = codeOf(error);
      // Made meanwhile by another process: fine when it is a directory.
      if (code === 'EEXIST' && statSync(part).isDirectory()) continue;
      if (code === 'EEXIST' || code === 'ENOTDIR') {
        throw new DirectoryError({ kind: 'not_a_directory', path: part });
      }
      throw new DirectoryError({ kind: 'refused', path: part, code, cause: error });
    }
  }
}

/**
 * The name of the kernel's virtual file system (e.g. `proc`) the existing path `dir` is on, or
 * null for any other file system (or when `statfs` fails: the caller's next step says why).
 */
export function onVirtualFileSystem(dir: string): string | null {
  try {
    return VIRTUAL_FILE_SYSTEMS.get(statfsSync(dir).type) ?? null;
  } catch {
    return null;
  }
}

/**
 * What stands in the way of `dir` (absolute) being a directory this process can write — made
 * when first needed — without making anything: a part of the path that is not a directory, a
 * virtual file system, or no write access to `dir` or, when it is missing, to its nearest
 * existing ancestor. Null when nothing does. Synchronous: for start-up checks.
 */
export function directoryProblem(dir: string): DirectoryProblem | null {
  const existing = nearestExisting(dir);
  if (!existing.isDirectory) return { kind: 'not_a_directory', path: existing.path };
  const fileSystem = onVirtualFileSystem(existing.path);
  if (fileSystem) return { kind: 'virtual_file_system', path: existing.path, fileSystem };
  try {
    accessSync(existing.path, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    return { kind: 'refused', path: existing.path, code: codeOf(error), cause: error };
  }
  return null;
}

/**
 * Refuses at start a MEDIA_DIR the media store could not make or write when the first upload
 * comes (modules/files/files.store.ts makes it then): a part of the path that is a file, a
 * virtual file system (where the store's recursive mkdir would never end), no write access.
 * Makes nothing.
 * @param mediaDir absolute MEDIA_DIR
 * @param dataDir absolute DATA_DIR when the start checks it next (the embedded database): a
 *   problem of DATA_DIR's own path (MEDIA_DIR is `DATA_DIR/media` by default) is left for that
 *   check to name
 * @throws StartupError (setting MEDIA_DIR) whose message is the one line main.ts prints
 */
export function checkMediaDir(mediaDir: string, dataDir?: string): void {
  const problem = directoryProblem(mediaDir);
  if (!problem) return;
  if (dataDir !== undefined) {
    const below = path.relative(problem.path, dataDir);
    if (!below.startsWith('..') && !path.isAbsolute(below)) return;
  }
  const where = problem.path === mediaDir ? 'it' : problem.path;
  switch (problem.kind) {
    case 'not_a_directory':
      throw new StartupError(
        'MEDIA_DIR',
        problem.path === mediaDir
          ? `MEDIA_DIR ${mediaDir} is a file, not a directory; set MEDIA_DIR to a directory (a missing one is created)`
          : `MEDIA_DIR ${mediaDir} cannot be created: ${problem.path} is a file, not a directory; set MEDIA_DIR to a path under a directory`,
      );
    case 'virtual_file_system':
      throw new StartupError(
        'MEDIA_DIR',
        `MEDIA_DIR ${mediaDir} cannot be used: ${where} is on the kernel's virtual file system ${problem.fileSystem}, which keeps no files; set MEDIA_DIR to a directory on a disk`,
      );
    case 'refused':
      throw new StartupError(
        'MEDIA_DIR',
        `MEDIA_DIR ${mediaDir}: ${problem.path} is not writable by this user (${problem.code || 'refused'}); give this user write access to it or set MEDIA_DIR to a writable directory`,
        { cause: problem.cause },
      );
  }
}
