import { describe, expect, test } from 'vitest';
import { charLength } from './length.ts';

describe('charLength', () => {
  test('counts code points: an emoji is one character', () => {
    expect(charLength('')).toBe(0);
    expect(charLength('поток')).toBe(5);
    expect(charLength('😀')).toBe(1);
    expect(charLength('a😀b')).toBe(3);
  });
});
