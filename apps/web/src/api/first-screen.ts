/**
 * The answers the server wrote into the page for its first screen (apps/server/src/lib/
 * first-screen.ts; packages/common `firstScreen` names the calls): one `<script
 * type="application/json" data-answer="/v1/…">` element per API call the screen makes first,
 * always `GET auth/session`. Read once when this module loads, and the elements removed; the
 * client ({@link takeFirstScreenAnswer} in client.ts) answers the first GET of each address
 * from here instead of the network, once, and only while the page is young
 * ({@link ANSWER_LIFETIME_MS}): later the network's answer is the fresh one.
 */

import { firstScreen } from '@potok/common';

/** How long after the page started its answers may stand in for the network, ms. */
export const ANSWER_LIFETIME_MS = 30_000;

/** Answers by address (path and query), as JSON text. */
const answers = new Map<string, string>();

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll<HTMLScriptElement>(
    'script[type="application/json"][data-answer]',
  )) {
    const url = element.dataset.answer;
    if (url && element.textContent) answers.set(url, element.textContent);
    element.remove();
  }
}

/**
 * The JSON text the page brought for `GET url` (path and query, e.g.
 * `/v1/feed/timeline?limit=7&offset=0`), once; undefined when it brought none, it was taken
 * already, or the page is older than {@link ANSWER_LIFETIME_MS}.
 */
export function takeFirstScreenAnswer(url: string): string | undefined {
  const text = answers.get(url);
  if (text === undefined) return undefined;
  answers.delete(url);
  return performance.now() < ANSWER_LIFETIME_MS ? text : undefined;
}

/**
 * Whether the page brought (and nothing took yet) every answer the first screen of `pathname`
 * asks for first (packages/common `firstScreen`); false for a page without a prepared screen.
 */
export function broughtFirstScreen(pathname: string, signedIn: boolean): boolean {
  const screen = firstScreen(pathname, signedIn);
  return screen?.requests.every((url) => answers.has(url)) ?? false;
}

/** Drops every answer not taken yet (the session changed: they were another person's view). */
export function forgetFirstScreenAnswers(): void {
  answers.clear();
}
