/**
 * «N новых записей» (beyond the spec): a quiet bar that sticks under the feed's tabs
 * while entries the live events announced wait above the loaded ones. Nothing moves until it is
 * pressed (a click, or Enter / Space on it); then the list reads its first pages again and the
 * reading position is kept: the entry at the top of the view stays where it was (the browser's
 * scroll anchoring does it where it exists; this bar corrects what is left, e.g. in Safari).
 * Read at the top of the list, the new entries simply show there and the first of them takes
 * the focus. Texts: the `notifications` namespace (loaded with this component).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from './Icon.tsx';
import styles from './NewEntriesBar.module.css';

/** Props of `NewEntriesBar`. */
export interface NewEntriesBarProps {
  /** How many entries wait. */
  count: number;
  /** Reads the list's pages again; resolves when the new ones are in. */
  onLoad(): Promise<unknown>;
}

/** The first entry card whose bottom is below the top of the view (under the sticky bars). */
function entryInView(): { node: Element; top: number } | null {
  for (const node of document.querySelectorAll('article[data-entry]')) {
    const rect = node.getBoundingClientRect();
    if (rect.bottom > 80) return { node, top: rect.top };
  }
  return null;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The bar (see the module's description). */
export default function NewEntriesBar({ count, onLoad }: NewEntriesBarProps) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    if (busy) return;
    setBusy(true);
    const atTop = window.scrollY < 8;
    const anchor = atTop ? null : entryInView();
    try {
      await onLoad();
      await nextFrame();
      await nextFrame();
      if (anchor?.node.isConnected) {
        window.scrollBy(0, anchor.node.getBoundingClientRect().top - anchor.top);
      } else if (atTop) {
        const first = document.querySelector<HTMLElement>('article[data-entry]');
        if (first) {
          first.tabIndex = -1;
          first.focus({ preventScroll: true });
        }
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.holder} aria-live="polite">
      <button type="button" className={styles.bar} onClick={load} disabled={busy} aria-busy={busy}>
        <Icon name="refresh" size={16} />
        {t('new_entries', { count })}
      </button>
    </div>
  );
}

export { NewEntriesBar };
