import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DEMO_IMAGES_DIR } from '../db/seed/demo-images';
import type { ReadCache } from '../lib/read-cache';
import { API_NOT_FOUND } from './error-handler';
import { createPageRenderer } from './ssr';

const YEAR = 31_536_000;

/** What the pages read from the shop's modules; app.ts passes it in (http/ imports no module). */
export interface PageSources {
  /** robots.txt and sitemap.xml (modules/seo). */
  seo: { robotsTxt(): string; sitemapXml(): Promise<string> };
  /** The catalogue's read cache, which keeps the rendered pages too, and the tags of its answers. */
  cache: ReadCache;
  tagsOfAnswer(path: string, body: unknown): readonly string[];
  /** When the demo's picture in this folder is still being drawn, resolves once it is (modules/media/demo-images). */
  demoImageDrawn(hash: string): Promise<void> | undefined;
}

/**
 * Serves the built shop (hashed assets cached for a year), the catalogue's media, robots.txt and sitemap.xml, and
 * answers unknown paths: JSON 404 under /api, and every other path a page rendered on the server (http/ssr.ts),
 * with the router's status (404 for a page or product that doesn't exist).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  { seo, cache, tagsOfAnswer, demoImageDrawn }: PageSources,
) {
  // Uploaded images kept on this machine: their names hold the hash of the upload, so they never change.
  // Only `p/` is public; the originals beside it are not served.
  if (!config.uploads.s3) {
    const publicUploads = join(config.uploads.dir, 'p');
    mkdirSync(publicUploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicUploads,
      prefix: '/media/p/',
      decorateReply: false,
      maxAge: YEAR * 1000,
      immutable: true,
    });
  }
  // The demo's pictures as pipeline images (db/seed/demo-images.ts): named by their content too. On a fresh clone
  // they are drawn while the shop serves: a request for one not drawn yet waits for it (it is drawn next), so no
  // answer but the real file is ever cached.
  mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  await app.register(async (demo) => {
    demo.addHook('onRequest', async (req) => {
      const hash = /^\/media\/demo\/p\/([0-9a-f]{32})\//.exec(req.url)?.[1];
      if (hash) await demoImageDrawn(hash);
    });
    await demo.register(fastifyStatic, {
      root: DEMO_IMAGES_DIR,
      prefix: '/media/demo/p/',
      decorateReply: false,
      maxAge: YEAR * 1000,
      immutable: true,
    });
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(seo.robotsTxt()));
  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = await seo.sitemapXml();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  const sendPage = await createPageRenderer(app, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    cache,
    tagsOfAnswer,
  });
  if (sendPage) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // '/' is a page like any other (rendered below). Dot folders (the renderer in .ssr, Vite's manifest) are
      // never served. One route per file of the build, listed once at start: a page's address then goes straight to
      // the renderer, where a wildcard looked for a file first (a stat and a directory read per page: 4/5 of a
      // kept page's cost).
      index: false,
      wildcard: false,
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(join('dist', 'assets')) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
        );
      },
    });
    app.get('/', sendPage);
  } else {
    app.log.warn({ dir: config.webDistDir }, 'web build not found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return reply.status(404).send(API_NOT_FOUND);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!sendPage || looksLikeFile || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendPage(req, reply);
  });
}
