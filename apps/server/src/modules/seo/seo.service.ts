import type { Config } from '../../config';
import type { CatalogService } from '../catalog/catalog.service';
import { productMeta, renderIndexHtml, robotsTxt, sitemapXml } from './seo';

/**
 * What the shop's pages tell crawlers and link previews before any script runs, from the catalogue's cached
 * answers: robots.txt, sitemap.xml and a product page's head. app.ts hands it to http/web-app.ts.
 */
export function createSeoService(
  catalog: Pick<CatalogService, 'sitemapEntries' | 'productObject'>,
  config: Pick<Config, 'publicUrl' | 'shopName'>,
) {
  return {
    robotsTxt: () => robotsTxt(config.publicUrl),

    async sitemapXml() {
      const { products, categoryIds } = await catalog.sitemapEntries();
      return sitemapXml(config.publicUrl, products, categoryIds);
    },

    /** The product of a product page and the page's HTML with its head written in; undefined when there is none. */
    async productPage(id: number, indexHtml: string) {
      const product = await catalog.productObject(id);
      if (!product) return undefined;
      return { product, html: renderIndexHtml(indexHtml, productMeta(product, config.publicUrl, config.shopName)) };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
