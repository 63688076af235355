/// <reference lib="webworker" />
/**
 * Solves an ALTCHA challenge off the main thread (altcha-lib v2 `solveChallenge` with the Web
 * Crypto SHA key derivation). Message in: `{ challenge }`; out: `{ solution }` or `{ error }`.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<{ challenge: Challenge }>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data.challenge, deriveKey });
    self.postMessage(solution ? { solution } : { error: 'timeout' });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
