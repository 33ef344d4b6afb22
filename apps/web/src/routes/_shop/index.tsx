import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { ProductGrid } from '../../features/catalog/product-card';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/')({
  head: () =>
    pageHead(
      'Trà Sữa Nguyên Liệu',
      'Nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc. Cửa hàng tại TP.HCM, giao hàng toàn quốc.',
    ),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(catalogQueries.featured()),
      context.queryClient.ensureQueryData(catalogQueries.newest()),
    ]),
  component: HomePage,
});

function HomePage() {
  const featured = useSuspenseQuery(catalogQueries.featured()).data;
  const newest = useSuspenseQuery(catalogQueries.newest()).data.results;
  return (
    <div className="space-y-10">
      <section aria-labelledby="featured">
        <h2 id="featured" className="mb-4 text-xl font-bold text-brand-800">
          Sản phẩm nổi bật
        </h2>
        <ProductGrid products={featured.slice(0, 8)} eagerCount={2} />
      </section>
      <section aria-labelledby="newest">
        <h2 id="newest" className="mb-4 text-xl font-bold text-brand-800">
          Sản phẩm mới
        </h2>
        <ProductGrid products={newest} />
      </section>
    </div>
  );
}
