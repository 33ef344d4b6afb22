import {
  ADMIN_MESSAGES,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  type StatsQuery,
  type StatsResponse,
  TOP_PRODUCTS_LIMIT,
} from '@shop/domain/admin.schemas';
import { addDays, daysInRange, shopDay } from '@shop/domain/shop-time';
import { BadRequestError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrderDeskService } from '../orders/orders.service';

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

/** The dashboard (issue 12 item 4): every figure from SQL over the range, days in Asia/Ho_Chi_Minh. */
export function createAdminStatsService({
  desk,
  catalog,
  now = () => new Date(),
}: {
  desk: OrderDeskService;
  catalog: CatalogService;
  now?: () => Date;
}) {
  return {
    async stats(q: StatsQuery): Promise<StatsResponse> {
      const { from, to } = statsRange(q, shopDay(now()));
      const [sales, lowStock] = await Promise.all([
        desk.stats(from, to, TOP_PRODUCTS_LIMIT),
        catalog.lowStock(q.low_stock_threshold),
      ]);
      return {
        date_from: from,
        date_to: to,
        revenue: sales.totals.revenue,
        orders: sales.totals.orders,
        average_order_value: sales.totals.average,
        by_status: sales.byStatus,
        top_products: sales.byUnits,
        top_products_by_revenue: sales.byRevenue,
        low_stock_threshold: q.low_stock_threshold,
        low_stock: lowStock,
        daily: sales.daily,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
