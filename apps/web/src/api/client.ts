/**
 * The typed API client: one client for every call of the web app (DESIGN.md §2, §3, §4).
 *
 * Paths, parameters, bodies and answers are typed by `schema.gen.ts`, generated from the
 * committed OpenAPI document (`npm run api-types`), through `openapi-fetch`: a path the server
 * does not serve, a missing parameter or an answer read as a shape it no longer has fails
 * `tsc -p apps/web` (docs/decisions/typed-client.md). Calls read
 * `api.GET('/v1/entry/{uuid}', { params: { path: { uuid } }, signal })` and go through
 * {@link unwrap}, which resolves to the answer's body with every `status` typed as a catalogue
 * code.
 *
 * Cookies are sent; bodies are JSON (a `FormData` body is sent as multipart). Every call carries
 * the interface language the person chose as `Accept-Language` ({@link setRequestLanguage}), so
 * the server writes mail in it. Every failure
 * becomes an {@link ApiError}: the server's `{ status, message }` for an error answer, a status
 * derived from the HTTP code when the body has none, and a client status (`network_error`,
 * `timeout_exceeded`, `err_canceled`) when no answer came.
 */
import { type ClientStatus, isStatus, type Status } from '@potok/common';
import createClient from 'openapi-fetch';
import { takeFirstScreenAnswer } from './first-screen.ts';
import type { paths } from './schema.gen.ts';

/** Default time-out of one call, ms; beyond it the call fails with `timeout_exceeded`. */
export const API_TIMEOUT_MS = 30_000;

/** A status a failed call carries: from the catalogue, or from the client (no answer). */
export type ErrorStatus = Status | ClientStatus;

/**
 * A failed call: HTTP code (0 when no answer came), status code and an English message, and
 * how long the server asked the client to wait before trying again (`Retry-After`).
 */
export class ApiError extends Error {
  /** HTTP code of the answer; 0 for network failure, time-out or cancel. */
  readonly code: number;
  /** A catalogue status (`entry_not_found`, `server_busy`) or a client status (`network_error`). */
  readonly status: ErrorStatus;
  /** `Retry-After` of the answer in ms (e.g. 503 `server_busy`), or null when it had none. */
  readonly retryAfterMs: number | null;

  constructor(
    code: number,
    status: ErrorStatus,
    message: string,
    retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status code of any error: the `ApiError` status, otherwise `internal_error`. */
export function errorStatus(error: unknown): ErrorStatus {
  return isApiError(error) ? error.status : 'internal_error';
}

/**
 * The status of an error answer whose body names none (a proxy's page, an empty body). A 503
 * of the server itself names `server_busy` in its body and keeps it; a bare 502/503/504 comes
 * from something in between and reads as a network problem.
 */
function fallbackStatus(code: number): ErrorStatus {
  if (code === 401) return 'unauthorized';
  if (code === 403) return 'forbidden';
  if (code === 404) return 'not_found';
  if (code === 405) return 'method_not_allowed';
  if (code === 413) return 'too_large';
  if (code === 415) return 'unsupported_type';
  if (code === 429) return 'too_many_requests';
  if (code === 502 || code === 503 || code === 504) return 'network_error';
  if (code >= 500) return 'internal_error';
  return 'bad_request';
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `Retry-After` in whole seconds (RFC 9110 §10.2.3) as ms; null when absent or a date. */
function retryAfterMs(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim();
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value) * 1000;
}

/**
 * The error of an answer that is not 2xx: the body's catalogue `status` (so a 503
 * `server_busy` stays `server_busy`), else one derived from the HTTP code; with the answer's
 * `Retry-After`.
 */
function answerError(response: Response, body: unknown): ApiError {
  const code = response.status;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const raw = record.status ?? record.error;
  const status = isStatus(raw) ? raw : fallbackStatus(code);
  const message = typeof record.message === 'string' ? record.message : `HTTP ${code}`;
  return new ApiError(code, status, message, retryAfterMs(response));
}

/**
 * The `Accept-Language` value of every call (a BCP 47 tag: `ru`, `en`, `pt`, `ja`), or null to
 * let the browser send its own. Set by the locale preference (app/preferences.ts).
 */
let requestLanguage: string | null = null;

/**
 * Sets the language every later call names in `Accept-Language` (the interface language the
 * person chose; the server keeps it on the account and writes mail in it, spec §1 "locale").
 * @param tag a BCP 47 tag (`ja` for Japanese, not the setting's `jp`), or null for the browser's
 */
export function setRequestLanguage(tag: string | null): void {
  requestLanguage = tag;
}

/** The `Accept-Language` tag calls carry now (null: the browser's). */
export function getRequestLanguage(): string | null {
  return requestLanguage;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Time-out of each call in ms (default {@link API_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/** True for an answer that is a file, not JSON or text (`application/zip`, `…/octet-stream`). */
function isBinary(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/(zip|octet-stream)\b/i.test(type);
}

/**
 * The `fetch` the client runs every call through: answers a GET the page brought the answer of
 * from that answer, once (api/first-screen.ts), adds the time-out to the caller's signal,
 * reads the whole answer (so a connection lost while reading is reported like one lost
 * before), and throws {@link ApiError} for every failure; only 2xx answers reach openapi-fetch.
 */
function makeFetch(timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'GET') {
      const url = new URL(request.url);
      const brought = takeFirstScreenAnswer(url.pathname + url.search);
      if (brought !== undefined) {
        return new Response(brought, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const failed = (fallback: string): ApiError => {
      if (request.signal.aborted) return new ApiError(0, 'err_canceled', 'Request cancelled');
      if (timeout.aborted) return new ApiError(0, 'timeout_exceeded', 'The server did not respond');
      return new ApiError(0, 'network_error', fallback);
    };
    if (requestLanguage) request.headers.set('Accept-Language', requestLanguage);
    let response: Response;
    let text: string;
    try {
      // Read at call time, so tests may stub the global fetch.
      response = await globalThis.fetch(request, { signal });
    } catch (error) {
      throw failed(error instanceof Error ? error.message : 'Network error');
    }
    // A file answer (the data export's zip) is read as bytes: decoding it as text would
    // corrupt it.
    if (response.ok && isBinary(response)) {
      try {
        const bytes = await response.blob();
        return new Response(bytes, { status: response.status, headers: response.headers });
      } catch {
        throw failed('Connection lost while reading the answer');
      }
    }
    try {
      text = await response.text();
    } catch {
      throw failed('Connection lost while reading the answer');
    }
    if (!response.ok) throw answerError(response, parseBody(text));
    return new Response(text === '' ? null : text, {
      status: response.status,
      headers: response.headers,
    });
  };
}

/**
 * Where the API lives: this page's origin (the server serves the app and `/v1` together); a
 * stand-in origin where there is no page (unit tests in Node, which needs absolute URLs).
 */
const BASE_URL = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** A typed client over `paths` (one per app; tests make their own with a short time-out). */
export function createApiClient(options: ApiClientOptions = {}) {
  return createClient<paths>({
    baseUrl: BASE_URL,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    fetch: makeFetch(options.timeoutMs ?? API_TIMEOUT_MS),
  });
}

/** The API of the app: `api.GET`, `api.POST`, `api.DELETE` … over the document's paths. */
export const api = createApiClient();

/** `T` with a top-level `status: string` narrowed to the catalogue's codes. */
export type WithStatus<T> = T extends { status: string }
  ? Omit<T, 'status'> & { status: T['status'] & Status }
  : T;

/**
 * The body of a successful call (the client throws {@link ApiError} for every other outcome),
 * its `status` typed as a catalogue code.
 */
export async function unwrap<D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<WithStatus<D>> {
  const { data } = await call;
  return data as WithStatus<D>;
}

/**
 * Idempotency keys of creates (the server's lib/idempotency.ts; IETF draft "The
 * Idempotency-Key HTTP Header Field"): a key belongs to one submission of one draft. A retry of
 * the same unchanged body after no answer came (a network failure, a time-out, a cancel: the
 * server may have written it) reuses the submission's key, so the server answers the first
 * answer instead of writing twice; a changed body is a new submission with a new key. An answer
 * (success or refusal) ends the submission, so sending the same text again on purpose later
 * writes again. Submissions are remembered per `scope` (`entry`, `comments:<uuid>`) for the
 * life of the page, so closing and reopening the compose modal keeps them.
 */
const submissions = new Map<string, { body: string; key: string }>();

/** A new key: 128 random bits as 32 hex digits (also where `crypto.randomUUID` is missing). */
function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Runs a create `call` with the Idempotency-Key of the submission of `body` in `scope` (see
 * above); `call` sends `key` as the `Idempotency-Key` header.
 * @returns what `call` resolves to; rejects as it does
 */
export async function withSubmissionKey<T>(
  scope: string,
  body: unknown,
  call: (key: string) => Promise<T>,
): Promise<T> {
  const serialised = JSON.stringify(body);
  let submission = submissions.get(scope);
  if (submission?.body !== serialised) {
    submission = { body: serialised, key: newSubmissionKey() };
    submissions.set(scope, submission);
  }
  try {
    const result = await call(submission.key);
    if (submissions.get(scope) === submission) submissions.delete(scope);
    return result;
  } catch (error) {
    const answered = !isApiError(error) || error.code !== 0;
    if (answered && submissions.get(scope) === submission) submissions.delete(scope);
    throw error;
  }
}
