/**
 * The shop's pages rendered on the server (DESIGN §9), built by `vite build --ssr` into the web build's `.ssr/`
 * folder and called by the server (apps/server/src/http/ssr.ts) for every page request: a router and a query
 * cache of its own per request, the route loaders fill the cache, and the page streams out with that cache in it.
 */
import type { Manifest } from '@tanstack/router-core';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { renderOnServer } from './components/kept-from-server';
import { CategorySidebar } from './features/home/category-menu';
import { CategoryTiles } from './features/home/category-tiles';
import * as home from './features/home/kept-parts';
import { BestSellersSection, NewProductsSection, PromotionSection } from './features/home/product-sections';
import { WhyChooseUs } from './features/home/why-choose-us';
import * as layout from './features/layout/kept-parts';
import { SiteFooter } from './features/layout/site-footer';
import { setApiTransport } from './lib/api-client';
import { createAppRouter } from './router';

export interface RenderOptions {
  /** The page's request, its URL on the shop's public address. */
  request: Request;
  /**
   * The shop's public origin (PUBLIC_URL's), for the absolute URLs of a page's head (canonical, Open Graph, JSON-LD):
   * set by the server, never read from what the request said.
   */
  origin: string;
  /** The Content-Security-Policy nonce of the page's inline scripts (the router's hydration data). */
  nonce: string;
  /** The scripts and style sheets of each route, from the client build (the server reads Vite's manifest). */
  manifest: Manifest;
  /** How the page's API calls are answered: in the same process, no loopback HTTP. */
  api: (path: string, init: RequestInit) => Promise<Response>;
}

// The parts of pages the browser keeps as the server rendered them (components/kept-from-server.tsx).
renderOnServer(layout.KeptSiteFooter, SiteFooter);
renderOnServer(home.KeptWhyChooseUs, WhyChooseUs);
renderOnServer(home.KeptCategoryTiles, CategoryTiles);
renderOnServer(home.KeptCategorySidebar, CategorySidebar);
renderOnServer(home.KeptPromotionSection, PromotionSection);
renderOnServer(home.KeptBestSellersSection, BestSellersSection);
renderOnServer(home.KeptNewProductsSection, NewProductsSection);

export function render({ request, origin, nonce, manifest, api }: RenderOptions): Promise<Response> {
  setApiTransport(api);
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => Promise.resolve(manifest),
    createRouter: () => createAppRouter(origin, nonce),
  });
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
