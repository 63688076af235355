/**
 * One shared clock for relative dates: every subscriber re-renders once a minute (and when the
 * tab becomes visible again), however many dates are on the screen.
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function onVisible() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // A clock left alone for a minute or more catches up (the screen re-renders); a younger one
    // stands, as it would between ticks — the dates just drawn with it need no second render.
    if (Date.now() - now >= TICK_MS) now = Date.now();
    timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

/** The current time in ms, refreshed every minute. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
