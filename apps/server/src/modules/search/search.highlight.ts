/**
 * The matched words of found texts (docs/decisions/search-highlights.md): which words of an
 * entry's or a comment's text meet the query the way the search itself does, as `TextRange`s.
 *
 * The search stores `to_tsvector('russian', <words and their lemmas>)` and asks, for each query
 * word, "any lexeme of the word or of one of its lemmas" (search.text.ts, search.sql.ts). Here
 * each word of a found text is taken with its lemmas (the same `az` dictionary, the same
 * folding), and the lexemes of every form — of the text's words and of the query's — come from
 * the same `to_tsvector('russian', …)` of the database the search runs on (one statement per
 * page, `lexemesOf`). A word is marked when one of its forms' lexemes is one of the lexemes of
 * a query word's forms: «кот» marks «коты» and «котом»; «кошки» marks «кошек» and «кошка»; a
 * stop word or a word that only looks alike marks nothing.
 */
import type { TextRange } from '@potok/common';
import { formsOf, queryGroups, wordSpans } from './search.text.ts';

/**
 * The lexemes of each token, as the database's `to_tsvector('russian', token)` gives them
 * (the search repository's `lexemes`); a stop word has none.
 */
export type LexemesOf = (tokens: readonly string[]) => Promise<Map<string, readonly string[]>>;

/**
 * For each of `texts`, in order, the ranges of its words that match `query` (in text order, one
 * per matched word, never overlapping); all empty when the query has no word.
 */
export async function highlightTexts(
  texts: readonly string[],
  query: string,
  lexemesOf: LexemesOf,
): Promise<TextRange[][]> {
  if (texts.length === 0) return [];
  const groups = await queryGroups(query);
  if (groups.length === 0) return texts.map(() => []);
  const spans = texts.map(wordSpans);
  const forms = await formsOf(spans.flatMap((list) => list.map((span) => span.word)));
  const tokens = new Set<string>(groups.flat());
  for (const list of forms.values()) for (const form of list) tokens.add(form);
  const lexemes = await lexemesOf([...tokens]);
  const wanted = new Set(groups.flat().flatMap((token) => lexemes.get(token) ?? []));
  const matches = (word: string) =>
    (forms.get(word) ?? [word]).some((form) =>
      (lexemes.get(form) ?? []).some((lexeme) => wanted.has(lexeme)),
    );
  return spans.map((list) =>
    list.filter((span) => matches(span.word)).map(({ start, end }) => ({ start, end })),
  );
}
