/**
 * The Base UI part of the reaction picker (`ReactionBar`): the «+» trigger and a popover with
 * the fixed set of reactions (DESIGN.md §5), each a button named by its translated name
 * (`actions` namespace) and pressed when it is mine. Arrow keys move between them, Escape or a
 * press outside closes the popover and the focus returns to «+». Loaded on the first press.
 */
import { Popover } from '@base-ui/react/popover';
import { REACTION_EMOJI, REACTIONS, type ReactionName } from '@potok/common';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from './Icon.tsx';
import styles from './ReactionPickerPopup.module.css';
import type { LazyPopupProps } from './useLazyPopup.ts';

/** Props of {@link ReactionPickerPopup} (controlled by `ReactionBar` through `useLazyPopup`). */
export interface ReactionPickerPopupProps extends LazyPopupProps {
  /** Accessible name of the trigger («Добавить реакцию»). */
  label: string;
  triggerClassName: string | undefined;
  /** The entry's reactions: those with `is_mine` are pressed. */
  reactions: { react: string; is_mine: boolean }[];
  /** A reaction was chosen: give it (`add`) or take it back. */
  onPick(react: ReactionName, add: boolean): void;
}

/** Moves the focus among the picker's buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next: number | null = null;
  if (step !== undefined) next = (at + step + buttons.length) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === null) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/** The trigger and the popover of reactions. */
export default function ReactionPickerPopup({
  open,
  onOpenChange,
  label,
  triggerId,
  triggerClassName,
  container,
  keyboardOpen,
  onKeyboardOpened,
  reactions,
  onPick,
}: ReactionPickerPopupProps) {
  const given = new Set(reactions.filter((item) => item.is_mine).map((item) => item.react));
  const { t } = useTranslation('actions');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!keyboardOpen) return;
    trigger.current?.focus();
    trigger.current?.click();
    onKeyboardOpened();
  }, [keyboardOpen, onKeyboardOpened]);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} triggerId={triggerId}>
      <Popover.Trigger
        ref={trigger}
        id={triggerId}
        className={triggerClassName}
        aria-label={label}
        title={label}
      >
        <Icon name="smile" />
        <span aria-hidden="true">+</span>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Positioner
          className={styles.positioner}
          side="top"
          align="start"
          sideOffset={6}
          positionMethod="fixed"
        >
          <Popover.Popup
            className={styles.popup}
            aria-label={t('reactions.picker')}
            onKeyDown={moveFocus}
          >
            <div className={styles.choices}>
              {REACTIONS.map((name) => {
                const pressed = given.has(name);
                return (
                  <button
                    key={name}
                    type="button"
                    className={pressed ? `${styles.choice} ${styles.chosen}` : styles.choice}
                    aria-pressed={pressed}
                    aria-label={t(`reactions.names.${name}`)}
                    title={t(`reactions.names.${name}`)}
                    onClick={() => onPick(name, !pressed)}
                  >
                    {REACTION_EMOJI[name]}
                  </button>
                );
              })}
            </div>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
