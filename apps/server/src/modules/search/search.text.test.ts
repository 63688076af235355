/**
 * The morphology behind search (search.text.ts): recall of the chosen dictionary (`az`,
 * OpenCorpora) on a set of inflected Russian forms — the set docs/decisions/search.md measured the candidates on — and the words a query is cut into.
 */
import { describe, expect, it } from 'vitest';
import { queryGroups, searchDocument, words } from './search.text.ts';

/** Inflected form → the dictionary form it must reach (ё written е, as the index folds it). */
export const RECALL_CASES: ReadonlyArray<readonly [string, string]> = [
  ['кошки', 'кошка'],
  ['кошек', 'кошка'],
  ['кошкой', 'кошка'],
  ['кошке', 'кошка'],
  ['кошкам', 'кошка'],
  ['шёл', 'идти'],
  ['шла', 'идти'],
  ['идём', 'идти'],
  ['пошёл', 'пойти'],
  ['людей', 'человек'],
  ['люди', 'человек'],
  ['детей', 'ребенок'],
  ['дети', 'ребенок'],
  ['столов', 'стол'],
  ['столами', 'стол'],
  ['окон', 'окно'],
  ['сна', 'сон'],
  ['льда', 'лед'],
  ['красивой', 'красивый'],
  ['лучше', 'хороший'],
  ['лучший', 'хороший'],
  ['бегу', 'бежать'],
  ['бежит', 'бежать'],
  ['хочу', 'хотеть'],
  ['хотят', 'хотеть'],
  ['ел', 'есть'],
  ['едят', 'есть'],
  ['писала', 'писать'],
  ['пишет', 'писать'],
  ['мыла', 'мыть'],
  ['раму', 'рама'],
  ['собаками', 'собака'],
  ['пирогов', 'пирог'],
  ['дней', 'день'],
  ['днём', 'день'],
  ['матери', 'мать'],
  ['дочерью', 'дочь'],
  ['ёлки', 'елка'],
  ['елки', 'елка'],
  ['весёлого', 'веселый'],
  ['веселого', 'веселый'],
  ['программистов', 'программист'],
  ['городам', 'город'],
  ['москвы', 'москва'],
  ['читали', 'читать'],
  ['прочитанной', 'прочитать'],
  ['котиков', 'котик'],
];

describe('search morphology', () => {
  it('reaches the dictionary form of every inflected form of the recall set', async () => {
    const missed: string[] = [];
    for (const [form, lemma] of RECALL_CASES) {
      const [group] = await queryGroups(form);
      if (!group?.includes(lemma)) missed.push(`${form} → ${group?.join('/')} (want ${lemma})`);
    }
    expect(missed).toEqual([]);
  });

  it('indexes each word once with all its lemmas, folded (lower case, ё as е)', async () => {
    // «шли» is also слать's imperative and «домой» домыть's: every reading is kept (recall).
    expect((await searchDocument('Кошки шли домой, кошки!')).split(' ')).toEqual([
      'кошки',
      'кошка',
      'шли',
      'идти',
      'слать',
      'домой',
      'домыть',
    ]);
    expect(await searchDocument('Ёлка')).toBe('елка');
  });

  it('keeps unknown and English words as they are, for the Snowball fallback', async () => {
    expect(await searchDocument('Cats and блорпы')).toBe('cats and блорпы');
  });

  it('cuts a query into words: operators, wildcards and control characters are not words', async () => {
    expect(words(`'&|!():*<>%_\\\u0000 кот`)).toEqual(['кот']);
    expect(await queryGroups(`!!! ::: %%% \u0000`)).toEqual([]);
    expect(await queryGroups('')).toEqual([]);
  });
});
