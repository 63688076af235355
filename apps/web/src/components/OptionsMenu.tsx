/**
 * A «…» button opening a menu of actions. Until its first press it is a plain `<button>`; the
 * Base UI menu (`OptionsMenuPopup`) loads then (and is preloaded on hover or focus), keeping
 * Base UI out of the first screen. The menu portals into the shell's popover layer and closes
 * on a route change.
 *
 * Opened from the keyboard (Enter, Space or ArrowDown), the menu puts the focus on its first item
 * — the first press too: the plain button hands that press to the loaded menu's trigger as a
 * keyboard press, so the menu opens as if it had been there all along (WAI-ARIA menu button).
 *
 * Items whose texts live in a feature namespace (`namespace`, e.g. `actions`) are given as a
 * function: the namespace loads with the popup's code, and the function is called by the popup
 * once the texts are there (so the first screen carries neither the texts nor the menu).
 */
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../i18n/index.ts';
import Icon from './Icon.tsx';
import type { MenuAction } from './menuAction.ts';
import styles from './OptionsMenu.module.css';
import { useLazyPopup } from './useLazyPopup.ts';

export type { MenuAction } from './menuAction.ts';

/** Props of `OptionsMenu`. */
export interface OptionsMenuProps {
  /** Accessible name of the button («Действия с записью»). */
  label: string;
  /**
   * The items, or a function giving them, called when the menu renders (after `namespace` has
   * loaded). A function must give at least one item.
   */
  actions: MenuAction[] | (() => MenuAction[]);
  /** A feature namespace the items' texts come from, loaded before the menu first opens. */
  namespace?: string;
  /** More to load before the menu first opens (the module that builds the items). */
  prepare?: () => Promise<unknown>;
  className?: string;
}

const loadPopup = () => import('./OptionsMenuPopup.tsx');
const OptionsMenuPopup = lazy(loadPopup);

/** The «…» button and its menu; renders nothing without actions. */
export default function OptionsMenu({
  label,
  actions,
  namespace,
  prepare,
  className,
}: OptionsMenuProps) {
  const { loaded, plainProps, popupProps } = useLazyPopup(
    () => Promise.all([loadPopup(), namespace ? loadNamespaces(namespace) : null, prepare?.()]),
    true,
  );
  if (Array.isArray(actions) && actions.length === 0) return null;
  const triggerClassName = className ? `${styles.trigger} ${className}` : styles.trigger;
  const plainButton = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={label}
      aria-haspopup="menu"
      title={label}
      {...plainProps}
    >
      <Icon name="more" />
    </button>
  );
  if (!loaded) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <OptionsMenuPopup
        {...popupProps}
        label={label}
        actions={actions}
        namespace={namespace}
        triggerClassName={triggerClassName}
      />
    </Suspense>
  );
}

export { OptionsMenu };
