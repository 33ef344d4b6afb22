import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { DEMO_IMAGES_DIR } from '../db/seed/demo-images';
import { insertBeforeHeadEnd } from './html';
import { API_NOT_FOUND } from './error-handler';
import { type HintCatalog, firstPageHints, hintTags, loadManifest } from './first-route';

const YEAR = 31_536_000;
const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,8})\/?$/;

/** What the pages read from the shop's modules; app.ts passes it in (http/ imports no module). */
export interface PageSources {
  /** robots.txt, sitemap.xml and a product page's head (modules/seo). */
  seo: {
    robotsTxt(): string;
    sitemapXml(): Promise<string>;
    productPage(
      id: number,
      indexHtml: string,
    ): Promise<{ product: { id: number; image_url: string }; html: string } | undefined>;
  };
  /** What the first page's hints read from the catalogue (first-route.ts). */
  hints: HintCatalog;
}

/**
 * Serves the built SPA (hashed assets cached for a year, index.html revalidated), the catalogue's media,
 * robots.txt and sitemap.xml, and answers unknown paths: JSON 404 under /api, index.html for app routes (history
 * fallback) — for a product page with its title, description, Open Graph tags and JSON-LD written in, and for
 * the pages shoppers land on with the hints that let the browser fetch the route's code, data and image at once
 * (first-route.ts).
 */
export async function registerWebApp(app: FastifyInstance, config: Config, { seo, hints: catalog }: PageSources) {
  // Uploaded images kept on this machine (issue 13): their names hold the hash of the upload, so they never change.
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
  // The demo's pictures as pipeline images (db/seed/demo-images.ts): named by their content too.
  mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: DEMO_IMAGES_DIR,
    prefix: '/media/demo/p/',
    decorateReply: false,
    maxAge: YEAR * 1000,
    immutable: true,
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

  const indexFile = join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // '/' is an app page like any other (served below, with its hints).
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(join('dist', 'assets')) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ dir: config.webDistDir }, 'web build not found: only the API is served (run npm run build)');
  }

  const manifest = loadManifest(config.webDistDir);

  /** index.html for an app route, with what the server knows of the page written into its head. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const [path = '', search = ''] = req.url.split('?', 2);
    const productId = PRODUCT_PAGE.exec(path)?.[1];
    const page = productId ? await seo.productPage(Number(productId), indexHtml!) : undefined;
    let html = page?.html ?? indexHtml!;
    const hints = manifest ? await firstPageHints(path, search, page?.product, catalog) : null;
    if (hints) html = insertBeforeHeadEnd(html, hintTags(manifest!, hints));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  if (indexHtml) app.get('/', sendPage);

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return reply.status(404).send(API_NOT_FOUND);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!indexHtml || looksLikeFile || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendPage(req, reply);
  });
}
