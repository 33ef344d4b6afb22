/**
 * The shop's pages rendered on the server (DESIGN §9), built by `vite build --ssr` into the web build's `.ssr/`
 * folder and called by the server (apps/server/src/http/ssr.ts) for every page request: a router and a query
 * cache of its own per request, the route loaders fill the cache, and the page streams out with that cache in it.
 */
import type { Manifest } from '@tanstack/router-core';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { renderKeptPartsOnServer } from './components/kept-from-server';
import { SiteFooter } from './features/layout/site-footer';
import { SITE_FOOTER_ID } from './features/layout/site-footer-id';
import { setApiTransport } from './lib/api-client';
import { createAppRouter } from './router';

export interface RenderOptions {
  /** The page's request, its URL on the shop's public address. */
  request: Request;
  /** The Content-Security-Policy nonce of the page's inline scripts (the router's hydration data). */
  nonce: string;
  /** The scripts and style sheets of each route, from the client build (the server reads Vite's manifest). */
  manifest: Manifest;
  /** How the page's API calls are answered: in the same process, no loopback HTTP. */
  api: (path: string, init: RequestInit) => Promise<Response>;
}

renderKeptPartsOnServer({ [SITE_FOOTER_ID]: SiteFooter });

export function render({ request, nonce, manifest, api }: RenderOptions): Promise<Response> {
  setApiTransport(api);
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => Promise.resolve(manifest),
    createRouter: () => createAppRouter(new URL(request.url).origin, nonce),
  });
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
