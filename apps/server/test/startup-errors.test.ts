/**
 * A start that cannot work ends with exit code 1 and one line on stderr naming the setting
 * (DATA_DIR, DATABASE_URL), the path or address — never DATABASE_URL's password — and what to do,
 * with no stack trace unless LOG_LEVEL=debug (src/lib/startup-error.ts, README "Configuration").
 * Real processes of src/main.ts. A PORT in use is covered in shutdown.test.ts.
 *
 * The DATA_DIR cases concern the embedded database only and are skipped in the PostgreSQL run
 * (TEST_DATABASE_URL set), which would repeat them unchanged; the unreachable DATABASE_URL cases
 * need no server and run in both; refused credentials need the PostgreSQL of TEST_DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { startMain } from './main-process.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Starts main.ts with `env`, waits for it to end, and checks the common shape of a refusal. */
async function refusedStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ line: string; stderr: string }> {
  const server = startMain(dataDir, env);
  try {
    expect(await server.exited).toEqual({ code: 1, signal: null });
  } finally {
    server.child.kill('SIGKILL');
  }
  const stderr = server.stderr();
  if (env.LOG_LEVEL !== 'debug') {
    expect(stderr).toMatch(/^potok: could not start: [^\n]+\n$/);
    expect(stderr).not.toContain('    at ');
  }
  expect(server.stdout()).not.toContain('    at ');
  return { line: stderr.split('\n')[0]!, stderr };
}

// Each test starts the server (its imports, a database): past the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The DATA_DIR and HOST cases run at once, each its own process and folder: most of a case is a
 * process loading the server, one after the other they left the second core idle.
 */
const CONCURRENT = { concurrent: true };

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'potok-startup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.skipIf(Boolean(TEST_DATABASE_URL))('a DATA_DIR that cannot be used', CONCURRENT, () => {
  it('is a file', async () => {
    const file = path.join(root, 'not-a-dir');
    await writeFile(file, 'x');
    const { line } = await refusedStart(file);
    expect(line).toContain(`DATA_DIR ${file} is a file, not a directory`);
    expect(line).toContain('set DATA_DIR to a directory');
  });

  it('cannot be created because a path component is a file', async () => {
    const file = path.join(root, 'a-file');
    await writeFile(file, 'x');
    const dataDir = path.join(file, 'sub', 'data');
    const { line } = await refusedStart(dataDir);
    expect(line).toContain(`DATA_DIR ${dataDir} cannot be created: ${file} is a file`);
    expect(line).toContain('set DATA_DIR to a path under a directory');
  });

  it('is not writable', async (ctx) => {
    const dataDir = path.join(root, 'read-only');
    await mkdir(dataDir);
    // Root ignores permission bits; an immutable directory (chattr +i) refuses even root. Where
    // neither works the code path stays, untested here.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      if (spawnSync('chattr', ['+i', dataDir]).status !== 0) {
        ctx.skip('running as root and chattr +i is not available: root bypasses permissions');
      }
    } else {
      await chmod(dataDir, 0o555);
    }
    try {
      const { line } = await refusedStart(dataDir);
      expect(line).toContain(`DATA_DIR ${dataDir} is not writable by this user`);
      expect(line).toContain('set DATA_DIR to a writable directory');
    } finally {
      if (asRoot) spawnSync('chattr', ['-i', dataDir]);
      else await chmod(dataDir, 0o755);
    }
  });

  // Node's recursive mkdir never ends under /proc (100 % CPU, no message): the start must refuse
  // such a path before the database opens. A hang fails the test at the file's time-out (the
  // refusal itself takes the few seconds of loading main.ts's imports).
  it.each([
    ['/proc/x', 'proc'],
    ['/proc/potok/data', 'proc'],
    ['/sys/x', 'sysfs'],
  ])('is under a virtual file system: %s', async (dataDir, fileSystem) => {
    const { line } = await refusedStart(dataDir);
    expect(line).toBe(
      `potok: could not start: DATA_DIR ${dataDir} cannot be used: ${dataDir.split('/').slice(0, 2).join('/')} ` +
        `is on the kernel's virtual file system ${fileSystem}, which keeps no files; set DATA_DIR to a directory on a disk`,
    );
  });

  it('is a directory of /proc', async () => {
    const { line } = await refusedStart('/proc/self');
    expect(line).toContain(
      "DATA_DIR /proc/self cannot be used: /proc/self is on the kernel's virtual file system proc",
    );
  });

  it('is under a device', async () => {
    const { line } = await refusedStart('/dev/null/x');
    expect(line).toBe(
      'potok: could not start: DATA_DIR /dev/null/x cannot be created: /dev/null is a file, not a directory; set DATA_DIR to a path under a directory',
    );
  });

  describe('holds a damaged database', () => {
    let pristine: string;
    beforeAll(async () => {
      pristine = path.join(root, 'pristine-db');
      const handle = await openDb({ driver: 'pglite', dataDir: pristine });
      await handle.close();
    });

    it.each([
      ['global/pg_control overwritten with garbage', 'global/pg_control', 'garbage'],
      ['PG_VERSION overwritten with garbage', 'PG_VERSION', 'garbage'],
      // PGlite would take the folder for a new one and run initdb over the data.
      ['PG_VERSION missing', 'PG_VERSION', 'remove'],
    ])('%s', async (_name, file, damage) => {
      const dataDir = path.join(root, `damaged-${damage}-${file.replace('/', '-')}`);
      const dbDir = path.join(dataDir, 'db');
      await cp(pristine, dbDir, { recursive: true });
      if (damage === 'remove') await rm(path.join(dbDir, file));
      else await writeFile(path.join(dbDir, file), Buffer.alloc(8192, 0x5a));
      const { line } = await refusedStart(dataDir);
      expect(line).toContain(`DATA_DIR ${dataDir}: the database in ${dbDir} cannot be opened`);
      expect(line).toContain('restore DATA_DIR from a backup');
      expect(line).toContain(`move ${dbDir} away`);
    });
  });
});

// MEDIA_DIR is checked on either database: run with this run's one.
describe('a MEDIA_DIR that cannot be used', CONCURRENT, () => {
  const database: Record<string, string> = TEST_DATABASE_URL
    ? { DATABASE_URL: TEST_DATABASE_URL }
    : {};
  it.each([
    ['/proc/x', '/proc', 'proc'],
    ['/sys/x/media', '/sys', 'sysfs'],
  ])('is under a virtual file system: %s', async (mediaDir, where, fileSystem) => {
    const dataDir = path.join(root, `media-${fileSystem}`);
    const { line } = await refusedStart(dataDir, { ...database, MEDIA_DIR: mediaDir });
    expect(line).toBe(
      `potok: could not start: MEDIA_DIR ${mediaDir} cannot be used: ${where} is on the kernel's ` +
        `virtual file system ${fileSystem}, which keeps no files; set MEDIA_DIR to a directory on a disk`,
    );
  });

  it('is under a device', async () => {
    const dataDir = path.join(root, 'media-dev');
    const { line } = await refusedStart(dataDir, { ...database, MEDIA_DIR: '/dev/null/x' });
    expect(line).toBe(
      'potok: could not start: MEDIA_DIR /dev/null/x cannot be created: /dev/null is a file, not a directory; set MEDIA_DIR to a path under a directory',
    );
  });
});

describe.skipIf(Boolean(TEST_DATABASE_URL))(
  'an address that cannot be listened on',
  CONCURRENT,
  () => {
    it('names a HOST that is not an address of this machine', async () => {
      // 192.0.2.1 is reserved for documentation (RFC 5737): never an address of this machine.
      const { line } = await refusedStart(path.join(root, 'host'), { HOST: '192.0.2.1' });
      expect(line).toBe(
        'potok: could not start: HOST 192.0.2.1 is not an address of this machine; ' +
          'set HOST to one of its addresses, or 0.0.0.0 for all',
      );
    });
  },
);

// One after the other: each expects its own error before the 10 s connect time-out, which a
// process starved of CPU among several starting ones could reach first.
describe('a DATABASE_URL that cannot be reached', () => {
  it('refuses connections: names the address, not the password', async () => {
    const { line } = await refusedStart(path.join(root, 'unused'), {
      DATABASE_URL: 'postgres://potok:hunter2-secret@127.0.0.1:1/potok?password=other-secret',
    });
    expect(line).toBe(
      'potok: could not start: DATABASE_URL postgres://potok@127.0.0.1:1/potok: connection refused ' +
        '(nothing listens there); start PostgreSQL or correct the host and port in DATABASE_URL',
    );
  });

  it('names a host that does not exist', async () => {
    // .invalid never resolves (RFC 6761).
    const { line } = await refusedStart(path.join(root, 'unused'), {
      DATABASE_URL: 'postgres://potok:hunter2-secret@potok-db.invalid:5432/potok',
    });
    expect(line).toContain('DATABASE_URL postgres://potok@potok-db.invalid:5432/potok');
    expect(line).toContain('host "potok-db.invalid" is not found');
    expect(line).not.toContain('hunter2');
  });

  it('gives up on a peer that never answers after the connect time-out', async () => {
    // A TCP peer that accepts and stays silent, as a host behind a dropping firewall does after
    // the handshake: without a time-out the start would wait for minutes.
    const accepted: net.Socket[] = [];
    const silent = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { line } = await refusedStart(path.join(root, 'unused'), {
        DATABASE_URL: `postgres://potok:hunter2-secret@127.0.0.1:${port}/potok`,
      });
      expect(line).toBe(
        `potok: could not start: DATABASE_URL postgres://potok@127.0.0.1:${port}/potok: the host ` +
          'does not answer (ETIMEDOUT); check the address in DATABASE_URL and the network or firewall',
      );
    } finally {
      for (const socket of accepted) socket.destroy();
      silent.close();
    }
  });

  it('shows the error itself at LOG_LEVEL=debug', async () => {
    const { line, stderr } = await refusedStart(path.join(root, 'unused'), {
      DATABASE_URL: 'postgres://potok:hunter2-secret@127.0.0.1:1/potok',
      LOG_LEVEL: 'debug',
    });
    expect(line).toContain('DATABASE_URL postgres://potok@127.0.0.1:1/potok: connection refused');
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).toContain('    at ');
    expect(stderr).not.toContain('hunter2');
  });

  it.skipIf(!TEST_DATABASE_URL)('refuses the credentials', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.username = 'potok_no_such_role';
    url.password = 'hunter2-secret';
    const { line } = await refusedStart(path.join(root, 'unused'), { DATABASE_URL: url.href });
    expect(line).toContain(`DATABASE_URL postgres://potok_no_such_role@${url.host}${url.pathname}`);
    expect(line).toContain('PostgreSQL refused the user name or password');
    expect(line).not.toContain('hunter2');
  });
});
