/**
 * The server under measurement in the hot-paths bench (hot.bench.ts): starting bench/serve.ts
 * in a process of its own, a client of its bench routes and API, waiting on its jobs, driving
 * load at it (load.worker.ts) while reading its CPU (/proc) and resident memory, and the
 * figures made of those readings (percentiles, CPU per answer).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { processTicks } from './cpu.ts';
import type { Database } from './hot.report.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of `pid` now (VmRSS), MiB; null when the process is gone. */
export async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
  } catch {
    return null;
  }
}

/** Busy ticks of the whole machine (all cores). */
async function machineTicks(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

/** CPU counters at one moment: the server process, the PostgreSQL backends, the machine. */
interface CpuReading {
  at: number;
  server: number;
  backends: Map<number, number>;
  machine: number;
}

/**
 * Reads the counters. `pgClient` (PostgreSQL only) lists the other backends of the bench
 * database — the server's pool; on PGlite the database is a thread of the server process.
 */
async function readCpu(serverPid: number, pgClient: pg.Client | null): Promise<CpuReading> {
  const backends = new Map<number, number>();
  if (pgClient) {
    const { rows } = await pgClient.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) {
      const ticks = await processTicks(pid);
      if (ticks !== null) backends.set(pid, ticks);
    }
  }
  return {
    at: performance.now(),
    server: (await processTicks(serverPid)) ?? 0,
    backends,
    machine: await machineTicks(),
  };
}

/** CPU seconds spent between two readings (a backend that appeared counts from zero). */
function cpuSpent(a: CpuReading, b: CpuReading) {
  let postgres = 0;
  for (const [pid, ticks] of b.backends) postgres += ticks - (a.backends.get(pid) ?? 0);
  return {
    elapsed: (b.at - a.at) / 1000,
    server: (b.server - a.server) / 100,
    postgres: postgres / 100,
    machine: (b.machine - a.machine) / 100,
  };
}
export type CpuSpent = ReturnType<typeof cpuSpent>;

/**
 * Runs one autocannon job in a worker thread (load.worker.ts); CPU is read when its measured
 * part starts (after the warm-up) and when it ends.
 */
export async function drive(
  job: LoadJob,
  serverPid: number,
  pgClient: pg.Client | null,
): Promise<LoadResult & { cpu: CpuSpent }> {
  const worker = new Worker(new URL('./load.worker.ts', import.meta.url), { workerData: job });
  let start: Promise<CpuReading> | undefined;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type === 'measuring') start = readCpu(serverPid, pgClient);
      else resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
  const end = await readCpu(serverPid, pgClient);
  return { ...result, cpu: cpuSpent(await start!, end) };
}

/** Starts bench/serve.ts with `extra` environment; resolves once it listens. */
export async function startServer(extra: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--max-semi-space-size=4',
      '--heap-growing-percent=20',
      '--experimental-strip-types',
      fileURLToPath(new URL('./serve.ts', import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://localhost:8080',
        WRITE_RATE_LIMIT: '1000000',
        BENCH_JOBS: '1',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"origin"'));
      if (line) resolve((JSON.parse(line) as { origin: string }).origin);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { child, origin };
}

/** A client of the running server's bench routes and API. */
export function serverClient(origin: string) {
  const post = async <T>(p: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${origin}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (res.status !== 200)
      throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const get = async <T>(p: string, token?: string): Promise<T> => {
    const res = await fetch(`${origin}${p}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    const r = await post<{ rows?: T[]; error?: string }>('/bench/sql', { sql: text, params });
    if (r.error) throw new Error(`${text}: ${r.error}`);
    return r.rows!;
  };
  return { post, get, sql };
}
export type Server = ReturnType<typeof serverClient>;

/** `timeline.*` jobs still to do. */
export async function pendingFanOut(server: Server): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs
     WHERE kind LIKE 'timeline.%' AND state IN ('queued', 'running')`,
  );
  return row?.n ?? 0;
}

/** Waits until no `timeline.*` job is queued or running (every `everyMs`); false on timeout. */
export async function drained(
  server: Server,
  everyMs: number,
  timeoutMs: number,
): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if ((await pendingFanOut(server)) === 0) return true;
    await sleep(everyMs);
  }
  return false;
}

/** Waits until no job of any kind is queued or running (every 50 ms); false on timeout. */
export async function jobsIdle(server: Server, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const [row] = await server.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE state IN ('queued', 'running')`,
    );
    if ((row?.n ?? 0) === 0) return true;
    await sleep(50);
  }
  return false;
}

/** Percentile `p` (0–100) of `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** CPU per 2xx answer of a row, ms, and the machine's busy cores meanwhile. */
export function cpuPerAnswer(r: LoadResult & { cpu: CpuSpent }, database: Database) {
  const answers = r.requests - r.non2xx;
  if (answers <= 0 || r.cpu.elapsed <= 0) {
    return { serverCpuMs: null, postgresCpuMs: null, machineCores: null };
  }
  return {
    serverCpuMs: (r.cpu.server * 1000) / answers,
    postgresCpuMs: database === 'postgres' ? (r.cpu.postgres * 1000) / answers : null,
    machineCores: r.cpu.machine / r.cpu.elapsed,
  };
}
