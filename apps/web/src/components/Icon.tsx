/** One icon of the sprite (`IconSprite` must be rendered once in the document). */

import styles from './Icon.module.css';
import { type IconName, iconId } from './IconSprite.tsx';

export type { IconName } from './IconSprite.tsx';

/** Props of `Icon`. */
export interface IconProps {
  name: IconName;
  /** Size in px (width and height); 1.25 em of the surrounding text by default. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`): give the control around
   * it an accessible name instead.
   */
  title?: string;
  className?: string;
}

/** An icon drawn in `currentColor`, decorative unless it has a `title`. */
export default function Icon({ name, size, title, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={size ? { width: size, height: size } : undefined}
      fill="none"
      stroke="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

export { Icon };
