import { createFileRoute } from '@tanstack/react-router';
import { FAQ_SLUG } from '@shop/domain/pages.constants';
import { catalogQueries } from '../../features/catalog/catalog.queries';
import { pageQueries } from '../../features/content/pages.queries';
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
  // The contact tiles and promotions: in the browser not awaited, they have their own loading and failure states.
  // The FAQ is loaded before the page renders, everywhere; a failure shows in its section only.
  loader: ({ context }) =>
    Promise.all([
      awaitOnServer([
        context.queryClient.prefetchQuery(shopQueries.config()),
        context.queryClient.prefetchQuery(catalogQueries.publicPromotions()),
      ]),
      context.queryClient.prefetchQuery(pageQueries.page(FAQ_SLUG)),
    ]).then(() => undefined),
  component: SupportCentrePage,
});
