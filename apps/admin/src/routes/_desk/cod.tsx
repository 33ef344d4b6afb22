import { createFileRoute } from '@tanstack/react-router';
import { CodPage } from '../../features/shipping/cod-page';
import { shippingQueries } from '../../features/shipping/shipping.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/cod')({
  head: () => ({ meta: [{ title: 'Tiền thu hộ (COD) — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, shippingQueries.cod()),
  component: CodPage,
});
