import { socialImageUrl } from '@shop/domain/media.rules';
import { descriptionSummary } from '@shop/domain/product-description';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { ErrorView } from '../../../components/ui/error-view';
import { catalogQueries } from '../../../features/catalog/catalog.queries';
import { ProductDetail } from '../../../features/catalog/product-detail';
import { ProductDetailSkeleton, ProductNotFound } from '../../../features/catalog/product-detail-states';
import { ApiError } from '../../../lib/api-client';
import { positiveInt } from '../../../lib/search-params';
import { pageHead } from '../../../lib/seo';

export const Route = createFileRoute('/_shop/products/$id')({
  loader: async ({ context, params }) => {
    // `$id` is a positive integer written as plain digits; anything else is the not-found view (issue 3).
    const id = /^\d+$/.test(params.id) ? positiveInt(params.id) : undefined;
    if (id === undefined) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(catalogQueries.product(id));
    } catch (error) {
      // The API's 404 (and a 400 for an id it rejects) is the page's not-found state (spec 1 §2).
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData: product }) => {
    if (!product) return pageHead('Không tìm thấy sản phẩm', 'Sản phẩm không tồn tại hoặc đã bị gỡ.');
    const summary = descriptionSummary(product.description) || product.name;
    const head = pageHead(product.name, summary);
    // Link previews want a raster image: a pipeline image's JPEG (issue 13).
    const image = product.image_url ? socialImageUrl(product.image_url) : undefined;
    return {
      meta: [
        ...head.meta,
        { property: 'og:type', content: 'product' },
        { property: 'og:title', content: product.name },
        { property: 'og:description', content: summary },
        ...(image ? [{ property: 'og:image', content: absoluteUrl(image) }] : []),
      ],
    };
  },
  pendingComponent: ProductDetailSkeleton,
  notFoundComponent: ProductNotFound,
  errorComponent: ProductError,
  component: ProductPage,
});

/** og:image should be absolute; in the browser the page's origin makes it so (the server sends its own tags). */
function absoluteUrl(path: string): string {
  return typeof location === 'undefined' ? path : new URL(path, location.origin).href;
}

function ProductPage() {
  const { id } = Route.useParams();
  const product = useSuspenseQuery(catalogQueries.product(Number(id))).data;
  return <ProductDetail key={product.id} product={product} />;
}

function ProductError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorView
      error={error}
      onRetry={() => {
        reset();
        // Runs the loader again, which asks the API again (a failed query holds no data to reuse).
        void router.invalidate();
      }}
    />
  );
}
