/**
 * Pickup in store (DESIGN §15): `POST /api/pickup-locations/` answers, for the shopper's cart, the stores that hand
 * over pickups and whether each has every line on its shelf now. The checkout offers those that do; the order's
 * own transaction checks again (a store emptied meanwhile answers 409).
 */
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M, CreateOrderItem, ORDER_ITEMS_MAX } from './order.schemas';

/** The cart's lines, as the order body names them. */
export const PickupLocationsRequest = z.object({
  items: z
    .array(CreateOrderItem, { error: M.itemsRequired })
    .min(1, M.itemsRequired)
    .max(ORDER_ITEMS_MAX, M.itemsTooMany),
});
export type PickupLocationsRequest = z.infer<typeof PickupLocationsRequest>;

/** An active store that hands over pickups; `has_all`: every line of the cart is available there. */
export const PickupLocation = z.object({
  id: z.int().positive(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  opening_hours: z.string(),
  has_all: z.boolean(),
});
export type PickupLocation = z.infer<typeof PickupLocation>;

/** In the staff's order of the stores (as the shop's store list shows them). */
export const PickupLocationList = z.array(PickupLocation);
export type PickupLocationList = z.infer<typeof PickupLocationList>;
