/**
 * A private PostgreSQL cluster for the fault tests (faults-postgres.test.ts): made with Debian's
 * `initdb` in a temporary folder owned by the `postgres` user, started and stopped with its
 * `pg_ctl` as that user (`runuser`), on its own port and socket folder — never the machine's
 * shared server. Needs root (to act as `postgres`) and the binaries under
 * /usr/lib/postgresql/<version>/bin; `findPgBin()` says why it cannot run otherwise.
 *
 * Made for speed, not safety: `--no-sync`, `fsync=off` (a test's data is thrown away).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian installs each PostgreSQL version's programs. */
const PG_ROOT = '/usr/lib/postgresql';

/**
 * The newest version's bin folder holding `initdb` and `pg_ctl`, or the reason there is none
 * usable here (not root, no `postgres` user, no binaries).
 */
export function findPgBin(): { bin: string } | { missing: string } {
  if (process.getuid?.() !== 0) return { missing: 'the tests do not run as root (runuser)' };
  let versions: string[];
  try {
    versions = readdirSync(PG_ROOT).filter((v) => /^\d+$/.test(v));
  } catch {
    return { missing: `no ${PG_ROOT}` };
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) {
      return { bin };
    }
  }
  return { missing: `no initdb and pg_ctl under ${PG_ROOT}/*/bin` };
}

/** A free TCP port of 127.0.0.1 among `candidates` (the first that can be bound). */
async function freePort(candidates: number[]): Promise<number> {
  for (const port of candidates) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port among ${candidates.join(', ')}`);
}

/** A running private cluster. */
export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication on loopback). */
  url: string;
  /** `pg_ctl stop -m fast`: connections are ended, the server is down when it resolves. */
  stop(): Promise<void>;
  /** `pg_ctl start`: resolves when the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server (if it runs) and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * Makes and starts a cluster with the programs of `bin` on the first free port of `ports`.
 */
export async function createPgCluster(bin: string, ports: number[]): Promise<PgCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'potok-pg-cluster-'));
  const { uid, gid } = await postgresUser();
  await chown(dir, uid, gid);
  const data = path.join(dir, 'data');
  const asPostgres = (program: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: dir });
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort(ports);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const log = path.join(dir, 'server.log');
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', '-o', options, 'start']);
      running = true;
    },
    async stop() {
      await asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', '-m', 'fast', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

/** The uid and gid of the `postgres` user. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
