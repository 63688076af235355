/**
 * Health checks and metrics (lib/health.ts, lib/metrics.ts) as a load balancer, a supervisor and
 * a Prometheus scraper see them, on one app — PGlite, or PostgreSQL when TEST_DATABASE_URL is
 * set: `/healthz` answers without the database; `/readyz` is 200 only when the database answers,
 * every migration is applied and the job worker runs, and otherwise 503 naming what is not
 * ready; `/metrics` is Prometheus text that counts requests under their route pattern and
 * status, job attempts and failures, open live streams, the database pool and the process's
 * memory, and is a 404 to any address METRICS_ALLOW does not name or to a request that came
 * through a proxy. The steps run in order: the worker starts, stops, a migration goes missing,
 * the database closes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { enqueue } from '../src/lib/jobs/queue.ts';
import { defineJobKind, JobRegistry } from '../src/lib/jobs/registry.ts';
import { jobLogFields } from '../src/lib/jobs/worker.ts';
import { metricsAccess } from '../src/lib/metrics.ts';
import { given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { openEvents } from './sse.ts';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A kind whose handler always throws, once: each run is a failure for good. */
const brokenKind = defineJobKind('test.broken', Type.Object({ n: Type.Integer() }), {
  maxAttempts: 1,
});
/** A kind whose handler logs a line, through a logger made as app.ts makes the server's. */
const notedKind = defineJobKind('test.noted', Type.Object({ n: Type.Integer() }));
const logLines: Record<string, unknown>[] = [];
const jobLog = pino(
  { mixin: jobLogFields },
  { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
);

let t: TestApp;
beforeAll(async () => {
  const registry = new JobRegistry()
    .register(brokenKind, async () => {
      throw new Error('the broken job broke');
    })
    .register(notedKind, async ({ n }) => {
      jobLog.info({ n }, 'noted');
    });
  t = await createTestApp({ jobRegistry: registry });
});
afterAll(() => t.close());

/** One sample of the metrics text. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text format; throws on a line that is neither a comment nor a sample. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a metrics line: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1]!, m[2]!]),
    );
    // Go's float syntax, as Prometheus reads it: NaN and ±Inf in any case (prom-client writes
    // `Nan` for the event-loop lag before its first sample).
    const raw = match[3]!;
    const special = /^([+-]?)(inf|nan)$/i.exec(raw);
    const value = special
      ? special[2]!.toLowerCase() === 'nan'
        ? Number.NaN
        : special[1] === '-'
          ? -Infinity
          : Infinity
      : Number(raw);
    if (!special && (raw.trim() === '' || Number.isNaN(value))) {
      throw new Error(`not a number: ${line}`);
    }
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** Scrapes `/metrics` from loopback, as a local Prometheus does. */
async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: res.body, samples: parseMetrics(res.body) };
}

/** The value of the one sample named `name` whose labels include `labels`, or undefined. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function readyz() {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { code: res.statusCode, body: res.json<{ ready: boolean; checks: object }>() };
}

describe('health and metrics', () => {
  it('GET /healthz answers 200 to anyone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alive: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests under their route pattern and status, never the address asked', async () => {
    const uuid = randomUUID();
    const miss = await t.app.inject({ method: 'GET', url: `/v1/entry/${uuid}` });
    expect(miss.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/no/such/${uuid}` });
    const { text, samples } = await scrape();
    expect(text).not.toContain(uuid);
    const count = 'potok_http_request_duration_seconds_count';
    expect(
      sampleValue(samples, count, { method: 'GET', route: '/v1/entry/:uuid', status_code: '404' }),
    ).toBe(1);
    expect(
      sampleValue(samples, count, { method: 'GET', route: '(fallback)', status_code: '404' }),
    ).toBe(1);
    // Durations land in buckets: the +Inf bucket holds every request of the series.
    expect(
      sampleValue(samples, 'potok_http_request_duration_seconds_bucket', {
        route: '/v1/entry/:uuid',
        status_code: '404',
        le: '+Inf',
      }),
    ).toBe(1);
  });

  it("shows the database pool and the process's memory", async () => {
    const { samples } = await scrape();
    const pool = { pool: 'main', database };
    expect(sampleValue(samples, 'potok_db_pool_connections', pool)).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'potok_db_pool_idle_connections', pool)).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'potok_db_pool_waiting_queries', pool)).toBe(0);
    expect(sampleValue(samples, 'potok_db_pool_max_connections', pool)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts a failed job, and the failures kept in the queue, by kind', async () => {
    await enqueue(t.db, brokenKind, { n: 1 });
    await enqueue(t.db, notedKind, { n: 2 });
    expect(await t.app.jobs.runOnce()).toBe(2);
    const { samples } = await scrape();
    const attempts = 'potok_job_attempts_total';
    expect(sampleValue(samples, attempts, { kind: 'test.broken', outcome: 'failed' })).toBe(1);
    expect(sampleValue(samples, attempts, { kind: 'test.noted', outcome: 'done' })).toBe(1);
    expect(sampleValue(samples, 'potok_jobs', { kind: 'test.broken', state: 'failed' })).toBe(1);
    expect(sampleValue(samples, 'potok_jobs', { kind: 'test.broken', state: 'queued' })).toBe(0);
    expect(sampleValue(samples, 'potok_jobs', { kind: 'test.noted', state: 'failed' })).toBe(0);
    // A line logged while the job ran carries the job's id and kind; one logged outside, neither.
    jobLog.info({ n: 3 }, 'outside');
    expect(logLines.map(({ msg, n, jobId, kind }) => ({ msg, n, jobId, kind }))).toEqual([
      { msg: 'noted', n: 2, jobId: expect.any(Number), kind: 'test.noted' },
      { msg: 'outside', n: 3, jobId: undefined, kind: undefined },
    ]);
  });

  it('counts an open live stream', async () => {
    const vera = await given.user(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEvents(base, { cookie: vera.cookie.cookie });
    await stream.connected();
    const { samples } = await scrape();
    expect(sampleValue(samples, 'potok_live_streams')).toBe(1);
    // A stream is counted there, not as a request (its reply is the route's own).
    expect(samples.some((s) => s.labels.route === '/v1/events')).toBe(false);
    stream.drop();
    await stream.ended;
  });

  it('is a 404 to an address METRICS_ALLOW does not name, and to a proxied request', async () => {
    const outside = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ status: 'not_found' });
    expect(outside.body).not.toContain('potok_');
    // A reverse proxy on this machine connects from loopback but says whom it forwards.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(404);
    const mapped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(mapped.statusCode).toBe(200);
  });

  it('METRICS_ALLOW takes addresses and CIDR ranges, or none; refuses anything else', () => {
    const from = (address: string) =>
      ({ socket: { remoteAddress: address }, headers: {} }) as unknown as FastifyRequest;
    const allowed = metricsAccess(
      loadConfig({ METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7, fd00::/8' }).metricsAllow,
    );
    expect(
      ['10.1.200.3', '192.0.2.7', 'fd00::5', '::ffff:10.1.0.1'].map((a) => allowed(from(a))),
    ).toEqual([true, true, true, true]);
    expect(['10.2.0.1', '192.0.2.8', '127.0.0.1', '::1'].map((a) => allowed(from(a)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(
      metricsAccess(loadConfig({ METRICS_ALLOW: 'none' }).metricsAllow)(from('127.0.0.1')),
    ).toBe(false);
    expect(loadConfig({}).metricsAllow).toEqual(['127.0.0.0/8', '::1']);
    for (const bad of ['localhost', '10.0.0.0/33', '1.2.3', '::1/129', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ METRICS_ALLOW: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ METRICS_ALLOW: 'localhost' })).toThrow(/METRICS_ALLOW/);
  });

  it('GET /readyz is 200 only while the job worker runs', async () => {
    const before = await readyz();
    expect(before.code).toBe(503);
    expect(before.body).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', jobs: 'not running' },
    });
    await t.app.jobs.start();
    const running = await readyz();
    expect(running.code).toBe(200);
    expect(running.body).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
    await t.app.jobs.stop();
    expect((await readyz()).body.checks).toMatchObject({ jobs: 'not running' });
  });

  it('GET /readyz names a migration the database lacks', async () => {
    await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const { code, body } = await readyz();
    expect(code).toBe(503);
    expect(body.checks).toMatchObject({
      database: 'ok',
      migrations: expect.stringMatching(/^1 of \d+ not applied$/),
    });
  });

  it('GET /readyz is 503 when the database is gone, while /healthz still answers', async () => {
    await t.handle.close();
    const { code, body } = await readyz();
    expect(code).toBe(503);
    expect(body).toEqual({
      ready: false,
      checks: { database: 'unreachable', migrations: 'unknown', jobs: 'not running' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The scrape still answers, without the job counts it cannot read.
    const { samples } = await scrape();
    expect(samples.some((s) => s.name === 'potok_jobs')).toBe(false);
  });
});
