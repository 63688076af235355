/**
 * Helpers of the storage tests (move-to-postgres, backup, restore): an app on a given database
 * handle, fresh PostgreSQL databases on TEST_DATABASE_URL's server, and the pages whose answers must survive a move or a restore.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { DEMO_ACCOUNT } from '../src/demo/seed.ts';
import { createServices } from '../src/services.ts';
import { TEST_ENV } from './harness.ts';

/** PostgreSQL server of the PostgreSQL pass, or undefined. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** An app on `handle` (its own services), serving no web build. */
export async function appOn(handle: DbHandle, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
  const services = createServices({ db: handle.db, config });
  const app = await buildApp(config, {
    db: handle,
    services,
    webDist: path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  return app;
}

/** A fresh, empty database on TEST_DATABASE_URL's server: its URL and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = TEST_DATABASE_URL!;
  const name = `potok_storage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Signs the demo account in; its bearer token. */
export async function signInDemo(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json<{ payload: { token: string } }>().payload.token;
}

/**
 * The pages a person of the demo network reads — the abyss, the timeline, notifications, a
 * profile and its entries, the entry with the most comments and its thread, a tag, a search,
 * the feeds catalogue, help — as `[path, guest?]` pairs (paths after `/v1/`).
 */
export function samplePages(entryUuid: string): string[] {
  const tag = encodeURIComponent('велосипед');
  return [
    'feed/abyss?limit=20&offset=0',
    'feed/timeline?limit=20&offset=0',
    'feed/timeline?limit=20&offset=20',
    'my/notifications',
    `user/${DEMO_ACCOUNT.username}`,
    `user/${DEMO_ACCOUNT.username}/entries`,
    'user/kostya_dev/subscribers',
    `entry/${entryUuid}`,
    `entry/${entryUuid}/comments`,
    `tag/${tag}`,
    `tag/${tag}/entries`,
    `search/all?query=${encodeURIComponent('книги')}`,
    'feeds',
    'help',
  ];
}

/** The status and body of every sample page, read as the signed-in demo account. */
export async function readPages(
  app: FastifyInstance,
  token: string,
  pages: readonly string[],
): Promise<Record<string, { status: number; body: unknown }>> {
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const page of pages) {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/${page}`,
      headers: { authorization: `Bearer ${token}` },
    });
    out[page] = { status: res.statusCode, body: res.json() };
  }
  return out;
}
