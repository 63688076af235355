/// <reference lib="webworker" />
/**
 * Solves an ALTCHA challenge off the main thread (altcha-lib v2 `solveChallenge` with the Web
 * Crypto SHA key derivation). Message in: `{ challenge, counterStart?, counterStep? }`; out: `{ solution }` or `{ error }`.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

declare const self: DedicatedWorkerGlobalScope;

interface Work {
  challenge: Challenge;
  /** First counter to try and the step between tries (several workers share the range). */
  counterStart?: number;
  counterStep?: number;
}

self.onmessage = async (event: MessageEvent<Work>) => {
  const { challenge, counterStart = 0, counterStep = 1 } = event.data;
  try {
    const solution = await solveChallenge({ challenge, counterStart, counterStep, deriveKey });
    self.postMessage(solution ? { solution } : { error: 'timeout' });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
