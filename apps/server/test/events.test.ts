/**
 * Live events (lib/events.ts over db/notifier.ts) on a real database — PGlite (in-process), or
 * PostgreSQL when TEST_DATABASE_URL is set (LISTEN/NOTIFY, across two pools as two server
 * processes would have): a published event reaches a subscriber; an event that does not match
 * the schema is refused; an ended subscription hears nothing more.
 */

import { sql } from 'drizzle-orm';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { createLiveEvents, type LiveEvent } from '../src/lib/events.ts';
import { createTestApp, openTestDb, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const PingSchema = Type.Object({ type: Type.Literal('ping'), n: Type.Integer() });

/** Resolves with the first `count` events `subscribe` delivers. */
function collect<E>(count: number): { got: E[]; all: Promise<E[]>; listener: (e: E) => void } {
  const got: E[] = [];
  let done!: (events: E[]) => void;
  const all = new Promise<E[]>((resolve) => {
    done = resolve;
  });
  return {
    got,
    all,
    listener(event) {
      got.push(event);
      if (got.length === count) done(got);
    },
  };
}

let handle: DbHandle;
let drop: () => Promise<void>;
/** A second handle on the same database (PostgreSQL), or the same handle (PGlite). */
let other: DbHandle;
beforeAll(async () => {
  ({ handle, drop } = await openTestDb());
  other = handle;
  if (onPostgres) {
    const url = (handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    other = await openDb({ driver: 'postgres', url, max: 2 });
  }
});
afterAll(async () => {
  if (other !== handle) await other.close();
  await handle.close();
  await drop();
});

describe('live events', () => {
  it(`reach a subscriber${onPostgres ? ' of another pool' : ''}, in order`, async () => {
    const publisher = createLiveEvents(handle.notifier, PingSchema, 'test_pings');
    const subscriber = createLiveEvents(other.notifier, PingSchema, 'test_pings');
    const events = collect<{ type: 'ping'; n: number }>(3);
    const end = await subscriber.subscribe(events.listener);
    try {
      for (const n of [1, 2, 3]) await publisher.publish({ type: 'ping', n });
      expect(await events.all).toEqual([1, 2, 3].map((n) => ({ type: 'ping', n })));
    } finally {
      await end();
    }
  });

  it('are refused when they do not match the schema, and not heard after unsubscribing', async () => {
    const events = createLiveEvents(handle.notifier, PingSchema, 'test_refused');
    const heard: unknown[] = [];
    const end = await createLiveEvents(other.notifier, PingSchema, 'test_refused').subscribe((e) =>
      heard.push(e),
    );
    await expect(
      events.publish({ type: 'ping', n: 'one' } as unknown as { type: 'ping'; n: number }),
    ).rejects.toThrow('does not match its schema');
    // PostgreSQL's NOTIFY limit, kept on both backends.
    await expect(handle.notifier.publish('test_refused', 'x'.repeat(8000))).rejects.toThrow(
      'limit 8000',
    );
    await end();
    // A marker on another channel, published after: once it arrives, anything on the ended
    // channel would have arrived too (one connection delivers both, in order).
    const marker = collect<{ type: 'ping'; n: number }>(1);
    const endMarker = await createLiveEvents(other.notifier, PingSchema, 'test_marker').subscribe(
      marker.listener,
    );
    await events.publish({ type: 'ping', n: 1 });
    await createLiveEvents(handle.notifier, PingSchema, 'test_marker').publish({
      type: 'ping',
      n: 2,
    });
    await marker.all;
    await endMarker();
    expect(heard).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'reach a subscriber again after its listening connection was cut (PostgreSQL)',
    async () => {
      const publisher = createLiveEvents(handle.notifier, PingSchema, 'test_reconnect');
      const heard: number[] = [];
      const end = await createLiveEvents(other.notifier, PingSchema, 'test_reconnect').subscribe(
        (e) => heard.push(e.n),
      );
      try {
        // As a database restart or a network cut would: the server ends the LISTEN session.
        const cut = await queryRows<{ ok: boolean }>(
          handle.db,
          sql`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        );
        expect(cut).toEqual([{ ok: true }]);
        // Events published while it reconnects are lost (best effort); once it listens again
        // they arrive.
        for (let n = 1; heard.length === 0; n++) {
          await publisher.publish({ type: 'ping', n });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(heard.length).toBeGreaterThan(0);
      } finally {
        await end();
      }
    },
  );

  it('are the app’s: app.events carries the server’s live events', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp();
      const events = collect<LiveEvent>(1);
      const end = await t.app.events.subscribe(events.listener);
      const event: LiveEvent = {
        type: 'entry.posted',
        entry_id: '01933b9e-6f4a-7cc2-9a57-3f1f0c1d2e3f',
        author: 'vera',
      };
      await t.app.events.publish(event);
      expect(await events.all).toEqual([event]);
      await end();
    } finally {
      await t?.close();
    }
  });
});
