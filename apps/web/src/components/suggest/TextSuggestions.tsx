/**
 * `@` and `#` suggestions for a textarea (beyond the spec; docs/decisions/entry-media-and-suggestions.md "@ and #
 * suggestions"): while the caret ends an `@abc` or `#абв`, a listbox under the field offers the
 * usernames (with name and avatar) or tags that start with it. ↓ / ↑ move through it, Enter or
 * Tab insert the chosen one (`@username ` / `#Tag `) in place of what was typed, Escape closes it
 * until the next token, a click inserts too; the field keeps the focus throughout.
 *
 * Accessibility: the ARIA combobox pattern as far as a `<textarea>` may carry it (HTML allows it
 * no `combobox` role): the field gets `aria-autocomplete="list"`, `aria-controls` naming the
 * listbox and `aria-activedescendant` naming the active option while the list is open; a polite
 * status says how many suggestions there are and which keys choose.
 *
 * Use: render `<TextSuggestions textarea={ref} />` right after the textarea, `ref` being the
 * textarea's ref. The field stays the owner's controlled input: the insertion goes through the
 * browser's own editing (`insertText`), so the owner's `onChange` sees it and Ctrl+Z undoes it.
 * Keys are read on the document in the capture phase, before the owner's handlers, and only
 * while the list is open.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestQuery } from '../../api/queries/suggest.ts';
import Avatar from '../Avatar.tsx';
import styles from './TextSuggestions.module.css';
import { type TypedToken, tokenAt } from './token.ts';

/** Props of `TextSuggestions`. */
export interface TextSuggestionsProps {
  /** The textarea the suggestions serve. */
  textarea: RefObject<HTMLTextAreaElement | null>;
}

/** Wait after the last keystroke before asking the server, ms. */
const DEBOUNCE_MS = 120;

/** The suggestions listbox of one textarea; renders nothing while there is nothing to offer. */
export default function TextSuggestions({ textarea }: TextSuggestionsProps) {
  const { t } = useTranslation('media');
  const [token, setToken] = useState<TypedToken | null>(null);
  const [prefix, setPrefix] = useState('');
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const id = useId();
  const listId = `${id}-list`;
  const kind = token?.kind ?? 'user';
  const { data } = useSuggestQuery(kind, prefix);
  const ready = token !== null && prefix !== '' && dismissed !== token.start;
  const items = ready && data?.kind === kind ? data.items : [];
  const open = items.length > 0;
  const current = Math.min(active, Math.max(0, items.length - 1));

  // Debounced lookups: the prefix follows the typed token after a pause.
  useEffect(() => {
    const query = token?.query ?? '';
    if (query === '') {
      setPrefix('');
      return;
    }
    const timer = setTimeout(() => setPrefix(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [token?.query]);

  // Latest state for the document listeners.
  const state = useRef({ open, items, current, token });
  state.current = { open, items, current, token };

  const pick = (index: number) => {
    const { items: list, token: typed } = state.current;
    const el = textarea.current;
    const item = list[index];
    if (!el || !typed || !item) return;
    const word = 'username' in item ? `@${item.username}` : `#${item.label}`;
    const next = el.value.slice(typed.end, typed.end + 1);
    const insert = next === '' || !/\s/.test(next) ? `${word} ` : word;
    el.focus();
    el.setSelectionRange(typed.start, typed.end);
    // The browser's own editing: fires `input` (the owner's onChange) and keeps undo.
    if (!document.execCommand('insertText', false, insert)) {
      el.setRangeText(insert, typed.start, typed.end, 'end');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    setToken(null);
    setDismissed(typed.start);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    const isField = (event: Event) =>
      textarea.current !== null && event.target === textarea.current;
    const read = (event: Event) => {
      if (!isField(event)) return;
      const el = textarea.current!;
      const next =
        el.selectionStart === el.selectionEnd ? tokenAt(el.value, el.selectionStart) : null;
      setToken((previous) =>
        previous?.start === next?.start &&
        previous?.end === next?.end &&
        previous?.query === next?.query
          ? previous
          : next,
      );
      if (next === null) setDismissed(null);
      setActive(0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: shown, items: list, current: index, token: typed } = state.current;
      if (!isField(event) || !shown || event.isComposing) return;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      let handled = true;
      if (event.key === 'ArrowDown' && plain) setActive((index + 1) % list.length);
      else if (event.key === 'ArrowUp' && plain) setActive((index - 1 + list.length) % list.length);
      else if ((event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) && plain) {
        pickRef.current(index);
      } else if (event.key === 'Escape') setDismissed(typed?.start ?? null);
      else handled = false;
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key)) return;
      read(event);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isField(event)) setToken(null);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('input', read, true);
    document.addEventListener('keyup', onKeyUp, true);
    document.addEventListener('click', read, true);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('input', read, true);
      document.removeEventListener('keyup', onKeyUp, true);
      document.removeEventListener('click', read, true);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [textarea]);

  // The combobox attributes the textarea may carry, while the list is open.
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.setAttribute('aria-autocomplete', 'list');
    if (open) {
      el.setAttribute('aria-controls', listId);
      el.setAttribute('aria-activedescendant', optionId(current));
    } else {
      el.removeAttribute('aria-controls');
      el.removeAttribute('aria-activedescendant');
    }
  });

  return (
    <>
      <span className="visually-hidden" role="status">
        {open ? t('suggest.count', { count: items.length }) : ''}
      </span>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={kind === 'user' ? t('suggest.users') : t('suggest.tags')}
          className={styles.list}
        >
          {items.map((item, index) => (
            // Options are chosen from the field's keys (aria-activedescendant) or by a click.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
            <div
              key={'username' in item ? `u${item.user_id}` : `t${item.tag_id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              tabIndex={-1}
              className={index === current ? `${styles.option} ${styles.active}` : styles.option}
              // Keep the focus in the field: the click inserts and typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              onMouseEnter={() => setActive(index)}
            >
              {'username' in item ? (
                <>
                  <Avatar hash={item.avatar.hash} size="small" alt="" className={styles.avatar} />
                  <span className={styles.text}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.sub}>@{item.username}</span>
                  </span>
                </>
              ) : (
                <span className={styles.text}>
                  <span className={styles.name}>#{item.label}</span>
                </span>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
