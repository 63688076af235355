/**
 * Global set-up of the server tests (vitest.config.ts): the server's bundle (apps/server/dist,
 * what `npm start` runs) is built when its sources changed since its last build
 * (scripts/build-if-stale.mjs), so the tests that start the real process (main-process.ts) run
 * the code as it is now. A second run with nothing changed skips the build.
 */
// @ts-expect-error -- a JavaScript module of the repository's scripts, without declarations
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

/** Builds the server's bundle if stale; rejects when the build fails. */
export default async function setup(): Promise<void> {
  const code: number = await buildIfStale({ only: ['server'] });
  if (code !== 0) throw new Error('the server bundle (apps/server/bundle.mjs) did not build');
}
