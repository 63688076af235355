/**
 * Six one-digit boxes for a confirmation code (spec §4 "Recovery code", §9 "Recovery code
 * length"): the password-recovery code and the e-mail confirmation codes of the account
 * settings. Digits only; typing a digit fills the box and moves on; Backspace empties the box,
 * or — in an empty box — the one before it and steps back; Delete empties the box; ← → Home End
 * move between boxes; pasted text (or a code the system offers, `autocomplete="one-time-code"`)
 * is stripped of everything but digits and cut to six, a whole code filling from the first box.
 * Nothing is prefilled. The boxes form a fieldset named by its legend; each box is named «Цифра 2 из 6», and
 * an error is tied to every box (`aria-invalid`, `aria-describedby`).
 *
 * Controlled: `value` is the cells (digits, a space for an empty box; see cells.ts); `onChange`
 * gets the new cells; `onComplete` gets the code whenever an edit leaves all six boxes filled
 * (the screens send it at once). Texts come from the `account` namespace.
 */
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CodeInput.module.css';
import { clearCell, completeCode, digitsOf, EMPTY, fillCells, normalizeCells } from './cells.ts';

/** What a screen may do with the boxes: put the focus in the first empty one. */
export interface CodeInputHandle {
  focus(): void;
}

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** The cells: digits, a space for an empty box (`''` is all empty). */
  value: string;
  onChange(cells: string): void;
  /** Called with the code when an edit leaves every box filled. */
  onComplete?(code: string): void;
  /** The group's visible label («Код из письма»). */
  label: string;
  /** A line under the boxes (where the code was sent). */
  hint?: string | null;
  /** An already translated error under the boxes. */
  error?: string | null;
  disabled?: boolean;
  /** Number of boxes (CODE_LENGTH, 6). */
  length?: number;
  ref?: Ref<CodeInputHandle>;
}

/** The boxes of a code. */
export default function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  hint,
  error,
  disabled = false,
  length = 6,
  ref,
}: CodeInputProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const cells = normalizeCells(value, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({
    focus: () => focusBox(Math.max(0, cells.indexOf(EMPTY))),
  }));

  const commit = (next: string, focus: number) => {
    onChange(next);
    focusBox(focus);
    const code = completeCode(next, length);
    if (code && next !== cells) onComplete?.(code);
  };

  const write = (index: number, digits: string) => {
    const filled = fillCells(cells, index, digits);
    commit(filled.cells, filled.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^[0-9]$/.test(key)) {
      event.preventDefault();
      write(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (cells[index] !== EMPTY || index === 0) commit(clearCell(cells, index), index);
      else commit(clearCell(cells, index - 1), index - 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      commit(clearCell(cells, index), index);
    } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const step = key === 'ArrowLeft' ? index - 1 : key === 'ArrowRight' ? index + 1 : 0;
      focusBox(key === 'End' ? length - 1 : step);
    } else if (key.length === 1) {
      // a letter or a sign: only digits go into the boxes
      event.preventDefault();
    }
  };

  /** Input that came without a digit key (a phone keyboard, the system's code suggestion). */
  const onInput = (index: number, text: string) => {
    const old = cells[index] ?? EMPTY;
    let digits = digitsOf(text, length);
    // the box kept its digit and got one more beside it: the new one replaces it
    if (digits.length === 2 && old !== EMPTY && digits.includes(old)) {
      digits = digits.replace(old, '');
    }
    if (digits === '') commit(clearCell(cells, index), index);
    else write(index, digits);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'), length);
    if (digits) write(index, digits);
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <fieldset className={styles.group}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.boxes}>
          {Array.from({ length }, (_, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
              key={index}
              ref={(node) => {
                boxes.current[index] = node;
              }}
              className={styles.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              enterKeyHint={index === length - 1 ? 'done' : 'next'}
              aria-label={t('code_digit', { index: index + 1, total: length })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              value={cells[index] === EMPTY ? '' : cells[index]}
              onKeyDown={onKeyDown(index)}
              onChange={(event) => onInput(index, event.target.value)}
              onPaste={onPaste(index)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
