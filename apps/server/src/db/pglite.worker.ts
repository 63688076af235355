/**
 * The embedded database's thread (DESIGN.md §8 "PGlite runs … serialises queries"): PGlite runs
 * here, in a `worker_threads` worker, behind `@electric-sql/pglite-socket`, which speaks the
 * PostgreSQL wire protocol on a Unix socket. The main thread reaches it through a `pg.Pool`
 * exactly as it reaches PostgreSQL (see embedded.ts), so a query running in WASM no longer
 * blocks the event loop that serves HTTP.
 *
 * Started by embedded.ts with `workerData: PgliteWorkerData`. Protocol (structured messages):
 * - worker → main: `{ type: 'ready' }` once the socket listens; `{ type: 'failed', error }` when
 *   opening fails (the error's name, message, code and stack, so the main thread rejects with
 *   the original message), after which the worker ends;
 * - main → worker: `{ type: 'dump', id }` → `{ type: 'dumped', id, bytes }` (a gzip tarball of
 *   the data directory, PGlite's `dumpDataDir`) or `{ type: 'dump-failed', id, error }`;
 *   `{ type: 'memory', id }` → `{ type: 'memory', id, memory }` (see `EmbeddedMemory`);
 *   `{ type: 'close' }` → the socket server stops (open transactions are rolled back), PGlite
 *   closes (a clean Postgres shutdown), `{ type: 'closed', error? }`, and the worker ends.
 *
 * Durability (DESIGN.md §7): PGlite starts Postgres with `-F` (fsync off) by default. On disk
 * that flag is dropped and `relaxedDurability` is false, so a commit is on disk when it is
 * acknowledged.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the worker is started with. */
export interface PgliteWorkerData {
  /** Folder of the data (must exist); null keeps everything in memory. */
  dataDir: string | null;
  /** A `dumpDataDir()` tarball to start from instead of an empty database (tests). */
  loadDataDir: Uint8Array | null;
  /** Path of the Unix socket to listen on (`…/.s.PGSQL.5432`, under ~100 bytes). */
  socketPath: string;
  /** Connections the socket server accepts at once. */
  maxConnections: number;
  /** Postgres settings passed as `-c name=value` start parameters (e.g. shared_buffers). */
  settings: Record<string, string>;
}

/** An error as it crosses the thread boundary. */
export interface WorkerError {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

/** Messages from the worker to the main thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: WorkerError }
  | { type: 'dumped'; id: number; bytes: Uint8Array }
  | { type: 'dump-failed'; id: number; error: WorkerError }
  | { type: 'memory'; id: number; memory: EmbeddedMemory }
  | { type: 'closed'; error?: WorkerError };

/** Messages from the main thread to the worker. */
export type ToWorker =
  | { type: 'dump'; id: number }
  | { type: 'memory'; id: number }
  | { type: 'close' };

/** Where the worker's memory is, bytes (for the benchmark's memory findings). */
export interface EmbeddedMemory {
  /** Size of PGlite's WebAssembly memory: it grows on demand and never shrinks. */
  wasm: number;
  /** The worker's own V8 heap (used / total). */
  heapUsed: number;
  heapTotal: number;
}

/** Extensions loaded into PGlite (the migrations `CREATE EXTENSION` them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The parts of an error worth carrying to the main thread. */
export function describeError(error: unknown): WorkerError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}

/** PGlite's options for `data` (durable on disk, fsync on; see the module comment). */
function pgliteOptions(data: PgliteWorkerData): PGliteOptions {
  const durable = data.dataDir !== null;
  const base = durable
    ? PGlite.defaultStartParams.filter((p) => p !== '-F')
    : PGlite.defaultStartParams;
  const settings = Object.entries(data.settings).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return {
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir as BufferSource]) } : {}),
    extensions: PGLITE_EXTENSIONS,
    relaxedDurability: false,
    ...(durable || settings.length > 0 ? { startParams: [...base, ...settings] } : {}),
  };
}

async function run(port: NonNullable<typeof parentPort>, data: PgliteWorkerData): Promise<void> {
  const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  let db: PGlite;
  let server: PGLiteSocketServer;
  try {
    db = await PGlite.create(pgliteOptions(data));
    server = new PGLiteSocketServer({
      db,
      path: data.socketPath,
      maxConnections: data.maxConnections,
    });
    await server.start();
  } catch (error) {
    post({ type: 'failed', error: describeError(error) });
    port.close();
    return;
  }
  port.on('message', (message: ToWorker) => {
    if (message.type === 'dump') {
      db.dumpDataDir('gzip').then(
        async (blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          post({ type: 'dumped', id: message.id, bytes }, [bytes.buffer as ArrayBuffer]);
        },
        (error: unknown) =>
          post({ type: 'dump-failed', id: message.id, error: describeError(error) }),
      );
    } else if (message.type === 'memory') {
      const heap = process.memoryUsage();
      const wasm =
        (db as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0;
      post({
        type: 'memory',
        id: message.id,
        memory: { wasm, heapUsed: heap.heapUsed, heapTotal: heap.heapTotal },
      });
    } else if (message.type === 'close') {
      void (async () => {
        try {
          await server.stop();
          if (!db.closed) await db.close();
          post({ type: 'closed' });
        } catch (error) {
          post({ type: 'closed', error: describeError(error) });
        }
        port.close();
      })();
    }
  });
  post({ type: 'ready' });
}

if (!isMainThread && parentPort) await run(parentPort, workerData as PgliteWorkerData);
