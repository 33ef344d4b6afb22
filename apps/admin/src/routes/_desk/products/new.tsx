import { createFileRoute } from '@tanstack/react-router';
import { NewProduct } from '../../../features/products/product-editor';
import { productsQueries } from '../../../features/products/products.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/products/new')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, productsQueries.categories()),
  head: () => ({ meta: [{ title: 'Thêm sản phẩm — Quản trị' }] }),
  component: NewProduct,
});
