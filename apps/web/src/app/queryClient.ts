/**
 * The TanStack Query client: no retry for 4xx answers or cancelled calls, one retry otherwise,
 * after the server's `Retry-After` when it gave one (503 `server_busy`).
 *
 * Offline (the browser's `online` flag): reads pause and run when the connection returns (the
 * screen keeps what it showed); writes are sent at once whatever the flag says (`networkMode:
 * 'always'`), so a write made offline fails at once with `network_error` and the screen keeps
 * what was typed. A write is never queued to be sent later on its own: the person who cancelled
 * it offline would see it published when the connection returns.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client.ts';

/** True when a failed call is worth another try (network trouble or a 5xx answer). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.status === 'err_canceled') return false;
  if (error.code >= 400 && error.code < 500) return false;
  return true;
}

/** How long to wait before retry `failureCount` (TanStack's doubling from 1 s, up to 30 s). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, 30_000);
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Creates the app's query client. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 while the app believes it is signed in: the session ended elsewhere; reload it.
      onError: (error, query) => {
        if (!isApiError(error) || error.code !== 401 || query.queryKey[0] === 'session') return;
        const session = client.getQueryData<{ is_auth?: boolean }>(['session', 'current']);
        if (session?.is_auth) void client.invalidateQueries({ queryKey: ['session'] });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
