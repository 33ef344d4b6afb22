import type { AuditEntry } from '@shop/domain/admin-audit.schemas';
import { auditActionLabel, auditTargetLabel } from '@shop/domain/audit-actions';
import { Dialog } from '../../components/dialog';
import { formatDateTime } from '../../lib/format';
import { AuditChanges } from './audit-changes-table';

/** One audit row in a side panel: who, from where, and what it changed. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  return (
    <Dialog
      side
      title={auditActionLabel(entry.action)}
      subtitle={`${auditTargetLabel(entry.target_type)}${entry.target_id === null ? '' : ` #${entry.target_id}`} · ${formatDateTime(entry.created_at)}`}
      onClose={onClose}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Người thực hiện</dt>
        <dd>{entry.actor?.email ?? 'Tài khoản đã xóa'}</dd>
        <dt className="text-gray-600">Địa chỉ IP</dt>
        <dd className="font-mono text-xs leading-5">{entry.ip ?? '—'}</dd>
        <dt className="text-gray-600">Mã thao tác</dt>
        <dd className="font-mono text-xs leading-5">{entry.action}</dd>
      </dl>
      <AuditChanges entry={entry} />
    </Dialog>
  );
}
