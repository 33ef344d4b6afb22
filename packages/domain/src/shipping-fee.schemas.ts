/**
 * The shipping-fee call (spec 2 §3, §7; DESIGN §4, §7, §11): the request the shop's checkout and the back office's
 * "Tạo đơn" send, and the server parses. Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import {
  AdminCode,
  CHECKOUT_MESSAGES as M,
  ORDER_ADDRESS_MAX_LENGTH,
  ORDER_PLACE_MAX_LENGTH,
  strictId,
} from './order.schemas';

/** calculate-fee's optional `items` (the cart): the weight quoted is Σ weight × quantity + the packaging. */
export const FeeItem = z.object({
  product: strictId(M.productInvalid),
  variant: strictId(M.variantInvalid).nullish(),
  quantity: z.int().min(1).max(10_000),
});
export const FeeItems = z.array(FeeItem).max(200);
export type FeeItem = z.infer<typeof FeeItem>;

/** Order total of the fee call: integer dong as a number or as digits ('350000'), as spec 2 §7 sends it. */
export const OrderTotalField = z.union([
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  z.int().min(0),
]);

/**
 * `POST /api/shipping/calculate-fee/` (spec 2 §3, §7; DESIGN §4, §7). The server answers a fallback fee rather
 * than an error when this doesn't parse (DESIGN §4 'Any failure').
 */
export const CalculateFeeRequest = z.object({
  destination_address: z.string().max(ORDER_ADDRESS_MAX_LENGTH).nullish(),
  ward: z.string().max(ORDER_PLACE_MAX_LENGTH).nullish(),
  district: z.string().max(ORDER_PLACE_MAX_LENGTH).nullish(),
  city: z.string().max(ORDER_PLACE_MAX_LENGTH).nullish(),
  order_total: OrderTotalField,
  city_code: AdminCode,
  district_code: AdminCode,
  ward_code: AdminCode,
  /** The cart (DESIGN §11): a carrier quotes Σ weight × quantity + packaging; without it, 1 kg. */
  items: FeeItems.optional(),
});
export type CalculateFeeRequest = z.infer<typeof CalculateFeeRequest>;
/** What a caller sends (`order_total` as digits or a number): the type of every request for a fee. */
export type CalculateFeeBody = z.input<typeof CalculateFeeRequest>;
