/**
 * Products in and out as CSV: export every product, and import a file in two steps, a dry run that
 * lists each bad line and what would be created or updated, then "Áp dụng", which writes all of it in one
 * transaction (disabled while the dry run found errors, and until the chosen file has been checked).
 */
import { CSV_MAX_BYTES } from '@shop/domain/admin-catalog-csv.rules';
import type { ImportReport } from '@shop/domain/admin-import.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api';
import { CsvDropZone } from './csv-drop-zone';
import { CsvFormat } from './csv-format';
import { CsvReport } from './csv-report';
import { downloadProductsCsv, importProducts, productsImported } from './csv.queries';

/** A refusal's lines: the apply's 400 lists the bad lines after its summary (`non_field_errors`). */
function refusalLines(error: Error): string[] {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const lines = (error.body as { non_field_errors?: unknown }).non_field_errors;
    if (Array.isArray(lines) && lines.every((l) => typeof l === 'string')) return lines;
  }
  return [error.message];
}

export function CsvImportPage() {
  const { file, report, problem, run, choose } = useCsvImport();
  const exportCsv = useMutation({ mutationFn: () => downloadProductsCsv(), onError: (e) => toast.error(e.message) });

  const tooLarge = file !== null && file.size > CSV_MAX_BYTES;
  const checked = report?.dry_run === true;
  const canApply = file !== null && checked && report.errors.length === 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Nhập / xuất sản phẩm (CSV)</h1>
          <p className="mt-1 text-sm text-gray-600">
            Xuất file, sửa trong bảng tính, rồi nhập lại: kiểm tra trước, áp dụng sau.
          </p>
        </div>
        <Button tone="secondary" busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          Xuất file CSV
        </Button>
      </div>

      <CsvFormat />

      <section aria-labelledby="csv-import-title" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="csv-import-title" className="font-semibold">
          Nhập file
        </h2>
        <CsvDropZone file={file} onFile={choose} />
        <div className="flex flex-wrap gap-2">
          <Button
            tone="secondary"
            disabled={!file || tooLarge}
            busy={run.isPending && run.variables?.dryRun}
            onClick={() => file && run.mutate({ file, dryRun: true })}
          >
            Kiểm tra
          </Button>
          <Button
            disabled={!canApply}
            busy={run.isPending && run.variables?.dryRun === false}
            onClick={() => file && run.mutate({ file, dryRun: false })}
          >
            Áp dụng
          </Button>
        </div>
        <p className="text-sm text-gray-600" aria-live="polite">
          {importHint(file, report)}
        </p>
        {problem && (
          <div role="alert" className="text-sm text-red-700">
            {problem.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
      </section>

      {report && <CsvReport report={report} />}
    </div>
  );
}

/**
 * The file chosen, the last report, and what refused it; one mutation runs the check (dry run) or the apply.
 * Choosing a file forgets the last report, and a file over the limit is refused here.
 */
function useCsvImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string[] | null>(null);

  const run = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importProducts(file, dryRun),
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      setReport(result);
      if (!result.dry_run) {
        toast.success('Đã nhập file CSV.');
        void productsImported(queryClient);
      }
    },
    onError: (error) => {
      setReport(null);
      setProblem(refusalLines(error));
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setProblem(
      chosen && chosen.size > CSV_MAX_BYTES ? [`File quá lớn: tối đa ${CSV_MAX_BYTES / 1024 / 1024} MB.`] : null,
    );
  };
  return { file, report, problem, run, choose };
}

/** What to do next, after the last step. */
function importHint(file: File | null, report: ImportReport | null): string {
  const checked = report?.dry_run === true;
  if (!file) return 'Chọn file CSV để kiểm tra.';
  if (!report) return 'Bấm “Kiểm tra” để xem trước các thay đổi.';
  if (checked && report.errors.length > 0) return 'File còn lỗi: sửa rồi chọn lại file để kiểm tra.';
  if (checked) return 'Không có lỗi: bấm “Áp dụng” để lưu các thay đổi.';
  return 'Đã lưu các thay đổi.';
}
