import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../features/catalog/catalog.queries';
import { ProductCard } from '../features/catalog/product-card';

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(catalogQueries.featured()),
      context.queryClient.ensureQueryData(catalogQueries.newest()),
    ]),
  component: HomePage,
  pendingComponent: () => <p className="py-12 text-center text-gray-500">Đang tải...</p>,
  errorComponent: () => <p className="py-12 text-center text-red-600">Không thể tải sản phẩm. Vui lòng thử lại sau.</p>,
});

function HomePage() {
  const featured = useSuspenseQuery(catalogQueries.featured()).data;
  const newest = useSuspenseQuery(catalogQueries.newest()).data.results;
  return (
    <div className="space-y-10">
      <ProductSection title="Sản phẩm nổi bật" products={featured.slice(0, 8)} eagerCount={2} />
      <ProductSection title="Sản phẩm mới" products={newest} />
    </div>
  );
}

function ProductSection({
  title,
  products,
  eagerCount = 0,
}: {
  title: string;
  products: Parameters<typeof ProductCard>[0]['product'][];
  eagerCount?: number;
}) {
  return (
    <section aria-labelledby={title}>
      <h2 id={title} className="mb-4 text-xl font-bold text-brand-800">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < eagerCount} />
        ))}
      </div>
    </section>
  );
}
