/**
 * Long text collapsed to a fixed height with a «Показать полностью» / «Свернуть» toggle (spec §2:
 * comments collapse to 250 px). The toggle appears only when the content is taller than that.
 */
import { COMMENT_COLLAPSE_HEIGHT_PX } from '@potok/common';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CollapsibleText.module.css';

/** Props of `CollapsibleText`. */
export interface CollapsibleTextProps {
  children: ReactNode;
  /** Height in px above which the content collapses (250 by default). */
  height?: number;
}

/** Content collapsed to `height` px when taller, with a toggle. */
export default function CollapsibleText({
  children,
  height = COMMENT_COLLAPSE_HEIGHT_PX,
}: CollapsibleTextProps) {
  const { t } = useTranslation('components');
  const inner = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  // Measured by a ResizeObserver, whose first report comes after the browser's own layout and
  // before its paint: reading `scrollHeight` here would force a layout inside the render's task
  // (one per text on a list), and no frame shows the text uncollapsed either way.
  useLayoutEffect(() => {
    const node = inner.current;
    if (!node) return;
    const measure = () => setTall(node.scrollHeight > height + 24);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [height]);

  const collapsed = tall && !expanded;
  return (
    <>
      <div
        id={id}
        className={collapsed ? `${styles.box} ${styles.collapsed}` : styles.box}
        style={collapsed ? { maxHeight: height } : undefined}
      >
        <div ref={inner}>{children}</div>
      </div>
      {tall ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('comment.collapse') : t('comment.show_more')}
        </button>
      ) : null}
    </>
  );
}

export { CollapsibleText };
