import type { Category, Product } from '@shop/domain/catalog.schemas';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { type Page, assertPageExists, paginate } from '../../http/pagination';
import type { ReadCache } from '../../lib/read-cache';
import { type StockNotice, parseCatalogNotice } from './catalog-writes';
import * as repo from './catalog.repo';
import * as listsRepo from './catalog-lists.repo';
import { listBestSellers } from './best-sellers.repo';
import * as searchRepo from './product-search.repo';
import type { ProductOrdering } from './catalog.repo';
import { foldVietnamese } from '@shop/domain/search-text';

function findInTree(nodes: Category[], id: number): Category | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findInTree(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function subtreeIds(node: Category): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

function flatten(nodes: Category[]): Category[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

export {
  CATALOG_CHANNEL,
  catalogNoticeQuery,
  catalogWriter,
  notifyCatalogChanged,
  parseCatalogNotice,
} from './catalog-writes';
export type { CatalogChange, CatalogWriteHook, StockChange, StockLedgerLine, StockNotice } from './catalog-writes';
// The catalogue's prices and terms as other areas read them in their transactions: an order's pricing, wholesale's
// tiers, an order's e-invoice.
export {
  type ProductForOrder,
  type VariantForOrder,
  findProductsByIds,
  findVariantsByIds,
  lockLinePrices,
  unitCostSql,
  vatRates,
} from './product-prices.repo';
// The stock columns of products and variants, which the stock module moves inside its callers' transactions.
export * as productStock from './product-stock.repo';
// The back office's catalogue: catalog.area.ts makes these and gives them to catalog-admin.routes.ts.
export { createProductAdminService, type ProductAdminService } from './product-admin.service';
export { createCategoryAdminService, type CategoryAdminService } from './category-admin.service';
/** The products' weights in grams, by id: what the carriers weigh a cart or an order's parcel with. */
export const productWeights = repo.productWeights;
/** Cache tags (decision 0015): every answer holding a product's data, and every answer that lists products. */
const productTag = (id: number) => `product:${id}`;
const LISTS = 'lists';
/** The live banners: their answer, and the pages showing it, go at the next start or end of a banner's window. */
export const BANNER_SCHEDULE = 'banner-schedule';
/** Tags of an answer listing these products: a stock change drops it if it holds one of them, or flips one. */
const listTags = (products: readonly { id: number }[]) => [LISTS, ...products.map((p) => productTag(p.id))];

/**
 * The tags of a public catalogue answer as the shop's pages read it (a page rendered on the server is cached under
 * the tags of the answers it shows, http/ssr.ts): a product, a list of products, the live banners. Others carry none; a
 * staff write clears the whole cache.
 */
export function tagsOfAnswer(path: string, body: unknown): string[] {
  if (path.startsWith('/api/banners')) return [BANNER_SCHEDULE];
  if (!path.startsWith('/api/products')) return [];
  const hasId = (x: unknown): x is { id: number } => typeof (x as { id?: unknown })?.id === 'number';
  const list = Array.isArray(body) ? body : (body as { results?: unknown })?.results;
  if (Array.isArray(list)) return listTags(list.filter(hasId));
  return hasId(body) ? [productTag(body.id)] : [];
}

/**
 * What a stock change drops from this instance's cache: the answers that hold one of its products, and every list
 * when one may have come into or gone out of stock. Other answers stay (decision 0015).
 */
export function forgetStock(cache: ReadCache, notice: StockNotice): void {
  cache.invalidate([...notice.products.map(productTag), ...(notice.availability ? [LISTS] : [])]);
}

/** app.ts's LISTEN handler: a stock notice drops what it touched; anything else (a staff write) clears the cache. */
export function applyCatalogNotice(cache: ReadCache, payload: string | undefined): void {
  const notice = parseCatalogNotice(payload);
  if (notice) forgetStock(cache, notice);
  else cache.clear();
}

/**
 * Catalogue reads. Every answer is cached as serialised JSON under a key naming the call and its normalised
 * parameters; a staff write clears the whole cache, a stock change only what it touched (applyCatalogNotice).
 */
export function createCatalogService(
  db: Db,
  cache: ReadCache,
  publicUrl: string,
  /** Adds the quantity prices a buyer in the group (null: anyone) can get to the product answer (DESIGN §13). */
  priceTiers?: (product: Product, groupId: number | null) => Promise<Product>,
) {
  const apiUrl = (path: string) => `${publicUrl}/api/${path}`;
  const tree = () => cache.value('categories:tree', () => listsRepo.loadCategoryTree(db));

  /** The category and all its descendants; an unknown id matches nothing. */
  async function categoryScope(categoryId: number | undefined): Promise<number[] | undefined> {
    if (categoryId === undefined) return undefined;
    const node = findInTree(await tree(), categoryId);
    return node ? subtreeIds(node) : [];
  }

  async function productPage(
    path: string,
    query: { category_id?: number | undefined; ordering: ProductOrdering; promotion?: boolean | undefined } & Page,
  ) {
    const params = new URLSearchParams();
    if (query.category_id !== undefined) params.set('category_id', String(query.category_id));
    params.set('ordering', query.ordering);
    if (query.promotion) params.set('promotion', 'true');
    const key = `${path}?${params.toString()}&page=${query.page}&page_size=${query.page_size}`;
    return cache.json(
      key,
      async () => {
        const filter = { categoryIds: await categoryScope(query.category_id), promotion: query.promotion };
        // One count per filter, for every order and page: at 100k products it is most of a page's query. Only a
        // change of what is available changes it, which drops LISTS (decision 0015).
        const count = await cache.value(
          `products-count?category_id=${query.category_id ?? ''}&promotion=${query.promotion === true}`,
          () => repo.countAvailableProducts(db, filter),
          () => [LISTS],
        );
        assertPageExists(query, count);
        const results = await repo.listAvailableProducts(db, filter, {
          ordering: query.ordering,
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
          count,
        });
        return paginate(apiUrl(path), params, query, count, results);
      },
      (page) => listTags(page.results),
    );
  }

  return {
    /** Products and variants at or under `threshold` in stock (the back office's dashboard; never cached). */
    lowStock: (threshold: number, limit = 100) => listsRepo.listLowStock(db, threshold, limit),

    listProducts: (query: Parameters<typeof productPage>[1]) => productPage('products/', query),
    listProductsByCategory: (query: Parameters<typeof productPage>[1] & { category_id: number }) =>
      productPage('products/by_category/', query),

    featured: () =>
      cache.json(
        'products:featured',
        async () => {
          const filter = { featured: true };
          return repo.listAvailableProducts(db, filter, { ordering: 'newest', limit: 24, offset: 0 });
        },
        listTags,
      ),

    promotional: (limit: number) =>
      cache.json(
        `products:promotional:${limit}`,
        () => repo.listAvailableProducts(db, { promotion: true }, { ordering: 'featured', limit, offset: 0 }),
        listTags,
      ),

    bestSellers: (q: {
      from?: Date | undefined;
      to?: Date | undefined;
      category?: number | undefined;
      limit: number;
    }) =>
      cache.json(
        `products:best:${q.from?.toISOString()}:${q.to?.toISOString()}:${q.category}:${q.limit}`,
        async () => listBestSellers(db, { ...q, categoryIds: await categoryScope(q.category) }),
        listTags,
      ),

    /** Every available product (id, date) and category id, for sitemap.xml. */
    sitemapEntries: async () => {
      const docs = await cache.value(
        'sitemap:products',
        () => repo.listAvailableProductDates(db),
        () => [LISTS],
      );
      return {
        products: docs.map((d) => ({ id: d.id, updated: d.created.toISOString() })),
        categoryIds: flatten(await tree()).map((c) => c.id),
      };
    },

    /** Cached per group: an anonymous shopper's answer is the one every shopper without a group shares. */
    product: (id: number, groupId: number | null = null) =>
      cache.json(
        groupId === null ? `product:${id}` : `product:${id}:group:${groupId}`,
        async () => {
          const product = await repo.findProduct(db, id);
          if (!product) throw new NotFoundError('Không tìm thấy sản phẩm.');
          return priceTiers ? priceTiers(product, groupId) : product;
        },
        () => [productTag(id)],
      ),

    /**
     * In the database through trigram indexes (decision 0004); cached per folded query and page like the other
     * reads, so a popular term costs one query until the catalogue changes.
     */
    search: (query: { q: string } & Page) => {
      // Keyed by the query as typed: the answer's next/previous links carry it.
      return cache.json(
        `search:${query.page}:${query.page_size}:${query.q}`,
        async () => {
          // How common the query's words are, for the plan (decision 0019): a sample cached like any read, so
          // taken again after a catalogue change.
          const wordShare = await cache.value('search-word-share', () => searchRepo.loadSearchWordShare(db));
          const { count, results } = await searchRepo.searchAvailableProducts(
            db,
            foldVietnamese(query.q),
            { limit: query.page_size, offset: (query.page - 1) * query.page_size },
            { wordShare },
          );
          assertPageExists(query, count);
          return paginate(apiUrl('products/search/'), new URLSearchParams({ q: query.q }), query, count, results);
        },
        (page) => listTags(page.results),
      );
    },

    categories: (query: { top_level?: boolean | undefined; parent?: number | undefined }) =>
      cache.json(`categories:list:${query.top_level}:${query.parent}`, async () => {
        const roots = await tree();
        if (query.parent !== undefined) return findInTree(roots, query.parent)?.children ?? [];
        if (query.top_level) return roots;
        return flatten(roots);
      }),

    categoryHierarchy: () => cache.json('categories:hierarchy', tree),

    category: (id: number) =>
      cache.json(`categories:${id}`, async () => {
        const node = findInTree(await tree(), id);
        if (!node) throw new NotFoundError('Không tìm thấy danh mục.');
        return node;
      }),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
