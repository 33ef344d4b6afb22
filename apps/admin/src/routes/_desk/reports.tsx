import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/reports/reports-page';
import { ReportsSearch, reportDays } from '../../features/reports/reports-search';
import { reportsQueries } from '../../features/reports/reports.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/reports')({
  validateSearch: ReportsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the range's profit early; each section shows its skeleton until its own answer comes.
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, reportsQueries.profit(reportDays(deps), 'day')),
  head: () => ({ meta: [{ title: 'Báo cáo — Quản trị' }] }),
  component: ReportsRoute,
});

function ReportsRoute() {
  return <ReportsPage search={Route.useSearch()} />;
}
