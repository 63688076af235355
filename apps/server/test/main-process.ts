/**
 * The real server as `npm start` runs it — the bundle of src/main.ts (apps/server/dist/main.js,
 * built by the server tests' global set-up when its sources changed: test/global-setup.ts) —
 * in a child process with a chosen environment: for the tests of what an operator sees —
 * shutdown, start-up failures, the data-directory lock. The child gets only PATH, the compile
 * cache's folder and the variables given here (never the test run's own DATABASE_URL or
 * TEST_DATABASE_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';

const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/**
 * Node's module compile cache for every child of the tests (NODE_COMPILE_CACHE, as
 * scripts/start.mjs enables it for `npm start`): the bundle, or the sources of a TypeScript
 * entry, are parsed once per run instead of once per start. Keyed by file contents, so a
 * changed file is never served stale.
 */
export const COMPILE_CACHE = path.join(os.tmpdir(), 'potok-test-compile-cache');

/** Node's arguments for `entry`: TypeScript sources are run with their types stripped. */
export function nodeArgs(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--experimental-strip-types', entry] : [entry];
}

/**
 * Children still running. A test that times out never reaches its own `kill`: whatever is left
 * when the test process exits is killed then, so no server outlives the run (holding its port,
 * its data directory's lock and a core of the machine).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** One pino line of the server's stdout. */
export type LogLine = { msg?: string; level?: number; address?: string; req?: { url?: string } };

/** A running `main.ts`, its log lines as they come, and how it ended. */
export interface MainProcess {
  child: ChildProcess;
  /** stdout lines that are JSON (pino). */
  lines: LogLine[];
  /** Everything on stdout so far, as text. */
  stdout: () => string;
  /** Everything on stderr so far, as text. */
  stderr: () => string;
  /** Resolves with the first line `match` accepts (including lines already seen). */
  waitFor(match: (line: LogLine) => boolean): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server (the bundle of main.ts) on `dataDir`, listening on a free port of 127.0.0.1
 * at LOG_LEVEL=info.
 * @param env more variables, overriding those (e.g. `{ PORT: '8080' }`, `{ DATABASE_URL }`)
 * @param args command-line arguments, e.g. `['--demo']`
 * @param entry the script to run instead of the bundle: one that prepares the process and then
 *   imports src/main.ts (e.g. test/jobs-main.ts), run from the sources
 */
export function startMain(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = [],
  entry: string = MAIN,
): MainProcess {
  const child = spawn(process.execPath, [...nodeArgs(entry), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let stdout = '';
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const text of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (!waiter.match(line)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  // 'close', not 'exit': a process's last output may still be on its way when it exits, and
  // the tests read all of it once it has ended.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    waitFor(match) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/** The address the server listens at, from main.ts's "Potok is running at …" line. */
export async function listeningUrl(server: MainProcess): Promise<string> {
  const line = await Promise.race([
    server.waitFor((l) => /^Potok is running at /.test(l.msg ?? '') && Boolean(l.address)),
    server.exited.then(({ code }) => {
      throw new Error(`main.ts exited (${code}) before listening:\n${server.stderr()}`);
    }),
  ]);
  return line.address!;
}

/** Signs in as the demo account (`--demo`) and returns its bearer token. */
export async function demoToken(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anya@demo.potok', password: 'potok-demo' }),
  });
  const { payload } = (await login.json()) as { payload: { token: string } };
  return payload.token;
}

/** Posts an entry with `text` as the bearer of `token`; returns the HTTP status. */
export async function postEntry(url: string, token: string, text: string): Promise<number> {
  const res = await fetch(`${url}/v1/entry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The texts of the newest `limit` entries of the abyss, newest first, and its total. */
export async function newestTexts(
  url: string,
  limit: number,
): Promise<{ texts: string[]; total: number }> {
  const res = await fetch(`${url}/v1/feed/abyss?limit=${limit}`);
  const page = (await res.json()) as {
    items: { content: { text: string } }[];
    total_items: number;
  };
  return { texts: page.items.map((e) => e.content.text), total: page.total_items };
}
