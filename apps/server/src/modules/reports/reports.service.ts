// Reports (DESIGN §17): gross profit by delivery day or channel, the stock's value per location, best and slowest
// sellers, receivables ageing. Every range is whole shop days (Asia/Ho_Chi_Minh); every figure is summed in SQL.
import {
  type AgeingQuery,
  PROFIT_CHANNELS,
  type ProfitFigures,
  type ProfitQuery,
  type ProfitReport,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type ReceivablesAgeingReport,
  type SellersQuery,
  type SellersReport,
  type StockValueReport,
} from '@shop/domain/admin-reports.schemas';
import { addDays, daysInRange, shopDay } from '@shop/domain/shop-time';
import type { Db } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { type ProfitSums, profitSums } from './profit.repo';
import { receivablesAgeing } from './receivables-ageing.repo';
import { sellers } from './sellers.repo';
import { stockValueByLocation } from './stock-value.repo';

/**
 * The range a report covers: as asked, else the last 30 shop days up to today; a start alone runs to today (or is a
 * single day when it lies ahead). 400 beyond {@link REPORT_MAX_DAYS} days (the schema refuses it when both are given).
 */
export function reportRange(q: { date_from?: string | undefined; date_to?: string | undefined }, today: string) {
  const to = q.date_to ?? (q.date_from && q.date_from > today ? q.date_from : today);
  const from = q.date_from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (daysInRange(from, to) > REPORT_MAX_DAYS) {
    throw new BadRequestError(REPORT_MESSAGES.rangeTooLong, { date_from: [REPORT_MESSAGES.rangeTooLong] });
  }
  return { from, to };
}

const NOTHING: Omit<ProfitSums, 'key'> = { orders: 0, revenue: 0, cost: 0, estimated_cost: 0, uncosted_units: 0 };

const withProfit = (s: Omit<ProfitSums, 'key'>): ProfitFigures => ({ ...s, gross_profit: s.revenue - s.cost });

/** Every key of the range (each day in order, or each channel), with zeros where nothing was delivered. */
function profitKeys(q: ProfitQuery, range: { from: string; to: string }): string[] {
  if (q.group_by === 'channel') return [...PROFIT_CHANNELS];
  return Array.from({ length: daysInRange(range.from, range.to) }, (_, n) => addDays(range.from, n));
}

export function createReportsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** `GET /api/admin/reports/profit/`. */
    async profit(q: ProfitQuery): Promise<ProfitReport> {
      const range = reportRange(q, shopDay(now()));
      const sums = new Map((await profitSums(db, range, q.group_by)).map((s) => [s.key, s]));
      const rows = profitKeys(q, range).map((key) => {
        const { key: _key, ...figures } = sums.get(key) ?? { key, ...NOTHING };
        return { key, ...withProfit(figures) };
      });
      const totals = { ...NOTHING };
      for (const row of rows) for (const f of Object.keys(NOTHING) as (keyof typeof NOTHING)[]) totals[f] += row[f];
      return { date_from: range.from, date_to: range.to, group_by: q.group_by, rows, totals: withProfit(totals) };
    },

    /** `GET /api/admin/reports/stock-value/`. */
    async stockValue(): Promise<StockValueReport> {
      const rows = await stockValueByLocation(db);
      return { rows, total: rows.reduce((sum, r) => sum + r.value, 0) };
    },

    /** `GET /api/admin/reports/sellers/`. */
    async sellers(q: SellersQuery): Promise<SellersReport> {
      const range = reportRange(q, shopDay(now()));
      const rows = await sellers(db, range, q.order, q.limit);
      return { date_from: range.from, date_to: range.to, order: q.order, rows };
    },

    /** `GET /api/admin/reports/receivables-ageing/`. */
    async receivablesAgeing(q: AgeingQuery): Promise<ReceivablesAgeingReport> {
      const at = now();
      return { as_of: shopDay(at), ...(await receivablesAgeing(db, at, q.limit)) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
