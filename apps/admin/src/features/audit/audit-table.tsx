import type { AuditEntry, AuditPage } from '@shop/domain/admin-audit.schemas';
import { ADMIN_PAGE_SIZE } from '@shop/domain/admin.schemas';
import { auditActionLabel, auditTargetLabel } from '@shop/domain/audit-actions';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { deskStatusLabel, formatDateTime } from '../../lib/format';

/** The target, linked to its page where the back office has one (an order's). */
function Target({ entry }: { entry: AuditEntry }) {
  const label = `${auditTargetLabel(entry.target_type)}${entry.target_id === null ? '' : ` #${entry.target_id}`}`;
  if (entry.target_type === 'order' && entry.target_id !== null) {
    // A plain link: the order page's route belongs to the orders desk, and a full load of it is fine.
    return (
      <a href={`${import.meta.env.BASE_URL}orders/${entry.target_id}`} className="text-brand-800 underline">
        {label}
      </a>
    );
  }
  return <span>{label}</span>;
}

/** The action's label; a status move also names the status it led to, the thing staff scan for. */
function ActionCell({ entry }: { entry: AuditEntry }) {
  const after = entry.after as { status?: unknown } | null;
  return (
    <>
      {auditActionLabel(entry.action)}
      {entry.action === 'order.transition' && typeof after?.status === 'string' && (
        <span className="block text-xs text-gray-600">→ {deskStatusLabel(after.status)}</span>
      )}
    </>
  );
}

export function AuditTable({
  query,
  page,
  onPageChange,
  onShow,
}: {
  query: { data: AuditPage | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  onShow: (entry: AuditEntry) => void;
}) {
  const columns: ColumnDef<AuditEntry, never>[] = [
    {
      id: 'created_at',
      header: 'Thời gian',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>,
    },
    {
      id: 'actor',
      header: 'Người thực hiện',
      cell: ({ row }) =>
        row.original.actor ? (
          <Link
            to="/audit"
            search={{ actor: row.original.actor.email }}
            title="Xem các thao tác của người này"
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {row.original.actor.email}
          </Link>
        ) : (
          <span className="text-gray-500">Tài khoản đã xóa</span>
        ),
    },
    {
      id: 'action',
      header: 'Thao tác',
      cell: ({ row }) => <ActionCell entry={row.original} />,
    },
    { id: 'target', header: 'Đối tượng', cell: ({ row }) => <Target entry={row.original} /> },
    {
      id: 'ip',
      header: 'Địa chỉ IP',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip ?? '—'}</span>,
    },
    {
      id: 'changes',
      header: 'Chi tiết',
      cell: ({ row }) => (
        <Button tone="secondary" className="min-h-8 px-3 py-1 whitespace-nowrap" onClick={() => onShow(row.original)}>
          Xem thay đổi
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Nhật ký thao tác của nhân viên, mới nhất trước"
      columns={columns}
      rows={query.data?.results}
      count={query.data?.count ?? 0}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      onPageChange={onPageChange}
      getRowId={(entry) => String(entry.id)}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle="Không có thao tác nào khớp với bộ lọc."
    />
  );
}
