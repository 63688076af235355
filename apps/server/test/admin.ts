/**
 * Running operators' commands in tests: in process over a test app's own services (`admin`,
 * the same `runCommand` every path uses), or as the real `npm run admin` entry in a child
 * process (`runAdminProcess`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type AdminArgs, AdminError } from '../src/admin/command.ts';
import { findCommand } from '../src/admin/commands/index.ts';
import { runCommand } from '../src/admin/run.ts';
import { REPO_ROOT } from '../src/config.ts';
import type { TestApp } from './harness.ts';
import { COMPILE_CACHE, nodeArgs } from './main-process.ts';

/**
 * Runs the command `name` (e.g. `people find`) with `args` on `t`'s services, as the CLI would
 * on its own database (prepare, run, audit), and answers its JSON result.
 * @throws AdminError for bad input, as the CLI would print it
 */
export async function admin<R = unknown>(
  t: TestApp,
  name: string,
  args: AdminArgs = {},
  actor = 'test-operator',
): Promise<R> {
  const command = findCommand(name);
  if (!command) throw new Error(`no admin command "${name}"`);
  const prepared = command.prepare ? await command.prepare(args) : args;
  const via = t.handle.driver === 'postgres' ? 'postgres' : 'embedded';
  return (await runCommand(
    command,
    { services: t.services, handle: t.handle, config: t.config, via, actor },
    prepared,
  )) as R;
}

/** The message of the AdminError `call` rejects with (fails the test when it resolves). */
export async function adminError(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AdminError) return error.message;
    throw error;
  }
  throw new Error('the command succeeded');
}

const MAIN = path.join(REPO_ROOT, 'apps/server/src/admin/main.ts');

/** How a child `admin` process ended. */
export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs src/admin/main.ts (what `npm run admin --` runs) with `args` in a child process whose
 * environment is PATH plus `env` only.
 */
export function runAdminProcess(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const child = spawn(process.execPath, [...nodeArgs(MAIN), ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: COMPILE_CACHE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
