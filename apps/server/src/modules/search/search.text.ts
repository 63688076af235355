/**
 * Russian morphology for full-text search (DESIGN.md §5 "search", §8 "Search";
 * docs/decisions/search.md).
 *
 * PostgreSQL's Snowball stemmer alone misses forms whose stems differ («кошка» → `кошк`,
 * «кошек» → `кошек`; «шёл» and «идти»), and the embedded database cannot load a system
 * dictionary. So the server turns a text into its words plus each word's dictionary forms
 * (lemmas, from the OpenCorpora dictionary of `az`), and the database indexes that text with the
 * `russian` configuration: every word and every lemma is Snowball-stemmed (Cyrillic words by the
 * Russian stemmer, Latin ones by the English stemmer) and Russian and English stop words are
 * dropped. A query goes through the same steps, each of its words becoming "the word or any of
 * its lemmas", so a form the dictionary knows meets every other form of the same lemma, and an
 * unknown word still meets its Snowball-stemmed forms. ё is written е throughout.
 *
 * One code path for both databases: this module runs in the server process, and the SQL it
 * feeds (`to_tsvector('russian', …)`, `plainto_tsquery('russian', …)`) is built into PGlite and
 * PostgreSQL alike.
 *
 * The dictionary (≈ 12 MB of files, ≈ 70 MB of memory) is loaded on first use, once per process;
 * lemmas of a word are cached (`LEMMA_CACHE_SIZE` words). Only the dictionary parser runs (no
 * guessing of unknown words, no typo correction), and abbreviation readings are skipped: unknown
 * words are left to Snowball. Every other reading of an ambiguous form is kept («шли» → идти,
 * слать): recall before precision, the dictionary's scores do not tell them apart.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The part of `az` used here: `Az.Morph.init(dir, callback)` and `Az.Morph(word, config)`. */
interface AzParse {
  normalize(): { word: string };
  tag: { Abbr?: boolean };
}
interface AzModule {
  Morph: ((word: string, config: object) => AzParse[]) & {
    init(path: string, callback: (error?: unknown) => void): void;
  };
}

/** Words whose lemmas are remembered; the cache is emptied when it grows past this. */
export const LEMMA_CACHE_SIZE = 200_000;
/** Query words taken (the rest of a long query is ignored). */
export const MAX_QUERY_WORDS = 8;
/** Characters of a word looked up in the dictionary (longer ones are left to Snowball). */
const MAX_WORD_LENGTH = 40;
/** Dictionary forms kept per word (an ambiguous form has a few: «стали» → стать, сталь). */
const MAX_LEMMAS = 4;

/** Only dictionary words, case ignored, е read as е or ё, no typo or stutter guessing. */
const MORPH_CONFIG = { parsers: ['Dictionary'], stutter: 0, typos: 0, ignoreCase: true };

/** Words: runs of letters, digits and combining marks (any script). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

let loading: Promise<AzModule> | null = null;
const cache = new Map<string, readonly string[]>();

/**
 * Loads the dictionary once (≈ 0.3–0.6 s); later calls share the same promise.
 * @throws Error when the package's dictionary files cannot be read
 */
export function loadMorphology(): Promise<AzModule> {
  loading ??= new Promise<AzModule>((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const az = require('az') as AzModule;
    const dicts = join(dirname(require.resolve('az/package.json')), 'dicts');
    az.Morph.init(dicts, (error) => (error ? reject(error) : resolve(az)));
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Lower case, ё as е. */
function fold(word: string): string {
  return word.toLowerCase().replaceAll('ё', 'е');
}

/** The words of `text`, folded (lower case, ё → е), in order, repeats kept. */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => fold(m[0]));
}

/** A word of a text and where it stands: `[start, end)` in UTF-16 code units. */
export interface WordSpan {
  /** The word folded (lower case, ё → е). */
  word: string;
  start: number;
  end: number;
}

/**
 * The words of `text` as `words` finds them, with their places. A word is a whole run of
 * letters, digits and combining marks (the `u` flag never cuts a surrogate pair), so a span
 * never splits a character.
 */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    word: fold(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Each folded word of `list` with its forms as `searchDocument` indexes them: the word, then its
 * lemmas. Example: [кошки] → кошки ↦ [кошки, кошка].
 */
export async function formsOf(list: Iterable<string>): Promise<Map<string, string[]>> {
  const az = await loadMorphology();
  const out = new Map<string, string[]>();
  for (const word of list) if (!out.has(word)) out.set(word, [word, ...lemmasOf(az, word)]);
  return out;
}

/** The folded dictionary forms of a folded word other than itself (cached; [] when unknown). */
function lemmasOf(az: AzModule, word: string): readonly string[] {
  const hit = cache.get(word);
  if (hit) return hit;
  const found = new Set<string>();
  if (word.length <= MAX_WORD_LENGTH && /\p{Script=Cyrillic}/u.test(word)) {
    for (const parse of az.Morph(word, MORPH_CONFIG)) {
      // An abbreviation reading («и» → исполняющий, «в» → век, «с» → секунда) would make
      // every stop word a real word: skipped.
      if (parse.tag.Abbr) continue;
      const lemma = fold(parse.normalize().word);
      if (lemma !== word) found.add(lemma);
      if (found.size >= MAX_LEMMAS) break;
    }
  }
  const lemmas = [...found];
  if (cache.size >= LEMMA_CACHE_SIZE) cache.clear();
  cache.set(word, lemmas);
  return lemmas;
}

/**
 * The text the database indexes for `text` (an entry's or a comment's):
 * each distinct word once, followed by its lemmas, space-separated, folded. The caller stores
 * `to_tsvector('russian', <this>)` (see `searchVector` in search.sql.ts).
 * Example: «Кошки шли домой» → «кошки кошка шли идти домой».
 */
export async function searchDocument(text: string): Promise<string> {
  const az = await loadMorphology();
  const out = new Set<string>();
  for (const word of words(text)) {
    if (out.has(word)) continue;
    out.add(word);
    for (const lemma of lemmasOf(az, word)) out.add(lemma);
  }
  return [...out].join(' ');
}

/**
 * The query's words as groups of alternatives: for each distinct word (the first
 * MAX_QUERY_WORDS) the word and its lemmas. A match needs every group, and any member of one.
 * Punctuation, tsquery operators, LIKE wildcards and control characters are not words and
 * vanish here. Example: «кошек шёл» → [[кошек, кошка], [шел, идти]].
 */
export async function queryGroups(query: string): Promise<string[][]> {
  const distinct = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
  if (distinct.length === 0) return [];
  const az = await loadMorphology();
  return distinct.map((word) => [word, ...lemmasOf(az, word)]);
}
