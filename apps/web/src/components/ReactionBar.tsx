/**
 * The reactions of an entry under it (DESIGN.md §5 "reactions"): each reaction of the fixed set
 * that someone gave, as a button with its emoji and count — pressed (`aria-pressed`, drawn in
 * the accent colour) when one of them is mine, and pressing it takes mine back or gives it —
 * and a «+» button opening the picker of the whole set (`ReactionPickerPopup`, a Base UI
 * popover loaded on the first press with the `actions` texts, so the first screen carries
 * neither). Opened from the keyboard, the picker takes the focus; Escape closes it and the
 * focus comes back to «+».
 */
import { isReactionName, numberFormat, REACTION_EMOJI, type ReactionName } from '@potok/common';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n/index.ts';
import Icon from './Icon.tsx';
import styles from './ReactionBar.module.css';
import { useLazyPopup } from './useLazyPopup.ts';

/** Props of {@link ReactionBar}. */
export interface ReactionBarProps {
  /** The entry's reactions (count above 0, in the set's order) with `is_mine`. */
  reactions: { react: string; count: number; is_mine: boolean }[];
  /** Give (`add`) or take back a reaction; without it the counts are shown as plain text. */
  onReact?: ((react: ReactionName, add: boolean) => void) | undefined;
}

const loadPicker = () => import('./ReactionPickerPopup.tsx');
const ReactionPickerPopup = lazy(loadPicker);
const preload = () => Promise.all([loadPicker(), loadNamespaces('actions')]);

/** The reaction buttons and the picker. Renders nothing for a guest's view of none. */
export default function ReactionBar({ reactions, onReact }: ReactionBarProps) {
  const { t, i18n } = useTranslation('components');
  // One formatter per language, not per render of every card of a list.
  const number = numberFormat(i18n.language);
  const shown = reactions.filter((item) => isReactionName(item.react) && item.count > 0);
  if (!onReact && shown.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div className={styles.bar} role="group" aria-label={t('entry.reactions')}>
      {shown.map((item) => {
        const name = item.react as ReactionName;
        const content = (
          <>
            <span className={styles.emoji}>{REACTION_EMOJI[name]}</span>
            <span className={styles.count}>{number.format(item.count)}</span>
          </>
        );
        return onReact ? (
          <button
            key={name}
            type="button"
            className={item.is_mine ? `${styles.chip} ${styles.mine}` : styles.chip}
            aria-pressed={item.is_mine}
            onClick={() => onReact(name, !item.is_mine)}
          >
            {content}
          </button>
        ) : (
          <span key={name} className={styles.chip}>
            {content}
          </span>
        );
      })}
      {onReact ? <Picker label={t('entry.react')} reactions={reactions} onReact={onReact} /> : null}
    </div>
  );
}

/** «+»: a plain button until its first press, then the Base UI popover's trigger. */
function Picker({
  label,
  reactions,
  onReact,
}: {
  label: string;
  reactions: ReactionBarProps['reactions'];
  onReact: (react: ReactionName, add: boolean) => void;
}) {
  const { loaded, plainProps, popupProps } = useLazyPopup(preload);
  const plainButton = (
    <button
      type="button"
      className={styles.add}
      aria-label={label}
      aria-haspopup="dialog"
      title={label}
      {...plainProps}
    >
      <Icon name="smile" />
      <span aria-hidden="true">+</span>
    </button>
  );
  if (!loaded) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <ReactionPickerPopup
        {...popupProps}
        label={label}
        triggerClassName={styles.add}
        reactions={reactions}
        onPick={(react, add) => {
          popupProps.onOpenChange(false);
          onReact(react, add);
        }}
      />
    </Suspense>
  );
}

export { ReactionBar };
