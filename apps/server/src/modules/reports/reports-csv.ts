// The reports as CSV files (`?format=csv`): the same figures as the JSON, one row per day, channel, location, product
// or customer, and a totals row where the report has totals. Amounts in whole dong, days as YYYY-MM-DD.
import {
  AGEING_BUCKETS,
  AGEING_BUCKET_LABELS,
  type ProfitFigures,
  type ProfitReport,
  type ReceivablesAgeingReport,
  type SellersReport,
  type StockValueReport,
} from '@shop/domain/admin-reports.schemas';
import { ORDER_SOURCE_LABELS, type OrderSource } from '@shop/domain/order-source';
import { shopDay } from '@shop/domain/shop-time';
import { type CsvCell, toCsv } from '../../lib/csv-export';

const TOTAL = 'Tổng cộng';

const profitCells = (f: ProfitFigures): CsvCell[] => [
  f.orders,
  f.revenue,
  f.cost,
  f.estimated_cost,
  f.gross_profit,
  f.uncosted_units,
];

export function profitCsv(r: ProfitReport): string {
  const byDay = r.group_by === 'day';
  return toCsv(
    [
      byDay ? 'Ngày giao' : 'Kênh bán',
      'Số đơn đã giao',
      'Doanh thu (đ)',
      'Giá vốn (đ)',
      'Trong đó giá vốn ước tính (đ)',
      'Lợi nhuận gộp (đ)',
      'Số lượng chưa có giá vốn',
    ],
    [
      ...r.rows.map((row) => [byDay ? row.key : ORDER_SOURCE_LABELS[row.key as OrderSource], ...profitCells(row)]),
      [TOTAL, ...profitCells(r.totals)],
    ],
  );
}

export function stockValueCsv(r: StockValueReport): string {
  return toCsv(
    ['Kho', 'Số lượng tồn', 'Giá trị tồn (đ)', 'Số lượng chưa có giá vốn'],
    [
      ...r.rows.map((row) => [row.location.name, row.units, row.value, row.uncosted_units]),
      [
        TOTAL,
        r.rows.reduce((sum, row) => sum + row.units, 0),
        r.total,
        r.rows.reduce((sum, row) => sum + row.uncosted_units, 0),
      ],
    ],
  );
}

export function sellersCsv(r: SellersReport): string {
  return toCsv(
    ['Mã sản phẩm', 'Sản phẩm', 'Số lượng bán', 'Doanh số (đ)'],
    r.rows.map((row) => [row.product.id, row.product.name, row.units, row.revenue]),
  );
}

export function receivablesAgeingCsv(r: ReceivablesAgeingReport): string {
  const buckets = (f: Omit<ReceivablesAgeingReport['totals'], 'orders'>) => [
    ...AGEING_BUCKETS.map((b) => f[b]),
    f.total,
  ];
  return toCsv(
    [
      'Khách hàng',
      'Email',
      'Số điện thoại',
      'Số đơn còn nợ',
      ...AGEING_BUCKETS.map((b) => `${AGEING_BUCKET_LABELS[b]} (đ)`),
      'Tổng còn nợ (đ)',
      'Hạn sớm nhất',
    ],
    [
      ...r.rows.map((row) => [
        row.customer.name,
        row.customer.email,
        row.customer.phone,
        row.orders,
        ...buckets(row),
        row.oldest_due_at && shopDay(new Date(row.oldest_due_at)),
      ]),
      [TOTAL, '', '', r.totals.orders, ...buckets(r.totals), ''],
    ],
  );
}
