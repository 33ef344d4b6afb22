/**
 * The reports' contracts (DESIGN §17): `GET /api/admin/reports/{profit,stock-value,sellers,receivables-ageing}/`,
 * each also as CSV with `?format=csv`. Ranges are inclusive shop days (Asia/Ho_Chi_Minh); money is integer dong.
 */
import { z } from 'zod';
import { Dong, optionalDay, optionalEnum } from './admin.schemas';
import { QUERY_MESSAGES } from './catalog.schemas';
import { blankToUndefined, toQueryInt } from './catalog-query.schemas';
import { ORDER_SOURCES } from './order-source';
import { daysInRange } from './shop-time';

/** A report's longest range: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
export const SELLERS_DEFAULT_LIMIT = 20;
export const SELLERS_MAX_LIMIT = 100;

export const REPORT_MESSAGES = {
  rangeTooLong: `Khoảng thời gian của báo cáo không được dài quá ${REPORT_MAX_DAYS} ngày.`,
  groupByInvalid: 'Cách nhóm phải là day (theo ngày) hoặc channel (theo kênh bán).',
  orderInvalid: 'Thứ tự phải là best (bán chạy) hoặc slowest (bán chậm).',
  limitInvalid: `Số dòng phải là số nguyên từ 1 đến ${SELLERS_MAX_LIMIT}.`,
  formatInvalid: 'Định dạng phải là json hoặc csv.',
  ageingLimitInvalid: 'Số dòng phải là số nguyên từ 1 đến 10000.',
} as const;

/** One of `values`, the first when absent or blank. */
const enumOrFirst = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).default(values[0] as T[number]));

/** `?format=csv` answers the same figures as a CSV file (UTF-8 with a BOM, for Excel). */
const format = optionalEnum(['json', 'csv'] as const, REPORT_MESSAGES.formatInvalid);

/** `date_to` not before `date_from`, and at most {@link REPORT_MAX_DAYS} days from one to the other. */
function checkReportRange(
  v: { date_from?: string | undefined; date_to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!v.date_from || !v.date_to) return;
  if (v.date_to < v.date_from) {
    ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.dateRange, path: ['date_to'] });
  } else if (daysInRange(v.date_from, v.date_to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeTooLong, path: ['date_from'] });
  }
}

const range = { date_from: optionalDay(), date_to: optionalDay() };

/** A report without a range (the stock's value, receivables ageing): only its format. */
export const ReportFormatQuery = z.object({ format });
export type ReportFormatQuery = z.infer<typeof ReportFormatQuery>;

/** A range of shop days: the last 30 up to today unless told; a start alone runs to today. */
export const ReportRangeQuery = z.object({ ...range, format }).superRefine(checkReportRange);
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

export const PROFIT_GROUPINGS = ['day', 'channel'] as const;
export type ProfitGrouping = (typeof PROFIT_GROUPINGS)[number];

export const ProfitQuery = z
  .object({
    ...range,
    format,
    group_by: enumOrFirst(PROFIT_GROUPINGS, REPORT_MESSAGES.groupByInvalid),
  })
  .superRefine(checkReportRange);
export type ProfitQuery = z.infer<typeof ProfitQuery>;

/** The figures of a day, a channel or the whole range. */
export const ProfitFigures = z.object({
  /** Orders delivered (counted on the shop day of delivery). */
  orders: z.int().min(0),
  /** Their goods after discounts: no shipping fee, no VAT. */
  revenue: Dong,
  /** Σ the lines' cost at the time of sale × quantity. */
  cost: Dong,
  /** The part of `cost` that is today's cost standing in for an unknown one (lines sold before costs were kept). */
  estimated_cost: Dong,
  /** Units sold with no cost at all: the profit leaves their cost out. */
  uncosted_units: z.int().min(0),
  /** revenue − cost (negative when sold below cost). */
  gross_profit: z.int(),
});
export type ProfitFigures = z.infer<typeof ProfitFigures>;

export const ProfitReport = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  group_by: z.enum(PROFIT_GROUPINGS),
  /** Every day of the range in order ('YYYY-MM-DD'), or every channel in ORDER_SOURCES order. */
  rows: z.array(ProfitFigures.extend({ key: z.string() })),
  totals: ProfitFigures,
});
export type ProfitReport = z.infer<typeof ProfitReport>;

/** The channel keys of a profit report by channel. */
export const PROFIT_CHANNELS = ORDER_SOURCES;

export const StockValueReport = z.object({
  /** Each location that holds stock, in the locations' order. */
  rows: z.array(
    z.object({
      location: z.object({ id: z.int().positive(), name: z.string() }),
      /** Units on hand. */
      units: z.int().min(0),
      /** Σ on hand × today's cost (the variant's, else the product's). */
      value: Dong,
      /** Units on hand with no cost: not in `value`. */
      uncosted_units: z.int().min(0),
    }),
  ),
  total: Dong,
});
export type StockValueReport = z.infer<typeof StockValueReport>;

export const SELLER_ORDERS = ['best', 'slowest'] as const;
export type SellerOrder = (typeof SELLER_ORDERS)[number];

export const SellersQuery = z
  .object({
    ...range,
    format,
    order: enumOrFirst(SELLER_ORDERS, REPORT_MESSAGES.orderInvalid),
    limit: z.preprocess(
      toQueryInt,
      z
        .int({ error: REPORT_MESSAGES.limitInvalid })
        .min(1, { error: REPORT_MESSAGES.limitInvalid })
        .max(SELLERS_MAX_LIMIT, { error: REPORT_MESSAGES.limitInvalid })
        .default(SELLERS_DEFAULT_LIMIT),
    ),
  })
  .superRefine(checkReportRange);
export type SellersQuery = z.infer<typeof SellersQuery>;

export const SellersReport = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  order: z.enum(SELLER_ORDERS),
  /**
   * Units and line revenue of the orders placed in the range that were not cancelled or returned (the dashboard's best
   * sellers' count), a product's variants together. `best`: most units first; `slowest`: the active products with the
   * fewest, those that sold nothing included.
   */
  rows: z.array(
    z.object({ product: z.object({ id: z.int().positive(), name: z.string() }), units: z.int().min(0), revenue: Dong }),
  ),
});
export type SellersReport = z.infer<typeof SellersReport>;

/** The ageing buckets: not yet due, then days past the due date. */
export const AGEING_BUCKETS = ['not_due', 'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  not_due: 'Chưa đến hạn',
  days_0_30: 'Quá hạn 0–30 ngày',
  days_31_60: 'Quá hạn 31–60 ngày',
  days_61_90: 'Quá hạn 61–90 ngày',
  days_over_90: 'Quá hạn trên 90 ngày',
};

export const AGEING_DEFAULT_LIMIT = 100;
/** A CSV export asks for this many: every customer of a shop that sells on account. */
export const AGEING_MAX_LIMIT = 10_000;

/** `GET /api/admin/reports/receivables-ageing/`: the most overdue customers first, `limit` of them. */
export const AgeingQuery = z.object({
  format,
  limit: z.preprocess(
    toQueryInt,
    z
      .int({ error: REPORT_MESSAGES.ageingLimitInvalid })
      .min(1, { error: REPORT_MESSAGES.ageingLimitInvalid })
      .max(AGEING_MAX_LIMIT, { error: REPORT_MESSAGES.ageingLimitInvalid })
      .default(AGEING_DEFAULT_LIMIT),
  ),
});
export type AgeingQuery = z.infer<typeof AgeingQuery>;

const AgeingFigures = z.object({
  ...(Object.fromEntries(AGEING_BUCKETS.map((b) => [b, Dong])) as Record<AgeingBucket, typeof Dong>),
  /** What is owed in all: the buckets' sum. */
  total: Dong,
});

export const ReceivablesAgeingReport = z.object({
  /** The shop day the ages are counted to. */
  as_of: z.iso.date(),
  /** Customers who owe anything: `rows` holds the first `limit` of them. */
  customers: z.int().min(0),
  /**
   * Per customer, what their unpaid `on_account` orders still owe (final total − paid), by how many days past its due
   * date each is (an order not yet delivered has no due date: not due). Most overdue first.
   */
  rows: z.array(
    AgeingFigures.extend({
      customer: z.object({ id: z.int().positive().nullable(), name: z.string(), email: z.string(), phone: z.string() }),
      orders: z.int().min(0),
      oldest_due_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  /** Over every customer, not only the rows shown. */
  totals: AgeingFigures.extend({ orders: z.int().min(0) }),
});
export type ReceivablesAgeingReport = z.infer<typeof ReceivablesAgeingReport>;
