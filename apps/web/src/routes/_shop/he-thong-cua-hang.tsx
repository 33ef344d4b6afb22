import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { StoresPage } from '../../features/content/stores-page';
import { awaitOnServer } from '../../lib/preload';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/he-thong-cua-hang')({
  head: () =>
    pageHead(
      'Hệ Thống Cửa Hàng',
      'Địa chỉ, số điện thoại và bản đồ các cửa hàng Trà Sữa Nguyên Liệu tại TP. Hồ Chí Minh.',
    ),
  // In the browser the request starts without blocking: the page shows its own skeleton, error and empty states
  // (spec 1 §2).
  loader: ({ context }) => awaitOnServer([context.queryClient.prefetchQuery(catalogQueries.storeLocations())]),
  component: StoresPage,
});
