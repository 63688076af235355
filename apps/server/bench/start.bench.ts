/**
 * A second `npm start` under measurement (the newcomer's start: the web app and the server's
 * bundle already built, nothing changed, the embedded database already created): how long from
 * the command until the server answers `GET /v1/auth/session`, beside a floor measured in the
 * same run — the same `npm start`-style launch (npm, then the pinned Node) of a bare HTTP
 * server that answers at once. Numbers only; nothing is asserted.
 *
 * 1. One `npm start` on a fresh temporary DATA_DIR (builds when stale, creates and migrates the
 *    database) — not counted.
 * 2. BENCH_STARTS times, alternating: the floor (`npm exec -- node <bare server>`) and
 *    `npm start`, each polled every 10 ms until it answers, then stopped with SIGINT and awaited.
 * 3. Reported: the median and best of each in ms, and the median ratio start / floor.
 *
 * Results: printed and written to `bench/results/start.json`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../src/config.ts';
import { envNumber } from './env.ts';

const STARTS = envNumber('BENCH_STARTS', 5);
const PORT = envNumber('BENCH_PORT', 8197);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A server that answers every request at once: the floor of a start. */
const BARE_SERVER = `require('node:http').createServer((_q, s) => s.end('{}')).listen(${PORT}, '127.0.0.1');`;

/**
 * ms from spawning `npm <args>` until GET /v1/auth/session answers; then SIGINT to its process
 * group, and the exit awaited.
 */
async function timeToAnswer(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const began = performance.now();
  // Its own process group, stopped as a terminal's Ctrl+C stops it: SIGINT to the whole group.
  const child: ChildProcess = spawn(NPM, args, {
    cwd: REPO_ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let answered = false;
  while (!answered) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited before answering`);
    try {
      await fetch(`http://127.0.0.1:${PORT}/v1/auth/session`);
      answered = true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const ms = performance.now() - began;
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-start-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' };
try {
  await timeToAnswer(['start'], env);
  const floor: number[] = [];
  const start: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    floor.push(await timeToAnswer(['exec', '--', 'node', '-e', BARE_SERVER], env));
    start.push(await timeToAnswer(['start'], env));
  }
  const result = {
    starts: STARTS,
    floor_ms: { median: Math.round(median(floor)), best: Math.round(Math.min(...floor)) },
    start_ms: { median: Math.round(median(start)), best: Math.round(Math.min(...start)) },
    ratio_median: Number((median(start) / median(floor)).toFixed(2)),
  };
  console.table({ floor: result.floor_ms, 'npm start': result.start_ms });
  console.log(`a second npm start takes ${result.ratio_median}× the floor (median of ${STARTS})`);
  await writeFile(
    path.join(import.meta.dirname, 'results/start.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
