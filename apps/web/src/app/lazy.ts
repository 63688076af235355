/**
 * Lazy screens with the spec's chunk time-out (spec §8 "Script chunk loading failures raise a
 * load error after a 120 second time-out"): a chunk that has not arrived by then fails with
 * `timeout_exceeded`, shown by the route error boundary.
 */
import { CHUNK_TIMEOUT_MS } from '@potok/common';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ApiError } from '../api/client.ts';

/** `React.lazy` whose import fails with `timeout_exceeded` after CHUNK_TIMEOUT_MS. */
export function lazyScreen<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new ApiError(0, 'timeout_exceeded', 'The screen did not load in time')),
          timeoutMs,
        );
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(
              new ApiError(
                0,
                'network_error',
                error instanceof Error ? error.message : 'The screen failed to load',
              ),
            );
          },
        );
      }),
  );
}
