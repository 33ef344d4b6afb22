import { createFileRoute } from '@tanstack/react-router';
import { CodPage } from '../../features/carriers/cod-page';
import { carriersQueries } from '../../features/carriers/carriers.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/cod')({
  head: () => ({ meta: [{ title: 'Tiền thu hộ (COD) — Quản trị' }] }),
  loader: ({ context }) => prefetchForStaff(context.queryClient, carriersQueries.cod()),
  component: CodPage,
});
