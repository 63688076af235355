/**
 * The tags of a feed being made or edited: the chosen tags as removable chips, and a field where
 * a tag is typed (`котики` or `#котики`) and added with Enter, a comma or a space; Backspace in
 * the empty field takes the last one back. While a tag is typed, the tags that start with it are
 * offered (`GET suggest/tags`, the `#` suggestions of the compose box): ↓ / ↑ move through
 * them, Enter adds the highlighted one, a click too (ARIA combobox with a listbox). A tag that is
 * not a `#tag` (packages/common `feedTagSlug`) is refused with the `feed_tag_not_valid` text; at
 * most FEED_LIMITS.tagsMax tags.
 *
 * Controlled: `tags` are slugs, `onChange` receives the new list; `draft` and `onDraftChange`
 * hold what is typed (the form adds a typed tag on submit too).
 */
import { FEED_LIMITS, feedTagSlug } from '@potok/common';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestQuery } from '../../api/queries/suggest.ts';
import Icon from '../Icon.tsx';
import styles from './FeedModals.module.css';

/** Props of `TagsField`. */
export interface TagsFieldProps {
  tags: string[];
  onChange(tags: string[]): void;
  draft: string;
  onDraftChange(draft: string): void;
  /** Id of the text field (for its `<label>`). */
  inputId: string;
  /** Id of the hint under the field. */
  hintId: string;
}

/** Wait after the last keystroke before asking for suggestions, ms. */
const DEBOUNCE_MS = 150;

/** The slug the typed text would add, or null. */
function typedSlug(text: string): string | null {
  return text.trim() === '' ? null : feedTagSlug(text);
}

/** Chips and a field with suggestions. */
export default function TagsField({
  tags,
  onChange,
  draft,
  onDraftChange,
  inputId,
  hintId,
}: TagsFieldProps) {
  const { t } = useTranslation('feeds');
  const { t: ts } = useTranslation('status');
  const [prefix, setPrefix] = useState('');
  const [active, setActive] = useState(-1);
  const [invalid, setInvalid] = useState(false);
  const [closed, setClosed] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  const full = tags.length >= FEED_LIMITS.tagsMax;

  useEffect(() => {
    const body = draft.trim().replace(/^#/, '');
    if (!/^[\p{L}\p{M}\p{N}_]{1,24}$/u.test(body)) {
      setPrefix('');
      return;
    }
    const timer = setTimeout(() => setPrefix(body), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const { data } = useSuggestQuery('tag', prefix);
  const suggestions =
    prefix !== '' && !closed && data?.kind === 'tag'
      ? data.items.filter((tag) => !tags.includes(tag.slug))
      : [];
  const open = suggestions.length > 0;
  const current = active < suggestions.length ? active : -1;

  const add = (text: string): boolean => {
    const slug = typedSlug(text);
    if (slug === null) {
      setInvalid(text.trim() !== '');
      return false;
    }
    if (!tags.includes(slug)) {
      if (full) return false;
      onChange([...tags, slug]);
    }
    onDraftChange('');
    setInvalid(false);
    setActive(-1);
    return true;
  };

  const remove = (slug: string) => onChange(tags.filter((tag) => tag !== slug));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive(current <= 0 ? suggestions.length - 1 : current - 1);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    } else if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      const chosen = open && current >= 0 ? suggestions[current] : undefined;
      if (chosen) {
        event.preventDefault();
        add(chosen.slug);
      } else if (draft.trim() !== '') {
        event.preventDefault();
        add(draft);
      } else if (event.key !== 'Enter') {
        event.preventDefault();
      }
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.tagsField}>
      {tags.length > 0 ? (
        <ul className={styles.chips} aria-label={t('form.tags_chosen')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>#{tag}</span>
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(tag)}
                aria-label={t('form.tag_remove', { tag })}
                title={t('form.tag_remove', { tag })}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.tagInputWrap}>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          onChange={(event) => {
            onDraftChange(event.target.value);
            setInvalid(false);
            setClosed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setClosed(true)}
          onFocus={() => setClosed(false)}
          placeholder={full ? t('form.tags_full') : t('form.tags_placeholder')}
          disabled={full && draft === ''}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && current >= 0 ? `${listId}-${current}` : undefined}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          enterKeyHint="enter"
          maxLength={FEED_LIMITS.tagMax + 1}
        />
        <div
          id={listId}
          role="listbox"
          className={open ? styles.suggestions : styles.hidden}
          aria-label={t('form.tags_suggestions')}
        >
          {suggestions.map((tag, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrows and Enter choose
            <div
              key={tag.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              tabIndex={-1}
              className={index === current ? `${styles.option} ${styles.active}` : styles.option}
              // Keeps the focus in the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(tag.slug)}
            >
              #{tag.label}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className={invalid ? `${styles.hint} ${styles.error}` : styles.hint}>
        {invalid
          ? ts('feed_tag_not_valid')
          : t('form.tags_hint', { count: tags.length, max: FEED_LIMITS.tagsMax })}
      </p>
    </div>
  );
}
