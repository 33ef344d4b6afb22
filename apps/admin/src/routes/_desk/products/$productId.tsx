import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditProduct } from '../../../features/products/product-editor';
import { productsQueries } from '../../../features/products/products.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/products/$productId')({
  params: {
    parse: ({ productId }) => {
      const id = Number(productId);
      if (!/^\d{1,10}$/.test(productId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { productId: id };
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  loader: ({ context, params }) => {
    prefetchForStaff(context.queryClient, productsQueries.detail(params.productId));
    prefetchForStaff(context.queryClient, productsQueries.categories());
  },
  head: ({ params }) => ({ meta: [{ title: `Sản phẩm #${params.productId} — Quản trị` }] }),
  component: ProductPage,
});

function ProductPage() {
  const { productId } = Route.useParams();
  return <EditProduct productId={productId} />;
}
