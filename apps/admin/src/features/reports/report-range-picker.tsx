/**
 * The reports' range: three presets and "Tùy chọn", which opens two date fields checked as the server checks them
 * (at most a year). Each choice goes to the URL, so a report's range can be bookmarked and shared.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ReportRangeQuery } from '@shop/domain/admin-reports.schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { DEFAULT_REPORT_RANGE, REPORT_PRESETS, type ReportRangeId, type ReportsSearch } from './reports-search';

const CHOICE =
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const CHOSEN = 'bg-brand-700 text-white';
const NOT_CHOSEN = 'text-gray-700 hover:bg-gray-100';

type RangeValues = { date_from: string; date_to: string };

export function ReportRangePicker({
  search,
  shown,
  fieldErrors,
}: {
  search: ReportsSearch;
  /** The range the figures on screen cover, to fill the date fields. */
  shown: RangeValues | undefined;
  /** The server's refusal of a custom range, shown beside its field. */
  fieldErrors: Record<string, string>;
}) {
  const period: ReportRangeId = search.period ?? DEFAULT_REPORT_RANGE;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav
        aria-label="Khoảng thời gian"
        className="flex flex-wrap gap-1 rounded-lg border border-gray-200 bg-white p-1"
      >
        {REPORT_PRESETS.map((p) => (
          <Link
            key={p.id}
            to="/reports"
            search={{ period: p.id }}
            aria-current={period === p.id ? 'page' : undefined}
            className={`${CHOICE} ${period === p.id ? CHOSEN : NOT_CHOSEN}`}
          >
            {p.label}
          </Link>
        ))}
        <Link
          to="/reports"
          search={{ period: 'custom', date_from: shown?.date_from, date_to: shown?.date_to }}
          aria-current={period === 'custom' ? 'page' : undefined}
          className={`${CHOICE} ${period === 'custom' ? CHOSEN : NOT_CHOSEN}`}
        >
          Tùy chọn
        </Link>
      </nav>
      {period === 'custom' && (
        <CustomRangeForm
          key={`${search.date_from}/${search.date_to}`}
          initial={{
            date_from: search.date_from ?? shown?.date_from ?? '',
            date_to: search.date_to ?? shown?.date_to ?? '',
          }}
          fieldErrors={fieldErrors}
        />
      )}
    </div>
  );
}

function CustomRangeForm({ initial, fieldErrors }: { initial: RangeValues; fieldErrors: Record<string, string> }) {
  const navigate = useNavigate();
  const form = useForm<RangeValues, unknown, ReportRangeQuery>({
    resolver: zodResolver(ReportRangeQuery) as Resolver<RangeValues, unknown, ReportRangeQuery>,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    navigate({ to: '/reports', search: { period: 'custom', date_from: values.date_from, date_to: values.date_to } }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label="Từ ngày"
        type="date"
        error={errors.date_from?.message ?? fieldErrors.date_from}
        {...form.register('date_from')}
      />
      <TextField
        label="Đến ngày"
        type="date"
        error={errors.date_to?.message ?? fieldErrors.date_to}
        {...form.register('date_to')}
      />
      <Button type="submit" tone="secondary" className="mt-6">
        Xem
      </Button>
    </form>
  );
}
