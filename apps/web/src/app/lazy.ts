/**
 * Lazy screens with the spec's chunk time-out (spec §8 "Script chunk loading failures raise a
 * load error after a 120 second time-out"): a chunk that has not arrived by then fails with
 * `timeout_exceeded`, shown by the route error boundary.
 *
 * A lazy screen can be loaded ahead (`preload`, e.g. the first screen's before the first render,
 * main.tsx): once its module is there, the component renders at once, with no Suspense fallback
 * on the way (the lazy's loader then hands React a thenable that is already fulfilled).
 */
import { CHUNK_TIMEOUT_MS } from '@potok/common';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ApiError } from '../api/client.ts';

/** A lazy screen that can also be loaded ahead of its first render. */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy's own bound
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the module (once); resolves when it is there, rejects as a render would. */
  preload: () => Promise<{ default: T }>;
};

/** `load` failing with `timeout_exceeded` after `timeoutMs`, and with `network_error` on failure. */
function withTimeout<M>(load: () => Promise<M>, timeoutMs: number): Promise<M> {
  return new Promise<M>((resolve, reject) => {
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
  });
}

/** `React.lazy` whose import fails with `timeout_exceeded` after CHUNK_TIMEOUT_MS. */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyScreen<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= withTimeout(load, timeoutMs).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A later render or preload tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    // Already loaded: a thenable that calls back at once, so React takes the module in the same
    // render instead of suspending for a promise that has in fact already resolved.
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (see above)
      then(onLoad: (m: { default: T }) => unknown) {
        onLoad(module);
      },
    };
    return ready as unknown as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload });
}
