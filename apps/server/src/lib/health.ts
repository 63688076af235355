/**
 * Health checks for load balancers and supervisors, outside `/v1` (hidden from the API
 * document, no session, no rate limit, not refused when busy, not logged per call):
 *
 * - `GET /healthz` — the process is up and serving HTTP: 200 `{"alive":true}` at once, with no
 *   database work. A supervisor restarts the process when it stops answering.
 * - `GET /readyz` — the process can serve: the database answers, its migrations are the ones this
 *   build carries (none pending; db/migration-status.ts), and the job worker's loop
 *   runs (lib/jobs/worker.ts `alive()`). 200 `{"ready":true,"checks":{…}}`, or 503
 *   `{"ready":false,"checks":{…}}` where each of `database`, `migrations`, `jobs` is `ok` or
 *   says what is wrong (no error text, SQL or address). A load balancer sends no traffic to a
 *   process that is not ready; during a shutdown the worker stops first, so the process reports
 *   not ready while its last requests finish.
 *
 * The database check is one short read, given READY_TIMEOUT_MS; checks asked while one is
 * running share it. A change of readiness is logged once (warn when it goes, info when it
 * comes back), not each poll.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import { migrationStatus } from '../db/migration-status.ts';
import { quietLogLevel } from './metrics.ts';

/** How long `/readyz` waits for the database before answering that it does not answer, ms. */
export const READY_TIMEOUT_MS = 2_000;

/** What `GET /readyz` answers. */
export interface Readiness {
  ready: boolean;
  checks: {
    /** `ok`, `no answer within 2000 ms`, or `unreachable`. */
    database: string;
    /** `ok`, `3 of 24 not applied`, or `unknown` (the database does not answer). */
    migrations: string;
    /** `ok` or `not running` (stopped, not started, or stuck). */
    jobs: string;
  };
}

/** What the readiness is read from. */
export interface ReadinessDeps {
  db: Db;
  /** The job worker (or anything that says whether it runs). */
  jobs: { alive(): boolean };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Database wait, ms (default READY_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Returns the readiness check of one app (see the module comment). */
export function createReadiness(deps: ReadinessDeps): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READY_TIMEOUT_MS;
  let running: Promise<Readiness> | null = null;
  let lastReady: boolean | null = null;

  const database = async (): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const status = migrationStatus(deps.db);
    try {
      const outcome = await Promise.race([status, timeout]);
      if (outcome === 'timeout') {
        status.catch(() => {}); // answered later or never: no one waits for it now
        return { database: `no answer within ${timeoutMs} ms`, migrations: 'unknown' };
      }
      const { pending, bundled } = outcome;
      return {
        database: 'ok',
        migrations: pending === 0 ? 'ok' : `${pending} of ${bundled} not applied`,
      };
    } catch {
      return { database: 'unreachable', migrations: 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  };

  const check = async (): Promise<Readiness> => {
    const checks = { ...(await database()), jobs: deps.jobs.alive() ? 'ok' : 'not running' };
    const ready = Object.values(checks).every((value) => value === 'ok');
    if (ready !== lastReady && (lastReady !== null || !ready)) {
      if (ready) deps.log.info({ checks }, 'ready');
      else deps.log.warn({ checks }, 'not ready');
    }
    lastReady = ready;
    return { ready, checks };
  };

  return () => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Options of `healthRoutes`. */
export interface HealthRoutesOptions {
  readiness: () => Promise<Readiness>;
}

/** `GET /healthz` and `GET /readyz` (see the module comment). */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const quiet = quietLogLevel(app);
  const routeOptions = { schema: { hide: true }, ...(quiet ? { logLevel: quiet } : {}) };
  app.get('/healthz', routeOptions, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ alive: true }),
  );
  app.get('/readyz', routeOptions, async (_request, reply) => {
    const readiness = await options.readiness();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
};
