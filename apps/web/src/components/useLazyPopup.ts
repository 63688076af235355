/**
 * A button whose popup (a Base UI menu or popover) loads on its first press (web-structure.md
 * "First-screen budget"): until then it is a plain `<button>` with the props returned here;
 * `preload` runs on hover and focus, and on the press, after which `loaded` is true and the
 * popup component (given `popupProps`) takes over the button. A first press from the keyboard
 * (Enter, Space; ArrowDown with `arrowOpens`) is handed to the loaded popup's trigger as a
 * keyboard press (`keyboardOpen`), so it opens with the focus inside as if it had been there
 * all along (WAI-ARIA menu button). The popup portals into the shell's popover layer and
 * closes on a route change.
 */
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useCloseOnRouteChange, usePopoverContainer } from '../app/layers/index.ts';

/** What a lazily loaded popup receives. */
export interface LazyPopupProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  triggerId: string;
  container: HTMLElement | null;
  /** Open now as from the keyboard: the trigger takes the focus and is pressed as a key would. */
  keyboardOpen: boolean;
  /** Called once that keyboard open was handed over. */
  onKeyboardOpened(): void;
}

/** State and props of a lazily loaded popup's button. */
export function useLazyPopup(preload: () => Promise<unknown>, arrowOpens = false) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const container = usePopoverContainer();
  const triggerId = useId();
  useCloseOnRouteChange(() => setOpen(false));
  const start = (keyboard: boolean) =>
    void preload().then(() => {
      setLoaded(true);
      if (keyboard) setKeyboardOpen(true);
      else setOpen(true);
    });
  const plainProps = {
    id: triggerId,
    'aria-expanded': false,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    // Enter and Space press a button with a click of no pointer detail.
    onClick: (event: MouseEvent) => start(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (!arrowOpens || event.key !== 'ArrowDown') return;
      event.preventDefault();
      start(true);
    },
  };
  const popupProps: LazyPopupProps = {
    open,
    onOpenChange: setOpen,
    triggerId,
    container,
    keyboardOpen,
    onKeyboardOpened: () => setKeyboardOpen(false),
  };
  return { loaded, plainProps, popupProps };
}
