/**
 * The reports' range: three presets and "Tùy chọn" (components/day-range-picker.tsx), checked as the server checks it
 * (at most a year). Each choice goes to the URL, so a report's range can be bookmarked and shared.
 */
import { ReportRangeQuery } from '@shop/domain/admin-reports.schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { type DayRange, DayRangePicker, type RangeLinkProps } from '../../components/day-range-picker';
import { DEFAULT_REPORT_RANGE, REPORT_PRESETS, type ReportRangeId, type ReportsSearch } from './reports-search';

function ReportRangeLink({ choice, days, ...props }: RangeLinkProps<ReportRangeId>) {
  return <Link to="/reports" search={days ? { period: choice, ...days } : { period: choice }} {...props} />;
}

export function ReportRangePicker({
  search,
  shown,
  fieldErrors,
}: {
  search: ReportsSearch;
  shown: DayRange | undefined;
  fieldErrors: Record<string, string>;
}) {
  const navigate = useNavigate();
  return (
    <DayRangePicker
      presets={REPORT_PRESETS}
      chosen={search.period ?? DEFAULT_REPORT_RANGE}
      asked={search}
      shown={shown}
      fieldErrors={fieldErrors}
      schema={ReportRangeQuery}
      RangeLink={ReportRangeLink}
      onCustom={(range) =>
        navigate({ to: '/reports', search: { period: 'custom', date_from: range.date_from, date_to: range.date_to } })
      }
    />
  );
}
