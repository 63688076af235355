/**
 * A PostgreSQL host that drops packets silently (a firewall, an address that vanished): the
 * pool gives up connecting after POSTGRES_POOL_TIMEOUT_MS (db/client.ts) and the request
 * answers 503 `server_busy` with `Retry-After`, as for a database that refuses connections
 * (docs/decisions/faults.md), instead of waiting as long as the operating system tries to
 * connect. The host is a local socket that accepts connections and never answers a byte, so
 * this runs the same whichever test database is chosen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';
import { TEST_ENV } from './harness.ts';

let silent: net.Server;
const sockets = new Set<net.Socket>();
let handle: DbHandle;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  // Takes every connection and says nothing, as a host behind a dropping firewall.
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const url = `postgres://potok@127.0.0.1:${port}/potok`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-silent-db-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: url });
  handle = await openDb({ driver: 'postgres', url });
  app = await buildApp(config, {
    db: handle,
    services: createServices({ db: handle.db, config }),
    webDist: path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL host that never answers', () => {
  it('is answered 503 server_busy with Retry-After, a read and a write alike', async () => {
    for (const request of [
      { method: 'GET', url: '/v1/feed/abyss' },
      {
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'anna@example.test', password: 'correct horse battery' },
      },
    ] as const) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json().status).toBe('server_busy');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
