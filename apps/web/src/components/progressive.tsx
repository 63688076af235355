/**
 * Rendering a screen in steps of a task each, so that no render holds the main thread for long
 * (docs/decisions/first-render-in-steps.md): a page's first render pays for the first use
 * of every component it shows (a cold entry card costs several times a warm one), and one long
 * task delays any input and paint until it ends. The part a reader sees first renders at once;
 * what follows — the navigation, an entry's comments, the further items of a list — renders in
 * the next tasks, each a few milliseconds, with the browser free to paint and answer between
 * them. Nothing moves: what comes later is placed after what is there, or in a place of its own
 * (the fixed tab bar, the rail's grid column).
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Calls `run` in a task of its own, after the current one (and any paint that is due); returns
 * a function that cancels it.
 */
function inNextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** True from the task after the component's first render on (false in that render). */
export function useAfterFirstTask(): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (ready) return;
    return inNextTask(() => setReady(true));
  }, [ready]);
  return ready;
}

/**
 * Renders `children` from the task after it mounts on; `fallback` (nothing by default) until
 * then. For a part with a place of its own (after what shows before it, or fixed, or in a grid
 * column of its own), so that nothing moves when it comes.
 */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useAfterFirstTask() ? children : fallback}</>;
}

/**
 * How many of `total` items to render: `first` in the first render, then in each next task as
 * many again as are shown (at least one: 0 → 1 → 2 → 4 → 8 …), so the first steps are a card or
 * two and a long list (one brought back from the cache) is whole after a few; once all are shown,
 * every item at once from then on (a page loaded later renders whole). Returns 0 to `total`.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  const complete = useRef(false);
  const shown = complete.current ? total : Math.min(count, total);
  useLayoutEffect(() => {
    if (complete.current) return;
    if (shown >= total) {
      // A list that had no items yet (still loading) shows its first ones in steps too.
      if (total > 0) complete.current = true;
      return;
    }
    return inNextTask(() => setCount(Math.max(1, shown * 2)));
  }, [shown, total]);
  return shown;
}
