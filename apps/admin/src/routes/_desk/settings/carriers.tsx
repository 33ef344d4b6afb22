import { createFileRoute } from '@tanstack/react-router';
import { CarrierSettingsPage } from '../../../features/carriers/carrier-settings-page';
import { carriersQueries } from '../../../features/carriers/carriers.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/carriers')({
  head: () => ({ meta: [{ title: 'Đơn vị vận chuyển — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, carriersQueries.settings(), 'admin'),
  component: CarrierSettingsPage,
});
