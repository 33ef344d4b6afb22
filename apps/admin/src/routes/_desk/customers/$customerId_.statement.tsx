import { createFileRoute, notFound } from '@tanstack/react-router';
import { StatementPage } from '../../../features/receivables/statement-page';
import { StatementSearch } from '../../../features/receivables/receivables-search';
import { receivablesQueries } from '../../../features/receivables/receivables.queries';
import { prefetchForStaff } from '../../../lib/session';

// `$customerId_`: the statement is its own page at /customers/{id}/statement (printable), not inside the customer's.
export const Route = createFileRoute('/_desk/customers/$customerId_/statement')({
  params: {
    parse: ({ customerId }) => {
      const id = Number(customerId);
      if (!/^\d{1,10}$/.test(customerId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { customerId: id };
    },
    stringify: ({ customerId }) => ({ customerId: String(customerId) }),
  },
  validateSearch: StatementSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    prefetchForStaff(context.queryClient, receivablesQueries.statement(params.customerId, deps)),
  head: () => ({ meta: [{ title: 'Bảng kê công nợ — Quản trị' }] }),
  component: StatementRoute,
});

function StatementRoute() {
  const { customerId } = Route.useParams();
  const range = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatementPage
      customerId={customerId}
      range={range}
      onRange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
