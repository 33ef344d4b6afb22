import type { QueryClient } from '@tanstack/react-query';
import { keptFromServer } from '../../components/kept-from-server';
import { keptUntilUsed } from '../../components/kept-until-used';
import { keptPartQueries } from './home.queries';

// The home's parts the browser keeps as the server sent them (components/kept-from-server.tsx, kept-until-used.tsx).
export const KeptWhyChooseUs = keptFromServer('home-why-choose-us', () =>
  import('./why-choose-us').then((m) => m.WhyChooseUs),
);
export const KeptCategoryTiles = keptFromServer('home-category-tiles', () =>
  import('./category-tiles').then((m) => m.CategoryTiles),
);
// Shown on large screens only: on a phone it never comes into view, so its code never loads.
export const KeptCategorySidebar = keptUntilUsed(
  'home-category-sidebar',
  () => import('./category-menu').then((m) => m.CategorySidebar),
  (queryClient: QueryClient) => queryClient.prefetchQuery(keptPartQueries.sidebar()),
);
export const KeptPromotionSection = keptUntilUsed(
  'home-promotions',
  () => import('./product-sections').then((m) => m.PromotionSection),
  (queryClient: QueryClient) => queryClient.prefetchQuery(keptPartQueries.promotions()),
);
export const KeptBestSellersSection = keptUntilUsed(
  'home-best-sellers',
  () => import('./product-sections').then((m) => m.BestSellersSection),
  (queryClient: QueryClient) => queryClient.prefetchQuery(keptPartQueries.bestSellers()),
);
export const KeptNewProductsSection = keptUntilUsed(
  'home-new-products',
  () => import('./product-sections').then((m) => m.NewProductsSection),
  (queryClient: QueryClient) => queryClient.prefetchQuery(keptPartQueries.newProducts()),
);
