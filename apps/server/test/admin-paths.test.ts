/**
 * The three ways `npm run admin` reaches the data (src/admin/open.ts), each with the real entry
 * in a child process: PostgreSQL directly (the PostgreSQL run), the embedded database under
 * the data-directory lock when no server runs, and through the running server's operators'
 * channel when one holds DATA_DIR (the PGlite run). Plus what every path shares: `--help`,
 * `--json`, and one line on stderr with exit code 1 for bad input.
 */
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_FILE_NAME } from '../src/admin/channel.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { createServices } from '../src/services.ts';
import { runAdminProcess } from './admin.ts';
import { openTestDb, pgliteTemplate, TEST_ENV } from './harness.ts';
import { listeningUrl, type MainProcess, startMain } from './main-process.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A person created through the auth service of `db`'s own services. */
async function createPerson(handle: DbHandle, dataDir: string, username: string) {
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
  const services = createServices({ db: handle.db, config });
  await services.auth.createAccount(
    {
      username,
      name: 'Оператор Тестов',
      email: `${username}@example.test`,
      password: 'Tulips-over-the-Volga-1987',
    },
    'vitest',
  );
}

type Found = { items: { username: string; state: string }[] };

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('on the embedded database', () => {
  it('opens DATA_DIR itself when no server runs, and goes through the running server otherwise', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-admin-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // A data directory with one person, written as a server would (under the lock), started
    // from the migrated template (an initdb on disk costs seconds).
    const lock = lockDataDir(dataDir);
    await mkdir(path.join(dataDir, 'db'));
    const handle = await openDb({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: await pgliteTemplate(),
    });
    await createPerson(handle, dataDir, 'path_b_person');
    await handle.close();
    lock.release();

    // (b) no server: under the lock.
    const env = { DATA_DIR: dataDir };
    const alone = await runAdminProcess(['people', 'find', 'path_b', '--json'], env);
    expect(alone.stderr).toBe('');
    expect(alone.code).toBe(0);
    expect((JSON.parse(alone.stdout) as Found).items.map((p) => p.username)).toEqual([
      'path_b_person',
    ]);

    // (c) a server holds DATA_DIR: through its channel, whose socket only this user reaches.
    const server: MainProcess = startMain(dataDir);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const url = await listeningUrl(server);
    const file = path.join(dataDir, CHANNEL_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A change through the channel: the running server's own answers show it at once.
    const suspend = await runAdminProcess(
      ['people', 'suspend', '@path_b_person', '--reason', 'through the channel', '--by', 'ops-kim'],
      env,
    );
    expect(suspend).toEqual({ code: 0, stdout: '@path_b_person is now suspended.\n', stderr: '' });
    const profile = await fetch(`${url}/v1/user/path_b_person`);
    expect(profile.status).toBe(403);
    expect(((await profile.json()) as { status: string }).status).toBe('user_suspended');
    // Bad input through the channel: the server's one line, exit code 1.
    const bad = await runAdminProcess(['people', 'block', 'nobody_there'], env);
    expect(bad).toEqual({ code: 1, stdout: '', stderr: 'admin: no person @nobody_there\n' });

    // Stopped, the server removes its channel file; the CLI works alone again.
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    await expect(stat(file)).rejects.toThrow();
    const audit = await runAdminProcess(['audit', '--json'], env);
    expect((JSON.parse(audit.stdout) as { items: unknown[] }).items).toMatchObject([
      {
        by: 'ops-kim',
        action: 'people suspend',
        target: '@path_b_person',
        reason: 'through the channel',
      },
    ]);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('opens DATABASE_URL directly', async () => {
    const { handle, drop } = await openTestDb();
    cleanups.push(drop);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-admin-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await createPerson(handle, dataDir, 'path_a_person');
    const url = (handle.pool.options as { connectionString: string }).connectionString;
    await handle.close();
    const run = await runAdminProcess(['people', 'find', 'path_a', '--json'], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    });
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as Found).items).toMatchObject([
      { username: 'path_a_person', state: 'active' },
    ]);
    const block = await runAdminProcess(['people', 'block', 'path_a_person', '--json'], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    });
    expect(block.stderr).toBe('');
    expect(JSON.parse(block.stdout)).toMatchObject({ person: { state: 'blocked' } });
    const unknown = await runAdminProcess(['people', 'block', 'nobody_there'], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    });
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'admin: no person @nobody_there\n' });
    // Three processes that each load the server's modules: on a busy two-core machine that alone
    // took more than the default 30 s.
  }, 120_000);
});

describe('everywhere', () => {
  it('shows --help for the program, a group and a command, and refuses an unknown command', async () => {
    // Three processes at once: each spends seconds loading the command's modules.
    const [top, find, unknown] = await Promise.all([
      runAdminProcess(['--help'], {}),
      runAdminProcess(['people', 'find', '--help'], {}),
      runAdminProcess(['people', 'nope'], {}),
    ]);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/people\s+find, show and act on accounts/);
    expect(find.stdout).toMatch(/--json\s+print the result as JSON/);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/unknown command 'nope'/);
  }, 90_000);

  it('says so when DATA_DIR holds no database yet, and creates nothing', async () => {
    const dataDir = path.join(os.tmpdir(), `potok-admin-none-${process.pid}`);
    const run = await runAdminProcess(['people', 'find', 'x'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/holds no database yet/);
    await expect(stat(dataDir)).rejects.toThrow();
  }, 60_000);
});
