/**
 * The dashboard's range: three presets and "Tùy chọn" (components/day-range-picker.tsx), each choice in the route's
 * search beside the page's other settings (the low-stock threshold), checked as `GET /api/admin/stats/` checks it.
 */
import { StatsQuery } from '@shop/domain/admin-stats.schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { type DayRange, DayRangePicker, type RangeLinkProps } from '../../components/day-range-picker';
import { DEFAULT_RANGE, type DashboardSearch, RANGE_PRESETS, type RangeId } from './dashboard-search';

function DashboardRangeLink({ choice, days, ...props }: RangeLinkProps<RangeId>) {
  return (
    <Link
      to="/"
      search={(prev) => ({ ...prev, range: choice, date_from: days?.date_from, date_to: days?.date_to })}
      {...props}
    />
  );
}

export function RangePicker({
  search,
  shown,
  fieldErrors,
}: {
  search: DashboardSearch;
  shown: DayRange | undefined;
  fieldErrors: Record<string, string>;
}) {
  const navigate = useNavigate();
  return (
    <DayRangePicker
      presets={RANGE_PRESETS}
      chosen={search.range ?? DEFAULT_RANGE}
      asked={search}
      shown={shown}
      fieldErrors={fieldErrors}
      schema={StatsQuery}
      RangeLink={DashboardRangeLink}
      onCustom={(range) =>
        navigate({
          to: '/',
          search: (prev) => ({ ...prev, range: 'custom', date_from: range.date_from, date_to: range.date_to }),
        })
      }
    />
  );
}
