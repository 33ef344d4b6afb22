import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

const YEAR = 31_536_000;

/**
 * The back office (DESIGN §8) at /admin/: its own build (apps/admin), hashed assets cached for a year, and
 * index.html, never cached, for every other path under /admin/ (the app's routes: a history fallback). Search
 * engines are told to keep out. The security headers are the server's global ones (security-headers.ts).
 */
export async function registerAdminApp(app: FastifyInstance, config: Config) {
  const indexFile = join(config.adminDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dir: config.adminDistDir }, 'back office build not found: /admin is not served (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(
    async (admin) => {
      admin.addHook('onSend', async (_req, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow');
      });
      await admin.register(fastifyStatic, {
        root: config.adminDistDir,
        prefix: '/',
        // '/admin/' itself is a route of the app: the not-found handler below answers it with index.html.
        index: false,
        wildcard: true,
        decorateReply: false,
        setHeaders(reply, path) {
          reply.header(
            'cache-control',
            path.startsWith(join(config.adminDistDir, 'assets')) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
          );
        },
      });
      const sendIndex = (reply: FastifyReply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      // '/admin' and '/admin/' by name: the shop's own wildcard (web-app.ts) would otherwise answer '/admin'.
      admin.get('/', async (_req, reply) => sendIndex(reply));
      admin.setNotFoundHandler(async (req, reply) => {
        const path = req.url.split('?')[0] ?? '';
        if (/\.[a-z0-9]+$/i.test(path) || (req.method !== 'GET' && req.method !== 'HEAD')) {
          return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
        }
        return sendIndex(reply);
      });
    },
    { prefix: '/admin' },
  );
}
