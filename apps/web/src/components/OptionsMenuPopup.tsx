/**
 * The Base UI part of `OptionsMenu`, loaded on the first press of a «…» button so the feed's first
 * screen carries no Base UI (web-structure.md "First-screen budget"). Arrow keys, Home/End,
 * typeahead, Escape and a press outside work; focus returns to the button when it closes; opened
 * from the keyboard, the first item has the focus (the last one for ArrowUp).
 *
 * That focus is the menu's list navigation's, once its items have registered; the popup's focus
 * manager meanwhile focuses the first tabbable element, which is the highlighted item when the
 * highlight is rendered by then (React DOM renders it in the same commit) and the popup itself
 * when not (Preact renders it a task later, and the popup's focus cancels the item's). So a
 * popup focused itself after a keyboard open hands the focus on to that item: the same either way.
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
  /** Which item a keyboard open focuses, until the focus first lands in the popup. */
  const keyboardItem = useRef<'first' | 'last' | null>(null);
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
    <Menu.Root
      open={open}
      onOpenChange={(next, details) => {
        keyboardItem.current = next ? keyboardTarget(details.event) : null;
        onOpenChange(next);
      }}
      triggerId={triggerId}
    >
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
            onFocus={(event) => {
              const target = keyboardItem.current;
              keyboardItem.current = null;
              if (!target || event.target !== event.currentTarget) return;
              const enabled = event.currentTarget.querySelectorAll<HTMLElement>(
                '[role="menuitem"]:not([aria-disabled="true"])',
              );
              enabled[target === 'first' ? 0 : enabled.length - 1]?.focus();
            }}
            finalFocus={() => {
              const moved = focusMoved.current;
              focusMoved.current = false;
              return !moved;
            }}
          >
            {items.map((action) => (
              <Menu.Item
                key={action.key}
                className={action.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={() => {
                  focusMoved.current = action.movesFocus === true;
                  action.onSelect();
                }}
              >
                {action.icon ? <Icon name={action.icon} /> : null}
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

/**
 * The item a menu opened by `event` should focus: the first one for a press of the button by Enter
 * or Space (a click without pointer detail) or ArrowDown, the last one for ArrowUp; none for a
 * pointer.
 */
function keyboardTarget(event: Event | undefined): 'first' | 'last' | null {
  if (event instanceof KeyboardEvent) return event.key === 'ArrowUp' ? 'last' : 'first';
  if (event instanceof MouseEvent && event.detail === 0) return 'first';
  return null;
}
