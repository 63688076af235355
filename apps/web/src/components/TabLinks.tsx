/**
 * A strip of tabs that are links (the feed's tabs, a profile's tabs): a `nav` that sticks to the
 * top of the page; the current tab carries `aria-current="page"` and the accent colours. Each
 * screen gives its tabs their shape through `tabClassName`.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './TabLinks.module.css';

/** One tab: its key, where it goes, what it shows. */
export interface TabLink {
  key: string;
  to: string;
  label: ReactNode;
}

/** Props of `TabLinks`. */
export interface TabLinksProps {
  /** Accessible name of the strip. */
  label: string;
  tabs: readonly TabLink[];
  /** Key of the current tab. */
  current: string;
  /** Navigation state every tab passes along. */
  state?: unknown;
  className?: string;
  tabClassName?: string;
}

/** The tab strip. */
export default function TabLinks({
  label,
  tabs,
  current,
  state,
  className,
  tabClassName,
}: TabLinksProps) {
  const tabClasses = tabClassName ? `${styles.tab} ${tabClassName}` : styles.tab;
  return (
    <nav className={className ? `${styles.tabs} ${className}` : styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          state={state}
          className={tabClasses}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export { TabLinks };
