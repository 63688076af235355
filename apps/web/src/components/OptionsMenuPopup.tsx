/**
 * The Base UI part of `OptionsMenu`, loaded on the first press of a «…» button so the feed's first
 * screen carries no Base UI (web-structure.md "First-screen budget"). Arrow keys, Home/End,
 * typeahead, Escape and a press outside work; focus returns to the button when it closes.
 */
import { Menu } from '@base-ui/react/menu';
import Icon from './Icon.tsx';
import type { MenuAction } from './menuAction.ts';
import styles from './OptionsMenu.module.css';

/** Props of `OptionsMenuPopup` (controlled by `OptionsMenu`). */
export interface OptionsMenuPopupProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  actions: MenuAction[];
  triggerClassName: string | undefined;
  triggerId: string;
  container: HTMLElement | null;
}

/** The menu trigger and its popup. */
export default function OptionsMenuPopup({
  open,
  onOpenChange,
  label,
  actions,
  triggerClassName,
  triggerId,
  container,
}: OptionsMenuPopupProps) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} triggerId={triggerId}>
      <Menu.Trigger id={triggerId} className={triggerClassName} aria-label={label} title={label}>
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
