/**
 * The invisible human check of register (spec §5 "Human check", DESIGN.md §5): an ALTCHA
 * challenge from `GET auth/captcha`, solved in a Web Worker (on the main thread, in small
 * steps, where workers are unavailable) and sent as `h-captcha-response`: the base64 payload
 * built by `encodeAltchaPayload` of packages/common. The answer is cleared on failure and a
 * new challenge solved.
 */
import { type AltchaChallenge, type AltchaSolution, encodeAltchaPayload } from '@potok/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCaptchaQuery } from '../../api/queries/auth.ts';

type SolveResult = { solution?: AltchaSolution; error?: string };

function solveInWorker(challenge: AltchaChallenge, signal: AbortSignal): Promise<AltchaSolution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<SolveResult>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'no solution'));
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'worker failed'));
    };
    worker.postMessage({ challenge });
  });
}

async function solveOnMainThread(
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<AltchaSolution> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    controller,
  });
  if (!solution) throw new Error('no solution');
  return solution;
}

/** Solves an ALTCHA challenge and returns the `h-captcha-response` value. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<string> {
  const solution =
    typeof Worker === 'function'
      ? await solveInWorker(challenge, signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return solveOnMainThread(challenge, signal);
        })
      : await solveOnMainThread(challenge, signal);
  return encodeAltchaPayload(challenge, solution);
}

/** State of the human check. */
export type HumanCheckState = 'loading' | 'solving' | 'ready' | 'error' | 'unsupported';

/** Result of {@link useHumanCheck}. */
export interface HumanCheck {
  state: HumanCheckState;
  /** Resolves to the answer once solved (waits while solving); null when it failed. */
  answer(): Promise<string | null>;
  /** Forgets the answer and solves a new challenge (after a failed register). */
  reset(): void;
}

/** Fetches and solves the human check in the background as soon as the form shows. */
export function useHumanCheck(): HumanCheck {
  const captcha = useCaptchaQuery();
  const [state, setState] = useState<HumanCheckState>('loading');
  const pending = useRef<Promise<string | null>>(new Promise(() => {}));
  const resolvers = useRef<((value: string | null) => void) | null>(null);

  const fresh = useCallback(() => {
    pending.current = new Promise((resolve) => {
      resolvers.current = resolve;
    });
  }, []);

  const { data, error, isFetching } = captcha;
  useEffect(() => {
    if (isFetching) {
      setState('loading');
      return;
    }
    if (error || !data) {
      setState('error');
      resolvers.current?.(null);
      return;
    }
    if (data.provider !== 'altcha') {
      setState('unsupported');
      resolvers.current?.(null);
      return;
    }
    const controller = new AbortController();
    setState('solving');
    solveAltcha(data.challenge as unknown as AltchaChallenge, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState('ready');
        resolvers.current?.(answer);
      },
      () => {
        if (controller.signal.aborted) return;
        setState('error');
        resolvers.current?.(null);
      },
    );
    return () => controller.abort();
  }, [data, error, isFetching]);

  // a first pending answer for the first challenge
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    fresh();
  }

  const { refetch } = captcha;
  const reset = useCallback(() => {
    resolvers.current?.(null);
    fresh();
    void refetch();
  }, [fresh, refetch]);

  const answer = useCallback(() => pending.current, []);
  return { state, answer, reset };
}
