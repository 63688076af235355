/**
 * Raw query rate (DESIGN.md §8's first column, "raw q/s, PostgreSQL, 4 connections"): the
 * timeline page query as the repository sends it, straight through `pg` clients, no HTTP.
 */
import pg from 'pg';
import type { SentQuery } from './explain.ts';

/** Rate and latency of a raw run. */
export interface RawResult {
  connections: number;
  queries: number;
  qps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
}

/** The `q`-quantile of sorted `values`. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Runs `queries` in turn on `connections` clients for `warmup` (discarded) then `duration`
 * seconds, each client one query at a time.
 */
export async function rawRate(
  url: string,
  queries: SentQuery[],
  options: { connections: number; duration: number; warmup: number },
): Promise<RawResult> {
  const clients = await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let next = 0;
  const loop = async (client: pg.Client, until: number, latencies: number[] | null) => {
    while (performance.now() < until) {
      const query = queries[next++ % queries.length]!;
      const started = performance.now();
      await client.query(query.sql, query.params);
      latencies?.push(performance.now() - started);
    }
  };
  try {
    const warmEnd = performance.now() + options.warmup * 1000;
    await Promise.all(clients.map((c) => loop(c, warmEnd, null)));
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + options.duration * 1000;
    await Promise.all(clients.map((c) => loop(c, end, latencies)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      connections: options.connections,
      queries: latencies.length,
      qps: latencies.length / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
