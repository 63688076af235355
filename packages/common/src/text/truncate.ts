/** Default truncation of titles and previews (spec §9: 50 characters). */
import { TRUNCATE_LENGTH } from '../constants.ts';

/**
 * Shortens text to at most `max` characters (code points, the ellipsis included) for titles
 * and previews: runs of whitespace (newlines too) become one space, the cut falls on the last
 * word boundary when one lies in the second half of the limit (otherwise mid-word), trailing
 * spaces and punctuation before the cut are dropped, and `…` is appended. Text that already
 * fits is returned with its whitespace collapsed and trimmed, without an ellipsis.
 */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  if (max < 1) return '';
  const head = chars.slice(0, max - 1);
  // A word boundary: the space right after the cut counts too.
  const nextIsSpace = chars[max - 1] === ' ';
  const space = nextIsSpace ? head.length : head.lastIndexOf(' ');
  const cut = space >= Math.floor((max - 1) / 2) ? head.slice(0, space) : head;
  const body = cut
    .join('')
    .replace(/[\s.,;:!?…\-–—]+$/u, '')
    .trimEnd();
  return `${body || cut.join('')}…`;
}
