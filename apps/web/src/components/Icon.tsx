/**
 * One icon of the sprite (spec §2 "layers … icon sprite"). The sprite — a hidden SVG of
 * `<symbol id="icon-NAME">`s, 24×24 strokes in `currentColor` (2 px, round caps) — is in
 * apps/web/index.html, so icons draw with the first paint and cost the first screen no script;
 * `ICON_NAMES` lists the same names (Icon.test.ts checks the two agree).
 */
import styles from './Icon.module.css';

/** Every icon of the sprite in index.html. */
export const ICON_NAMES = [
  'feed',
  'search',
  'compose',
  'bell',
  'menu',
  'user',
  'login',
  'logout',
  'comment',
  'more',
  'back',
  'forward',
  'close',
  'link',
  'trash',
  'check',
  'lock',
  'globe',
  'plus',
  'verified',
  'reply',
  'refresh',
  'alert',
  'inbox',
  'bookmark',
  'settings',
  'pin',
  'arrow-up',
  'chevron-down',
  'hash',
  'eye-off',
  'sparkles',
  'image',
  'send',
  'heart',
  'help',
  'info',
  'calendar',
  'mail',
  'star',
  'wifi',
  'history',
  'flag',
  'smile',
  'eye',
] as const;

/** Name of an icon of the sprite. */
export type IconName = (typeof ICON_NAMES)[number];

/** The id of an icon's `<symbol>` in the document. */
export function iconId(name: IconName): string {
  return `icon-${name}`;
}

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
