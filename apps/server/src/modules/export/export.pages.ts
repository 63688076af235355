/**
 * Streaming JSON in pages (modules/export): the text of a JSON array or an object of arrays,
 * written a page of items at a time, and the pages of a list read by key. Nothing here holds
 * more than one page.
 */

/** Rows read per page of every list of an export. */
export const EXPORT_PAGE_SIZE = 200;

/** One JSON value per line of an array, two-space indented within. */
function jsonItem(value: unknown): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
}

/**
 * The text of a JSON array whose items come a page at a time: `[`, the items, `]`. Yields one
 * string per page.
 */
export async function* jsonArray(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    if (page.length === 0) continue;
    const text = page.map((item) => `\n  ${jsonItem(item)}`).join(',');
    yield first ? text : `,${text}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/**
 * The text of a JSON object whose members are arrays read a page at a time: `{ "a": [...],
 * "b": [...] }`, in the order of `members`.
 */
export async function* jsonObjectOfArrays(
  members: ReadonlyArray<readonly [string, () => AsyncIterable<readonly unknown[]>]>,
): AsyncGenerator<string> {
  yield '{';
  let index = 0;
  for (const [name, pages] of members) {
    yield `${index === 0 ? '' : ','}\n${JSON.stringify(name)}: `;
    for await (const chunk of jsonArray(pages())) yield chunk.replace(/\n$/, '');
    index += 1;
  }
  yield '\n}\n';
}

/**
 * Pages of a keyed list: `read(after)` answers a page of rows after the key `after`, `keyOf`
 * the key of a row; ends on a page shorter than EXPORT_PAGE_SIZE.
 */
export async function* keyedPages<R, K>(
  first: K,
  read: (after: K) => Promise<R[]>,
  keyOf: (row: R) => K,
): AsyncGenerator<R[]> {
  let after = first;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = keyOf(rows[rows.length - 1] as R);
  }
}

/** Pages of ids (the keys are the ids themselves). */
export function idPages(read: (after: number) => Promise<number[]>): AsyncGenerator<number[]> {
  return keyedPages(0, read, (id) => id);
}

/** Maps every page of `pages` through `map`. */
export async function* mapPages<R, T>(
  pages: AsyncIterable<readonly R[]>,
  map: (rows: readonly R[]) => Promise<readonly T[]> | readonly T[],
): AsyncGenerator<readonly T[]> {
  for await (const rows of pages) yield await map(rows);
}
