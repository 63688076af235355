/**
 * `GET /v1/events` (modules/events; spec §4, §7 "Live events", §9) over real
 * HTTP on a listening app, on PGlite and on PostgreSQL (TEST_DATABASE_URL): a guest gets 401 and
 * the connection closes; a stream is an uncompressed, unbuffered `text/event-stream` that gets
 * the person's own `has_notice` within a second (a comment on their entry, seen) and nobody
 * else's, and begins with the person's state (a comment made before it opened lights it); `new_entries` reach the
 * people whose timeline the entry enters (subscribers, followers of a custom feed with its tag)
 * and the streams watching the abyss, as `watch` says; logging out closes the session's streams;
 * closing the app ends them; 1,000 streams opened and dropped leave no stream, no subscription
 * and no memory behind. On PostgreSQL, two real server processes (main.ts) on one database: a
 * stream on one hears, within a second, an entry posted and a comment on its person's entry
 * made through the other (`new_entries`, `has_notice`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { LiveMessage } from '@potok/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, openTestDb, TEST_ENV, type TestApp } from '../../../test/harness.ts';
import { listeningUrl, startMain } from '../../../test/main-process.ts';
import { openEvents, registerAt, type SseClient } from '../../../test/sse.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A real server process's environment: the test apps' (a fast captcha), logging at info. */
const TEST_ENV_FOR_MAIN = { ...TEST_ENV, LOG_LEVEL: 'info' };

let t: TestApp;
let base: string;
beforeAll(async () => {
  // One session opens fifty streams at once below: the bounds are events-limits.test.ts's.
  t = await createTestApp({
    env: { LIVE_STREAMS_PER_SESSION: '1000', LIVE_STREAMS_PER_ACCOUNT: '1000' },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const isType =
  (type: LiveMessage['type']) =>
  (m: LiveMessage): boolean =>
    m.type === type;

/** Opens a stream as `who` (cookie session) and waits until it hears events. */
async function streamOf(who: GivenUser, query = ''): Promise<SseClient> {
  const client = await openEvents(base, { cookie: who.cookie.cookie }, query);
  expect(client.status).toBe(200);
  await client.connected();
  return client;
}

/** Waits until `check` holds, polling (for state that settles after a disconnect). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
}

describe('GET /v1/events', () => {
  it('answers a guest 401 and closes; a bad token too', async () => {
    for (const headers of [{}, { cookie: 'sid=not-a-session' }] as Record<string, string>[]) {
      const client = await openEvents(base, headers);
      expect(client.status).toBe(401);
      await client.ended;
      expect(JSON.parse(client.body())).toMatchObject({ status: 'unauthorized' });
    }
    expect(t.app.liveStreams.count()).toBe(0);
  });

  it('is an uncompressed, unbuffered event stream carrying my has_notice within a second, not others’', async () => {
    const vera = await given.user(t);
    const oleg = await given.user(t);
    const client = await openEvents(base, {
      cookie: vera.cookie.cookie,
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(client.headers['cache-control']).toBe('no-cache');
      expect(client.headers['x-accel-buffering']).toBe('no');
      expect(client.headers['content-encoding']).toBeUndefined();
      await client.connected();
      await t.app.events.publish({
        type: 'has_notice',
        user_id: oleg.user_id,
        has_new_notifications: true,
      });
      await t.app.events.publish({
        type: 'has_notice',
        user_id: vera.user_id,
        has_new_notifications: true,
      });
      expect(await client.next(isType('has_notice'), 1_000)).toEqual({
        type: 'has_notice',
        data: { has_new_notifications: true },
      });
      await t.app.events.publish({
        type: 'has_notice',
        user_id: vera.user_id,
        has_new_notifications: false,
      });
      await client.next((m) => m.type === 'has_notice' && !m.data.has_new_notifications, 1_000);
      // Oleg's event, published first, never came.
      expect(client.messages).toHaveLength(2);
    } finally {
      client.drop();
    }
  });

  it('carries has_notice within a second when someone comments on my entry, and when I have seen it', async () => {
    const vera = await given.user(t);
    const oleg = await given.user(t);
    const entry = await given.entry(t, vera);
    const client = await streamOf(vera);
    try {
      await given.comment(t, oleg, entry);
      // Notifications are made by the job queue after the comment commits (main.ts runs it).
      while ((await t.app.jobs.runOnce()) > 0) {}
      expect(await client.next(isType('has_notice'), 1_000)).toEqual({
        type: 'has_notice',
        data: { has_new_notifications: true },
      });
      expect((await callApi(t, 'POST', 'my/notifications/seen', vera)).statusCode).toBe(200);
      await client.next((m) => m.type === 'has_notice' && !m.data.has_new_notifications, 1_000);
    } finally {
      client.drop();
    }
  });

  it('begins with my state: a comment made before the stream opened lights the badge', async () => {
    const vera = await given.user(t);
    const oleg = await given.user(t);
    const quiet = await streamOf(oleg);
    // Nothing new for Oleg: his stream begins with `false`.
    expect(quiet.opening).toEqual([{ type: 'has_notice', data: { has_new_notifications: false } }]);
    quiet.drop();

    const entry = await given.entry(t, vera);
    await given.comment(t, oleg, entry);
    while ((await t.app.jobs.runOnce()) > 0) {}
    // Vera opens her stream only now (the web app opens it a moment after its first screen).
    const client = await streamOf(vera);
    try {
      expect(client.opening).toEqual([
        { type: 'has_notice', data: { has_new_notifications: true } },
      ]);
      expect((await callApi(t, 'POST', 'my/notifications/seen', vera)).statusCode).toBe(200);
      await client.next((m) => m.type === 'has_notice' && !m.data.has_new_notifications, 1_000);
    } finally {
      client.drop();
    }
    const again = await streamOf(vera);
    expect(again.opening).toEqual([{ type: 'has_notice', data: { has_new_notifications: false } }]);
    again.drop();
  });

  it('a Bearer token opens it as well', async () => {
    const vera = await given.user(t);
    const client = await openEvents(base, vera.bearer);
    expect(client.status).toBe(200);
    await client.connected();
    client.drop();
  });

  it('tells of new entries: subscribers’ and feed followers’ timelines, the abyss, as watched', async () => {
    const author = await given.user(t);
    const subscriber = await given.user(t);
    const follower = await given.user(t);
    const stranger = await given.user(t);
    expect(
      (await callApi(t, 'POST', `user/${author.username}/subscribe`, subscriber)).statusCode,
    ).toBe(200);
    const feed = await callApi(t, 'POST', 'feeds', follower, {
      title: 'Котики',
      emoji: '🐱',
      tags: ['котики'],
    });
    expect(feed.statusCode).toBe(200);

    const subscriberTimeline = await streamOf(subscriber, '?watch=timeline');
    const followerBoth = await streamOf(follower);
    const strangerAbyss = await streamOf(stranger, '?watch=abyss');
    const strangerTimeline = await streamOf(stranger, '?watch=timeline');
    const subscriberNone = await streamOf(subscriber, '?watch=none');
    const all = [subscriberTimeline, followerBoth, strangerAbyss, strangerTimeline, subscriberNone];
    try {
      const plain = await given.entry(t, author, { text: 'Просто запись' });
      const tagged = await given.entry(t, author, { text: 'Запись про #котики' });
      await given.entry(t, author, { text: 'Скрытая запись', is_hidden_from_feed: true });
      const message = (tab: 'timeline' | 'abyss', uuid: string) => ({
        type: 'new_entries',
        data: { tab, entry_id: uuid, author: author.username },
      });

      await subscriberTimeline.next(
        (m) => m.type === 'new_entries' && m.data.entry_id === tagged.uuid,
      );
      await followerBoth.next((m) => m.type === 'new_entries' && m.data.tab === 'timeline');
      await strangerAbyss.next((m) => m.type === 'new_entries' && m.data.entry_id === tagged.uuid);
      // A marker after the entries: once it arrives, any new_entries would have too.
      for (const who of [subscriber, stranger, follower]) {
        await t.app.events.publish({
          type: 'has_notice',
          user_id: who.user_id,
          has_new_notifications: true,
        });
      }
      for (const client of all) await client.next(isType('has_notice'));

      const entries = (c: SseClient) => c.messages.filter(isType('new_entries'));
      expect(entries(subscriberTimeline)).toEqual([
        message('timeline', plain.uuid),
        message('timeline', tagged.uuid),
      ]);
      expect(entries(followerBoth)).toEqual(
        expect.arrayContaining([
          message('abyss', plain.uuid),
          message('abyss', tagged.uuid),
          message('timeline', tagged.uuid),
        ]),
      );
      expect(entries(followerBoth)).toHaveLength(3);
      expect(entries(strangerAbyss)).toEqual([
        message('abyss', plain.uuid),
        message('abyss', tagged.uuid),
      ]);
      expect(entries(strangerTimeline)).toEqual([]);
      expect(entries(subscriberNone)).toEqual([]);
    } finally {
      for (const client of all) client.drop();
    }
  });

  it('closes when the session is logged out, and the next one is refused', async () => {
    const vera = await given.user(t);
    const client = await streamOf(vera);
    const other = await given.user(t);
    const bystander = await streamOf(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: vera.cookie,
      payload: { logout_hash: vera.logout_hash },
    });
    expect(res.json()).toMatchObject({ status: 'logged_out' });
    await client.ended;
    const again = await openEvents(base, { cookie: vera.cookie.cookie });
    expect(again.status).toBe(401);
    await again.ended;
    // Another person's stream stays open.
    await t.app.events.publish({
      type: 'has_notice',
      user_id: other.user_id,
      has_new_notifications: true,
    });
    await bystander.next(isType('has_notice'));
    bystander.drop();
  });

  it('1,000 streams opened and dropped leave no stream, no subscription and no memory behind', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const vera = await given.user(t);
    const heapNow = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    // One round first, so what stays loaded for good (code, caches) is in the baseline.
    (await streamOf(vera)).drop();
    await until(() => t.app.liveStreams.count() === 0, 'the first stream is gone');
    const before = heapNow();
    for (let round = 0; round < 20; round++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => streamOf(vera)));
      expect(t.app.liveStreams.count()).toBe(50);
      for (const client of batch) client.drop();
    }
    await until(() => t.app.liveStreams.count() === 0, 'every stream is gone');
    await until(() => !t.app.liveStreams.isListening(), 'the subscription is ended');
    const grown = heapNow() - before;
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  });

  it('ends its streams when the app closes, and the close does not wait for them', async () => {
    const own = await createTestApp();
    try {
      const ownBase = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const vera = await given.user(own);
      const client = await openEvents(ownBase, { cookie: vera.cookie.cookie });
      await client.connected();
      await own.close();
      await client.ended;
      expect(own.app.liveStreams.count()).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe.skipIf(onPostgres)('main.ts with open streams (embedded database)', () => {
  it('ends the streams at SIGTERM and exits 0', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'potok-events-main-'));
    const server = startMain(dir, TEST_ENV_FOR_MAIN);
    try {
      const url = await listeningUrl(server);
      const token = await registerAt(url, 'anya_sigterm');
      const clients = await Promise.all(
        [1, 2, 3].map(() => openEvents(url, { authorization: `Bearer ${token}` })),
      );
      for (const client of clients) await client.connected();
      server.child.kill('SIGTERM');
      for (const client of clients) await client.ended;
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      server.child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  // Waits up to 10 s for each event: delivery across processes is the point here, not its speed,
  // which a busy two-core machine running both servers and PostgreSQL cannot promise.
  it('a stream on process A hears what happens through process B', {
    timeout: 120_000,
  }, async () => {
    const { handle, drop } = await openTestDb();
    const url = (handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-events-two-'));
    const env = { ...TEST_ENV_FOR_MAIN, DATABASE_URL: url };
    const a = startMain(dataDir, env);
    const b = startMain(dataDir, env);
    try {
      const [urlA, urlB] = await Promise.all([listeningUrl(a), listeningUrl(b)]);
      const anya = { token: await registerAt(urlA, 'anya_two') };
      const boris = { token: await registerAt(urlB, 'boris_two') };
      const stream = await openEvents(urlA, { authorization: `Bearer ${anya.token}` });
      expect(stream.status).toBe(200);
      await stream.connected();
      const bearer = (token: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      });
      // Boris posts through B: the abyss of Anya's stream on A hears it.
      const posted = await fetch(`${urlB}/v1/entry`, {
        method: 'POST',
        headers: bearer(boris.token),
        body: JSON.stringify({ text: 'Запись через второй процесс' }),
      });
      expect(posted.status).toBe(200);
      const entry = ((await posted.json()) as { payload: { uuid: string } }).payload;
      expect(
        await stream.next(
          (m) => m.type === 'new_entries' && m.data.entry_id === entry.uuid,
          10_000,
        ),
      ).toEqual({
        type: 'new_entries',
        data: { tab: 'abyss', entry_id: entry.uuid, author: 'boris_two' },
      });
      // Boris comments through B on Anya's entry: her stream on A gets has_notice.
      const anyaEntry = await fetch(`${urlA}/v1/entry`, {
        method: 'POST',
        headers: bearer(anya.token),
        body: JSON.stringify({ text: 'Запись Ани' }),
      });
      const { uuid } = ((await anyaEntry.json()) as { payload: { uuid: string } }).payload;
      const commented = await fetch(`${urlB}/v1/entry/${uuid}/comments`, {
        method: 'POST',
        headers: bearer(boris.token),
        body: JSON.stringify({ text: 'Комментарий через второй процесс' }),
      });
      expect(commented.status).toBe(200);
      expect(await stream.next((m) => m.type === 'has_notice', 10_000)).toEqual({
        type: 'has_notice',
        data: { has_new_notifications: true },
      });
      stream.drop();
    } catch (error) {
      throw new Error(
        `${error}\nA: ${a.stderr()}${a.stdout().slice(-2000)}\nB: ${b.stderr()}${b.stdout().slice(-2000)}`,
      );
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
