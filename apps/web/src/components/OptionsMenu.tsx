/**
 * A «…» button opening a menu of actions (Base UI Menu: arrow keys, Escape, focus returns to the
 * button). Portals into the shell's popover layer and closes on a route change.
 */
import { Menu } from '@base-ui/react/menu';
import { useState } from 'react';
import { useCloseOnRouteChange, usePopoverContainer } from '../app/layers/index.ts';
import Icon, { type IconName } from './Icon.tsx';
import styles from './OptionsMenu.module.css';

/** One action of an options menu. */
export interface MenuAction {
  /** Stable key. */
  key: string;
  /** Visible text (also the accessible name). */
  label: string;
  icon?: IconName;
  /** Drawn in the danger colour (delete). */
  danger?: boolean;
  onSelect(): void;
}

/** Props of `OptionsMenu`. */
export interface OptionsMenuProps {
  /** Accessible name of the button («Действия с записью»). */
  label: string;
  actions: MenuAction[];
  className?: string;
}

/** The «…» button and its menu; renders nothing without actions. */
export default function OptionsMenu({ label, actions, className }: OptionsMenuProps) {
  const [open, setOpen] = useState(false);
  const container = usePopoverContainer();
  useCloseOnRouteChange(() => setOpen(false));
  if (actions.length === 0) return null;
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
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
          <Menu.Popup className={styles.popup}>
            {actions.map((action) => (
              <Menu.Item
                key={action.key}
                className={action.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={action.onSelect}
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

export { OptionsMenu };
