import { createFileRoute } from '@tanstack/react-router';
import { CustomerGroupsPage } from '../../features/wholesale/customer-groups-page';
import { customerGroupsQuery } from '../../features/wholesale/wholesale.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/customer-groups')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, customerGroupsQuery()),
  head: () => ({ meta: [{ title: 'Nhóm khách hàng — Quản trị' }] }),
  component: CustomerGroupsPage,
});
