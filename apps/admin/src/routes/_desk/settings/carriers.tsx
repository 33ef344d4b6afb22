import { createFileRoute } from '@tanstack/react-router';
import { CarrierSettingsPage } from '../../../features/shipping/carrier-settings-page';
import { shippingQueries } from '../../../features/shipping/shipping.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/carriers')({
  head: () => ({ meta: [{ title: 'Đơn vị vận chuyển — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, shippingQueries.settings(), 'admin'),
  component: CarrierSettingsPage,
});
