/**
 * What the first page of a visit needs before its scripts can ask for it: the route's code, the API answers it
 * reads and its main image, announced in the HTML head (`modulepreload`, `preload`). The browser then fetches
 * them side by side with the app's entry instead of one round trip after another (spec 1's pages on a phone on
 * a slow network: the entry, then the route's chunk, then its data, then its image).
 *
 * The API paths must be exactly those the web app's queries ask for (features/*\/*.queries.ts): a preload whose
 * URL differs is wasted. e2e/tests/first-route.spec.ts checks that each is fetched once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImageSlot, pictureSources, pipelineImage } from '@shop/domain/media.rules';

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface PageHints {
  /** Route modules as the manifest names them, e.g. `src/routes/_shop/index.tsx?tsr-split=component`. */
  routes: string[];
  /** Public GET calls of the API the page makes at once. */
  fetches: string[];
  /** The images the page shows first (its LCP candidates), and where they sit (their `sizes`). */
  images: { url: string; slot: ImageSlot }[];
}

/** What the hints read from the catalogue (its cached answers). */
export interface HintCatalog {
  firstListingImages(count: number): Promise<string[]>;
}

/** The product of a product page, as the page handler found it (undefined elsewhere, or when there is none). */
type PageProduct = { id: number; image_url: string } | undefined;

/** Every page of the shop sits in the `_shop` layout and reads the shop's settings. */
const LAYOUT_ROUTE = 'src/routes/_shop.tsx?tsr-split=component';
const CONFIG_CALL = '/api/config';
/** The listing's first row on a phone (product-listing.tsx loads as many eagerly). */
const LISTING_EAGER_IMAGES = 2;

/**
 * The hints of the pages shoppers land on from outside: home, the plain listing, a product page (`product`, found
 * by the caller). Null for the rest (and for a product that doesn't exist).
 */
export async function firstPageHints(
  path: string,
  search: string,
  product: PageProduct,
  catalog: HintCatalog,
): Promise<PageHints | null> {
  if (path === '/') {
    return {
      routes: [LAYOUT_ROUTE, 'src/routes/_shop/index.tsx?tsr-split=component'],
      fetches: [
        CONFIG_CALL,
        '/api/banners/',
        '/api/categories/?top_level=true',
        '/api/products/promotional/?limit=9',
        '/api/products/best_sellers/?limit=12',
        '/api/products/?ordering=newest&page=1&page_size=9',
      ],
      // The banners are shown in random order (spec 1 §2): no single one to preload.
      images: [],
    };
  }
  // The plain listing only: with filters in the query the calls depend on them.
  if ((path === '/products' || path === '/products/') && search === '') {
    return {
      routes: [LAYOUT_ROUTE, 'src/routes/_shop/products/index.tsx?tsr-split=component'],
      fetches: [CONFIG_CALL, '/api/products/?page=1&page_size=12', '/api/categories/hierarchy/'],
      images: (await catalog.firstListingImages(LISTING_EAGER_IMAGES)).map((url) => ({ url, slot: 'card' as const })),
    };
  }
  if (product) {
    return {
      routes: [LAYOUT_ROUTE, 'src/routes/_shop/products/$id.tsx?tsr-split=component'],
      fetches: [CONFIG_CALL, `/api/products/${product.id}`],
      images: product.image_url ? [{ url: product.image_url, slot: 'gallery' }] : [],
    };
  }
  return null;
}

export function loadManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunks of `routes` with everything they import, less what the entry already loads. */
export function routeChunks(manifest: Manifest, routes: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entryLoads = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const k of seen) entryLoads.add(k);
  }
  seen.clear();
  routes.forEach(visit);
  return [...seen].filter((k) => !entryLoads.has(k)).map((k) => `/${manifest[k]!.file}`);
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The preload of an image: a pipeline image's AVIF sources as the page's `<picture>` lists them (same `srcset`,
 * `sizes` and `media`, so the browser picks the same file and uses it), else the URL itself.
 */
function imagePreloads({ url, slot }: PageHints['images'][number]): string[] {
  const image = pipelineImage(url);
  if (!image) return [`<link rel="preload" as="image" href="${attr(url)}" fetchpriority="high" />`];
  return pictureSources(image, slot)
    .filter((source) => source.type === 'image/avif')
    .map(
      (source) =>
        `<link rel="preload" as="image" type="${source.type}" imagesrcset="${attr(source.srcset)}" ` +
        `imagesizes="${attr(source.sizes)}"${source.media ? ` media="${attr(source.media)}"` : ''} fetchpriority="high" />`,
    );
}

/** The head tags for the hints. */
export function hintTags(manifest: Manifest, hints: PageHints): string {
  return [
    ...routeChunks(manifest, hints.routes).map(
      (href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" />`,
    ),
    // `crossorigin` makes the preload a CORS-mode request with same-origin credentials, as fetch() sends it.
    ...hints.fetches.map((href) => `<link rel="preload" as="fetch" href="${attr(href)}" crossorigin />`),
    ...hints.images.flatMap(imagePreloads),
  ].join('\n    ');
}
