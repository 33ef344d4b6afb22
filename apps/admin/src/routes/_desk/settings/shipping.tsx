import { createFileRoute } from '@tanstack/react-router';
import { ShippingSettingsPage } from '../../../features/settings/settings-page';
import { shippingSettingsQuery } from '../../../features/settings/settings.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/shipping')({
  head: () => ({ meta: [{ title: 'Cài đặt vận chuyển — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, shippingSettingsQuery(), 'admin'),
  component: ShippingSettingsPage,
});
