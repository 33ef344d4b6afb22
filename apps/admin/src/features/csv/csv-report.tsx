/** What an import would do (dry run) or did: the bad lines with their numbers and reasons, then the changes. */
import type { ImportReport } from '@shop/domain/admin-import.schemas';

export function CsvReport({ report }: { report: ImportReport }) {
  const { errors, created, updated, unchanged, rows } = report;
  const summary = report.dry_run
    ? `Kiểm tra ${rows} dòng: ${errors.length} lỗi · ${created.length} sản phẩm sẽ được tạo · ${updated.length} sẽ được cập nhật · ${unchanged} không đổi.`
    : `Đã nhập ${rows} dòng: tạo ${created.length} sản phẩm · cập nhật ${updated.length} · ${unchanged} không đổi.`;
  return (
    <section aria-labelledby="csv-report-title" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <div>
        <h2 id="csv-report-title" className="font-semibold">
          {report.dry_run ? 'Kết quả kiểm tra' : 'Kết quả nhập'}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{summary}</p>
      </div>

      {errors.length > 0 && <ErrorLines errors={errors} />}

      {created.length > 0 && (
        <div>
          <h3 className="font-medium">
            {report.dry_run ? 'Sẽ tạo' : 'Đã tạo'} ({created.length})
          </h3>
          <ul className="mt-1 max-h-72 space-y-1 overflow-y-auto text-sm">
            {created.map((p) => (
              <li key={p.slug}>
                <span className="font-medium">{p.name}</span>{' '}
                <span className="font-mono text-xs text-gray-500">{p.slug}</span>
                {p.variants.length > 0 && <span className="text-gray-600"> · phân loại: {p.variants.join(', ')}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      {updated.length > 0 && (
        <div>
          <h3 className="font-medium">
            {report.dry_run ? 'Sẽ cập nhật' : 'Đã cập nhật'} ({updated.length})
          </h3>
          <ul className="mt-1 max-h-72 space-y-1 overflow-y-auto text-sm">
            {updated.map((p) => (
              <li key={p.slug}>
                <span className="font-medium">{p.name}</span>{' '}
                <span className="font-mono text-xs text-gray-500">{p.slug}</span>
                <span className="text-gray-600"> · đổi: {p.fields.join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The refused lines, each with its number, its column when one is to blame, and why. */
function ErrorLines({ errors }: { errors: ImportReport['errors'] }) {
  return (
    <div>
      <h3 className="font-medium text-red-700">Dòng lỗi ({errors.length})</h3>
      <p className="text-sm text-gray-600">
        Sửa các dòng này trong file rồi kiểm tra lại. Chưa có thay đổi nào được lưu.
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Dòng lỗi</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Dòng
              </th>
              <th scope="col" className="px-3 py-2">
                Cột
              </th>
              <th scope="col" className="px-3 py-2">
                Lỗi
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {errors.map((e, i) => (
              <tr key={`${e.line}-${e.column}-${i}`}>
                <td className="px-3 py-2 tabular-nums">{e.line}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.column ?? '—'}</td>
                <td className="px-3 py-2">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
