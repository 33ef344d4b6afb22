/**
 * The shop's pages rendered on the server (DESIGN §9): the web build's renderer (`<webDistDir>/.ssr/entry-server.js`,
 * apps/web/src/entry-server.tsx) is imported once and called for each page with its path on PUBLIC_URL (nothing of
 * the request's host: page-address.ts), a CSP nonce, the scripts and style sheets of each route (from Vite's manifest
 * of the browser build), and a fetch that answers the page's API calls in this process (`app.inject`, no loopback
 * HTTP). The page streams out as it is rendered, and is kept in the catalogue's read cache per path and query, tagged
 * with what its answers hold, so the notices that drop catalogue answers drop the pages built from them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody, sendCachedBody } from '../lib/cached-body';
import { entryLoaderScript } from './entry-loader';
import type { ReadCache } from '../lib/read-cache';
import { pageAddress, pageUrl } from './page-address';
import { withScriptSources } from './security-headers';

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk and what it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** What TanStack Router's SSR takes as its manifest: per route id, what to preload and which scripts and styles. */
export interface RouterManifest {
  routes: Record<
    string,
    { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }
  >;
}

/** The renderer's contract (apps/web/src/entry-server.tsx exports `render`). */
interface Renderer {
  render(opts: {
    request: Request;
    origin: string;
    nonce: string;
    manifest: RouterManifest;
    api: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<Response>;
}

/**
 * The tag every rendered page carries: what all pages show besides the catalogue (the shop's details in the header,
 * the content pages) drops them all when it changes.
 */
export const RENDERED_PAGES_TAG = 'rendered-pages';

/** A request line whose target is neither a path nor a URL. */
const INVALID_ADDRESS = 'Địa chỉ trang không hợp lệ.';

/** How many rendered pages the cache keeps at most (about 100 KB each). */
const MAX_PAGES = 300;

/**
 * A rendered page as the cache keeps it: the same bytes for everyone (compressed once), and the hashes of the inline
 * scripts its render emitted, which allow them instead of that render's nonce (a nonce must not serve twice).
 */
interface RenderedPage {
  status: number;
  contentType: string;
  body: CachedBody;
  scriptHashes: string[];
}

/**
 * The CSP sources of the inline scripts a render emitted: the hash of each one's text, for the scripts that carry
 * the render's nonce only. The renderer marks each of its scripts with it; a script that reached the page through the
 * data it shows (an injection past escaping) can't know it, and stays blocked when the page is served again from the
 * cache. Read like the HTML parser reads a script: from its start tag to the first `</script`, in any case.
 */
export function renderedScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    if (/\ssrc=/i.test(attrs!) || !attrs!.includes(` nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  }
  return [...hashes];
}

/** The route id a route module's file names (TanStack's file routes: the path is the id; `index` ends in `/`). */
export function routeIdOf(file: string): string | undefined {
  const path = /^src\/routes(\/.*)\.tsx\?tsr-split=component$/.exec(file)?.[1];
  if (!path) return undefined;
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/**
 * The router's manifest from Vite's: the root route carries the entry's script, its style sheets and the chunks it
 * imports; each route the chunks of its component that the entry doesn't load already, so the browser fetches
 * them beside the entry instead of after it. The entry itself is started by an inline script after the first paint
 * (entry-loader.ts).
 */
export function routerManifest(vite: ViteManifest): RouterManifest {
  const chunksOf = (keys: string[], skip: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || skip.has(key) || !vite[key]) return;
      seen.add(key);
      for (const imported of vite[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const url = (file: string) => `/${file}`;
  const entryKey = Object.keys(vite).find((key) => vite[key]!.isEntry);
  if (!entryKey) throw new Error('web build: no entry in the manifest');
  const entryChunks = chunksOf([entryKey]);
  const routes: RouterManifest['routes'] = {
    __root__: {
      preloads: [...entryChunks].filter((k) => k !== entryKey).map((k) => url(vite[k]!.file)),
      css: [...entryChunks].flatMap((k) => vite[k]!.css ?? []).map(url),
      scripts: [{ attrs: {}, children: entryLoaderScript(url(vite[entryKey]!.file)) }],
    },
  };
  for (const key of Object.keys(vite)) {
    const id = routeIdOf(key);
    if (!id) continue;
    const chunks = [...chunksOf([key], entryChunks)];
    routes[id] = {
      preloads: chunks.map((k) => url(vite[k]!.file)),
      css: chunks.flatMap((k) => vite[k]!.css ?? []).map(url),
    };
  }
  return { routes };
}

/** Headers of an injected answer as a fetch Headers object. */
function fetchHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
  }
  return out;
}

export interface PageRendererOptions {
  distDir: string;
  publicUrl: string;
  cache: ReadCache;
  /** The cache tags of an API answer (the catalogue's: the products it holds, whether it lists them). */
  tagsOfAnswer(path: string, body: unknown): readonly string[];
}

/** The page renderer, or null when the web build (with its renderer) isn't there. */
export async function createPageRenderer(app: FastifyInstance, opts: PageRendererOptions) {
  const entryFile = join(opts.distDir, '.ssr', 'entry-server.js');
  const manifestFile = join(opts.distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entryFile).href)) as Renderer;
  const manifest = routerManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest);
  const origin = new URL(opts.publicUrl).origin;

  /** The page's API calls, answered by this process; `tags` collects what the answers hold. */
  const inProcessApi = (tags: Set<string>) => async (path: string, init: RequestInit) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    if (res.statusCode === 200 && (init.method ?? 'GET') === 'GET') {
      try {
        for (const tag of opts.tagsOfAnswer(path, res.json())) tags.add(tag);
      } catch {
        // Not JSON: holds nothing of the catalogue.
      }
    }
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload;
    return new Response(body, { status: res.statusCode, headers: fetchHeaders(res.headers) });
  };

  /** Sends a page: its status, type, and a CSP header that lets its own inline scripts (by `sources`) run. */
  function head(reply: FastifyReply, status: number, contentType: string, sources: readonly string[]) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withScriptSources(csp, sources));
    return reply.status(status).type(contentType).header('cache-control', 'no-cache');
  }

  /** The keys of the pages kept, oldest first (each page is also tagged with its key, to be dropped by it). */
  const kept = new Set<string>();

  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const address = pageAddress(req.url);
    if ('invalid' in address) return reply.status(400).type('text/plain; charset=utf-8').send(INVALID_ADDRESS);
    // Another spelling of a page's address (`//x`, `/./x`): the browser is sent to its one spelling, a path on this
    // shop (never `//host`), so pages and the cache see that spelling only.
    if ('redirect' in address) return reply.status(301).header('location', address.redirect).send();
    const key = `page:${address.path}`;
    const cached = opts.cache.peek<RenderedPage>(key);
    if (cached) {
      head(reply, cached.status, cached.contentType, cached.scriptHashes);
      return sendCachedBody(req, reply, cached.body, cached.contentType);
    }

    const nonce = randomBytes(16).toString('base64');
    const sources = [`'nonce-${nonce}'`];
    const since = opts.cache.mark();
    const tags = new Set<string>();
    const aborted = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const response = await renderer.render({
      request: new Request(pageUrl(opts.publicUrl, address.path), {
        headers: { 'user-agent': req.headers['user-agent'] ?? '' },
        signal: aborted.signal,
      }),
      origin,
      nonce,
      manifest,
      api: inProcessApi(tags),
    });
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    // A redirect (the listing's `category` alias): the router's answer as it is.
    if (response.status >= 300 && response.status < 400) {
      return reply
        .status(response.status)
        .header('location', response.headers.get('location') ?? '/')
        .send();
    }
    if (!response.body) return head(reply, response.status, contentType, sources).send(await response.text());

    // Streamed to the shopper as it renders; the whole page is kept once it has gone out in full.
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    body.on('end', () => {
      if (response.status >= 500 || aborted.signal.aborted) return;
      const html = Buffer.concat(chunks);
      const page: RenderedPage = {
        status: response.status,
        contentType,
        body: new CachedBody(html),
        scriptHashes: renderedScriptHashes(html.toString(), nonce),
      };
      opts.cache.keepUnlessChanged(key, page, [...tags, key, RENDERED_PAGES_TAG], since);
      kept.delete(key);
      kept.add(key);
      // Pages are large and their addresses many (any query): only the latest few hundred stay. Letting one go is
      // not a change (an invalidation would be remembered per address, and would stop concurrent loads sharing).
      for (const oldest of kept) {
        if (kept.size <= MAX_PAGES) break;
        kept.delete(oldest);
        opts.cache.drop(oldest);
      }
    });
    return head(reply, response.status, contentType, sources).send(body);
  };
}
