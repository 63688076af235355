/**
 * A test client of `GET /v1/events` (modules/events) over real HTTP: opens the stream, collects
 * its messages (the JSON of each `data:` line) and comment lines, and waits for them.
 */
import http from 'node:http';
import { type AltchaChallenge, encodeAltchaPayload, type LiveMessage } from '@potok/common';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** An open events stream as a client sees it. */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /**
   * Messages before `: connected`: the person's state the stream begins with (a `has_notice`,
   * modules/events).
   */
  opening: LiveMessage[];
  /** Messages after `: connected` so far, in order. */
  messages: LiveMessage[];
  /** Comment lines so far (`connected`, `ping`), without the leading `: `. */
  comments: string[];
  /** The body of a non-200 answer. */
  body: () => string;
  /** Resolves with the first message `match` accepts (seen or to come); rejects after `ms`. */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  /** Resolves once the stream says `: connected` (it hears events from then on). */
  connected(ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Drops the connection, as a closed tab does. */
  drop(): void;
}

/**
 * Opens `${base}/v1/events${query}` with `headers`; resolves once the answer's head arrived.
 */
export function openEvents(
  base: string,
  headers: Record<string, string> = {},
  query = '',
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/v1/events${query}`, { headers, agent: false }, (res) => {
      const opening: LiveMessage[] = [];
      const messages: LiveMessage[] = [];
      const comments: string[] = [];
      let text = '';
      let pending = '';
      const waiters: (() => void)[] = [];
      const wake = () => {
        for (const w of [...waiters]) w();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (res.statusCode !== 200) return;
        pending += chunk;
        const frames = pending.split('\n\n');
        pending = frames.pop()!;
        for (const frame of frames) {
          for (const line of frame.split('\n')) {
            if (line.startsWith('data: ')) {
              const message = JSON.parse(line.slice(6)) as LiveMessage;
              (comments.includes('connected') ? messages : opening).push(message);
            } else if (line.startsWith(': ')) comments.push(line.slice(2));
          }
        }
        wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      const waitUntil = <T>(find: () => T | undefined, ms: number, what: string): Promise<T> =>
        new Promise((found, fail) => {
          const check = () => {
            const hit = find();
            if (hit === undefined) return false;
            waiters.splice(waiters.indexOf(check), 1);
            clearTimeout(timer);
            found(hit);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.splice(waiters.indexOf(check), 1);
            fail(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(messages)}`));
          }, ms);
          waiters.push(check);
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        opening,
        messages,
        comments,
        body: () => text,
        next: (match, ms = 5_000) => waitUntil(() => messages.find(match), ms, 'such message'),
        connected: async (ms = 5_000) => {
          await waitUntil(
            () => (comments.includes('connected') ? true : undefined),
            ms,
            ': connected',
          );
        },
        ended,
        drop: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/**
 * Registers `username` at the server `base` through `POST /v1/auth/register`, solving its
 * ALTCHA challenge as the browser does (fast when the server runs with TEST_ENV's
 * CAPTCHA_MAX_NUMBER); returns the new session's bearer token.
 */
export async function registerAt(base: string, username: string): Promise<string> {
  const captcha = (await (await fetch(`${base}/v1/auth/captcha`)).json()) as {
    challenge: AltchaChallenge;
  };
  const solution = await solveChallenge({ challenge: captcha.challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: username,
      username,
      email: `${username}@example.test`,
      password: `password-${username}`,
      'h-captcha-response': encodeAltchaPayload(captcha.challenge, solution),
    }),
  });
  const body = (await res.json()) as { payload?: { token: string } };
  if (!body.payload) throw new Error(`register answered ${res.status}: ${JSON.stringify(body)}`);
  return body.payload.token;
}
