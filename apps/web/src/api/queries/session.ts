/**
 * The session (spec §3 "Session … It is cached locally"): `GET auth/session`, kept in the query
 * cache and mirrored in localStorage so the first paint already knows who is signed in. The
 * page's HTML brings the session's answer as the server saw it (api/first-screen.ts): then the
 * first paint knows it for sure, and no call is made for it at start-up.
 */
import { SESSION_REQUEST, type Session } from '@potok/common';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { forgetFirstScreenAnswers, takeFirstScreenAnswer } from '../first-screen.ts';

const STORAGE_KEY = 'potok.session';

/** Query keys of the session. */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

/** The guest session (what `GET auth/session` answers without a cookie). */
export const GUEST_SESSION: Session = { is_auth: false, user: null, logout_hash: null };

/** The session stored locally by the last successful load, if any. */
export function readStoredSession(): Session | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    return asSession(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Stores the session locally (or forgets it with `undefined`). */
export function storeSession(session: Session | undefined): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage full or disabled: the session still lives in the query cache
  }
}

/** A value read as a session when it has the shape of one. */
function asSession(value: unknown): Session | undefined {
  return typeof value === 'object' &&
    value !== null &&
    typeof (value as Session).is_auth === 'boolean'
    ? (value as Session)
    : undefined;
}

/**
 * The session the page brought (the server's answer when it sent the page) and when it was
 * taken, until a newer one replaces it; stored locally like a loaded one, once the page is idle
 * (a first write to localStorage costs milliseconds the first render should not wait for).
 */
let brought = ((): { session: Session; at: number } | undefined => {
  const text = takeFirstScreenAnswer(SESSION_REQUEST);
  if (text === undefined) return undefined;
  try {
    const session = asSession(JSON.parse(text));
    if (!session) return undefined;
    whenIdle(() => {
      if (brought?.session === session) storeSession(session);
    });
    return { session, at: Date.now() };
  } catch {
    return undefined;
  }
})();

/** Runs `task` when the page is idle (within 2 s), or after a time-out where that is unknown. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

/** The session the page brought, unless a newer one replaced it since. */
export function broughtSession(): Session | undefined {
  return brought?.session;
}

/** Loads the session from the server and stores it locally. */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const session: Session = await unwrap(api.GET('/v1/auth/session', { signal }));
  storeSession(session);
  return session;
}

/** Puts a session into the cache and local storage at once (after login, register, logout). */
export function setSession(queryClient: QueryClient, session: Session): void {
  brought = undefined;
  forgetFirstScreenAnswers();
  storeSession(session);
  queryClient.setQueryData(sessionKeys.current(), session);
}

/** Reloads the session from the server (after login, register, logout) and waits for it. */
export async function refreshSession(queryClient: QueryClient): Promise<Session> {
  return queryClient.fetchQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
  });
}

/** Result of {@link useSession}. */
export interface SessionState {
  /** The session; `undefined` only before the first answer when nothing is stored locally. */
  session: Session | undefined;
  /** True when a user is signed in. */
  isAuth: boolean;
  /** True while the first session load runs and nothing is stored locally. */
  isLoading: boolean;
}

/**
 * Who is signed in. Starts from the session the page brought, as fresh as a loaded one, or else
 * from the locally stored session (fast first paint), refreshed from the server at start-up;
 * refreshed again when the window regains focus.
 */
export function useSession(): SessionState {
  const query = useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => fetchSession(signal),
    initialData: () => brought?.session ?? readStoredSession(),
    initialDataUpdatedAt: () => brought?.at ?? 0,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const session = query.data;
  return {
    session,
    isAuth: session?.is_auth === true && session.user !== null,
    isLoading: query.isPending,
  };
}
