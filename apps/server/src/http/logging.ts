import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LogFormat } from '../config';

/**
 * URLs that carry a secret or a shopper's personal data never reach the log as they are: a password-reset link's
 * token, a carrier webhook's secret (`/api/webhooks/ghn/{secret}/`), and the e-mail in a query (the order lookup's
 * `?order_id=&email=`).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  return (
    path
      .replace(/\/reset-password\/[^/?#]+\/[^/?#]+/, '/reset-password/[redacted]')
      .replace(/(\/webhooks\/[^/?#]+\/)[^/?#]+/, '$1[redacted]') +
    query.replace(/([?&]email=)[^&#]*/gi, (_match, name: string) => `${name}[redacted]`)
  );
}

/**
 * pino-pretty in pino's worker thread, for a person at a terminal: the time, the level, the message and, on an access
 * line, the request and its answer on that one line (`request GET /api/health 200 (1.2 ms)`); other fields follow
 * on the same line. JSON lines stay the format for everything else (CI, pipes, log collectors, tests).
 */
function prettyTransport(colorize: boolean) {
  return {
    target: 'pino-pretty',
    options: {
      colorize,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,req,statusCode,ms',
      singleLine: true,
      messageFormat: '{msg}{if req.method} {req.method} {req.url}{end}{if statusCode} {statusCode} ({ms} ms){end}',
    },
  };
}

/**
 * Pino options for the app: the level from config, requests logged without secrets, and readable lines when the
 * format asks for them (`auto`: when standard output is a terminal).
 */
export function loggerOptions(
  level: string,
  { format = 'auto', isTTY = process.stdout.isTTY === true }: { format?: LogFormat; isTTY?: boolean } = {},
) {
  const pretty = format === 'pretty' || (format === 'auto' && isTTY);
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
    ...(pretty ? { transport: prettyTransport(isTTY) } : {}),
  };
}

/**
 * One access-log line per request, written when the answer has gone, instead of Fastify's two (at `info` they cost
 * about 30% of a cached listing's throughput): the request (redacted as above), the status, the time
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
