/**
 * The shop's address units GHN has no id for: matched by name when GHN's master data was last fetched, the rest
 * listed for staff rather than guessed. Orders to them can't be quoted or shipped with GHN.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/list-states';
import { formatDateTime } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { carriersQueries, carriersWrites } from './carriers.queries';

const LEVEL_LABELS = { province: 'Tỉnh/Thành phố', district: 'Quận/Huyện', ward: 'Phường/Xã' } as const;

export function UnmappedUnits() {
  const report = useQuery(carriersQueries.mapping());
  const sync = useStaffWrite({
    write: carriersWrites.syncMapping,
    success: (r) => `Đã đồng bộ địa giới GHN: ${r.unmapped_count.toLocaleString('vi-VN')} đơn vị chưa khớp.`,
    changed: (queryClient, r) => queryClient.setQueryData(carriersQueries.mapping().queryKey, r),
    tell: 'toast',
  });
  return (
    <section aria-labelledby="unmapped-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="unmapped-heading" className="text-base font-semibold">
          Địa giới chưa khớp với GHN
        </h2>
        <Button tone="secondary" busy={sync.isPending} onClick={() => sync.mutate(undefined)}>
          Đồng bộ từ GHN
        </Button>
      </div>
      {report.error ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <TableSkeleton rows={4} columns={2} />
      ) : (
        <>
          <p className="text-sm text-gray-600">
            {report.data.synced_at
              ? `Đồng bộ lúc ${formatDateTime(report.data.synced_at)}: ${report.data.mapped.toLocaleString('vi-VN')} đơn vị đã khớp, ${report.data.unmapped_count.toLocaleString('vi-VN')} chưa khớp.`
              : 'Chưa đồng bộ địa giới của GHN.'}
          </p>
          {report.data.synced_at && report.data.unmapped.length === 0 ? (
            <EmptyState title="Mọi đơn vị hành chính đã khớp với GHN." />
          ) : (
            <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto text-sm">
              {report.data.unmapped.map((u) => (
                <li key={`${u.level}-${u.code}`} className="py-1.5">
                  <span className="font-medium">{u.name}</span>{' '}
                  <span className="text-gray-600">
                    ({LEVEL_LABELS[u.level]}
                    {u.parent_name ? `, ${u.parent_name}` : ''})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
