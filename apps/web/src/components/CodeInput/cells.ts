/**
 * The pure rules of the one-digit boxes of a confirmation code (spec §4 "Recovery code": 6
 * digits, one per box, digits only; pasting strips non-digits and cuts to 6). A code being typed
 * is a string of exactly `length` cells, each a digit or a space for an empty box, so a box
 * emptied in the middle keeps the others in place.
 */

/** The empty cell. */
export const EMPTY = ' ';

/** `value` as exactly `length` cells: non-digits become empty cells, the rest is cut or padded. */
export function normalizeCells(value: string, length: number): string {
  let cells = '';
  for (let index = 0; index < length; index++) {
    const char = value[index] ?? EMPTY;
    cells += /^[0-9]$/.test(char) ? char : EMPTY;
  }
  return cells;
}

/**
 * The digits of typed or pasted text, at most `max`: every other character dropped. Full-width
 * digits (a Japanese keyboard's `１２３`) count as digits (NFKC), other scripts' digits do not.
 */
export function digitsOf(text: string, max: number): string {
  return text
    .normalize('NFKC')
    .replace(/[^0-9]/g, '')
    .slice(0, max);
}

/** What writing digits into the boxes gives: the new cells and the box to focus next. */
export interface Filled {
  cells: string;
  /** The index of the box to focus: after the last digit written, or the last box. */
  focus: number;
}

/**
 * Writes `digits` into `cells` from box `at` on (a whole code — `length` digits or more — always
 * from the first box, wherever it was pasted); digits beyond the last box are dropped.
 */
export function fillCells(cells: string, at: number, digits: string): Filled {
  const length = cells.length;
  const start = digits.length >= length ? 0 : Math.max(0, Math.min(at, length - 1));
  const written = digits.slice(0, length - start);
  const next = cells.slice(0, start) + written + cells.slice(start + written.length);
  return { cells: next, focus: Math.min(start + written.length, length - 1) };
}

/** `cells` with box `at` emptied. */
export function clearCell(cells: string, at: number): string {
  if (at < 0 || at >= cells.length) return cells;
  return cells.slice(0, at) + EMPTY + cells.slice(at + 1);
}

/** The code when every box holds a digit, else null. */
export function completeCode(cells: string, length: number): string | null {
  return cells.length === length && /^[0-9]+$/.test(cells) ? cells : null;
}
