import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogQueries } from '../../../features/catalog/catalog.queries';
import { loadDescriptionMarkdown } from '../../../features/catalog/description-markdown-loader';
import { ProductDetail } from '../../../features/catalog/product-detail';
import { ProductDetailSkeleton, ProductNotFound } from '../../../features/catalog/product-detail-states';
import { ApiError } from '../../../lib/api-client';
import { awaitOnServer } from '../../../lib/preload';
import { positiveInt } from '../../../lib/search-params';
import { pageHead, sharedPageHead } from '../../../lib/seo';

export const Route = createFileRoute('/_shop/products/$id')({
  loader: async ({ context, params }) => {
    // `$id` is a positive integer written as plain digits; anything else is the not-found view.
    const id = /^\d+$/.test(params.id) ? positiveInt(params.id) : undefined;
    if (id === undefined) throw notFound();
    try {
      // The head's builder and the description's Markdown renderer come with the product, not with the start-up
      // JavaScript of every page.
      const [product, { productPage }] = await Promise.all([
        context.queryClient.ensureQueryData(catalogQueries.product(id)),
        import('../../../features/catalog/product-head'),
        loadDescriptionMarkdown(),
      ]);
      await awaitOnServer([context.queryClient.prefetchQuery(catalogQueries.related(product.category))]);
      return productPage(product, context.origin);
    } catch (error) {
      // The API's 404 (and a 400 for an id it rejects) is the page's not-found state (spec 1 §2).
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData: page }) =>
    page ? sharedPageHead(page) : pageHead('Không tìm thấy sản phẩm', 'Sản phẩm không tồn tại hoặc đã bị gỡ.'),
  pendingComponent: ProductDetailSkeleton,
  notFoundComponent: ProductNotFound,
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  const product = useSuspenseQuery(catalogQueries.product(Number(id))).data;
  return <ProductDetail key={product.id} product={product} />;
}
