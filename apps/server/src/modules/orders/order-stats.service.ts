import { ADMIN_MESSAGES, STATS_DEFAULT_DAYS, STATS_MAX_DAYS, TOP_PRODUCTS_LIMIT } from '@shop/domain/admin.schemas';
import { type StatsQuery, type StatsResponse } from '@shop/domain/admin-stats.schemas';
import { addDays, daysInRange, shopDay, shopDayRange } from '@shop/domain/shop-time';
import type { TodoCounts } from '@shop/domain/owner-day.schemas';
import type { Db } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { attentionConditions, countAttention } from './order-attention';
import * as statsRepo from './order-stats.repo';
import type { ShipmentsOf } from './order-shipments';

/**
 * The range a stats call covers: as asked, else the last 30 shop days up to today; a start alone runs to today (or
 * is a single day when it lies ahead).
 */
export function statsRange(q: Pick<StatsQuery, 'date_from' | 'date_to'>, today: string): { from: string; to: string } {
  const to = q.date_to ?? (q.date_from && q.date_from > today ? q.date_from : today);
  const from = q.date_from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (daysInRange(from, to) > STATS_MAX_DAYS) {
    throw new BadRequestError(ADMIN_MESSAGES.rangeTooLong, { date_from: [ADMIN_MESSAGES.rangeTooLong] });
  }
  return { from, to };
}

/**
 * The dashboard (DESIGN §8): every order figure from the orders' daily rollups over the range, days in
 * Asia/Ho_Chi_Minh; the low-stock list is the catalogue's, handed in by app.ts, per location the stock's, and the COD
 * the carriers'.
 */
export function createOrderStatsService({
  db,
  lowStock,
  lowStockByLocation,
  shipments,
  pickupHoldDays,
  now = () => new Date(),
}: {
  db: Db;
  lowStock: (threshold: number) => Promise<StatsResponse['low_stock']>;
  /** The stock's: the same per location that holds stock (DESIGN §15). */
  lowStockByLocation: (threshold: number) => Promise<StatsResponse['low_stock_by_location']>;
  shipments: Pick<ShipmentsOf, 'codStats' | 'attention'>;
  /** Days a pickup waits at its store before the to-do lists it as overdue (PICKUP_HOLD_DAYS). */
  pickupHoldDays: number;
  now?: () => Date;
}) {
  const attention = attentionConditions(shipments.attention, pickupHoldDays);
  return {
    /** `GET /api/admin/stats/`. */
    async stats(q: StatsQuery): Promise<StatsResponse> {
      const { from, to } = statsRange(q, shopDay(now()));
      const range: statsRepo.StatsRange = { from, to, ...shopDayRange(from, to) };
      const [totals, byStatus, bySource, daily, top, low, lowAt, cod] = await Promise.all([
        statsRepo.salesTotals(db, range),
        statsRepo.statusCountsIn(db, range),
        statsRepo.salesBySource(db, range),
        statsRepo.dailySales(db, range),
        statsRepo.topProducts(db, range, TOP_PRODUCTS_LIMIT),
        lowStock(q.low_stock_threshold),
        lowStockByLocation(q.low_stock_threshold),
        shipments.codStats(db, range.start, range.end),
      ]);
      return {
        date_from: from,
        date_to: to,
        revenue: totals.revenue,
        orders: totals.orders,
        average_order_value: totals.average,
        by_status: byStatus,
        by_source: bySource,
        top_products: top.byUnits,
        top_products_by_revenue: top.byRevenue,
        low_stock_threshold: q.low_stock_threshold,
        low_stock: low,
        low_stock_by_location: lowAt,
        daily,
        cod,
      };
    },

    /** `GET /api/admin/dashboard/todo/`: today's work, each count the desk's `?attention=` list. */
    todo: (): Promise<TodoCounts> => countAttention(db, attention),
  };
}

export type OrderStatsService = ReturnType<typeof createOrderStatsService>;
