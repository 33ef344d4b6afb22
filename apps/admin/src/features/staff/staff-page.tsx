/**
 * The staff accounts page (admins only): the filter bar, the accounts sorted and paged by the server,
 * and each account's actions: edit (name, role), disable or enable, send the password reset mail.
 */
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import { type StaffAccount } from '@shop/domain/admin-staff.schemas';
import type { User } from '@shop/domain/auth.schemas';
import { USER_ROLE_LABELS } from '@shop/domain/user-role';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { CreateStaffDialog, DisableStaffDialog, EditStaffDialog } from './staff-dialogs';
import { StaffFilters } from './staff-filters';
import type { StaffSearch } from './staff-search';
import { staffChanged, staffListQuery, staffWrites } from './staff.queries';

type Open = { kind: 'create' } | { kind: 'edit' | 'disable'; account: StaffAccount } | null;

const fullName = (a: StaffAccount) => `${a.first_name} ${a.last_name}`.trim();

function StaffActions({ account, self, onOpen }: { account: StaffAccount; self: boolean; onOpen: (o: Open) => void }) {
  const enable = useStaffWrite({
    write: () => staffWrites.update(account.id, { is_active: true }),
    success: `Đã kích hoạt lại tài khoản ${account.email}.`,
    changed: (queryClient) => void staffChanged(queryClient),
    tell: 'toast',
  });
  const reset = useStaffWrite({
    write: () => staffWrites.sendPasswordReset(account.id),
    success: `Đã gửi email đặt lại mật khẩu tới ${account.email}.`,
    tell: 'toast',
  });
  return (
    <div className="flex flex-wrap gap-1">
      <Button tone="ghost" aria-label={`Sửa: ${account.email}`} onClick={() => onOpen({ kind: 'edit', account })}>
        Sửa
      </Button>
      {account.is_active ? (
        <>
          {!self && (
            <Button
              tone="ghost"
              aria-label={`Vô hiệu hóa: ${account.email}`}
              onClick={() => onOpen({ kind: 'disable', account })}
            >
              Vô hiệu hóa
            </Button>
          )}
          <Button
            tone="ghost"
            busy={reset.isPending}
            aria-label={`Gửi email đặt lại mật khẩu: ${account.email}`}
            onClick={() => reset.mutate(undefined)}
          >
            Gửi email đặt lại mật khẩu
          </Button>
        </>
      ) : (
        <Button
          tone="ghost"
          busy={enable.isPending}
          aria-label={`Kích hoạt lại: ${account.email}`}
          onClick={() => enable.mutate(undefined)}
        >
          Kích hoạt lại
        </Button>
      )}
    </div>
  );
}

export function StaffPage({
  me,
  search,
  onChange,
}: {
  me: User;
  search: StaffSearch;
  onChange: (patch: Partial<StaffSearch>) => void;
}) {
  const list = useQuery(staffListQuery(search));
  const [open, setOpen] = useState<Open>(null);
  const page = search.page ?? 1;

  // A page that no longer exists (the list got shorter): back to the first.
  const gone = list.error instanceof ApiError && list.error.status === 404 && page > 1;
  useEffect(() => {
    if (gone) onChange({ page: undefined });
  }, [gone, onChange]);

  const columns = useMemo<ColumnDef<StaffAccount, never>[]>(
    () => [
      {
        id: 'name',
        accessorFn: fullName,
        header: 'Họ và tên',
        cell: ({ row }) => (
          <div className="min-w-40">
            <p className="font-semibold">{fullName(row.original) || '—'}</p>
            {row.original.id === me.id && <p className="text-xs text-gray-500">(Bạn)</p>}
          </div>
        ),
      },
      {
        accessorKey: 'email',
        header: 'Email',
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      { accessorKey: 'role', header: 'Vai trò', cell: ({ row }) => USER_ROLE_LABELS[row.original.role] },
      {
        id: 'is_active',
        header: 'Trạng thái',
        cell: ({ row }) =>
          row.original.is_active ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              Đang hoạt động
            </span>
          ) : (
            <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700">
              Đã vô hiệu hóa
            </span>
          ),
      },
      {
        accessorKey: 'created_at',
        header: 'Ngày tạo',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
      },
      {
        id: 'actions',
        header: 'Thao tác',
        cell: ({ row }) => <StaffActions account={row.original} self={row.original.id === me.id} onOpen={setOpen} />,
      },
    ],
    [me.id],
  );

  const filtered = Boolean(search.search || search.role || search.is_active !== undefined);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Nhân viên</h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.data ? `${list.data.count.toLocaleString('vi-VN')} tài khoản` : ''}
          </p>
        </div>
        <Button onClick={() => setOpen({ kind: 'create' })}>Thêm nhân viên</Button>
      </div>
      <StaffFilters search={search} onChange={onChange} />
      <div className="rounded-lg border border-gray-200 bg-white">
        <DataTable
          caption="Danh sách nhân viên"
          columns={columns}
          rows={list.data?.results}
          count={list.data?.count ?? 0}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          ordering={search.ordering ?? 'email'}
          onOrderingChange={(ordering) =>
            onChange({ ordering: ordering === 'email' ? undefined : (ordering as StaffSearch['ordering']) })
          }
          onPageChange={(p) => onChange({ page: p > 1 ? p : undefined })}
          getRowId={(a) => String(a.id)}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyTitle={filtered ? 'Không có tài khoản phù hợp.' : 'Chưa có tài khoản nhân viên nào.'}
        />
      </div>
      {open?.kind === 'create' && <CreateStaffDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <EditStaffDialog account={open.account} self={open.account.id === me.id} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'disable' && <DisableStaffDialog account={open.account} onClose={() => setOpen(null)} />}
    </div>
  );
}
