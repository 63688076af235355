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

/** A failure the client should see: a catalogue status, its HTTP code and an English message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: Status;
  readonly httpCode: number;

  /**
   * @param status a code of the status catalogue; its HTTP code comes from `STATUS_HTTP`
   * @param message English sentence for logs and API users (defaults to a generic one)
   */
  constructor(status: Status, message?: string) {
    super(message ?? defaultMessage(status));
    this.status = status;
    this.httpCode = STATUS_HTTP[status];
  }
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

/**
 * Installs the global error handler on `app` (call before routes; app.ts sets the 404 handler,
 * which answers `errorBody('not_found')` outside the web app's routes).
 * AppError → its code; validation → 400 `bad_request` (JSON parse failure → `invalid_json_format`);
 * unknown route → 404 `not_found`; rate limit → 429; too large → 413; a value the database
 * refuses as input (`isSqlInputError`) → 400 `bad_request`, logged as a warning; anything else → 500
 * `internal_error`, logged server-side with pino (request bodies and headers are not logged).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpCode).send(errorBody(error.status, error.message));
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
