/**
 * What an operator's console shows (lib/request-log.ts, main.ts): at the default level
 * (LOG_LEVEL=info) one line saying where Potok runs — with `--demo`, one line per step while the
 * demo loads and one more saying how to sign in — and no line per request or per network
 * interface; at LOG_LEVEL=debug every request shows.
 * The real server in a child process (main-process.ts) on an embedded database in a
 * temporary, migrated DATA_DIR; skipped in the PostgreSQL run for the reasons shutdown.test.ts gives.
 */
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SEED_STEPS } from '../src/demo/seed.ts';
import { type LogLine, listeningUrl, type MainProcess, startMain } from './main-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

// A migrated DATA_DIR: what the console shows does not depend on a first start's migrations.
let dataDir: string;
beforeEach(async () => {
  dataDir = await migratedDataDir('potok-console-');
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const PGLITE_ONLY = Boolean(process.env.TEST_DATABASE_URL);

/** Starts main.ts, asks for the session once, stops it with SIGTERM; every stdout line. */
async function oneRequest(env: Record<string, string>, args: string[] = []): Promise<LogLine[]> {
  const server: MainProcess = startMain(dataDir, { ...env, HOST: '0.0.0.0' }, args);
  try {
    const url = (await listeningUrl(server)).replace('0.0.0.0', '127.0.0.1');
    const res = await fetch(`${url}/v1/auth/session`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    return server.lines;
  } finally {
    server.child.kill('SIGKILL');
  }
}

/** Lines about one request (Fastify's "incoming request" / "request completed"). */
const perRequest = (lines: LogLine[]) =>
  lines.filter(
    (l) => l.req !== undefined || /^(incoming request|request completed)$/.test(l.msg ?? ''),
  );

describe.skipIf(PGLITE_ONLY)('the console of main.ts', () => {
  it('at info: one line where Potok runs, one how to sign in to the demo, none per request', async () => {
    const lines = await oneRequest({ LOG_LEVEL: 'info' }, ['--demo']);
    const messages = lines.map((l) => l.msg ?? '');

    const running = messages.filter((m) => m.startsWith('Potok is running at '));
    expect(running).toHaveLength(1);
    expect(running[0]).toMatch(
      /^Potok is running at http:\/\/localhost:\d+ \(listening on 0\.0\.0\.0:\d+; data: /,
    );
    // Before the database is opened, one line; while the demo loads, one per step; then the
    // ready lines.
    expect(messages.filter((m) => m.startsWith('Demo: '))).toEqual([
      'Demo: preparing the database (a first start creates it and applies its migrations)…',
      ...DEMO_SEED_STEPS.map(
        (step, i) => `Demo: loading ${step} (${i + 1}/${DEMO_SEED_STEPS.length})…`,
      ),
      expect.stringMatching(
        /^Demo: sign in as anya@demo\.potok with the password potok-demo \(loaded 20 people, \d+ entries, \d+ comments, \d+ badges\)$/,
      ),
    ]);
    expect(messages.indexOf('Demo: loading search (10/10)…')).toBeLessThan(
      messages.indexOf(running[0]!),
    );
    expect(messages.filter((m) => m.startsWith('Server listening at'))).toEqual([]);
    expect(perRequest(lines)).toEqual([]);
    // The demo network is loaded before the server listens.
  }, 90_000);

  it('at debug: the request shows', async () => {
    const lines = await oneRequest({ LOG_LEVEL: 'debug' });
    const session = perRequest(lines).filter(
      (l) => l.msg === 'incoming request' && l.req?.url === '/v1/auth/session',
    );
    expect(session).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => l.msg?.startsWith('Potok is running at '))).toHaveLength(1);
  });
});
