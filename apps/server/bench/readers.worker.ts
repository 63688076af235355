/**
 * Readers that behave as the web app does (mixed.bench.ts), run in a worker thread: each of
 * `connections` readers requests the paths in turn, and after a 503 it waits the answer's
 * `Retry-After` seconds before asking again, as the web client's retry does
 * (apps/web/src/app/queryClient.ts). autocannon (load.worker.ts) re-sends at once instead, which
 * measures how a server survives a flood rather than what a reader waits.
 *
 * Receives a `LoadJob` as `workerData`: runs `warmup` seconds (discarded), then measures for
 * `duration` seconds and posts `{ type: 'done', result }` (a `LoadResult` whose rate and
 * latencies are of the reads served, 2xx; every answer is counted in `statusCodes`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';

const job = workerData as LoadJob;
const paths = job.paths ?? [job.path];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latencies (ms) and codes of the answers that arrived while `measuring` was true. */
const latencies: number[] = [];
const codes: Record<string, number> = {};
let errors = 0;
let timeouts = 0;
let measuring = false;
let stop = false;
let bytes = 0;
let next = 0;

async function reader(): Promise<void> {
  while (!stop) {
    const i = next++;
    const headers: Record<string, string> = {};
    if (job.tokens.length > 0)
      headers.authorization = `Bearer ${job.tokens[i % job.tokens.length]}`;
    const started = performance.now();
    let wait = 0;
    try {
      const res = await fetch(job.origin + paths[i % paths.length], {
        headers,
        signal: AbortSignal.timeout(30_000),
      });
      const body = await res.arrayBuffer();
      if (measuring) {
        if (res.ok) latencies.push(performance.now() - started);
        codes[res.status] = (codes[res.status] ?? 0) + 1;
        bytes += body.byteLength;
      }
      if (res.status === 503) wait = Number(res.headers.get('retry-after') ?? '1') * 1000;
    } catch (error) {
      if (measuring) {
        if ((error as Error).name === 'TimeoutError') timeouts += 1;
        else errors += 1;
      }
      wait = 1000;
    }
    if (wait > 0) await sleep(wait);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const running = Array.from({ length: job.connections }, () => reader());
await sleep(job.warmup * 1000);
measuring = true;
parentPort!.postMessage({ type: 'measuring' } satisfies LoadMessage);
await sleep(job.duration * 1000);
measuring = false;
stop = true;
const sorted = [...latencies].sort((a, b) => a - b);
const answers = Object.values(codes).reduce((a, b) => a + b, 0);
const result: LoadResult = {
  rps: sorted.length / job.duration,
  p50: Math.round(percentile(sorted, 0.5)),
  p90: Math.round(percentile(sorted, 0.9)),
  p99: Math.round(percentile(sorted, 0.99)),
  latencyMean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
  latencyMax: Math.round(sorted.at(-1) ?? 0),
  requests: answers,
  non2xx: answers - sorted.length,
  errors,
  timeouts,
  bytesPerSecond: bytes / job.duration,
  statusCodes: codes,
};
parentPort!.postMessage({ type: 'done', result } satisfies LoadMessage);
// Readers still waiting on an answer or a Retry-After end with the worker.
await Promise.race([Promise.all(running), sleep(100)]);
process.exit(0);
