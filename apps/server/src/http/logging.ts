import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * URLs that carry a secret or a shopper's personal data never reach the log as they are: a password-reset link's
 * token, and the e-mail in a query (the order lookup's `?order_id=&email=`).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  return (
    path.replace(/\/reset-password\/[^/?#]+\/[^/?#]+/, '/reset-password/[redacted]') +
    query.replace(/([?&]email=)[^&#]*/gi, (_match, name: string) => `${name}[redacted]`)
  );
}

/** Pino options for the app: the level from config, requests logged without secrets. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * One access-log line per request, written when the answer has gone, instead of Fastify's two (at `info` they cost
 * about 30% of a cached listing's throughput, issue 17): the request (redacted as above), the status, the time
 * taken, and the error when the request failed. Fastify's other log lines are left as they are.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { req, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) req.log.error({ ...line, err: error }, 'request');
    else req.log.info(line, 'request');
  }
}
