import { prefetchForStaff } from '../../lib/session';
import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/audit/audit-page';
import { AuditSearch } from '../../features/audit/audit-search';
import { auditQuery } from '../../features/audit/audit.queries';

export const Route = createFileRoute('/_desk/audit')({
  validateSearch: AuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, auditQuery(deps)),
  head: () => ({ meta: [{ title: 'Nhật ký thao tác — Quản trị' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage search={Route.useSearch()} />;
}
