import { roleAllows } from '@shop/domain/user-role';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { StaffPage } from '../../features/staff/staff-page';
import { StaffSearch } from '../../features/staff/staff-search';
import { staffListQuery } from '../../features/staff/staff.queries';
import { prefetchForStaff, useMe } from '../../lib/session';

export const Route = createFileRoute('/_desk/staff')({
  validateSearch: StaffSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchForStaff(context.queryClient, staffListQuery(deps), 'admin'),
  head: () => ({ meta: [{ title: 'Nhân viên — Quản trị' }] }),
  component: StaffRoute,
});

function StaffRoute() {
  const me = useMe().data;
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter sends the list back to its first page; only paging keeps `page`.
  const onChange = useCallback(
    (patch: Partial<StaffSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }), replace: !('page' in patch) }),
    [navigate],
  );
  // The desk's layout shows this page only once `me` is known; staff are told it is for admins (the API says 403).
  if (!me) return null;
  if (!roleAllows(me.role, 'admin')) {
    return (
      <div className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">Không có quyền truy cập</h1>
        <p className="mt-2 text-gray-600">Chỉ quản trị viên mới được quản lý tài khoản nhân viên.</p>
      </div>
    );
  }
  return <StaffPage me={me} search={search} onChange={onChange} />;
}
