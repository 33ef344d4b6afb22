/**
 * The dashboard's range as the URL keeps it: a preset (today, 7 or 30 shop days up to today) or two days of the
 * staff member's choosing, and the low-stock threshold. A bad value in a hand-edited URL falls back to the default
 * instead of breaking the page.
 */
import { addDays, shopDay } from '@shop/domain/shop-time';
import { z } from 'zod';

export const RANGE_PRESETS = [
  { id: 'today', label: 'Hôm nay', days: 1 },
  { id: '7d', label: '7 ngày', days: 7 },
  { id: '30d', label: '30 ngày', days: 30 },
] as const;
export type RangeId = (typeof RANGE_PRESETS)[number]['id'] | 'custom';
export const DEFAULT_RANGE: RangeId = '7d';

export const DashboardSearch = z.object({
  range: z.enum(['today', '7d', '30d', 'custom']).optional().catch(undefined),
  date_from: z.iso.date().optional().catch(undefined),
  date_to: z.iso.date().optional().catch(undefined),
  low_stock_threshold: z.int().min(0).max(100_000).optional().catch(undefined),
});
export type DashboardSearch = z.infer<typeof DashboardSearch>;

/** What `GET /api/admin/stats/` is asked: a preset's days end today (in shop time); a custom range goes as chosen. */
export interface StatsParams {
  date_from?: string | undefined;
  date_to?: string | undefined;
  low_stock_threshold?: number | undefined;
}

export function statsParams(search: DashboardSearch, today = shopDay(new Date())): StatsParams {
  const range = search.range ?? DEFAULT_RANGE;
  const preset = RANGE_PRESETS.find((p) => p.id === range);
  const days = preset
    ? { date_from: addDays(today, -(preset.days - 1)), date_to: today }
    : { date_from: search.date_from, date_to: search.date_to };
  return { ...days, low_stock_threshold: search.low_stock_threshold };
}
