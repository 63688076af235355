/**
 * The operators' channel (docs/decisions/operators-command.md): how `npm run admin` reaches
 * a running server that holds an embedded database (which only one process may open).
 *
 * The server listens for HTTP on a Unix socket in a fresh private folder (`mkdtemp`, mode 0700,
 * the socket itself 0600) in the OS temp folder — a socket path has a ~107-byte limit that a
 * deep DATA_DIR could exceed, as for the embedded database's own socket (db/embedded.ts) — and
 * writes that path into `DATA_DIR/admin.socket` (mode 0600). Only the operating-system user
 * that runs the server (and root) can enter the folder, so only the machine's operator can
 * talk to it; it is no TCP port, so neither nginx nor the public listener can reach it.
 *
 * A server killed without closing leaves its folder behind; the next server on the data
 * directory removes it (it holds the data-directory lock, so that folder is no one's).
 *
 * One request: `POST /run` with `{ command, args, actor }` (JSON); the server runs the command
 * with its own services (admin/run.ts) and answers `{ ok: true, result }` or
 * `{ ok: false, error }` (one line for the operator). A failure that is not about the input is
 * logged by the server and answered without its details.
 *
 * A command whose result is large (a backup) does not send it through the channel: its
 * `prepare` makes the path the operator named absolute, and the server writes the file there.
 */
import { chmod, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { loggableError } from '../lib/errors.ts';
import { StartupError } from '../lib/startup-error.ts';
import type { Services } from '../services.ts';
import { type AdminArgs, AdminError } from './command.ts';
import { findCommand } from './commands/index.ts';
import { operatorError, runCommand } from './run.ts';

/** The file in DATA_DIR naming the socket of the running server's channel. */
export const CHANNEL_FILE_NAME = 'admin.socket';

/** The largest request accepted (a help article's text travels in it), bytes. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/** What the CLI sends. */
export interface ChannelRequest {
  command: string;
  args: AdminArgs;
  actor: string;
}

/** What the server answers. */
export type ChannelAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** An open channel. */
export interface OperatorsChannel {
  socketPath: string;
  /** Stops listening, removes the socket's folder and `DATA_DIR/admin.socket`; idempotent. */
  close(): Promise<void>;
}

/** Reads a request body up to MAX_REQUEST_BYTES. */
async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new AdminError('the request is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Opens the channel of a server: its services run the commands. Call once the database is
 * migrated; close before the database.
 */
export async function openOperatorsChannel(deps: {
  config: Config;
  handle: DbHandle;
  services: Services;
  log: FastifyBaseLogger;
}): Promise<OperatorsChannel> {
  const { config, handle, services, log } = deps;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'potok-admin-'));
  const socketPath = path.join(dir, 'admin.sock');

  const answer = async (request: http.IncomingMessage): Promise<ChannelAnswer> => {
    if (request.method !== 'POST' || request.url !== '/run') {
      return { ok: false, error: 'unknown request' };
    }
    let body: ChannelRequest;
    try {
      body = JSON.parse(await readBody(request)) as ChannelRequest;
    } catch (error) {
      return { ok: false, error: operatorError(error)?.message ?? 'the request is not JSON' };
    }
    const command = typeof body.command === 'string' ? findCommand(body.command) : undefined;
    if (!command || command.where === 'cli') {
      return { ok: false, error: `the server does not run "${String(body.command)}"` };
    }
    const actor = typeof body.actor === 'string' && body.actor !== '' ? body.actor : 'unknown';
    try {
      const context = { services, handle, config, via: 'server' as const, actor };
      const result = await runCommand(command, context, body.args ?? {});
      log.info({ command: body.command, actor }, 'operators command');
      return { ok: true, result };
    } catch (error) {
      const known = operatorError(error);
      if (known) return { ok: false, error: known.message };
      log.error({ command: body.command, error: loggableError(error) }, 'operators command failed');
      return { ok: false, error: 'the server could not run the command; its log says why' };
    }
  };

  const server = http.createServer((request, response) => {
    void answer(request)
      .catch((error: unknown): ChannelAnswer => {
        log.error({ error: loggableError(error) }, 'operators channel failed');
        return { ok: false, error: 'the server could not run the command; its log says why' };
      })
      .then((result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
    const file = path.join(config.dataDir, CHANNEL_FILE_NAME);
    // A folder left by a server that was killed (kill -9 runs no close): this server holds the
    // data-directory lock, so the one named in the file is no one's any more.
    const previous = (await readFile(file, 'utf8').catch(() => '')).trim();
    if (previous !== '' && path.basename(path.dirname(previous)).startsWith('potok-admin-')) {
      await rm(path.dirname(previous), { recursive: true, force: true });
    }
    const tmp = `${file}.${process.pid}`;
    await writeFile(tmp, `${socketPath}\n`, { mode: 0o600 });
    await rename(tmp, file);
  } catch (error) {
    server.close();
    await rm(dir, { recursive: true, force: true });
    const code = (error as { code?: string }).code ?? String(error);
    throw new StartupError(
      'DATA_DIR',
      `the operators' channel could not be opened (${code}) at ${socketPath} or in DATA_DIR ${config.dataDir}; check that both are writable`,
      { cause: error },
    );
  }

  let closed = false;
  return {
    socketPath,
    async close() {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const file = path.join(config.dataDir, CHANNEL_FILE_NAME);
      const named = await readFile(file, 'utf8').catch(() => '');
      if (named.trim() === socketPath) await rm(file, { force: true });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends one command to the server holding `dataDir` and answers its result.
 * @throws AdminError with the server's message (bad input), or saying the server cannot be
 *   reached (no channel file, or nobody listening)
 */
export async function sendToServer(
  dataDir: string,
  request: ChannelRequest,
  holderPid: number | null,
): Promise<unknown> {
  const file = path.join(dataDir, CHANNEL_FILE_NAME);
  const server = `the Potok server holding DATA_DIR ${dataDir} (pid ${holderPid ?? 'unknown'})`;
  let socketPath: string;
  try {
    socketPath = (await readFile(file, 'utf8')).trim();
  } catch {
    throw new AdminError(
      `${server} has no operators' channel (${file} is missing): wait until it has started, or restart it with this version`,
    );
  }
  const body = JSON.stringify(request);
  const text = await new Promise<string>((resolve, reject) => {
    const call = http.request(
      {
        socketPath,
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new AdminError(
          error.code === 'EACCES'
            ? `${server} runs as another user: run this command as that user`
            : `${server} does not answer on its operators' channel (${error.code ?? error.message})`,
        ),
      ),
    );
    call.end(body);
  });
  const answer = JSON.parse(text) as ChannelAnswer;
  if (!answer.ok) throw new AdminError(answer.error);
  return answer.result;
}
