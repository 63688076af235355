/**
 * The feed's emoji: a grid of common emoji as one radio group (arrows move and choose, Tab leaves
 * it; FEED_EMOJI), and a field for any other single emoji (packages/common `isFeedEmoji`), typed
 * or pasted — from the system's own emoji keyboard (Win+. , Ctrl+Cmd+Space, a phone's keyboard).
 * Controlled: `value` is the chosen emoji.
 */
import { isFeedEmoji } from '@potok/common';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_EMOJI } from './emoji.ts';
import styles from './FeedModals.module.css';

/** Props of `EmojiPicker`. */
export interface EmojiPickerProps {
  value: string;
  onChange(emoji: string): void;
}

/** The grid and the field. */
export default function EmojiPicker({ value, onChange }: EmojiPickerProps) {
  const { t } = useTranslation('feeds');
  const id = useId();
  const inGrid = FEED_EMOJI.includes(value);
  const [own, setOwn] = useState(inGrid ? '' : value);
  const ownInvalid = own.trim() !== '' && !isFeedEmoji(own.trim());
  return (
    <fieldset className={styles.emojiField}>
      <legend className={styles.label}>{t('form.emoji_label')}</legend>
      <div className={styles.emojiGrid}>
        {FEED_EMOJI.map((emoji) => (
          <label key={emoji} className={styles.emojiOption}>
            <input
              type="radio"
              name={`${id}-emoji`}
              value={emoji}
              checked={value === emoji}
              onChange={() => {
                onChange(emoji);
                setOwn('');
              }}
              className="visually-hidden"
            />
            <span>{emoji}</span>
          </label>
        ))}
      </div>
      <div className={styles.ownEmoji}>
        <label htmlFor={`${id}-own`} className={styles.ownLabel}>
          {t('form.emoji_own')}
        </label>
        <input
          id={`${id}-own`}
          className={`${styles.input} ${styles.ownInput}`}
          value={own}
          onChange={(event) => {
            const next = event.target.value;
            setOwn(next);
            if (isFeedEmoji(next.trim())) onChange(next.trim());
          }}
          aria-invalid={ownInvalid || undefined}
          aria-describedby={`${id}-own-hint`}
          autoComplete="off"
          maxLength={16}
        />
        <span id={`${id}-own-hint`} className={ownInvalid ? styles.error : styles.hint}>
          {ownInvalid ? t('form.emoji_invalid') : t('form.emoji_own_hint')}
        </span>
      </div>
    </fieldset>
  );
}
