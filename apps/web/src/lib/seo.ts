import type { AnyRouteMatch } from '@tanstack/react-router';

/** The shop's name: every page's title ends with it. */
export const SHOP_TITLE = 'Trà Sữa Nguyên Liệu';
export const SHOP_DESCRIPTION =
  'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc. Cửa hàng tại TP.HCM, giao hàng toàn quốc.';

/** A tag of a route's `head().meta`. */
type HeadMeta = NonNullable<AnyRouteMatch['meta']>[number];

/**
 * A JSON-LD script among a head's tags: the router writes a `script:ld+json` entry as `<script
 * type="application/ld+json">`, though its type for these tags (React's `<meta>` props) has no such name.
 */
function jsonLdTag(data: Record<string, unknown>) {
  return { 'script:ld+json': data } as unknown as HeadMeta;
}

/** A page's <title> and meta description for a route's `head` (every page sets both). */
export function pageHead(title: string, description: string): { meta: HeadMeta[] } {
  return {
    meta: [
      { title: title === SHOP_TITLE ? title : `${title} | ${SHOP_TITLE}` },
      { name: 'description', content: description },
      // A link shared on Zalo or Facebook shows the page's own title and summary.
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
  };
}

/** The Open Graph tags every page shares (the root route's head); a page's own tags of the same name win. */
export const SITE_OPEN_GRAPH = [
  { property: 'og:site_name', content: SHOP_TITLE },
  { property: 'og:locale', content: 'vi_VN' },
  { property: 'og:type', content: 'website' },
];

/** What a link preview (Zalo, Facebook) and a search engine read of a page beyond its title and description. */
export interface SharedPage {
  title: string;
  description: string;
  /** Absolute URL of the page: its canonical address and og:url. */
  url: string;
  /** Absolute URL of a raster image (previews don't show SVG). */
  image?: string | undefined;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

/** pageHead plus the page's address (canonical, og:url), its preview image and JSON-LD, for the pages shoppers share. */
export function sharedPageHead(page: SharedPage): { meta: HeadMeta[]; links: { rel: string; href: string }[] } {
  const head = pageHead(page.title, page.description);
  return {
    meta: [
      ...head.meta,
      { property: 'og:url', content: page.url },
      { property: 'og:type', content: page.type ?? 'website' },
      ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
      { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
      ...(page.jsonLd ? [jsonLdTag(page.jsonLd)] : []),
    ],
    links: [{ rel: 'canonical', href: page.url }],
  };
}
