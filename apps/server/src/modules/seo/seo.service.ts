import type { Config } from '../../config';
import type { CatalogService } from '../catalog/catalog.service';
import { robotsTxt, sitemapXml } from './seo';

/**
 * What the shop tells crawlers, from the catalogue's cached answers: robots.txt and sitemap.xml (a page's head comes
 * from the web app's router, rendered on the server). app.ts hands it to http/web-app.ts.
 */
export function createSeoService(catalog: Pick<CatalogService, 'sitemapEntries'>, config: Pick<Config, 'publicUrl'>) {
  return {
    robotsTxt: () => robotsTxt(config.publicUrl),

    async sitemapXml() {
      const { products, categoryIds } = await catalog.sitemapEntries();
      return sitemapXml(config.publicUrl, products, categoryIds);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
