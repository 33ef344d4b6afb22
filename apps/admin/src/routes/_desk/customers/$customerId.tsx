import { createFileRoute, notFound } from '@tanstack/react-router';
import { CustomerDetail } from '../../../features/customers/customer-detail';
import { customersQueries } from '../../../features/customers/customers.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/customers/$customerId')({
  params: {
    parse: ({ customerId }) => {
      const id = Number(customerId);
      if (!/^\d{1,10}$/.test(customerId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { customerId: id };
    },
    stringify: ({ customerId }) => ({ customerId: String(customerId) }),
  },
  loader: ({ context, params }) => prefetchForStaff(context.queryClient, customersQueries.detail(params.customerId)),
  head: () => ({ meta: [{ title: 'Khách hàng — Quản trị' }] }),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  return <CustomerDetail customerId={customerId} />;
}
