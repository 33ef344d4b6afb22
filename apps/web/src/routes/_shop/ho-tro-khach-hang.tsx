import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { SupportCentrePage } from '../../features/content/support-centre-page';
import { shopQueries } from '../../lib/shop.queries';
import { awaitOnServer } from '../../lib/preload';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/ho-tro-khach-hang')({
  head: () =>
    pageHead(
      'Hỗ trợ khách hàng',
      'Câu hỏi thường gặp về đặt hàng, thanh toán, giao hàng, đổi trả, bảo hành; hotline, Zalo, email và khuyến mãi hiện có.',
    ),
  // In the browser not awaited: the contact tiles and promotions have their own loading and failure states.
  loader: ({ context }) =>
    awaitOnServer([
      context.queryClient.prefetchQuery(shopQueries.config()),
      context.queryClient.prefetchQuery(catalogQueries.publicPromotions()),
    ]),
  component: SupportCentrePage,
});
