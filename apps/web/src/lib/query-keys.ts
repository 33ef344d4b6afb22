/**
 * Every query key of the shop, in one factory (STYLE §11: a key starts with its area). Query options use these,
 * and so does every invalidation: `invalidateQueries({ queryKey: queryKeys.orders.all })` reaches each order query,
 * because a key's prefix is its area's `all`. No literal keys elsewhere.
 */
import type { ProductOrdering } from '@shop/domain/catalog.constants';

/** Listing parameters as the /products route keeps them in the address bar. */
export interface ProductListParams {
  category_id?: number | undefined;
  page: number;
  page_size: number;
  ordering?: ProductOrdering | undefined;
  promotion?: boolean | undefined;
}

export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    me: ['auth', 'me'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    categoryHierarchy: ['catalog', 'categories', 'hierarchy'] as const,
    rootCategories: ['catalog', 'categories', 'top-level'] as const,
    products: (params: ProductListParams) => ['catalog', 'products', params] as const,
    product: (id: number) => ['catalog', 'product', id] as const,
    featured: ['catalog', 'featured'] as const,
    bestSellers: (limit: number) => ['catalog', 'best-sellers', limit] as const,
    promotional: (limit: number) => ['catalog', 'promotional', limit] as const,
    search: (q: string, page: number, pageSize: number) => ['catalog', 'search', q, page, pageSize] as const,
    banners: ['catalog', 'banners'] as const,
    feedback: (limit: number) => ['catalog', 'feedback', limit] as const,
    storeLocations: ['catalog', 'store-locations'] as const,
    publicPromotions: ['catalog', 'promotions', 'public'] as const,
  },
  pages: {
    all: ['pages'] as const,
    page: (slug: string) => ['pages', slug] as const,
  },
  checkout: {
    all: ['checkout'] as const,
    vouchers: (signedIn: boolean) => ['checkout', 'vouchers', signedIn] as const,
    /** The stores a cart can be collected at (DESIGN §15), by the cart's lines. */
    pickupStores: (cart: string) => ['checkout', 'pickup-stores', cart] as const,
  },
  orders: {
    all: ['orders'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    mine: (page: number) => ['orders', 'mine', page] as const,
    lookup: (orderId: string, email: string) => ['orders', 'lookup', orderId, email] as const,
  },
  payments: {
    all: ['payments'] as const,
    sepay: (orderId: number) => ['payments', 'sepay', orderId] as const,
    payos: (orderId: number) => ['payments', 'payos', orderId] as const,
  },
  shop: {
    all: ['shop'] as const,
    config: ['shop', 'config'] as const,
  },
};

/** Areas whose answers anyone may see (the catalogue, the shop's settings); the others may belong to an account. */
export const PUBLIC_QUERY_AREAS: ReadonlySet<unknown> = new Set([queryKeys.catalog.all[0], queryKeys.shop.all[0]]);
