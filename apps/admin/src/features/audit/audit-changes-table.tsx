import type { AuditEntry } from '@shop/domain/admin-audit.schemas';
import { changedFields } from './audit-changes';

/** The fields one audit row changed, before and after; the whole JSON of both behind a disclosure. */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = changedFields(entry.before, entry.after);
  return (
    <div className="space-y-3">
      {changes.length === 0 ? (
        <p className="text-sm text-gray-600">Không có trường nào thay đổi.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Các trường đã thay đổi</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Trường
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Trước
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Sau
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {changes.map((c) => (
                <tr key={c.key}>
                  <th scope="row" className="px-3 py-2 font-medium text-gray-700">
                    {c.label}
                  </th>
                  <td className="px-3 py-2 break-words text-red-800">
                    <del className="no-underline">{c.before}</del>
                  </td>
                  <td className="px-3 py-2 break-words text-green-800">
                    <ins className="no-underline">{c.after}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-gray-700">Dữ liệu đầy đủ (JSON)</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <div key={side}>
              <p className="text-xs font-semibold text-gray-600 uppercase">{side === 'before' ? 'Trước' : 'Sau'}</p>
              <pre className="mt-1 overflow-x-auto rounded bg-gray-50 p-2 text-xs">
                {JSON.stringify(entry[side] ?? null, null, 2)}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
