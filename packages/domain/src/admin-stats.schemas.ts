/**
 * The dashboard's contract (DESIGN §8): `GET /api/admin/stats/` over an inclusive range of shop days.
 */
import { z } from 'zod';
import { LOW_STOCK_DEFAULT_THRESHOLD, M, optionalDay, checkRange, Dong } from './admin.schemas';
import { toQueryInt } from './catalog-query.schemas';
import { StatusCounts } from './admin-orders.schemas';
import { ORDER_SOURCES } from './order-source';
import { CodStats } from './cod.schemas';

// ---------------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------------

/** `GET /api/admin/stats/`: inclusive shop days, the last 30 days by default. */
export const StatsQuery = z
  .object({
    date_from: optionalDay(),
    date_to: optionalDay(),
    low_stock_threshold: z.preprocess(
      toQueryInt,
      z
        .int({ error: M.thresholdInvalid })
        .min(0, { error: M.thresholdInvalid })
        .max(100_000, { error: M.thresholdInvalid })
        .default(LOW_STOCK_DEFAULT_THRESHOLD),
    ),
  })
  .superRefine(checkRange);
export type StatsQuery = z.infer<typeof StatsQuery>;

/** A product's sales in the range (its variants counted together). `product_id` is null once it was deleted. */
export const TopProduct = z.object({
  product_id: z.int().positive().nullable(),
  name: z.string(),
  units: z.int().min(0),
  revenue: Dong,
});
export type TopProduct = z.infer<typeof TopProduct>;

/** An active product (without active variants) or active variant with at most the threshold in stock. */
export const LowStockItem = z.object({
  product_id: z.int().positive(),
  variant_id: z.int().positive().nullable(),
  name: z.string(),
  stock: z.int().min(0),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

/** The dashboard's low stock per location: what a location that holds stock has available of an item on sale. */
export const LowStockAtLocation = z.object({
  location: z.int().positive(),
  location_name: z.string(),
  product_id: z.int().positive(),
  variant_id: z.int().positive().nullable(),
  /** The product's name, with the variant's after " - ". */
  name: z.string(),
  available: z.int().min(0),
});
export type LowStockAtLocation = z.infer<typeof LowStockAtLocation>;

export const StatsResponse = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  /** Orders placed in the range that are paid, or cash orders delivered. */
  revenue: Dong,
  /** Orders placed in the range, whatever their status. */
  orders: z.int().min(0),
  /** revenue ÷ the orders counted in it, rounded to whole dong (0 without any). */
  average_order_value: Dong,
  by_status: StatusCounts,
  /** Every source (`web` and the staff channels), in ORDER_SOURCES order: revenue as above and orders placed. */
  by_source: z.array(z.object({ source: z.enum(ORDER_SOURCES), revenue: Dong, orders: z.int().min(0) })),
  /** The top 10 by units, of orders placed in the range that were not cancelled or returned. */
  top_products: z.array(TopProduct),
  /** The top 10 by revenue (their lines' totals), same orders. */
  top_products_by_revenue: z.array(TopProduct),
  low_stock_threshold: z.int().min(0),
  low_stock: z.array(LowStockItem),
  /** Per location that holds stock (DESIGN §15): its levels at or under the threshold, lowest first. */
  low_stock_by_location: z.array(LowStockAtLocation),
  /** Every day of the range, oldest first, zeros included: revenue as above, orders placed that day. */
  daily: z.array(z.object({ date: z.iso.date(), revenue: Dong, orders: z.int().min(0) })),
  /** COD money carriers hold (collected, not yet transferred) apart from what the shop received (DESIGN §11). */
  cod: CodStats.optional(),
});
export type StatsResponse = z.infer<typeof StatsResponse>;
