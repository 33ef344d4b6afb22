import { createFileRoute } from '@tanstack/react-router';
import { BannersPage } from '../../features/content/banners-page';
import { bannersQuery } from '../../features/content/content.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/banners')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, bannersQuery()),
  head: () => ({ meta: [{ title: 'Banner — Quản trị' }] }),
  component: BannersPage,
});
