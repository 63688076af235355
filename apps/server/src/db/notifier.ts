/**
 * Notifications between the parts of the server that share one database: a text on a channel,
 * delivered to every subscriber of that channel. The transport under live events
 * (lib/events.ts) and the job worker's wake-up (lib/jobs/worker.ts).
 *
 * Two implementations, chosen by the connection factory (db/client.ts) and nowhere else:
 * - PostgreSQL: `LISTEN`/`NOTIFY` (PostgreSQL docs, "NOTIFY"). Subscribers are served by one
 *   dedicated connection, opened at the first subscription (a server that never subscribes holds
 *   none) and re-opened with back-off when it drops (its channels are listened to again;
 *   notifications sent while it was down are lost). A publication reaches every process on the
 *   database. Payloads are limited by PostgreSQL to under 8000 bytes.
 * - Embedded PGlite: in the process. One server owns a data directory (db/data-dir-lock.ts), so
 *   every subscriber is in this process; and PGlite is one Postgres session reached through one
 *   pooled connection (db/embedded.ts) that a connection held open for `LISTEN` would share.
 *
 * Delivery is at most once and never waits for a subscriber: a listener that throws is ignored
 * (listeners catch their own errors). Durable work goes through the job queue instead.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Publishes and subscribes to texts on named channels. */
export interface Notifier {
  /**
   * Sends `text` to every subscriber of `channel` (on PostgreSQL: in every process).
   * @param channel a lower-case name, `[a-z_][a-z0-9_]*`, at most 63 characters
   * @throws Error when `text` is 8000 bytes or more (PostgreSQL's limit, kept on both backends)
   */
  publish(channel: string, text: string): Promise<void>;
  /**
   * Calls `listener` with each text published on `channel` from now on. Resolves once the
   * subscription is active (a publication after that reaches it) with a function that ends it.
   */
  subscribe(channel: string, listener: (text: string) => void): Promise<() => Promise<void>>;
  /** Ends every subscription (and the dedicated connection, if any); idempotent. */
  close(): Promise<void>;
}

/** PostgreSQL's limit on a NOTIFY payload, in bytes (exclusive). */
export const MAX_NOTIFY_BYTES = 8000;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkPublication(channel: string, text: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`bad notification channel name: ${channel}`);
  if (Buffer.byteLength(text) >= MAX_NOTIFY_BYTES) {
    throw new Error(`notification on ${channel} is ${Buffer.byteLength(text)} bytes (limit 8000)`);
  }
}

function deliver(listeners: Set<(text: string) => void> | undefined, text: string): void {
  for (const listener of listeners ?? []) {
    try {
      listener(text);
    } catch {
      // A listener's own failure stays its own (see the module comment).
    }
  }
}

/** The embedded database's notifier: subscribers in this process only (see the module comment). */
export function createLocalNotifier(): Notifier {
  const emitter = new EventEmitter();
  const channels = new Map<string, Set<(text: string) => void>>();
  emitter.setMaxListeners(0);
  let closed = false;
  return {
    async publish(channel, text) {
      checkPublication(channel, text);
      // Asynchronous, as a NOTIFY is: a publisher never runs its subscribers' code inline.
      const listeners = channels.get(channel);
      if (listeners && !closed) queueMicrotask(() => deliver(listeners, text));
    },
    async subscribe(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`bad notification channel name: ${channel}`);
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}

/** Back-off of the listening connection's reconnects, ms: doubling from 100 up to 5 s. */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL's notifier: `pg_notify` through `pool`, `LISTEN` on one dedicated client made from
 * `clientConfig` (see the module comment).
 */
export function createPgNotifier(pool: pg.Pool, clientConfig: pg.ClientConfig): Notifier {
  const channels = new Map<string, Set<(text: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const listenAll = async (c: pg.Client) => {
    for (const channel of channels.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer || channels.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      // Every subscription may have ended meanwhile: then no connection is needed.
      if (!closed && channels.size > 0) void connect().catch(scheduleReconnect);
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  };
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client(clientConfig);
      c.on('notification', (message) => {
        deliver(channels.get(message.channel), message.payload ?? '');
      });
      const lost = () => {
        if (client === c) client = null;
        void c.end().catch(() => {});
        scheduleReconnect();
      };
      c.on('error', lost);
      c.on('end', () => {
        if (client === c) lost();
      });
      try {
        await c.connect();
        await listenAll(c);
      } catch (error) {
        void c.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await c.end().catch(() => {});
        throw new Error('the notifier is closed');
      }
      client = c;
      reconnectDelay = RECONNECT_MIN_MS;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(channel, text) {
      checkPublication(channel, text);
      await pool.query('SELECT pg_notify($1, $2)', [channel, text]);
    },
    async subscribe(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`bad notification channel name: ${channel}`);
      if (closed) throw new Error('the notifier is closed');
      let listeners = channels.get(channel);
      const first = !listeners;
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
      }
      listeners.add(listener);
      try {
        const c = await connect();
        // A fresh connection listened to every channel already; an existing one needs this one.
        if (first) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (error) {
        listeners.delete(listener);
        if (listeners.size === 0) channels.delete(channel);
        throw error;
      }
      const own = listeners;
      return async () => {
        own.delete(listener);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      channels.clear();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await connecting?.catch(() => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
