/**
 * The embedded database, off the main thread (DESIGN.md §8; docs/decisions/embedded-database-worker.md): starts pglite.worker.ts in a `worker_threads` worker, which serves
 * PGlite on a Unix socket through `@electric-sql/pglite-socket`, and answers a `pg.Pool` on that
 * socket. The server's drizzle is then node-postgres for both databases.
 *
 * - The socket lives in a fresh private folder (mode 0700, `mkdtemp`) in the OS temp folder:
 *   `<tmp>/potok-db-XXXXXX/.s.PGSQL.5432`, because `pg` names a socket by folder and port and a
 *   Unix socket path has a ~107-byte limit (a deep DATA_DIR could exceed it). The folder is
 *   removed on close.
 * - The pool has ONE connection. PGlite is a single Postgres session: the socket server's
 *   multiplexer queues every protocol message and keeps a transaction's messages together, but
 *   it does not keep an extended-protocol batch (Parse/Bind/Execute/Sync, which `pg` sends for
 *   every parameterised query) together outside a transaction, so two connections can bind
 *   each other's unnamed statement (upstream report electric-sql/pglite#1046). With one connection
 *   queries queue in the pool, and PGlite runs one at a time, as it would anyway; the work
 *   waiting for it is bounded by lib/busy-guard.ts.
 * - Named prepared statements (client.ts `queryPrepared`) are cleared by each new connection of
 *   the pool (`DEALLOCATE ALL`): PGlite keeps them across connections, `pg` does not.
 * - Close: the pool ends, then the worker stops the socket server and closes PGlite (a clean
 *   Postgres shutdown), then the worker ends.
 * - Start: `startEmbedded` answers as soon as the worker is spawned, with the pool and a `ready`
 *   promise, so a server builds its app on the main thread while PGlite opens in the worker
 *   (main.ts); `openEmbedded` waits for `ready`. No query may run before `ready` resolves (the
 *   socket does not exist yet).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type {
  EmbeddedMemory,
  FromWorker,
  PgliteWorkerData,
  ToWorker,
  WorkerError,
} from './pglite.worker.ts';

export type { EmbeddedMemory };

/**
 * The worker's module: the source beside this one, or — in the server's bundle (bundle.mjs),
 * where this module is a chunk of `dist/` — the bundled `pglite.worker.js` beside it.
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./pglite.worker.ts', import.meta.url)
  : new URL('./pglite.worker.js', import.meta.url);

/** The largest socket path accepted (`sun_path` is 108 bytes with its NUL on Linux). */
const MAX_SOCKET_PATH = 103;
/** The port part of the socket's name (`.s.PGSQL.<port>`, as `pg` looks for it). */
const SOCKET_PORT = 5432;

/** How to open the embedded database. */
export interface EmbeddedOptions {
  /** Folder of the data (must exist); null keeps everything in memory. */
  dataDir: string | null;
  /** A `dumpDataDir()` tarball to start from (tests). */
  loadDataDir?: Blob;
  /** Postgres settings passed to PGlite at start (`-c name=value`). */
  settings?: Record<string, string>;
}

/** An open embedded database. */
export interface Embedded {
  /** One connection to the worker's socket server (see the module comment). */
  pool: pg.Pool;
  /** The data directory as a gzip tarball (PGlite's `dumpDataDir`), e.g. a test template. */
  dumpDataDir(): Promise<Blob>;
  /** The worker's memory: PGlite's WebAssembly memory and the worker's V8 heap. */
  memory(): Promise<EmbeddedMemory>;
  /** Ends the pool, closes PGlite in the worker and ends the worker; idempotent. */
  close(): Promise<void>;
}

/** An embedded database whose thread has started: usable once `ready` resolves. */
export interface StartingEmbedded extends Embedded {
  /**
   * Resolves when the database is open and the socket listens; rejects with PGlite's own error
   * (name, message, `code`) when opening fails, after the worker has ended and the socket folder
   * is removed (`close()` is then a no-op).
   */
  ready: Promise<void>;
}

/** An error rebuilt on this side of the thread boundary: same name, message, code and stack. */
function rebuildError(described: WorkerError): Error {
  const error = new Error(described.message) as Error & { code?: string };
  error.name = described.name;
  if (described.code) error.code = described.code;
  if (described.stack) error.stack = described.stack;
  return error;
}

/**
 * The embedded pool's connection. PGlite is one Postgres session for every connection: named
 * prepared statements (client.ts, `queryPrepared`) outlive the connection that prepared them,
 * while `pg` forgets them with it. So a new connection (the pool's only one: the first, or one
 * after an idle close) clears them (`DEALLOCATE ALL`) before it is handed out, and `pg` and
 * PGlite agree again on which names exist.
 */
class EmbeddedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(
    callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
  ): void;
  override connect(
    callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
  ): Promise<pg.Client> | undefined {
    const connected = super.connect().then(async () => {
      await this.query('DEALLOCATE ALL');
      return this as pg.Client;
    });
    if (!callback) return connected;
    const done = callback as (err: Error | null, client?: pg.Client) => void;
    connected.then(
      (client) => done(null, client),
      (error: Error) => done(error),
    );
    return undefined;
  }
}

/** A private folder for the socket, and the socket's path in it. */
async function socketFolder(): Promise<{ dir: string; socketPath: string }> {
  const name = `.s.PGSQL.${SOCKET_PORT}`;
  let dir = await mkdtemp(path.join(os.tmpdir(), 'potok-db-'));
  if (path.join(dir, name).length > MAX_SOCKET_PATH && process.platform !== 'win32') {
    // A long TMPDIR: /tmp is short on every Unix.
    await rm(dir, { recursive: true, force: true });
    dir = await mkdtemp('/tmp/potok-db-');
  }
  return { dir, socketPath: path.join(dir, name) };
}

/**
 * Starts PGlite in a worker and connects a pool to it. Resolves when the database is open and
 * the socket listens; rejects with PGlite's own error (name, message, `code`) when opening fails
 * (a corrupt or unreadable data directory…), after the worker has ended.
 */
export async function openEmbedded(options: EmbeddedOptions): Promise<Embedded> {
  const embedded = await startEmbedded(options);
  await embedded.ready;
  return embedded;
}

/**
 * Starts PGlite's worker and answers at once with the pool (not to be queried yet) and `ready`
 * (see {@link StartingEmbedded}). Closing before `ready` waits for the open to finish, then closes.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<StartingEmbedded> {
  const { dir, socketPath } = await socketFolder();
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : null;
  const data: PgliteWorkerData = {
    dataDir: options.dataDir,
    loadDataDir,
    socketPath,
    // The pool's one connection, plus room for another client that sends only simple queries
    // (a LISTEN connection, a tool): extended-protocol batches from two connections can mix.
    maxConnections: 8,
    settings: options.settings ?? {},
  };
  const worker = new Worker(WORKER_URL, {
    workerData: data,
    transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
  });

  // Answers awaited from the worker, by request id.
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (e: Error) => void }
  >();
  let exited = false;
  const exit = new Promise<number>((resolve) => {
    worker.once('exit', (code) => {
      exited = true;
      // A request still waiting will get no answer from a thread that has ended.
      for (const waiter of pending.values()) {
        waiter.reject(new Error(`the embedded database's thread ended (code ${code})`));
      }
      pending.clear();
      resolve(code);
    });
  });
  const settle = (id: number, value: unknown, error?: WorkerError) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (error) waiter?.reject(rebuildError(error));
    else waiter?.resolve(value as never);
  };
  let closedByWorker: ((error?: WorkerError) => void) | undefined;
  let crashed: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          resolve();
          break;
        case 'failed':
          reject(rebuildError(message.error));
          break;
        case 'dumped':
          settle(message.id, new Blob([message.bytes as BufferSource]));
          break;
        case 'dump-failed':
          settle(message.id, null, message.error);
          break;
        case 'memory':
          settle(message.id, message.memory);
          break;
        case 'closed':
          closedByWorker?.(message.error);
          break;
      }
    });
    worker.on('error', (error) => {
      crashed = error;
      reject(error);
    });
    void exit.then((code) =>
      reject(new Error(`the embedded database's thread ended before it was ready (code ${code})`)),
    );
  });
  // A failed open leaves nothing behind: the worker has ended and the socket folder is gone.
  const opened = ready.catch(async (error: unknown) => {
    if (!exited) await worker.terminate();
    await rm(dir, { recursive: true, force: true });
    throw error;
  });

  const pool = new pg.Pool({
    host: path.dirname(socketPath),
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    Client: EmbeddedClient,
  });
  // An idle client's error (the worker ended) must not crash the process; queries fail instead.
  pool.on('error', () => {});

  let nextId = 0;
  /** Sends a request to the worker and waits for its answer. */
  const ask = <T>(type: 'dump' | 'memory'): Promise<T> => {
    if (exited) return Promise.reject(crashed ?? new Error('the embedded database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ type, id } satisfies ToWorker);
    });
  };
  let closing: Promise<void> | undefined;
  return {
    ready: opened,
    pool,
    dumpDataDir: () => ask<Blob>('dump'),
    memory: () => ask<EmbeddedMemory>('memory'),
    close() {
      closing ??= (async () => {
        // An open still under way is let finish; a failed one has cleaned up already.
        if (
          !(await opened.then(
            () => true,
            () => false,
          ))
        )
          return;
        // The pool first (its error, if any, is reported after the worker is closed).
        const poolEnded = pool.end().then(
          () => null,
          (error: unknown) => error,
        );
        const poolError = await poolEnded;
        let failure: WorkerError | undefined;
        if (!exited) {
          const closed = new Promise<void>((resolve) => {
            closedByWorker = (error) => {
              failure = error;
              resolve();
            };
          });
          worker.postMessage({ type: 'close' } satisfies ToWorker);
          // The worker answers `closed` and ends by itself; if it ended without a word, it
          // crashed and there is nothing left to close.
          await Promise.race([closed, exit]);
          if (!exited) await Promise.race([exit, worker.terminate()]);
        }
        await rm(dir, { recursive: true, force: true });
        if (failure) throw rebuildError(failure);
        if (poolError) throw poolError;
      })();
      return closing;
    },
  };
}
