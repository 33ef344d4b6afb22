import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret (a password-reset link's token) never reach the log as they are. */
export function redactUrl(url: string): string {
  return url.replace(/\/reset-password\/[^/?#]+\/[^/?#]+/, '/reset-password/[redacted]');
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
