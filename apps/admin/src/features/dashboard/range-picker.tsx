/**
 * The dashboard's range: three presets and "Tùy chọn", which opens two date fields. Each choice goes to the URL
 * (the route's search), so a range can be bookmarked, shared and kept on reload.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { StatsQuery } from '@shop/domain/admin-stats.schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { DEFAULT_RANGE, type DashboardSearch, RANGE_PRESETS, type RangeId } from './dashboard-search';

const CHOICE =
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const CHOSEN = 'bg-brand-700 text-white';
const NOT_CHOSEN = 'text-gray-700 hover:bg-gray-100';

type RangeValues = { date_from: string; date_to: string };

export function RangePicker({
  search,
  shown,
  fieldErrors,
}: {
  search: DashboardSearch;
  /** The range the figures on screen cover (the answer's), to fill the date fields. */
  shown: RangeValues | undefined;
  /** The server's refusal of a custom range (too long), shown beside its field. */
  fieldErrors: Record<string, string>;
}) {
  const range: RangeId = search.range ?? DEFAULT_RANGE;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav
        aria-label="Khoảng thời gian"
        className="flex flex-wrap gap-1 rounded-lg border border-gray-200 bg-white p-1"
      >
        {RANGE_PRESETS.map((p) => (
          <Link
            key={p.id}
            to="/"
            search={(prev) => ({ ...prev, range: p.id, date_from: undefined, date_to: undefined })}
            aria-current={range === p.id ? 'page' : undefined}
            className={`${CHOICE} ${range === p.id ? CHOSEN : NOT_CHOSEN}`}
          >
            {p.label}
          </Link>
        ))}
        <Link
          to="/"
          search={(prev) => ({ ...prev, range: 'custom', date_from: shown?.date_from, date_to: shown?.date_to })}
          aria-current={range === 'custom' ? 'page' : undefined}
          className={`${CHOICE} ${range === 'custom' ? CHOSEN : NOT_CHOSEN}`}
        >
          Tùy chọn
        </Link>
      </nav>
      {range === 'custom' && (
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
  // The schema reads any input (a URL's text); the form gives it strings.
  const form = useForm<RangeValues, unknown, StatsQuery>({
    resolver: zodResolver(StatsQuery) as Resolver<RangeValues, unknown, StatsQuery>,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    navigate({
      to: '/',
      search: (prev) => ({ ...prev, range: 'custom', date_from: values.date_from, date_to: values.date_to }),
    }),
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
