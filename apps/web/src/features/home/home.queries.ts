import type { Banner, Category, FeedbackList } from '@shop/domain/catalog.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { catalogQueries } from '../catalog';

// The sizes the index route's loader prefetches and the sections read: here, not in the sections' modules, so the
// loader (in the start-up bundle) pulls in no component.
/** spec 2 §9: home sizes. */
export const PROMOTION_LIMIT = 9;
export const BEST_SELLERS_LIMIT = 12;
export const NEW_PRODUCTS_LIMIT = 9;
/** spec 1 §9: 20 feedback fetched (9 shown). */
export const FEEDBACK_FETCHED = 20;

/** Home-only query options; the shared catalogue calls live in catalog.queries.ts. */
export const homeQueries = {
  /**
   * The carousel's banners, already in the order shown (spec 1 §2: random). Drawn in the query, not in a `select`,
   * so a page rendered on the server and the browser that takes it over show the same order.
   */
  banners: () =>
    queryOptions({
      queryKey: queryKeys.catalog.banners,
      queryFn: async (): Promise<Banner[]> => {
        const body = await api<Banner[] | { results: Banner[] }>('/api/banners/');
        const list = Array.isArray(body) ? body : body?.results;
        if (!Array.isArray(list)) throw new Error('Unexpected response');
        return arrangeBanners(list);
      },
    }),
  /**
   * 'Khách Hàng Nói Gì?': the latest feedback, in a random order drawn in the query (like the banners), so the
   * first nine shown are the same on the server and in the browser that takes the page over.
   */
  feedback: (limit: number) =>
    queryOptions({
      queryKey: queryKeys.catalog.feedback(limit),
      queryFn: async (): Promise<FeedbackList> => {
        const body = await api<FeedbackList>(`/api/feedback/?limit=${limit}`);
        return Array.isArray(body?.results) ? { ...body, results: shuffled(body.results) } : body;
      },
    }),
  /**
   * The root categories of the category tiles (spec 1 §2 Home): loaded once per visit; on failure the answer
   * becomes null and the failure is only logged, so the section simply does not render.
   */
  rootCategories: () =>
    queryOptions({
      queryKey: queryKeys.catalog.rootCategories,
      queryFn: async (): Promise<Category[] | null> => {
        try {
          const body = await api<Category[] | { results: Category[] }>('/api/categories/?top_level=true');
          const list = Array.isArray(body) ? body : body?.results;
          if (!Array.isArray(list)) throw new Error('Unexpected categories response');
          return list;
        } catch (error) {
          console.error('Không tải được danh mục gốc', error);
          return null;
        }
      },
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** A new array in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * spec 1 §2 banner carousel: only 'active' banners, sorted by created_at ascending and then shown in random order.
 * Drawn once per fetched list (in the query), not on every render.
 */
export function arrangeBanners(banners: Banner[]): Banner[] {
  const active = banners
    .filter((b) => b.status === 'active')
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return shuffled(active);
}

/**
 * The answers only the home's kept parts show (kept-parts.ts), each part's own: the page sends them in its HTML, not in its hydration data
 * (the index route leaves them out), and a part asks for them when it comes to render itself.
 */
export const keptPartQueries = {
  sidebar: () => catalogQueries.categoryTree(),
  tiles: () => homeQueries.rootCategories(),
  promotions: () => catalogQueries.promotional(PROMOTION_LIMIT),
  bestSellers: () => catalogQueries.bestSellers(BEST_SELLERS_LIMIT),
  newProducts: () => catalogQueries.newest(NEW_PRODUCTS_LIMIT),
};
/** The query keys of those answers. */
export const keptPartKeys = () => Object.values(keptPartQueries).map((options) => options().queryKey);
