/** The rules of the code boxes: digits only, paste stripped and cut, gaps kept in place. */
import { describe, expect, it } from 'vitest';
import { clearCell, completeCode, digitsOf, fillCells, normalizeCells } from './cells.ts';

describe('code cells', () => {
  it('keeps digits only and cuts pasted text to the number of boxes', () => {
    expect(digitsOf('Код: 12-34 56 789', 6)).toBe('123456');
    expect(digitsOf('abc', 6)).toBe('');
    expect(digitsOf('１２３４５６', 6)).toBe('123456');
    expect(digitsOf('٣٤', 6)).toBe('');
  });

  it('normalizes any value to exactly the number of boxes', () => {
    expect(normalizeCells('', 6)).toBe('      ');
    expect(normalizeCells('12a4567', 6)).toBe('12 456');
  });

  it('fills a whole code from the first box wherever it was pasted', () => {
    expect(fillCells('      ', 3, '987654')).toEqual({ cells: '987654', focus: 5 });
    expect(fillCells('1     ', 1, '23')).toEqual({ cells: '123   ', focus: 3 });
    expect(fillCells('12    ', 4, '999')).toEqual({ cells: '12  99', focus: 5 });
  });

  it('empties one box without moving the others, and knows a complete code', () => {
    expect(clearCell('123456', 2)).toBe('12 456');
    expect(clearCell('123456', 9)).toBe('123456');
    expect(completeCode('12 456', 6)).toBeNull();
    expect(completeCode('123456', 6)).toBe('123456');
  });
});
