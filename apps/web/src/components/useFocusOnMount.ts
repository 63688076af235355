/**
 * Focuses an element once, when the calling component mounts: what `autoFocus` asks for, done
 * explicitly. React DOM focuses an `autoFocus` element itself; Preact (preact/compat) only writes
 * the attribute, which the browser acts on at page load and in a `<dialog>`, not in a Base UI
 * modal. A layout effect, so the focus is inside before the modal's focus manager (Base UI
 * FloatingFocusManager) looks where it is and leaves it there.
 */
import { type RefObject, useLayoutEffect } from 'react';

/** Focuses `ref`'s element after the first render of the caller. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
