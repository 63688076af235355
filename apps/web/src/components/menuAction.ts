/**
 * One action of an options menu (`OptionsMenu`, and its lazily loaded popup
 * `OptionsMenuPopup`, which imports it from here rather than from its own loader).
 */
import type { IconName } from './Icon.tsx';

/** One action of an options menu. */
export interface MenuAction {
  /** Stable key. */
  key: string;
  /** Visible text (also the accessible name). */
  label: string;
  icon?: IconName;
  /** Drawn in the danger colour (delete). */
  danger?: boolean;
  /**
   * The action puts the focus somewhere itself (a form in place of the content): the menu does
   * not give it back to its button when it closes.
   */
  movesFocus?: boolean;
  /**
   * The item is a link to this address, opened in a new tab (an `<a>` with `target="_blank"`,
   * so the browser's own link handling applies); the menu closes when it is chosen.
   */
  href?: string;
  /** What choosing the item does (besides following `href`, when given). */
  onSelect?(): void;
}
