import type { Product } from '@shop/domain/catalog.schemas';
import { socialImageUrl } from '@shop/domain/media.rules';
import { linePrice } from '@shop/domain/pricing';
import { isOutOfStock } from '@shop/domain/pricing';
import { insertBeforeHeadEnd } from '../../http/html';

/** What a page's HTML head says before any script runs (link previews on Zalo and Facebook, search engines). */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** First sentence-ish of a description, as plain text of at most `max` characters. */
export function summarise(text: string, max = 160): string {
  const plain = text
    .split('\n')
    .filter((line) => !/^\s*\d+\.\s/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function productMeta(product: Product, publicUrl: string, shopName: string): PageMeta {
  const url = `${publicUrl}/products/${product.id}`;
  // Link previews (Zalo, Facebook) want a raster image: a pipeline image's JPEG (issue 13), else the image itself.
  const image = product.image_url ? new URL(socialImageUrl(product.image_url), publicUrl).toString() : undefined;
  const description = summarise(product.description) || product.name;
  return {
    title: `${product.name} | ${shopName}`,
    description,
    url,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      image: image ? [image] : undefined,
      sku: String(product.id),
      category: product.category_name,
      brand: { '@type': 'Brand', name: shopName },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'VND',
        price: linePrice(product),
        availability: isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

/**
 * index.html with the page's title, description, Open Graph tags and JSON-LD written in, so crawlers and link
 * previews see the product without running the app. The app's own head management takes over once it runs.
 */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  // data-static-head: the app removes these once its router manages the head (no duplicate tags).
  const tags = [
    `<meta data-static-head property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta data-static-head property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta data-static-head property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta data-static-head property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta data-static-head property="og:locale" content="vi_VN" />`,
    meta.image ? `<meta data-static-head property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta data-static-head name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link data-static-head rel="canonical" href="${escapeHtml(meta.url)}" />`,
    // JSON in a script: '<' escaped so a product name can never close the tag.
    meta.jsonLd
      ? `<script data-static-head type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not replacement strings: a product's text may hold `$'`, `$&` or `` $` ``, which a
  // replacement string would expand into pieces of the page.
  return insertBeforeHeadEnd(
    template
      .replace(/<title[^>]*>[^<]*<\/title>/, () => `<title data-static-head>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s[^>]*name="description"[^>]*>/,
        () => `<meta data-static-head name="description" content="${escapeHtml(meta.description)}" />`,
      ),
    tags,
  );
}

/** `html` with `tags` written at the end of its head (literally: nothing in `tags` is a replacement pattern). */
const STATIC_PATHS = [
  '/',
  '/products',
  '/products?promotion=true',
  '/search',
  '/about',
  '/he-thong-cua-hang',
  '/ho-tro-khach-hang',
  '/chinh-sach-giao-hang',
  '/chinh-sach-doi-tra',
  '/chinh-sach-bao-hanh',
  '/chinh-sach-thanh-toan',
  '/chinh-sach-bao-mat',
  '/dieu-khoan-dich-vu',
  '/tracking',
];

export function sitemapXml(
  publicUrl: string,
  products: { id: number; updated: string }[],
  categoryIds: number[],
): string {
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;');
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => url(p)),
    ...categoryIds.map((id) => url(`/products?category_id=${id}`)),
    ...products.map((p) => url(`/products/${p.id}`, p.updated)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /payment/',
    'Disallow: /order-success/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
