/**
 * The live-events client (app/live.ts): what each message does to the query cache (the badge's
 * session flag, the feed's waiting count), and the stream's reconnecting — 1 s, 2 s, 4 s, then
 * silence after three failed attempts (spec §4 "Notification badge", §9).
 */
import type { Session } from '@potok/common';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { entryKeys } from '../api/queries/cache.ts';
import type { FeedPages } from '../api/queries/feeds.ts';
import { notificationHref } from '../api/queries/notifications.ts';
import { sessionKeys } from '../api/queries/session.ts';
import { applyLiveMessage, reconnectDelay, startLive } from './live.ts';

const signedIn = (has_new_notifications: boolean): Session =>
  ({
    is_auth: true,
    logout_hash: 'h',
    user: { username: 'anna', state: { has_new_notifications } },
  }) as unknown as Session;

function client(session: Session = signedIn(false)): QueryClient {
  const qc = new QueryClient();
  qc.setQueryData(sessionKeys.current(), session);
  return qc;
}

const hasNew = (qc: QueryClient) =>
  qc.getQueryData<Session>(sessionKeys.current())?.user?.state.has_new_notifications;

describe('messages', () => {
  test('has_notice switches the session flag the badge and the favicon read, both ways', () => {
    const qc = client();
    applyLiveMessage(qc, { type: 'has_notice', data: { has_new_notifications: true } });
    expect(hasNew(qc)).toBe(true);
    applyLiveMessage(qc, { type: 'has_notice', data: { has_new_notifications: false } });
    expect(hasNew(qc)).toBe(false);
  });

  test('new_entries marks the waiting entries of a loaded tab: once each, not my own, not those shown', () => {
    const qc = client();
    const loaded = (uuid: string) => ({
      pages: [{ items: [{ uuid }], total_items: 1 }],
      pageParams: [0],
    });
    qc.setQueryData(entryKeys.feed('abyss'), loaded('shown'));
    qc.setQueryData(entryKeys.feed('timeline'), loaded('other'));
    const arrive = (tab: string, entry_id: string, author = 'boris') =>
      applyLiveMessage(qc, { type: 'new_entries', data: { tab, entry_id, author } });
    arrive('timeline', 'a');
    arrive('timeline', 'b');
    arrive('timeline', 'a');
    arrive('abyss', 'a');
    arrive('abyss', 'shown');
    arrive('abyss', 'mine', 'anna');
    arrive('feeds', 'c');
    applyLiveMessage(qc, { type: 'what', data: {} });
    applyLiveMessage(qc, 'not an object');
    applyLiveMessage(qc, { type: 'new_entries', data: { tab: 'abyss' } });
    applyLiveMessage(qc, { type: 'has_notice', data: { has_new_notifications: 'yes' } });
    const waiting = (tab: string) => qc.getQueryData<FeedPages>(entryKeys.feed(tab))?.waiting;
    expect(waiting('timeline')).toEqual(['a', 'b']);
    expect(waiting('abyss')).toEqual(['a']);
    expect(qc.getQueryData(entryKeys.feed('feeds'))).toBeUndefined();
    expect(hasNew(qc)).toBe(false);
  });
});

describe('notificationHref (spec §2)', () => {
  const base = { sender_username: 'boris', entry_uuid: 'e1', comment_id: null };
  test.each([
    [{ type: 'subscription', entry_uuid: null }, '/u/boris'],
    [{ type: 'login', sender_username: null, entry_uuid: null }, '/settings/login-activity'],
    [{ type: 'new_post' }, '/e/e1'],
    [{ type: 'mention' }, '/e/e1'],
    [{ type: 'mention', comment_id: 7 }, '/e/e1?comment=7'],
    [{ type: 'reply', comment_id: 7 }, '/e/e1?comment=7'],
    [{ type: 'comment', comment_id: 9 }, '/e/e1?comment=9'],
    [{ type: 'system', sender_username: null, entry_uuid: null }, null],
  ] as const)('%o leads to %s', (change, href) => {
    expect(notificationHref({ ...base, ...change })).toBe(href);
  });
});

/** A stand-in for the browser's EventSource that the test opens, fails and feeds. */
class FakeSource {
  static all: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('the stream', () => {
  const listeners = new Map<string, () => void>();
  const icon = { href: '/favicon.svg' };
  const favicon = {
    getAttribute: () => icon.href,
    setAttribute: (_: string, value: string) => {
      icon.href = value;
    },
  };
  beforeEach(() => {
    icon.href = '/favicon.svg';
    vi.useFakeTimers();
    FakeSource.all = [];
    vi.stubGlobal('EventSource', FakeSource);
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      querySelector: () => favicon,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    listeners.clear();
  });

  test('opens /v1/events and applies its messages', () => {
    const qc = client();
    const stop = startLive(qc);
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/v1/events']);
    const source = FakeSource.all[0]!;
    source.onopen?.();
    source.onmessage?.({ data: '{"type":"has_notice","data":{"has_new_notifications":true}}' });
    source.onmessage?.({ data: 'not json' });
    expect(hasNew(qc)).toBe(true);
    expect(icon.href).toBe('/favicon-alert.svg');
    source.onmessage?.({ data: '{"type":"has_notice","data":{"has_new_notifications":false}}' });
    expect(icon.href).toBe('/favicon.svg');
    source.onmessage?.({ data: '{"type":"has_notice","data":{"has_new_notifications":true}}' });
    stop();
    expect(source.closed).toBe(true);
    expect(listeners.size).toBe(0);
    expect(icon.href).toBe('/favicon.svg');
  });

  test('an aborted signal closes the stream; one aborted before the start opens none', () => {
    const end = new AbortController();
    startLive(client(signedIn(true)), end.signal);
    expect(icon.href).toBe('/favicon-alert.svg');
    end.abort();
    expect(FakeSource.all[0]!.closed).toBe(true);
    expect(icon.href).toBe('/favicon.svg');
    startLive(client(), end.signal);
    expect(FakeSource.all).toHaveLength(1);
  });

  test('reconnects after 1 s, 2 s and 4 s, then stops for good', () => {
    expect([0, 1, 2, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
    const stop = startLive(client());
    FakeSource.all[0]!.onopen?.();
    FakeSource.all[0]!.onerror?.(); // the open stream drops
    for (const [delay, opened] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSource.all).toHaveLength(opened - 1);
      vi.advanceTimersByTime(1);
      expect(FakeSource.all).toHaveLength(opened);
      FakeSource.all[opened - 1]!.onerror?.(); // the attempt fails
    }
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(4);
    stop();
  });

  test('a successful reconnect starts the count again', () => {
    const stop = startLive(client());
    FakeSource.all[0]!.onerror?.();
    vi.advanceTimersByTime(1000);
    FakeSource.all[1]!.onerror?.();
    vi.advanceTimersByTime(2000);
    FakeSource.all[2]!.onopen?.();
    FakeSource.all[2]!.onerror?.();
    vi.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(4);
  });

  test('a fresh load of a feed tab drops its waiting entries; loading more keeps them', async () => {
    const qc = client();
    const stop = startLive(qc);
    vi.useRealTimers();
    const page = (offset: number) => ({ items: [{ uuid: `e${offset}` }], total_items: 9 });
    const key = entryKeys.feed('abyss');
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: key,
      queryFn: ({ pageParam }: { pageParam: number }) => Promise.resolve(page(pageParam)),
      initialPageParam: 0,
      getNextPageParam: (_last: unknown, all: unknown[]) => all.length,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(qc.getQueryData(key)).toBeDefined());
    applyLiveMessage(qc, {
      type: 'new_entries',
      data: { tab: 'abyss', entry_id: 'n', author: 'b' },
    });
    const waiting = () => qc.getQueryData<FeedPages>(key)?.waiting;
    expect(waiting()).toEqual(['n']);
    await observer.fetchNextPage();
    expect(qc.getQueryData<FeedPages>(key)?.pages).toHaveLength(2);
    expect(waiting()).toEqual(['n']);
    await observer.refetch();
    expect(waiting()).toBeUndefined();
    unsubscribe();
    stop();
  });
});
