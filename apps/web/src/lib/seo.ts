/** Page <title> and meta description for a route's `head` (every page sets both, issue 3). */
export const SHOP_TITLE = 'Trà Sữa Nguyên Liệu';
export const SHOP_DESCRIPTION =
  'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc. Cửa hàng tại TP.HCM, giao hàng toàn quốc.';

export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title: title === SHOP_TITLE ? title : `${title} | ${SHOP_TITLE}` },
      { name: 'description', content: description },
    ],
  };
}

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

/** pageHead plus Open Graph, the canonical link and JSON-LD, for the pages shoppers share. */
export function sharedPageHead(page: SharedPage) {
  const head = pageHead(page.title, page.description);
  return {
    meta: [
      ...head.meta,
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: page.url },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:locale', content: 'vi_VN' },
      ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
      { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
      ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
    ],
    links: [{ rel: 'canonical', href: page.url }],
  };
}
