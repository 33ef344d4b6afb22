import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProductList } from '../../../features/products/product-list';
import { ProductsSearch } from '../../../features/products/products-search';
import { productsQueries } from '../../../features/products/products.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/products/')({
  validateSearch: ProductsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, productsQueries.list(deps)),
  head: () => ({ meta: [{ title: 'Sản phẩm — Quản trị' }] }),
  component: ProductsPage,
});

function ProductsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<ProductsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  return <ProductList search={search} onChange={onChange} />;
}
