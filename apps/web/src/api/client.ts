/**
 * The typed API client: one fetch wrapper for every call of the web app (DESIGN.md §2, §4).
 * Paths are given without `/v1` (`'entry/' + uuid`). Cookies are sent; bodies are JSON (a
 * `FormData` body is sent as multipart). Every failure becomes an {@link ApiError}.
 */
import { API_PREFIX, type ClientStatus } from '@potok/common';

/** Default time-out of one call, ms; beyond it the call fails with `timeout_exceeded`. */
export const API_TIMEOUT_MS = 30_000;

/**
 * A failed call: HTTP code (0 when no answer came), status code and an English message, and
 * how long the server asked the client to wait before trying again (`Retry-After`).
 */
export class ApiError extends Error {
  /** HTTP code of the answer; 0 for network failure, time-out or cancel. */
  readonly code: number;
  /** A catalogue status (`entry_not_found`) or a client status (`network_error`). */
  readonly status: string;
  /** `Retry-After` of the answer in ms (e.g. 503 `server_busy`), or null when it had none. */
  readonly retryAfterMs: number | null;

  constructor(code: number, status: string, message: string, retryAfterMs: number | null = null) {
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
export function errorStatus(error: unknown): string {
  return isApiError(error) ? error.status : 'internal_error';
}

/** Query string values; `undefined` and `null` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of a read. */
export interface GetOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Time-out in ms (default {@link API_TIMEOUT_MS}). */
  timeout?: number;
}

/** Options of a write. */
export interface WriteOptions {
  signal?: AbortSignal;
  query?: QueryParams;
  timeout?: number;
}

function buildUrl(path: string, query?: QueryParams): string {
  const clean = path.replace(/^\/+/, '');
  let url = `${API_PREFIX}/${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

/**
 * The status of an error answer whose body names none (a proxy's page, an empty body). A 503
 * of the server itself names `server_busy` in its body and keeps it; a bare 502/503/504 comes
 * from something in between and reads as a network problem.
 */
function fallbackStatus(code: number): string {
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

function clientError(status: ClientStatus, message: string): ApiError {
  return new ApiError(0, status, message);
}

async function request<T>(
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  options: GetOptions | WriteOptions = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeout ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw clientError('err_canceled', 'Request cancelled');
    if (timeout.aborted) throw clientError('timeout_exceeded', 'The server did not respond');
    throw clientError('network_error', error instanceof Error ? error.message : 'Network error');
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    if (options.signal?.aborted) throw clientError('err_canceled', 'Request cancelled');
    if (timeout.aborted) throw clientError('timeout_exceeded', 'The server did not respond');
    throw clientError('network_error', 'Connection lost while reading the answer');
  }
  const data = parseBody(text);

  if (!response.ok) {
    const record =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const raw = typeof record.status === 'string' ? record.status : record.error;
    const status = typeof raw === 'string' && raw ? raw : fallbackStatus(response.status);
    const message = typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
    throw new ApiError(response.status, status, message, retryAfterMs(response));
  }
  return data as T;
}

/** The API: `get`, `post`, `del` (plus `put` and `patch` for completeness). */
export const api = {
  /** `GET /v1/{path}` with an optional query; resolves to the parsed JSON body. */
  get<T>(path: string, options?: GetOptions): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  /** `POST /v1/{path}` with a JSON body (or FormData); resolves to `{ status, payload? }`. */
  post<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  /** `PUT /v1/{path}` with a JSON body. */
  put<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T> {
    return request<T>('PUT', path, body, options);
  },
  /** `PATCH /v1/{path}` with a JSON body. */
  patch<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T> {
    return request<T>('PATCH', path, body, options);
  },
  /** `DELETE /v1/{path}`. */
  del<T>(path: string, options?: WriteOptions): Promise<T> {
    return request<T>('DELETE', path, undefined, options);
  },
};
