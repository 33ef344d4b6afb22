import { prefetchForStaff } from '../../lib/session';
import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/dashboard/dashboard';
import { DashboardSearch, statsParams } from '../../features/dashboard/dashboard-search';
import { statsQuery } from '../../features/dashboard/stats.queries';

export const Route = createFileRoute('/_desk/')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => search,
  // Starts the request early; the page shows its skeleton until it answers, and keeps the old figures meanwhile.
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, statsQuery(statsParams(deps))),
  head: () => ({ meta: [{ title: 'Tổng quan — Quản trị' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  return <Dashboard search={Route.useSearch()} />;
}
