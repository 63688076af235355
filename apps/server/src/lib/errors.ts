/**
 * Errors as values with a status (CONVENTIONS.md "Server habits", DESIGN.md §4).
 *
 * Services throw `new AppError('entry_not_found')`; the global handler installed by
 * `installErrorHandler` answers every failure as `{ status, message }` with the HTTP code of the
 * status catalogue (`STATUS_HTTP`), and never leaks a stack, SQL or internal detail in a 5xx.
 */
import { STATUS_HTTP, type Status } from '@potok/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Default English sentences for the statuses that need one; others fall back to the code. */
const DEFAULT_MESSAGES: Partial<Record<Status, string>> = {
  bad_request: 'The request is not valid.',
  invalid_json_format: 'The request body is not valid JSON.',
  unauthorized: 'You must log in to do this.',
  not_found: 'Nothing lives at this address.',
  too_large: 'The request body is too large.',
  unsupported_type: 'The content type is not supported.',
  too_many_requests: 'Too many requests; try again later.',
  internal_error: 'Something went wrong on the server.',
  forbidden: 'This request is not allowed.',
  method_not_allowed: 'This method is not allowed here.',
};

/** The English sentence of `status` when the thrower gave none. */
function defaultMessage(status: Status): string {
  return DEFAULT_MESSAGES[status] ?? status.replaceAll('_', ' ');
}

/**
 * `Retry-After` (seconds) of a 503 `server_busy`: the busy guard's refusals (lib/busy-guard.ts),
 * answers while the database is unreachable, and an upload refused for want of disk space.
 */
export const SERVER_BUSY_RETRY_AFTER_SECONDS = 2;

/** A failure the client should see: a catalogue status, its HTTP code and an English message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: Status;
  readonly httpCode: number;
  /** `Retry-After` of the answer, seconds, when the thrower knows when to come back. */
  readonly retryAfterSeconds: number | undefined;

  /**
   * @param status a code of the status catalogue; its HTTP code comes from `STATUS_HTTP`
   * @param message English sentence for logs and API users (defaults to a generic one)
   * @param retryAfterSeconds sent as `Retry-After` (a 429 or 503 that knows its wait)
   */
  constructor(status: Status, message?: string, retryAfterSeconds?: number) {
    super(message ?? defaultMessage(status));
    this.status = status;
    this.httpCode = STATUS_HTTP[status];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The `code` of `error`, or of the error it wraps (drizzle wraps the driver's in `cause`). */
function errorCode(error: unknown): string | undefined {
  const codeOf = (e: unknown) => {
    const code = e !== null && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  };
  return codeOf(error) ?? codeOf(error instanceof Error ? error.cause : undefined);
}

/**
 * Error codes of a database that cannot be reached or is going away: the socket's (connection
 * refused or reset, no such host, a time-out) and PostgreSQL's SQLSTATEs of class 08 "Connection
 * Exception" and 57P01–57P03 (admin_shutdown, crash_shutdown, cannot_connect_now: the server is
 * stopping, restarting or starting; PostgreSQL manual, appendix A).
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Messages of node-postgres's own errors, which carry no code: a connection that ended under a
 * query, one that timed out connecting, a client already broken.
 */
const DATABASE_UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether `error` (a driver error, or drizzle's wrapper of one in `cause`) means the database
 * cannot be reached now — it is stopped, restarting, or the network to it is down — rather
 * than that the query was wrong. Answered 503 `server_busy` with `Retry-After`: the pool opens
 * new connections at the next request, so the server recovers by itself when the database is
 * back (docs/decisions/faults.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
  const messages = [error, error instanceof Error ? error.cause : undefined];
  return messages.some((e) => e instanceof Error && DATABASE_UNAVAILABLE_MESSAGES.test(e.message));
}

/**
 * Whether `error` says a disk (the media folder's) is full: `ENOSPC`, or `EDQUOT` (a quota), by
 * code or — for libvips, which writes the rendered variants and reports in text — by message.
 */
export function isDiskFull(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  return (
    error instanceof Error && /no space left on device|disk quota exceeded/i.test(error.message)
  );
}

/** The `{ status, message }` body of an error answer. */
export function errorBody(status: Status, message?: string): { status: Status; message: string } {
  return { status, message: message ?? defaultMessage(status) };
}

/** Maps a Fastify/plugin error (by its `code`) to a catalogue status, or null if not known. */
function fastifyStatus(error: FastifyError): Status | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json_format';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_type';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'bad_request';
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return 'too_many_requests';
  }
  // JSON.parse failures thrown by the content parser itself.
  if (error instanceof SyntaxError && error.statusCode === 400) return 'invalid_json_format';
  if (error.validation) return 'bad_request';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 413) return 'too_large';
  if (error.statusCode === 415) return 'unsupported_type';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode === 405) return 'method_not_allowed';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return 'bad_request';
  }
  return null;
}

/**
 * SQLSTATEs of PostgreSQL that mean "the client's value cannot be stored or read as the column's
 * type" (PostgreSQL manual, appendix A "Error Codes", class 22 "Data Exception"):
 * 22021 character_not_in_repertoire (U+0000 in text), 22P05 untranslatable_character,
 * 22003 numeric_value_out_of_range, 22P02 invalid_text_representation.
 */
const SQL_INPUT_STATES = new Set(['22021', '22P05', '22003', '22P02']);

/**
 * Whether `error` (a driver error, or drizzle's wrapper of one in `cause`) is a refusal of input
 * by the database. The input guard (lib/input-guard.ts) and the schemas refuse such input
 * before any query; this is the safety net for what they miss: a 400, not a 500.
 */
export function isSqlInputError(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    e !== null && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
  const cause = error instanceof Error ? error.cause : undefined;
  const code = codeOf(error) ?? codeOf(cause);
  return typeof code === 'string' && SQL_INPUT_STATES.has(code);
}

/**
 * What the log keeps of an expected failure — one of the database or the network, on a path that
 * goes on without it (a live event not published, a job to retry): its code and the driver's
 * own message, never the query (drizzle's wrapper names it), parameters, `detail` or a stack.
 */
export function briefError(error: unknown): { code: string | undefined; message: string } {
  const driver = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = driver instanceof Error ? driver.message : String(driver);
  return { code: errorCode(error), message: message.split('\n')[0]!.slice(0, 500) };
}

/**
 * What the log keeps of an unexpected error: name, code, message and stack frames — but never
 * query parameters (drizzle puts them in its message: they may hold e-mails, password hashes,
 * token hashes) nor a driver's `detail` (which quotes row values). Log it under `error`, not
 * `err`: pino's `err` serializer would replace `type` with "Object".
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = (error as { query?: unknown }).query;
  const cause = error.cause instanceof Error ? error.cause : null;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    code: (error as { code?: unknown }).code ?? (cause as { code?: unknown } | null)?.code,
    message: typeof query === 'string' ? `Failed query: ${query}` : error.message,
    cause: cause ? `${cause.name}: ${cause.message}` : undefined,
    stack: frames.join('\n'),
  };
}

/** How often, at most, a request refused for an unreachable database is logged, ms. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

/**
 * The log of requests refused because the database is unreachable: one warning line (its code,
 * no stack: it is not a bug) at most every UNAVAILABLE_LOG_EVERY_MS, with how many were
 * refused since the last line — not a line per request while a database restarts under load.
 */
function createUnavailableLog() {
  let lastAt = Number.NEGATIVE_INFINITY;
  let refused = 0;
  return {
    note(log: FastifyRequest['log'], error: unknown): void {
      refused += 1;
      const now = performance.now();
      if (now - lastAt < UNAVAILABLE_LOG_EVERY_MS) return;
      lastAt = now;
      log.warn(
        { error: briefError(error), refused },
        'the database cannot be reached: answering 503 server_busy',
      );
      refused = 0;
    },
  };
}

/**
 * Installs the global error handler on `app` (call before routes; app.ts sets the 404 handler,
 * which answers `errorBody('not_found')` outside the web app's routes).
 * AppError → its code; validation → 400 `bad_request` (JSON parse failure → `invalid_json_format`);
 * unknown route → 404 `not_found`; rate limit → 429; too large → 413; a value the database
 * refuses as input (`isSqlInputError`) → 400 `bad_request`, logged as a warning; an unreachable database
 * (`isDatabaseUnavailable`) and an `AppError('server_busy')` → 503 `server_busy` with
 * `Retry-After`, the first logged as one warning line at most every 10 s; anything else → 500
 * `internal_error`, logged server-side with pino (request bodies and headers are not logged).
 */
export function installErrorHandler(app: FastifyInstance): void {
  const unavailable = createUnavailableLog();
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      } else if (error.status === 'server_busy') {
        // Said to the operator too: the server, not the request, must change (a full disk).
        request.log.warn({ status: error.status }, error.message);
        reply.header('retry-after', String(SERVER_BUSY_RETRY_AFTER_SECONDS));
      }
      return reply.code(error.httpCode).send(errorBody(error.status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      unavailable.note(request.log, error);
      return reply
        .code(503)
        .header('retry-after', String(SERVER_BUSY_RETRY_AFTER_SECONDS))
        .send(errorBody('server_busy', 'The server cannot reach its database; try again later.'));
    }
    const status = fastifyStatus(error);
    if (status) {
      const message =
        status === 'bad_request' && error.validation
          ? `The request is not valid: ${error.message}`
          : undefined;
      return reply.code(STATUS_HTTP[status]).send(errorBody(status, message));
    }
    if (isSqlInputError(error)) {
      // Logged: it means some input passed the input guard and the schemas.
      request.log.warn({ error: loggableError(error) }, 'input refused by the database');
      return reply.code(400).send(errorBody('bad_request'));
    }
    request.log.error({ error: loggableError(error) }, 'unexpected error');
    return reply.code(500).send(errorBody('internal_error'));
  });
}

/**
 * Fastify's `frameworkErrors` option: answers what the router refuses before any hook or route
 * runs — a URL whose percent-encoding does not decode (`FST_ERR_BAD_URL`) or a path parameter
 * longer than `maxParamLength` (`FST_ERR_MAX_PARAM_LENGTH`) — with 400 `bad_request`, in the
 * `{ status, message }` shape (Fastify's own answer has another shape and, for the second, 414,
 * which is not in the catalogue). Anything else that reaches it is 500 `internal_error`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(400).send(errorBody('bad_request', 'The address is not valid.'));
    return;
  }
  request.log.error({ error: loggableError(error) }, 'unexpected error');
  reply.code(500).send(errorBody('internal_error'));
}
