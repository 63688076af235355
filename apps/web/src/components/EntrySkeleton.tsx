/** A grey stand-in of the shape of an `EntryCard` while entries load (DESIGN §6). */
import styles from './EntryCard.module.css';
import bones from './Skeleton.module.css';

/** Props of `EntrySkeleton`. */
export interface EntrySkeletonProps {
  /** How many lines of text to suggest (3 by default). */
  lines?: number;
}

/** An entry-shaped skeleton: avatar, name and date, text lines, footer. Hidden from readers. */
export default function EntrySkeleton({ lines = 3 }: EntrySkeletonProps) {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton="entry">
      <div className={styles.header}>
        <span className={`${bones.bone} ${bones.circle} ${bones.avatar40}`} />
        <div className={styles.byline}>
          <span className={`${bones.bone} ${bones.name}`} />
          <span className={`${bones.bone} ${bones.meta}`} />
        </div>
      </div>
      <div className={styles.text}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
            key={i}
            className={`${bones.bone} ${i === lines - 1 ? bones.lastLine : bones.line}`}
          />
        ))}
      </div>
      <div className={styles.footer}>
        <span className={`${bones.bone} ${bones.footer}`} />
      </div>
    </div>
  );
}

export { EntrySkeleton };
