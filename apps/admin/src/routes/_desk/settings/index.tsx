import { createFileRoute } from '@tanstack/react-router';
import { ShopSettingsPage } from '../../../features/settings/settings-page';
import { shopSettingsQuery } from '../../../features/settings/settings.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, shopSettingsQuery(), 'admin'),
  component: ShopSettingsPage,
});
