/**
 * The Base UI part of `OptionsMenu`, loaded on the first press of a «…» button so the feed's first
 * screen carries no Base UI (web-structure.md "First-screen budget"). Arrow keys, Home/End,
 * typeahead, Escape and a press outside work; focus returns to the button when it closes; opened
 * from the keyboard, the first item has the focus (the last one for ArrowUp): Base UI's own list
 * navigation, which React DOM renders in the same commit as the popup's focus manager
 * (docs/decisions/react-dom-runtime.md).
 */
import { Menu } from '@base-ui/react/menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from './Icon.tsx';
import type { MenuAction } from './menuAction.ts';
import styles from './OptionsMenu.module.css';
import type { LazyPopupProps } from './useLazyPopup.ts';

/** Props of `OptionsMenuPopup` (controlled by `OptionsMenu` through `useLazyPopup`). */
export interface OptionsMenuPopupProps extends LazyPopupProps {
  label: string;
  /** The items, or a function giving them (called here, once `namespace` is loaded). */
  actions: MenuAction[] | (() => MenuAction[]);
  /** The feature namespace of the items' texts: its loading and language changes re-render. */
  namespace?: string | undefined;
  triggerClassName: string | undefined;
}

/** The menu trigger and its popup. */
export default function OptionsMenuPopup({
  open,
  onOpenChange,
  label,
  actions,
  namespace,
  triggerClassName,
  triggerId,
  container,
  keyboardOpen,
  onKeyboardOpened,
}: OptionsMenuPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  /** The chosen item moves the focus itself: closing leaves it where it went. */
  const focusMoved = useRef(false);
  useTranslation(namespace ?? 'components');
  const items = typeof actions === 'function' ? actions() : actions;
  useEffect(() => {
    if (!keyboardOpen) return;
    trigger.current?.focus();
    // A click without pointer detail is how Enter and Space press a button: Base UI opens the
    // menu as a keyboard open and highlights (focuses) the first item.
    trigger.current?.click();
    onKeyboardOpened();
  }, [keyboardOpen, onKeyboardOpened]);
  return (
    <Menu.Root open={open} onOpenChange={(next) => onOpenChange(next)} triggerId={triggerId}>
      <Menu.Trigger
        ref={trigger}
        id={triggerId}
        className={triggerClassName}
        aria-label={label}
        title={label}
      >
        <Icon name="more" />
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Positioner
          className={styles.positioner}
          side="bottom"
          align="end"
          sideOffset={4}
          positionMethod="fixed"
        >
          <Menu.Popup
            className={styles.popup}
            finalFocus={() => {
              const moved = focusMoved.current;
              focusMoved.current = false;
              return !moved;
            }}
          >
            {items.map((action) =>
              action.href ? (
                <Menu.LinkItem
                  key={action.key}
                  className={styles.item}
                  href={action.href}
                  target="_blank"
                  rel="noopener"
                  closeOnClick
                  onClick={() => action.onSelect?.()}
                >
                  {action.icon ? <Icon name={action.icon} /> : null}
                  {action.label}
                </Menu.LinkItem>
              ) : (
                <Menu.Item
                  key={action.key}
                  className={action.danger ? `${styles.item} ${styles.danger}` : styles.item}
                  onClick={() => {
                    focusMoved.current = action.movesFocus === true;
                    action.onSelect?.();
                  }}
                >
                  {action.icon ? <Icon name={action.icon} /> : null}
                  {action.label}
                </Menu.Item>
              ),
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
