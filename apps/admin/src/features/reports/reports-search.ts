/**
 * The reports' range as the URL keeps it: this month, last month, the last 30 shop days, or two days of the staff
 * member's choosing. A bad value in a hand-edited URL falls back to the default instead of breaking the page.
 */
import { addDays, shopDay } from '@shop/domain/shop-time';
import { z } from 'zod';

export const REPORT_PRESETS = [
  { id: 'this_month', label: 'Tháng này' },
  { id: 'last_month', label: 'Tháng trước' },
  { id: '30d', label: '30 ngày' },
] as const;
export type ReportRangeId = (typeof REPORT_PRESETS)[number]['id'] | 'custom';
export const DEFAULT_REPORT_RANGE: ReportRangeId = 'this_month';

export const ReportsSearch = z.object({
  period: z.enum(['this_month', 'last_month', '30d', 'custom']).optional().catch(undefined),
  date_from: z.iso.date().optional().catch(undefined),
  date_to: z.iso.date().optional().catch(undefined),
});
export type ReportsSearch = z.infer<typeof ReportsSearch>;

/** What the ranged reports are asked: a preset's days in shop time; a custom range as chosen. */
export interface ReportDays {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

export function reportDays(search: ReportsSearch, today = shopDay(new Date())): ReportDays {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (search.period ?? DEFAULT_REPORT_RANGE) {
    case 'this_month':
      return { date_from: monthStart, date_to: today };
    case 'last_month': {
      const lastDay = addDays(monthStart, -1);
      return { date_from: `${lastDay.slice(0, 8)}01`, date_to: lastDay };
    }
    case '30d':
      return { date_from: addDays(today, -29), date_to: today };
    default:
      return { date_from: search.date_from, date_to: search.date_to };
  }
}
