import { describe, expect, it } from 'vitest';
import { tokenAt } from './token.ts';

const at = (text: string) => tokenAt(text, text.length);

describe('tokenAt', () => {
  it('finds the mention or tag that ends at the caret', () => {
    expect(at('привет @ann')).toEqual({ kind: 'user', query: 'ann', start: 7, end: 11 });
    expect(at('#поток')).toEqual({ kind: 'tag', query: 'поток', start: 0, end: 6 });
    expect(at('(#Kyōto_2')).toMatchObject({ kind: 'tag', query: 'Kyōto_2', start: 1 });
    expect(at('line\n@a_b')).toMatchObject({ kind: 'user', query: 'a_b' });
  });

  it('offers nothing for a bare sign, an address, a word in the middle or a finished token', () => {
    expect(at('@')).toBeNull();
    expect(at('mail@host')).toBeNull();
    expect(at('a#b')).toBeNull();
    expect(at('@анна')).toBeNull();
    expect(at('@ann ')).toBeNull();
    expect(at(`@${'a'.repeat(25)}`)).toBeNull();
    expect(tokenAt('@annа', 3)).toBeNull();
    expect(tokenAt('@ann and', 4)).toEqual({ kind: 'user', query: 'ann', start: 0, end: 4 });
  });
});
