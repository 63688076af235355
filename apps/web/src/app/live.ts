/**
 * The live-events client (spec §2 "Application shell", §4 "Notification badge", §7 "Live
 * events", §9; DESIGN §5 "live events"): one `EventSource` on `GET /v1/events` per tab while a
 * person is signed in. Messages are JSON `{ type, data }`:
 * - `has_notice` `{ has_new_notifications }` sets the session's flag in the query cache (the tab
 *   bar's badge follows it) and, when new ones came, makes an open notifications list read
 *   again;
 * - `new_entries` `{ tab: 'timeline' | 'abyss', entry_id, author }` adds the entry to those
 *   waiting above the loaded ones of that feed tab (`waiting` of its cached pages, FeedPages,
 *   counted by the feed's «N новых записей» bar) — unless it is one's own (compose put it in the
 *   list already), the list shows it already, or the tab is not loaded (its first load will
 *   show it). A fresh load of the tab's pages drops them; loading more keeps them.
 * Every stream begins with the person's `has_notice` state (the server sends it before
 * `: connected`), so a notification made between the session check and the stream's opening
 * still lights the badge. A dropped stream is reopened after 1 s, doubling up to 30 s
 * (EVENTS_RECONNECT); after three failed attempts in a row it stops for good. A reopened stream
 * and a tab coming back to the foreground re-check the session (so nothing missed meanwhile
 * stays unseen).
 *
 * The favicon follows the same flag (spec §2: the alert icon while new notifications exist),
 * whatever changed it — this stream, a session check, the notifications screen's seen call —
 * and goes back to the plain one when the stream is closed (signed out).
 *
 * Loaded on demand by the shell after the first paint (it is not part of the first screen).
 */
import {
  EVENTS_RECONNECT,
  type FeedTab,
  LIVE_WATCH_TABS,
  type LiveMessage,
  type Session,
} from '@potok/common';
import type { QueryClient } from '@tanstack/react-query';
import { entryKeys } from '../api/queries/cache.ts';
import type { FeedPages } from '../api/queries/feeds.ts';
import { notificationKeys, setHasNewNotifications } from '../api/queries/notifications.ts';
import { sessionKeys } from '../api/queries/session.ts';

/** The stream's address. */
export const EVENTS_URL = '/v1/events';
/** The favicons (apps/web/public): plain, and with the new-notifications dot. */
export const FAVICON = { plain: '/favicon.svg', alert: '/favicon-alert.svg' } as const;

/** Points the page's icon at `href` (when it does not already). */
function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** The favicon for the cached session. */
function showFavicon(qc: QueryClient): void {
  const session = qc.getQueryData<Session>(sessionKeys.current());
  setFavicon(session?.user?.state.has_new_notifications ? FAVICON.alert : FAVICON.plain);
}

/** The feed tabs a `new_entries` message may name. */
const LIVE_TABS: readonly FeedTab[] = LIVE_WATCH_TABS;

/** The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(EVENTS_RECONNECT.baseMs * 2 ** attempt, EVENTS_RECONNECT.capMs);
}

/** Sets the entries waiting above a feed tab's cached pages (keeps the pages' freshness). */
function setWaiting(qc: QueryClient, tab: FeedTab, waiting: string[]): void {
  const key = entryKeys.feed(tab);
  const updatedAt = qc.getQueryState(key)?.dataUpdatedAt;
  qc.setQueryData<FeedPages>(key, (data) => data && { ...data, waiting }, { updatedAt });
}

/** Applies one message of the stream to the query cache; unknown or odd messages are ignored. */
export function applyLiveMessage(qc: QueryClient, message: unknown): void {
  if (typeof message !== 'object' || message === null) return;
  const { type, data } = message as LiveMessage;
  if (!data || typeof data !== 'object') return;
  if (type === 'has_notice' && typeof data.has_new_notifications === 'boolean') {
    setHasNewNotifications(qc, data.has_new_notifications);
    if (data.has_new_notifications) void qc.invalidateQueries({ queryKey: notificationKeys.all });
  } else if (type === 'new_entries' && LIVE_TABS.includes(data.tab)) {
    const { tab, entry_id: uuid } = data;
    const me = qc.getQueryData<Session>(sessionKeys.current())?.user?.username;
    const pages = qc.getQueryData<FeedPages>(entryKeys.feed(tab));
    if (typeof uuid !== 'string' || data.author === me || !pages) return;
    const waiting = pages.waiting ?? [];
    const shown = pages.pages.some((page) => page.items.some((entry) => entry.uuid === uuid));
    if (!shown && !waiting.includes(uuid)) setWaiting(qc, tab, [...waiting, uuid]);
  }
}

/**
 * Opens the stream for the signed-in person and keeps it (see the module's description) until
 * `signal` aborts or the returned function is called; then every listener is removed.
 */
export function startLive(qc: QueryClient, signal?: AbortSignal): () => void {
  if (signal?.aborted) return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let reconnecting = false;

  const refreshSession = () => void qc.refetchQueries({ queryKey: sessionKeys.current() });

  const connect = () => {
    const stream = new EventSource(EVENTS_URL);
    source = stream;
    let opened = false;
    stream.onopen = () => {
      opened = true;
      attempts = 0;
      if (reconnecting) refreshSession();
      reconnecting = false;
    };
    stream.onmessage = (event: MessageEvent<string>) => {
      try {
        applyLiveMessage(qc, JSON.parse(event.data));
      } catch {
        // not JSON: ignored
      }
    };
    stream.onerror = () => {
      stream.close();
      source = null;
      if (opened) attempts = 0;
      if (attempts >= EVENTS_RECONNECT.attempts) return; // stopped for good (spec §4)
      reconnecting = true;
      timer = setTimeout(connect, reconnectDelay(attempts));
      attempts += 1;
    };
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') refreshSession();
  };
  // The favicon follows the session. A feed tab's loaded next page comes without the `waiting`
  // mark of the pages before it: the mark is put back (a fresh load has them all, and drops it).
  const marks = new Map<FeedTab, string[]>();
  const unsubscribe = qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key: readonly unknown[] = event.query.queryKey;
    if (key[0] === sessionKeys.all[0]) showFavicon(qc);
    const tab = LIVE_TABS.find((name) => entryKeys.feed(name).every((part, i) => part === key[i]));
    if (!tab || key.length !== 3) return;
    const data = event.query.state.data as FeedPages | undefined;
    const meta = event.query.state.fetchMeta as { fetchMore?: unknown } | null;
    if (event.action.manual) marks.set(tab, data?.waiting ?? []);
    else if (meta?.fetchMore && !data?.waiting && marks.get(tab)?.length) {
      setWaiting(qc, tab, marks.get(tab) ?? []);
    } else marks.delete(tab);
  });

  const stop = () => {
    clearTimeout(timer);
    source?.close();
    source = null;
    attempts = EVENTS_RECONNECT.attempts;
    document.removeEventListener('visibilitychange', onVisible);
    signal?.removeEventListener('abort', stop);
    unsubscribe();
    setFavicon(FAVICON.plain);
  };
  document.addEventListener('visibilitychange', onVisible);
  signal?.addEventListener('abort', stop);
  showFavicon(qc);
  connect();
  return stop;
}
