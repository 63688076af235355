/**
 * What the server's console says at the default level (LOG_LEVEL=info): what happens to the
 * server (start, shutdown, failures, jobs), not every request. Fastify logs two lines per request
 * ("incoming request", "request completed") and one "Server listening at …" line per network
 * interface at info; here they go to debug, so `LOG_LEVEL=debug` (or trace) shows them and
 * main.ts prints one line saying where Potok runs. Failed requests ("request errored", a 5xx
 * from the default error handler) stay at error.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LoggerOptions } from 'pino';

/** Fastify's per-request log lines, at debug instead of info (Fastify's `logController`). */
export class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error }, error?.message);
    } else {
      reply.log.debug({ res: reply, err: error }, error?.message);
    }
  }
}

/** How Fastify's `listen` announces each address it listens at (one line per interface). */
const LISTENING_PREFIX = 'Server listening at ';

/**
 * pino hooks: Fastify's "Server listening at …" lines (one per interface on 0.0.0.0) are logged
 * at debug; main.ts prints the one startup line instead.
 */
export const quietListenLines: NonNullable<LoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    if (level === 30 && typeof args[0] === 'string' && args[0].startsWith(LISTENING_PREFIX)) {
      if (this.isLevelEnabled('debug')) this.debug(args[0]);
      return;
    }
    method.apply(this, args);
  },
};
