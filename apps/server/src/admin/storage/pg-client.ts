/**
 * Debian's PostgreSQL client programs (`pg_dump`, `pg_restore`, package postgresql-client) as
 * the storage commands run them: the password through `PGPASSWORD`, never on the command line;
 * a missing program or a failure as a one-line `StorageError`.
 */
import { spawn } from 'node:child_process';
import { StorageError } from './errors.ts';

/** A PostgreSQL address split for the client programs: the URL without its password, and it. */
export function clientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore); resolves with its stdout.
 * @throws StorageError when it is not installed or exits with an error (its last stderr line)
 */
export async function runClient(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return await new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StorageError(
          error.code === 'ENOENT'
            ? `${program} is not installed; install Debian's PostgreSQL client (apt-get install postgresql-client)`
            : `${program} cannot be started (${error.message})`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const line = err.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
        reject(new StorageError(`${program} failed: ${line}`));
      }
    });
  });
}

/** Major version of a client program (`pg_dump --version` → 15). */
export async function clientMajor(program: string): Promise<{ major: number; version: string }> {
  const version = (await runClient(program, ['--version'])).trim();
  const major = Number(/\)\s+(\d+)/.exec(version)?.[1] ?? Number.NaN);
  return { major, version };
}
