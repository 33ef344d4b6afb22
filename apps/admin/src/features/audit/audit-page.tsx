/**
 * The audit trail (DESIGN §8): every staff write, newest first, filtered by who, what and when;
 * a row's "Xem thay đổi" shows what it changed.
 */
import type { AuditEntry } from '@shop/domain/admin-audit.schemas';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditFilters } from './audit-filters';
import type { AuditSearch } from './audit-search';
import { AuditTable } from './audit-table';
import { auditQuery } from './audit.queries';

export function AuditPage({ search }: { search: AuditSearch }) {
  const navigate = useNavigate();
  const query = useQuery(auditQuery(search));
  const [shown, setShown] = useState<AuditEntry | null>(null);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Nhật ký thao tác</h1>
        <p className="mt-1 text-sm text-gray-600" aria-live="polite">
          {query.data ? `${query.data.count.toLocaleString('vi-VN')} thao tác` : ' '}
        </p>
      </div>
      <AuditFilters search={search} />
      <div className="rounded-lg border border-gray-200 bg-white">
        <AuditTable
          query={query}
          page={search.page ?? 1}
          onPageChange={(page) => void navigate({ to: '/audit', search: (prev) => ({ ...prev, page }) })}
          onShow={setShown}
        />
      </div>
      {shown && <AuditEntryDialog entry={shown} onClose={() => setShown(null)} />}
    </div>
  );
}
