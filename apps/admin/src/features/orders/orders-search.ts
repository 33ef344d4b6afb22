/**
 * The orders desk's URL (every filter, the sort and the page live there, so a list can be shared and reloaded) and
 * the print page's. A value the router can't use is dropped rather than refused: a stale bookmark still opens.
 */
import { ADMIN_SEARCH_MAX_LENGTH, BULK_MAX_IDS } from '@shop/domain/admin.schemas';
import { ADMIN_ORDER_ORDERINGS } from '@shop/domain/admin-orders.schemas';
import { ORDER_SOURCES } from '@shop/domain/order-source';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/domain/order-status';
import { ORDER_ATTENTIONS } from '@shop/domain/owner-day.schemas';
import { DELIVERY_METHODS } from '@shop/domain/locations.rules';
import { z } from 'zod';

/** The router reads `?search=12345678` as a number; the desk searches text. */
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max).optional()).catch(undefined);
const day = z.iso.date().optional().catch(undefined);

export const OrdersSearch = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment_status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  payment_method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  source: z.enum(ORDER_SOURCES).optional().catch(undefined),
  /** Shipped or collected at a store (DESIGN §15): with `status=ready_for_pickup`, the pickup queue. */
  delivery_method: z.enum(DELIVERY_METHODS).optional().catch(undefined),
  /** The dashboard's "Việc cần làm" links: what the orders wait for staff on. */
  attention: z.enum(ORDER_ATTENTIONS).optional().catch(undefined),
  search: text(ADMIN_SEARCH_MAX_LENGTH),
  date_from: day,
  date_to: day,
  ordering: z.enum(ADMIN_ORDER_ORDERINGS).optional().catch(undefined),
  page: z.int().min(1).optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof OrdersSearch>;

export const PAPER_SIZES = ['a5', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * `1,2,3` → distinct positive ids, at most a bulk call's worth. The router reads one id as a number and may hand
 * back an array it wrote itself; anything else is no id.
 */
export function parseIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : String(value ?? '').split(',');
  const ids = parts.map((p) => Number(String(p).trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, BULK_MAX_IDS);
}

/** `?ids=1,2,3&size=a5`: the ids stay text in the URL (the router would write an array as JSON). */
export const PrintSearch = z.object({
  ids: z.unknown().transform((v) => parseIds(v).join(',')),
  size: z.enum(PAPER_SIZES).catch('a5'),
});
export type PrintSearch = z.infer<typeof PrintSearch>;

/** "Tạo đơn" opened from a return (`?order=…&exchange_for=…`): an exchange order for it; anything else, a blank one. */
export const NewOrderSearch = z.object({
  order: z.coerce.number().int().positive().optional().catch(undefined),
  exchange_for: z.coerce.number().int().positive().optional().catch(undefined),
});
export type NewOrderSearch = z.infer<typeof NewOrderSearch>;
