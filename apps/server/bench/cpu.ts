/**
 * CPU accounting of a load run, so the numbers mean something on a shared machine: req/s moves
 * with whatever else runs, CPU time per request much less.
 *
 * - `server`: CPU time of this process's main thread (the app under test; autocannon runs in
 *   a worker thread and is not counted), `process.threadCpuUsage()`;
 * - `postgres`: CPU time of the PostgreSQL backends connected to the benchmark database (from
 *   `/proc/<pid>/stat`; null when the server is not on this machine or not readable);
 * - `machineBusy` / `others`: busy CPU of the whole machine (`/proc/stat`) and what is left after
 *   this process and those backends — other people's work during the run, in cores.
 */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/** Linux USER_HZ: the unit of `/proc/…/stat` times. */
const TICKS_PER_SECOND = 100;

/** A point-in-time reading. */
export interface CpuSnapshot {
  at: number;
  thread: NodeJS.CpuUsage;
  process: NodeJS.CpuUsage;
  backends: Map<number, number> | null;
  machineBusyTicks: number | null;
}

/** CPU spent between two snapshots (seconds, except `elapsed`). */
export interface CpuSpent {
  elapsed: number;
  server: number;
  process: number;
  postgres: number | null;
  machineBusy: number | null;
  others: number | null;
}

/** utime + stime of a process, ticks; null when unreadable. */
export async function processTicks(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start at ") ": utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Busy ticks of the whole machine (all CPUs), or null off Linux. */
async function machineBusyTicks(): Promise<number | null> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  } catch {
    return null;
  }
}

/** Reads the CPU counters; `client` lists the other backends of its database. */
export async function snapshot(client: pg.Client): Promise<CpuSnapshot> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  let backends: Map<number, number> | null = new Map();
  for (const { pid } of rows) {
    const ticks = await processTicks(pid);
    if (ticks === null) {
      backends = null;
      break;
    }
    backends.set(pid, ticks);
  }
  return {
    at: performance.now(),
    thread: process.threadCpuUsage(),
    process: process.cpuUsage(),
    backends,
    machineBusyTicks: await machineBusyTicks(),
  };
}

/** What was spent from `a` to `b`. A backend that appeared in between counts from zero. */
export function spent(a: CpuSnapshot, b: CpuSnapshot): CpuSpent {
  const seconds = (u: NodeJS.CpuUsage, v: NodeJS.CpuUsage) =>
    (v.user - u.user + v.system - u.system) / 1e6;
  let postgres: number | null = null;
  if (a.backends && b.backends) {
    let ticks = 0;
    for (const [pid, t] of b.backends) ticks += t - (a.backends.get(pid) ?? 0);
    postgres = ticks / TICKS_PER_SECOND;
  }
  const processSeconds = seconds(a.process, b.process);
  const machineBusy =
    a.machineBusyTicks !== null && b.machineBusyTicks !== null
      ? (b.machineBusyTicks - a.machineBusyTicks) / TICKS_PER_SECOND
      : null;
  return {
    elapsed: (b.at - a.at) / 1000,
    server: seconds(a.thread, b.thread),
    process: processSeconds,
    postgres,
    machineBusy,
    others:
      machineBusy !== null && postgres !== null
        ? Math.max(0, machineBusy - processSeconds - postgres)
        : null,
  };
}
