/**
 * A list of menu rows (the section menu, the help menu): each row is a link with a chevron, or,
 * when it has no `to`, a disabled row (`aria-disabled`) with a short hint such as «Скоро».
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './MenuList.module.css';

/** One row of a {@link MenuList}. */
export interface MenuRow {
  key: string;
  label: ReactNode;
  /** Where the row leads; without it the row is shown disabled. */
  to?: string;
  /** Shown on the right of a disabled row. */
  hint?: ReactNode;
  tone?: 'danger';
}

/** The rows as a `<ul>`; put it inside a labelled `<nav>` or section. */
export default function MenuList({ rows }: { rows: readonly MenuRow[] }) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key}>
          {row.to ? (
            <Link
              to={row.to}
              className={row.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
            >
              <span>{row.label}</span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
          ) : (
            <span className={styles.item} aria-disabled="true">
              <span>{row.label}</span>
              <span className={styles.hint}>{row.hint}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
