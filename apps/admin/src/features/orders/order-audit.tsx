/** The order's audit rows, newest first: who did what, when, and what changed. */
import type { AuditEntry } from '@shop/domain/admin-audit.schemas';
import { formatDateTime } from '../../lib/format';
import { auditActionLabel } from '@shop/domain/audit-actions';
import { changeLines } from '../audit';

export function OrderAudit({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <p className="text-sm text-gray-600">Chưa có thao tác nào của nhân viên.</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {entries.map((e) => (
        <li key={e.id} className="py-2">
          <p>
            <span className="font-medium">{auditActionLabel(e.action)}</span>
            <span className="text-gray-600">
              {' '}
              · {e.actor?.email ?? 'Tài khoản đã xóa'} · {formatDateTime(e.created_at)}
              {e.ip ? ` · ${e.ip}` : ''}
            </span>
          </p>
          <ul className="mt-1 text-gray-700">
            {changeLines(e).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
