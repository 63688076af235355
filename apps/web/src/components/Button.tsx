/**
 * The one button of the app: `variant` `primary` (the main action, accent colour), `secondary`
 * (outlined, the default) or `danger` (destructive, after a confirmation); `size` `large`
 * (a screen's own main action: landing, sign-in, error screens), `medium` (actions in a screen
 * or a modal, the default), `compact` (beside content: comment form, dialogs, cards) or `small`.
 * A link that acts as a button takes the same look through {@link buttonClass}. Colours come
 * from the design tokens only (docs/web-structure.md "Design tokens").
 */
import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

/** Colour of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** Shape and size of a button. */
export type ButtonSize = 'large' | 'medium' | 'compact' | 'small';

/** The look of a button. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Extra classes (layout: margins, alignment). */
  className?: string | undefined;
}

/** The class names of a button's look, for a `<button>` or a `<Link>`. */
export function buttonClass({
  variant = 'secondary',
  size = 'medium',
  block = false,
  className,
}: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link Button}: a `<button>`'s own, plus its look. `type` defaults to `button`. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/** A `<button>` with the app's look. */
export default function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, className })} {...rest} />
  );
}
