/** The shop's pages crawlers should know, besides each category's listing and each product. */
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
