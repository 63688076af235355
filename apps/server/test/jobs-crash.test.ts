/**
 * A job survives a `kill -9` of the real server (lib/jobs; docs/decisions/jobs.md): a job committed into a stopped server's DATA_DIR is started by the server, which is
 * killed while the handler runs; the next start runs it again to the end, and it is kept as done
 * after its second attempt. The server is main.ts as `npm start` runs it, through
 * test/jobs-main.ts, which adds the test's job kind.
 *
 * The embedded database only: there one process owns the data, so a restart releases the dead
 * process's claim at once. On PostgreSQL the claim is taken again when its lease expires
 * (jobs.test.ts "claims again a job whose claim expired").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDb, queryRows } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { enqueue } from '../src/lib/jobs/queue.ts';
import { testNoteKind } from './job-kinds.ts';
import { type LogLine, listeningUrl, type MainProcess, startMain } from './main-process.ts';

const ENTRY = path.join(import.meta.dirname, 'jobs-main.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Started = LogLine & { note?: string; attempt?: number; jobId?: number };

function started(server: MainProcess, attempt: number): Promise<Started> {
  return Promise.race([
    server.waitFor((l: Started) => l.msg === 'test job started' && l.attempt === attempt),
    server.exited.then(({ code }) => {
      throw new Error(`the server exited (${code}) before running the job:\n${server.stderr()}`);
    }),
  ]);
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-jobs-crash-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)(
  'a job and kill -9 (the embedded database; see the module comment)',
  () => {
    // Three starts of a server on disk: slower than most tests.
    it('is run again after the server is killed while handling it, and then kept as done', {
      timeout: 120_000,
    }, async () => {
      // Committed while no server runs, as a write whose process died before its worker ran.
      const setup = await openConfiguredDb({ databaseUrl: null, dataDir });
      let jobId: number;
      try {
        await runMigrations(setup);
        jobId = await setup.db.transaction((tx) =>
          enqueue(tx, testNoteKind, { note: 'written before the crash' }),
        );
      } finally {
        await setup.close();
      }

      const first = startMain(dataDir, {}, [], ENTRY);
      try {
        const line = await started(first, 1);
        expect(line).toMatchObject({ note: 'written before the crash', jobId });
        first.child.kill('SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
      } finally {
        first.child.kill('SIGKILL');
      }

      const second = startMain(dataDir, {}, [], ENTRY);
      try {
        await listeningUrl(second);
        expect(await started(second, 2)).toMatchObject({ note: 'written before the crash', jobId });
        // A clean stop waits for the running handler, so its outcome is recorded before exit.
        second.child.kill('SIGTERM');
        expect(await second.exited).toEqual({ code: 0, signal: null });
      } finally {
        second.child.kill('SIGKILL');
      }

      const check = await openConfiguredDb({ databaseUrl: null, dataDir });
      try {
        const rows = await queryRows<{ job_id: number; state: string; attempts: number }>(
          check.db,
          sql`SELECT job_id::int AS job_id, state, attempts FROM jobs`,
        );
        expect(rows).toEqual([{ job_id: jobId, state: 'done', attempts: 2 }]);
      } finally {
        await check.close();
      }
    });
  },
);
