/**
 * `GET /metrics`: what the server is doing, in the Prometheus text format (prom-client,
 * DESIGN.md §3), for a scraper that reads each server process on its own.
 *
 * | metric | what |
 * | --- | --- |
 * | `potok_http_request_duration_seconds{method,route,status_code}` | histogram of the time from a request's arrival to its answer, by route pattern (`/v1/entry/:uuid`, never the address asked; `(fallback)` for what no route matched: the web app's pages and 404s) and HTTP status; its `_count` is the number of requests |
 * | `potok_db_pool_connections{pool,database}`, `…_idle_connections`, `…_waiting_queries`, `…_max_connections` | the node-postgres pool(s): connections open, idle, queries waiting for one, the pool's size (the embedded database: one connection to its thread) |
 * | `potok_jobs{kind,state}` | jobs not done, by kind and state (`queued`, `running`, `failed`): read from the database at each scrape, so every process shows the same numbers |
 * | `potok_job_attempts_total{kind,outcome}` | attempts this process ran: `done`, `retry` (failed, will run again), `failed` (failed for good) |
 * | `potok_live_streams` | open `GET /v1/events` streams of this process |
 * | `potok_live_streams_bounded_total{bound}` | streams this process refused at the account's (`account`, 429) or its own (`process`, 503) bound, or closed as a session's oldest (`session`) (docs/decisions/live-stream-limits.md) |
 * | `process_*`, `nodejs_*` | prom-client's default metrics: memory, CPU, event-loop delay, GC, handles |
 *
 * Cost per request: one histogram observation in an `onResponse` hook (the labels' key is
 * built by prom-client); everything else is read when scraped.
 *
 * Who may read it: METRICS_ALLOW (config.ts), checked by `metricsAccess`; everyone else gets
 * the 404 of an address that does not exist (docs/decisions/health-and-metrics.md).
 */
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { jobCounts } from './jobs/queue.ts';
import type { JobOutcome } from './jobs/worker.ts';

/** The `route` label of a request no route matched (the not-found handler answered it). */
export const FALLBACK_ROUTE = '(fallback)';

/** The job states `potok_jobs` shows (done jobs are history, not queue). */
const JOB_STATES = ['queued', 'running', 'failed'] as const;

/** How long a scrape waits for the job counts before leaving them out, ms. */
const JOB_COUNTS_TIMEOUT_MS = 2_000;

/** What the metrics read when scraped. */
export interface MetricsSources {
  /** The database, for the job counts. */
  db: Db;
  /** `pglite` or `postgres`: the `database` label of the pools. */
  database: string;
  /** The node-postgres pools by name (`main`: the pool every query goes through). */
  pools: Readonly<Record<string, pg.Pool>>;
  /** Names of the job kinds this process runs: each shows in `potok_jobs`, 0 when none. */
  jobKinds: () => readonly string[];
  /** Open live-event streams of this process. */
  openStreams: () => number;
  /** Streams refused or closed at each bound so far (modules/events `refusals`). */
  streamBounds?: () => Readonly<Record<string, number>>;
}

/** The metrics of one app. */
export interface AppMetrics {
  /** This app's metrics (the process's default metrics are in their own registry). */
  registry: Registry;
  /** Counts one job attempt's outcome (the job worker's `onOutcome`). */
  jobOutcome(kind: string, outcome: JobOutcome): void;
  /** Records one answered request (the `onResponse` hook of `installRequestMetrics`). */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** The text of `GET /metrics`: the process's default metrics, then the app's. */
  text(): Promise<string>;
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (memory, CPU, event loop, GC), once per process: they describe
 * the process, not an app (tests build many apps in one process). Started by the first scrape,
 * so a server nobody scrapes runs no event-loop monitor or GC observer for them; the GC and
 * event-loop figures count from that scrape on (the first shows the lag as NaN).
 */
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Resolves with `promise`'s value, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Creates the metrics of one app (see the module comment); nothing is read until scraped. */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'potok_http_request_duration_seconds',
    help: 'Time from the arrival of a request to its answer, by route pattern and HTTP status (_count: requests).',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool', 'database'] as const,
      registers: [registry],
      collect() {
        for (const [pool, p] of Object.entries(sources.pools)) {
          this.set({ pool, database: sources.database }, read(p));
        }
      },
    });
  poolGauge(
    'potok_db_pool_connections',
    'Connections the database pool holds open.',
    (p) => p.totalCount,
  );
  poolGauge(
    'potok_db_pool_idle_connections',
    'Open connections of the database pool not in use.',
    (p) => p.idleCount,
  );
  poolGauge(
    'potok_db_pool_waiting_queries',
    'Queries waiting for a connection of the database pool.',
    (p) => p.waitingCount,
  );
  poolGauge(
    'potok_db_pool_max_connections',
    'Connections the database pool may open.',
    (p) => p.options.max ?? 10,
  );
  new Gauge({
    name: 'potok_jobs',
    help: 'Jobs not done, by kind and state (queued, running, failed), read from the database.',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let counts: Awaited<ReturnType<typeof jobCounts>>;
      try {
        counts = await within(jobCounts(sources.db), JOB_COUNTS_TIMEOUT_MS);
      } catch {
        return; // the database does not answer: no job series in this scrape (see /readyz)
      }
      for (const kind of sources.jobKinds()) {
        for (const state of JOB_STATES) this.set({ kind, state }, 0);
      }
      for (const { kind, state, count } of counts) this.set({ kind, state }, count);
    },
  });
  const attempts = new Counter({
    name: 'potok_job_attempts_total',
    help: 'Job attempts run by this process, by kind and outcome (done, retry, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'potok_live_streams',
    help: 'Open live-event streams (GET /v1/events) of this process.',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Counter({
    name: 'potok_live_streams_bounded_total',
    help: 'Live-event streams refused at the account (429) or process (503) bound, or closed as a session’s oldest (session), by this process.',
    labelNames: ['bound'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [bound, n] of Object.entries(sources.streamBounds?.() ?? {})) {
        this.inc({ bound }, n);
      }
    },
  });
  return {
    registry,
    requestDuration,
    jobOutcome(kind, outcome) {
      attempts.inc({ kind, outcome });
    },
    async text() {
      return (await defaultMetrics().metrics()) + (await registry.metrics());
    },
  };
}

/**
 * Observes every answered request in `metrics.requestDuration`: one `onResponse` hook, one
 * observation. The route label is the matched route's pattern, so the number of series stays
 * bounded whatever addresses are asked.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const histogram = metrics.requestDuration;
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? FALLBACK_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** Headers a reverse proxy adds: their presence says the request did not come straight here. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
] as const;

/**
 * Whether a request may read the metrics: it came straight to this process — its connection's
 * own address (the socket's, not the client address TRUST_PROXY derives from headers) is one of
 * `allow` (addresses and CIDR ranges, as METRICS_ALLOW) — and it carries no forwarding header.
 * A reverse proxy on this machine connects from loopback, so without the second rule every
 * visitor reaching `/metrics` through it would pass as loopback. IPv4 clients of a dual-stack
 * socket (`::ffff:127.0.0.1`) match IPv4 ranges.
 */
export function metricsAccess(allow: readonly string[]): (request: FastifyRequest) => boolean {
  const list = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (request) => {
    const address = request.socket.remoteAddress;
    if (!address || allow.length === 0) return false;
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}

/** Options of `metricsRoutes`. */
export interface MetricsRoutesOptions {
  metrics: AppMetrics;
  /** Addresses and CIDR ranges that may read (METRICS_ALLOW). */
  allow: readonly string[];
}

/**
 * `GET /metrics` (outside `/v1`, hidden from the API document, no session, no rate limit): the
 * text of `metrics`, or — for a request `metricsAccess` refuses — the server's not-found answer.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, options) => {
  const allowed = metricsAccess(options.allow);
  const quiet = quietLogLevel(app);
  app.get(
    '/metrics',
    { schema: { hide: true }, ...(quiet ? { logLevel: quiet } : {}) },
    async (request, reply) => {
      if (!allowed(request)) return reply.callNotFound();
      const text = await options.metrics.text();
      return reply
        .type(options.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

/**
 * The log level of a route polled by machines (health checks, scrapes): `info` when the server
 * logs every request (LOG_LEVEL debug or trace), so the polls do not flood that log; otherwise
 * none (the server's own level applies).
 */
export function quietLogLevel(app: FastifyInstance): 'info' | undefined {
  return app.log.level === 'debug' || app.log.level === 'trace' ? 'info' : undefined;
}
