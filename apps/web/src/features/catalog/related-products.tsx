import { useQuery } from '@tanstack/react-query';
import { RELATED_LIMIT, catalogQueries } from './catalog.queries';
import { ProductGrid } from './product-card';
import { ListingSkeleton } from './listing-skeleton';

/**
 * 'Sản phẩm liên quan': other products of the same category, below the fold, so their images load lazily.
 * Hidden when the category has nothing else or the call fails: it is a suggestion, not the page's content.
 */
export function RelatedProducts({ productId, categoryId }: { productId: number; categoryId: number }) {
  const query = useQuery(catalogQueries.related(categoryId));
  const products = (query.data?.results ?? []).filter((p) => p.id !== productId).slice(0, RELATED_LIMIT);
  if (!query.isPending && products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-10">
      <h2 id="related-title" className="mb-4 text-xl font-bold text-brand-800">
        Sản phẩm liên quan
      </h2>
      {query.isPending ? <ListingSkeleton view="grid" count={4} /> : <ProductGrid products={products} />}
    </section>
  );
}
