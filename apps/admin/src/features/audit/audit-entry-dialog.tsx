import type { AuditEntry } from '@shop/domain/admin.schemas';
import { auditActionLabel, auditTargetLabel } from '@shop/domain/audit-actions';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import { AuditChanges } from './audit-changes-table';

/**
 * One audit row in a side panel: a native modal <dialog>, so focus moves into it and back, Escape closes it and
 * the page behind is inert, with no script of ours for any of that.
 */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (entry && !dialog.open) dialog.showModal();
    if (!entry && dialog.open) dialog.close();
  }, [entry]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="my-0 mr-0 ml-auto h-dvh max-h-none w-full max-w-xl bg-white p-0 shadow-xl backdrop:bg-black/30"
    >
      {entry && (
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3">
            <div>
              <h2 id={titleId} className="font-semibold">
                {auditActionLabel(entry.action)}
              </h2>
              <p className="text-sm text-gray-600">
                {auditTargetLabel(entry.target_type)}
                {entry.target_id === null ? '' : ` #${entry.target_id}`} · {formatDateTime(entry.created_at)}
              </p>
            </div>
            <Button tone="ghost" onClick={onClose} autoFocus>
              Đóng
            </Button>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">Người thực hiện</dt>
              <dd>{entry.actor?.email ?? 'Tài khoản đã xóa'}</dd>
              <dt className="text-gray-600">Địa chỉ IP</dt>
              <dd className="font-mono text-xs leading-5">{entry.ip ?? '—'}</dd>
              <dt className="text-gray-600">Mã thao tác</dt>
              <dd className="font-mono text-xs leading-5">{entry.action}</dd>
            </dl>
            <AuditChanges entry={entry} />
          </div>
        </div>
      )}
    </dialog>
  );
}
