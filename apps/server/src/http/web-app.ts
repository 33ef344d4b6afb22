import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { API_NOT_FOUND } from './error-handler';

const YEAR = 31_536_000;

/**
 * Serves the built SPA (hashed assets cached for a year, index.html revalidated) and the catalogue's media, and
 * answers unknown paths: JSON 404 under /api, index.html for app routes (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasWebBuild = existsSync(join(config.webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${join('dist', 'assets')}`) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ dir: config.webDistDir }, 'web build not found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return reply.status(404).send(API_NOT_FOUND);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!hasWebBuild || looksLikeFile || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', config.webDistDir);
  });
}
