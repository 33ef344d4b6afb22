import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * One access-log line per request, written when the answer has gone (Fastify's own request logging, two lines per
 * request, is off: at `info` it cost about 30% of a cached listing's throughput, issue 17). The line has the
 * request (redacted as above), the status and the time taken.
 */
export function logAccess(req: FastifyRequest, reply: FastifyReply, done: () => void) {
  // Below `info`, pino's info() is a no-op.
  req.log.info({ req, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  done();
}
