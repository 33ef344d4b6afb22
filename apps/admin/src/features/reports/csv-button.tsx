import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { downloadReport } from './reports.queries';

/** "Tải CSV" for one report: busy while the file comes, a toast when it cannot. */
export function CsvButton({
  path,
  params = {},
  name,
  label,
}: {
  path: string;
  params?: Record<string, string | number | undefined>;
  name: string;
  /** What the file holds, for screen readers ("Tải CSV lợi nhuận theo ngày"). */
  label: string;
}) {
  const download = useMutation({
    mutationFn: () => downloadReport(path, params, name),
    onError: (e) => toast.error(e.message),
  });
  return (
    <Button
      tone="secondary"
      busy={download.isPending}
      aria-label={`Tải CSV ${label}`}
      onClick={() => download.mutate()}
    >
      Tải CSV
    </Button>
  );
}
