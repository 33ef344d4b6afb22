import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../features/content/stores-page';
import { storesQuery } from '../../features/content/content.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/stores')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, storesQuery()),
  head: () => ({ meta: [{ title: 'Cửa hàng — Quản trị' }] }),
  component: StoresPage,
});
