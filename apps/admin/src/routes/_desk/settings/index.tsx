import { createFileRoute } from '@tanstack/react-router';
import { ShopSettingsPage } from '../../../features/settings/settings-page';
import { shopSettingsQuery } from '../../../features/settings/settings.queries';
import { prefetchForAdmin } from '../../../lib/session';

export const Route = createFileRoute('/_desk/settings/')({
  loader: ({ context }) => prefetchForAdmin(context.queryClient, shopSettingsQuery()),
  component: ShopSettingsPage,
});
