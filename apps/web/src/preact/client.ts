/**
 * `react-dom/client` of the web build (apps/web/vite.config.ts `REACT_ON_PREACT`): Preact's
 * `createRoot` / `hydrateRoot`, with two behaviours of React DOM that Preact does not have.
 *
 * `autoFocus`: React DOM focuses an element rendered with `autoFocus` once it is mounted (the
 * browser's own `autofocus` acts only on page load and in a `<dialog>`); Preact only writes the
 * attribute. The compose modal's text field lost its focus. Elements mounted with `autoFocus`
 * are focused at the end of their commit, once, as React does.
 *
 * React runs, in a commit, every layout effect's clean-up (`useLayoutEffect`,
 * `useImperativeHandle`) before any layout effect; Preact runs them component by component
 * (the first component's clean-up and effect, then the next one's). A component whose clean-up
 * undoes what a sibling's effect set in the same commit then wins when it comes later: the image
 * viewer's zoom (yet-another-react-lightbox: the slide left clears the zoom target the slide
 * shown has just set) stayed off after going back to an earlier image. `commitInReactOrder`
 * runs the clean-ups of every effect about to run again first, then Preact's own commit, then
 * the `autoFocus` of what it mounted.
 *
 * The names are Preact 11's internal (mangled) ones, stable within a version: `options.__c`
 * (the commit hook), `component.__h` (its render callbacks), `hook.__` (an effect to run),
 * `hook.__c` (its clean-up) and `vnode.__e` (its DOM element). docs/decisions.md "React's API on Preact".
 */
import { options } from 'preact';
// Preact's hooks install their commit hook on import; ours wraps it.
import 'preact/hooks';

/** A vnode after its diff (mangled name of its DOM element). */
interface DiffedVNode {
  type: unknown;
  props?: { autoFocus?: unknown; autofocus?: unknown } | null;
  __e?: Element | null;
}

/** Elements mounted with `autoFocus` in the commit under way, to focus when it ends. */
const toFocus: HTMLElement[] = [];
/** Elements focused for their `autoFocus` already (it acts once, on mount). */
const autoFocused = new WeakSet<Element>();

const preactDiffed = options.diffed as ((vnode: DiffedVNode) => void) | undefined;
(options as { diffed?: (vnode: DiffedVNode) => void }).diffed = (vnode) => {
  preactDiffed?.(vnode);
  const element = vnode.__e;
  if (
    typeof vnode.type === 'string' &&
    (vnode.props?.autoFocus || vnode.props?.autofocus) &&
    element instanceof HTMLElement &&
    !autoFocused.has(element)
  ) {
    autoFocused.add(element);
    toFocus.push(element);
  }
};

/** A layout effect's state as Preact keeps it (mangled names). */
interface EffectState {
  /** The effect to run in this commit, if any. */
  __?: () => unknown;
  /** The clean-up its previous run returned. */
  __c?: () => void;
}

/** A component in the commit queue (mangled name of its render callbacks). */
interface QueuedComponent {
  __h: Array<EffectState | (() => void)>;
}

type CommitHook = (vnode: unknown, queue: QueuedComponent[]) => void;
const internal = options as unknown as { __c?: CommitHook };
const preactCommit = internal.__c;

if (preactCommit) {
  internal.__c = function commitInReactOrder(vnode, queue) {
    for (const component of queue) {
      for (const state of component.__h ?? []) {
        if (typeof state !== 'object' || !state.__ || typeof state.__c !== 'function') continue;
        const cleanup = state.__c;
        state.__c = undefined;
        cleanup();
      }
    }
    preactCommit(vnode, queue);
    for (const element of toFocus.splice(0)) if (element.isConnected) element.focus();
  };
}

export * from 'preact/compat/client';
export { default } from 'preact/compat/client';
