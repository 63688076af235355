/**
 * One owner per data directory (DESIGN.md §3 "data-directory lock"; docs/decisions/data-directory-lock.md). PGlite does not honour Postgres's `postmaster.pid`: two servers on one
 * DATA_DIR would both write `DATA_DIR/db` and lose each other's rows. So before the embedded
 * database is opened, `lockDataDir` makes sure DATA_DIR is a writable directory (creating it and
 * its parents when missing) and takes an exclusive lock on `DATA_DIR/potok.lock`.
 *
 * The lock is an OS lock on an open file (fs-native-extensions `tryLock`: an open-file-description
 * `fcntl` lock on Linux, `flock` on macOS, `LockFileEx` on Windows). The kernel drops it when the
 * process ends in any way, kill -9 included, so a lock left by a dead server is never "stale": the
 * next start simply gets it — no timestamps, no guessing whether a pid is still alive. The holder
 * writes its pid into the file, only so a refused start can name it. The file itself stays (an
 * unlinked lock file lets two processes lock two different files); it is emptied on release.
 *
 * Errors are `StartupError`s (setting DATA_DIR) whose message is the one line main.ts prints.
 */
import {
  accessSync,
  closeSync,
  constants,
  ftruncateSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DirectoryError, makeDirectory, onVirtualFileSystem } from '../lib/directories.ts';
import { damagedDatabaseMessage, StartupError } from '../lib/startup-error.ts';

/** fs-native-extensions ships prebuilt binaries and no types: the one call used here. */
const nativeFs = createRequire(import.meta.url)('fs-native-extensions') as {
  /** Exclusive lock on the whole file; false when another holder has it (EAGAIN). */
  tryLock(fd: number): boolean;
};

/** Name of the lock file inside DATA_DIR. */
export const LOCK_FILE_NAME = 'potok.lock';

/** A held data-directory lock. */
export interface DataDirLock {
  /** Absolute path of the lock file. */
  readonly file: string;
  /** Empties the lock file and releases the lock; idempotent. */
  release(): void;
}

/**
 * The refusal when another process holds the lock (a `StartupError` like the others): the
 * operators' command (admin/open.ts) tells it apart, to reach that server instead.
 */
export class DataDirInUseError extends StartupError {
  /** The holder's pid as written in the lock file, or null. */
  readonly pid: number | null;
  constructor(message: string, pid: number | null) {
    super('DATA_DIR', message);
    this.pid = pid;
  }
}

/** The `code` of a Node system error, or ''. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** The one line for a directory this user may not write (`code`: EACCES, EPERM, EROFS). */
function notWritable(dataDir: string, dir: string, code: string, cause: unknown): StartupError {
  const where = dir === dataDir ? `DATA_DIR ${dataDir}` : `DATA_DIR ${dataDir}: ${dir}`;
  const why =
    code === 'EROFS'
      ? 'is on a read-only file system'
      : `is not writable by this user (uid ${process.getuid?.() ?? '?'})`;
  return new StartupError(
    'DATA_DIR',
    `${where} ${why}; give this user write access to it or set DATA_DIR to a writable directory`,
    { cause },
  );
}

/** The one line for DATA_DIR on a kernel's virtual file system (`/proc`, `/sys`…). */
function virtualDataDir(dataDir: string, where: string, fileSystem: string): StartupError {
  return new StartupError(
    'DATA_DIR',
    `DATA_DIR ${dataDir} cannot be used: ${where} is on the kernel's virtual file system ${fileSystem}, which keeps no files; set DATA_DIR to a directory on a disk`,
  );
}

/**
 * Creates DATA_DIR with its missing parents, one at a time (lib/directories.ts: Node's
 * recursive mkdir never ends under `/proc`), or says in one line why it cannot be created.
 */
function createDataDir(dataDir: string): void {
  try {
    makeDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    const { problem } = error;
    if (problem.kind === 'not_a_directory') {
      throw new StartupError(
        'DATA_DIR',
        `DATA_DIR ${dataDir} cannot be created: ${problem.path} is a file, not a directory; set DATA_DIR to a path under a directory`,
        { cause: error },
      );
    }
    if (problem.kind === 'virtual_file_system') {
      throw virtualDataDir(dataDir, problem.path, problem.fileSystem);
    }
    const { code } = problem;
    const parent = path.dirname(problem.path);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      const why = code === 'EROFS' ? 'is on a read-only file system' : 'is not writable';
      throw new StartupError(
        'DATA_DIR',
        `DATA_DIR ${dataDir} cannot be created: ${parent} ${why}; create the directory for this user or set DATA_DIR to a writable path`,
        { cause: problem.cause },
      );
    }
    throw new StartupError(
      'DATA_DIR',
      `DATA_DIR ${dataDir} cannot be created (${code || String(problem.cause)}); create it yourself or set DATA_DIR to another path`,
      { cause: problem.cause },
    );
  }
}

/**
 * Makes sure `dir` (DATA_DIR or DATA_DIR/db) is a directory this process may read and write.
 * @param create make it (with its parents) when missing
 */
function checkDirectory(dataDir: string, dir: string, create: boolean): void {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' && create) {
      createDataDir(dir);
      return;
    }
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') {
      createDataDir(dir); // finds and names the path component that is a file
      return;
    }
    if (code === 'EACCES' || code === 'EPERM') throw notWritable(dataDir, dir, code, error);
    throw new StartupError(
      'DATA_DIR',
      `DATA_DIR ${dataDir} cannot be used (${code || String(error)}); check the path`,
      { cause: error },
    );
  }
  if (isDirectory) {
    const fileSystem = onVirtualFileSystem(dir);
    if (fileSystem) throw virtualDataDir(dataDir, dir, fileSystem);
  }
  if (!isDirectory) {
    throw new StartupError(
      'DATA_DIR',
      dir === dataDir
        ? `DATA_DIR ${dataDir} is a file, not a directory; set DATA_DIR to a directory (a missing one is created)`
        : `DATA_DIR ${dataDir}: ${dir} is a file, not the database directory; move it away`,
    );
  }
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    throw notWritable(dataDir, dir, codeOf(error), error);
  }
}

/**
 * Refuses a `DATA_DIR/db` that has files but no `PG_VERSION`: PGlite takes such a folder for a
 * new one and runs initdb over it, so the server would start on an empty database and the old
 * one would be lost for good. (An empty or missing folder is a first start.)
 */
function checkDatabaseFiles(dataDir: string): void {
  const dbDir = path.join(dataDir, 'db');
  let entries: string[];
  try {
    entries = readdirSync(dbDir);
  } catch {
    return; // missing: created by the caller; other failures surface when PGlite opens it
  }
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new StartupError('DATA_DIR', damagedDatabaseMessage(dataDir));
  }
}

/** The pid written in the lock file by its holder, or null when it cannot be read. */
function holderPid(fd: number): number | null {
  try {
    const buffer = Buffer.alloc(32);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const match = /^\s*(\d+)/.exec(buffer.toString('utf8', 0, length));
    return match ? Number(match[1]) : null;
  } catch {
    return null; // Windows: the holder's lock forbids reading too
  }
}

/**
 * Checks DATA_DIR and takes its lock. Call before opening `DATA_DIR/db`; release after closing it.
 *
 * DATA_DIR is created with its parents when missing; it, and `DATA_DIR/db` when present, must be
 * directories this process can write; a `DATA_DIR/db` with files must hold a `PG_VERSION`.
 *
 * @param dataDir absolute path of DATA_DIR
 * @returns the held lock (the process's pid is in `DATA_DIR/potok.lock`)
 * @throws StartupError (setting DATA_DIR) when the directory cannot be created or written, is a
 *   file, or is locked by another process — the message then names that process's pid — or when
 *   `DATA_DIR/db` is not a database PGlite would open rather than overwrite
 */
export function lockDataDir(dataDir: string): DataDirLock {
  checkDirectory(dataDir, dataDir, true);
  checkDirectory(dataDir, path.join(dataDir, 'db'), false);

  const file = path.join(dataDir, LOCK_FILE_NAME);
  let fd: number;
  try {
    // Never O_TRUNC: the file may hold the pid of a running holder.
    fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      throw notWritable(dataDir, dataDir, code, error);
    }
    throw new StartupError(
      'DATA_DIR',
      `DATA_DIR ${dataDir}: the lock file ${file} cannot be opened (${code || String(error)}); move it away`,
      { cause: error },
    );
  }

  let locked: boolean;
  try {
    locked = nativeFs.tryLock(fd);
  } catch (error) {
    const code = codeOf(error);
    if (code !== 'EACCES') {
      closeSync(fd);
      throw new StartupError(
        'DATA_DIR',
        `DATA_DIR ${dataDir}: the file system does not support file locks (${code || String(error)}); put DATA_DIR on a local disk`,
        { cause: error },
      );
    }
    locked = false; // some systems answer a held lock with EACCES instead of EAGAIN
  }
  if (!locked) {
    const pid = holderPid(fd);
    closeSync(fd);
    throw new DataDirInUseError(
      `DATA_DIR ${dataDir} is in use by another Potok server (pid ${pid ?? 'unknown'}); stop that server first, or give this one its own DATA_DIR`,
      pid,
    );
  }

  try {
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
  } catch (error) {
    closeSync(fd);
    throw error; // ENOSPC and the like: main.ts names the disk
  }
  let released = false;
  const lock: DataDirLock = {
    file,
    release() {
      if (released) return;
      released = true;
      try {
        ftruncateSync(fd, 0);
      } catch {
        // an unreadable pid is only a worse message for the next refused start
      }
      closeSync(fd); // closing the file releases the lock
    },
  };
  try {
    checkDatabaseFiles(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}
