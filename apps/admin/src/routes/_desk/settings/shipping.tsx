import { createFileRoute } from '@tanstack/react-router';
import { ShippingSettingsPage } from '../../../features/settings/settings-page';
import { shippingSettingsQuery } from '../../../features/settings/settings.queries';
import { prefetchForAdmin } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/shipping')({
  head: () => ({ meta: [{ title: 'Cài đặt vận chuyển — Quản trị' }] }),
  loader: ({ context }) => prefetchForAdmin(context.queryClient, shippingSettingsQuery()),
  component: ShippingSettingsPage,
});
