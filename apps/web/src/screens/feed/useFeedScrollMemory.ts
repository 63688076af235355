/**
 * Scroll memory of the feed tabs (DESIGN.md §6: the timeline and abyss stay where they were when
 * an entry is opened and closed). The position is recorded while the user scrolls and when the
 * screen is left (before its DOM goes, so a shorter next page cannot clamp it), and restored on
 * back / forward once the cached list is on screen — after the shell's own attempt, which reads
 * the position too late on leaving.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
const MAX_POSITIONS = 50;

function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_POSITIONS) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

/** Keeps and restores the window's scroll position of this history entry; `ready` = list shown. */
export function useFeedScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const type = useNavigationType();
  const leaving = useRef(false);

  useLayoutEffect(() => {
    leaving.current = false;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!leaving.current) remember(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      // Runs before the screen's DOM is removed: the position is still the real one.
      remember(key, window.scrollY);
      leaving.current = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || type !== 'POP' || restored.current === key) return;
    restored.current = key;
    const target = positions.get(key);
    if (target === undefined) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => window.scrollTo(0, target));
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, type, key]);
}
