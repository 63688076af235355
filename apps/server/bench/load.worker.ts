/**
 * Load generator of the benchmark, run in a worker thread so autocannon does not share the
 * server's event loop (the server under test runs on the main thread of the same process).
 *
 * Receives a `LoadJob` as `workerData`: warms up for `warmup` seconds (result discarded), then
 * posts `measuring`, measures for `duration` seconds and posts the `LoadResult`. With `tokens`, every request
 * carries `Authorization: Bearer <token>`, the tokens taken in turn across all connections; with
 * `paths`, the paths are taken in turn the same way.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** What to drive and for how long. */
export interface LoadJob {
  /** Origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Path with query, e.g. `/v1/feed/timeline`. */
  path: string;
  /** Paths taken in turn instead of `path`, across all connections (a mixed profile). */
  paths?: string[];
  /** Bearer tokens to rotate; empty for unauthenticated requests. */
  tokens: string[];
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds run first and discarded (JIT, caches, pool). */
  warmup: number;
}

/** The measured numbers of one run. */
export interface LoadResult {
  /** Responses per second over the measured run. */
  rps: number;
  /** Latency percentiles and mean, milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  latencyMean: number;
  latencyMax: number;
  /** Responses received in the measured run. */
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response bytes per second. */
  bytesPerSecond: number;
  /** Responses by HTTP code, e.g. `{ "200": 9500, "503": 12 }`. */
  statusCodes: Record<string, number>;
}

/**
 * autocannon's own merge of raw results (exported, not in its type definitions). Off the main
 * thread, autocannon hands back raw, encoded histograms and leaves the merge to the caller.
 */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
  }
).aggregateResult;

/** One autocannon run of `seconds`. */
async function run(job: LoadJob, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  let nextPath = 0;
  const raw = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: job.path,
        setupRequest(request) {
          const path = job.paths ? job.paths[nextPath++ % job.paths.length]! : request.path;
          if (job.tokens.length === 0) return { ...request, path };
          const token = job.tokens[next++ % job.tokens.length]!;
          return {
            ...request,
            path,
            headers: { ...request.headers, authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  });
  if (isMainThread) return raw;
  return aggregateResult([raw], {
    url: job.origin,
    connections: job.connections,
    duration: seconds,
  });
}

/** Messages to the main thread: the measured run starts, then its result. */
export type LoadMessage = { type: 'measuring' } | { type: 'done'; result: LoadResult };
const post = (message: LoadMessage) => parentPort!.postMessage(message);

const job = workerData as LoadJob;
if (job.warmup > 0) await run(job, job.warmup);
post({ type: 'measuring' });
const r = await run(job, job.duration);
const result: LoadResult = {
  rps: r.requests.total / r.duration,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  latencyMean: r.latency.average,
  latencyMax: r.latency.max,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  bytesPerSecond: r.throughput.total / r.duration,
  statusCodes: Object.fromEntries(
    Object.entries(
      (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ??
        {},
    ).map(([code, stat]) => [code, stat.count]),
  ),
};
post({ type: 'done', result });
