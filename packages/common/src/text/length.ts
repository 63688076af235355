/**
 * Length of a text in characters as people count them: Unicode code points, so an emoji outside
 * the Basic Multilingual Plane is one (`'😀'.length` is 2). The unit of every text limit of
 * LIMITS (DESIGN.md §5), on the server and in the web app's counters.
 */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
