/**
 * The SQL side of full-text search (DESIGN.md §8 "Search"), shared by the writes that store a
 * `search_vector` (entries, comments) and the search queries: both go through the `russian`
 * text-search configuration, on PGlite and PostgreSQL alike (see search.text.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryGroups, searchDocument } from './search.text.ts';

/**
 * The value of a `search_vector` column for `text`: `to_tsvector('russian', <words and
 * lemmas>)`. Computed in JavaScript before the write's transaction opens (the dictionary lookup
 * does not hold the transaction), stored by the same statement that writes the text.
 */
export async function searchVector(text: string): Promise<SQL> {
  return sql`to_tsvector('russian', ${await searchDocument(text)}::text)`;
}

/**
 * The `tsquery` of a search: for each query word, "the word or one of its lemmas"
 * (`plainto_tsquery('russian', …)` of each, joined by `||`), all words required (`&&`). Stop
 * words give empty parts, which `&&` and `||` drop. Null when the query has no word at all;
 * a query of stop words only gives a `tsquery` with no node (`numnode(q) = 0`), which the
 * search queries answer with nothing.
 */
export async function searchQuery(query: string): Promise<SQL | null> {
  const groups = await queryGroups(query);
  if (groups.length === 0) return null;
  const parts = groups.map(
    (group) =>
      sql`(${sql.join(
        group.map((token) => sql`plainto_tsquery('russian', ${token}::text)`),
        sql` || `,
      )})`,
  );
  return sql.join(parts, sql` && `);
}
