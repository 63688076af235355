/**
 * The invisible human check of register (spec §5 "Human check", DESIGN.md §5): an ALTCHA
 * challenge from `GET auth/captcha`, solved in a Web Worker (on the main thread, in small
 * steps, where workers are unavailable) and sent as `h-captcha-response`: the base64 payload
 * built by `encodeAltchaPayload` of packages/common. The answer is cleared on failure and a
 * new challenge solved. When the server names hCaptcha instead, its invisible widget runs at
 * submit time.
 */
import { type AltchaChallenge, type AltchaSolution, encodeAltchaPayload } from '@potok/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCaptchaQuery } from '../../api/queries/auth.ts';

type SolveResult = { solution?: AltchaSolution; error?: string };

/** How many workers share the search (a few cores; more gives little for one short task). */
function workerCount(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

/** Solves in parallel workers, each trying every n-th counter; the first answer wins. */
function solveInWorker(challenge: AltchaChallenge, signal: AbortSignal): Promise<AltchaSolution> {
  return new Promise((resolve, reject) => {
    const count = workerCount();
    const workers: Worker[] = [];
    let failures = 0;
    const stopAll = () => {
      for (const worker of workers) worker.terminate();
    };
    const onAbort = () => {
      stopAll();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (solution: AltchaSolution | null, error?: string) => {
      if (solution) {
        signal.removeEventListener('abort', onAbort);
        stopAll();
        resolve(solution);
        return;
      }
      failures += 1;
      if (failures === count) {
        signal.removeEventListener('abort', onAbort);
        stopAll();
        reject(new Error(error ?? 'no solution'));
      }
    };
    for (let index = 0; index < count; index++) {
      const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
      workers.push(worker);
      worker.onmessage = (event: MessageEvent<SolveResult>) =>
        settle(event.data.solution ?? null, event.data.error);
      worker.onerror = (event) => settle(null, event.message || 'worker failed');
      worker.postMessage({ challenge, counterStart: index, counterStep: count });
    }
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

/** The part of the hCaptcha script API the invisible check uses. */
interface HCaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; size: 'invisible' }): string;
  execute(id: string, options: { async: true }): Promise<{ response: string }>;
  reset(id?: string): void;
}

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
    potokHCaptchaLoaded?: () => void;
  }
}

let hcaptchaScript: Promise<HCaptchaApi> | null = null;

/** Loads the hCaptcha script once (allowed by the server's CSP when hCaptcha is configured). */
function loadHCaptcha(): Promise<HCaptchaApi> {
  if (window.hcaptcha) return Promise.resolve(window.hcaptcha);
  hcaptchaScript ??= new Promise<HCaptchaApi>((resolve, reject) => {
    window.potokHCaptchaLoaded = () => {
      if (window.hcaptcha) resolve(window.hcaptcha);
      else reject(new Error('hCaptcha missing'));
    };
    const script = document.createElement('script');
    script.src = 'https://js.hcaptcha.com/1/api.js?render=explicit&onload=potokHCaptchaLoaded';
    script.async = true;
    script.onerror = () => {
      hcaptchaScript = null;
      script.remove();
      reject(new Error('hCaptcha failed to load'));
    };
    document.head.append(script);
  });
  return hcaptchaScript;
}

/** An invisible hCaptcha widget: `execute()` gives the `h-captcha-response` token. */
async function createHCaptcha(
  sitekey: string,
): Promise<{ execute(): Promise<string>; reset(): void }> {
  const api = await loadHCaptcha();
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const id = api.render(container, { sitekey, size: 'invisible' });
  return {
    execute: async () => (await api.execute(id, { async: true })).response,
    reset: () => api.reset(id),
  };
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
  const executor = useRef<(() => Promise<string | null>) | null>(null);

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
    const controller = new AbortController();
    if (data.provider === 'hcaptcha') {
      setState('loading');
      createHCaptcha(data.sitekey).then(
        (widget) => {
          if (controller.signal.aborted) return;
          executor.current = () => {
            widget.reset();
            return widget.execute().catch(() => null);
          };
          setState('ready');
        },
        () => {
          if (controller.signal.aborted) return;
          setState('unsupported');
          resolvers.current?.(null);
        },
      );
      return () => {
        controller.abort();
        executor.current = null;
      };
    }
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

  const answer = useCallback(() => (executor.current ? executor.current() : pending.current), []);
  return { state, answer, reset };
}
