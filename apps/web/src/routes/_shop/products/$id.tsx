import { descriptionSummary } from '@shop/domain/product-description';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, createFileRoute, notFound, useRouter } from '@tanstack/react-router';
// zod/mini: route code runs in the start-up bundle, where the full zod would cost ~90 KB gzip.
import * as z from 'zod/mini';
import { ErrorView } from '../../../components/ui/error-view';
import { catalogQueries } from '../../../features/catalog/catalog.queries';
import { ProductDetail } from '../../../features/catalog/product-detail';
import { ProductDetailSkeleton, ProductNotFound } from '../../../features/catalog/product-detail-states';
import { ApiError } from '../../../lib/api-client';
import { pageHead } from '../../../lib/seo';

/** `$id` is a positive integer written as plain digits; anything else is the not-found view (issue 3). */
const ProductIdParam = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.int().check(z.positive()),
  ),
);

export const Route = createFileRoute('/_shop/products/$id')({
  loader: async ({ context, params }) => {
    const id = ProductIdParam.safeParse(params.id);
    if (!id.success) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(catalogQueries.product(id.data));
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
    const image = product.image_url || undefined;
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
