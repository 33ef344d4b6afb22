import { z } from 'zod';
import { SHOPPER_PAYMENT_METHODS } from './order-status';

/**
 * `GET /api/config`: the shop's public settings the web app needs (contact links, conversion id, payment methods, tax
 * rate).
 */
export const PublicConfig = z.object({
  shop_name: z.string(),
  hotline: z.string(),
  zalo_url: z.string(),
  messenger_url: z.string(),
  ads_conversion_id: z.string().nullable(),
  /** The payment methods checkout offers: those whose settings are all present (DESIGN §5). */
  payment_methods: z.array(z.enum(SHOPPER_PAYMENT_METHODS)),
  /**
   * The tax the shop adds on top of its prices, a fraction (0.08), or null when it adds none (the default: prices
   * include VAT; DESIGN §4). Checkout's summary prices with it as the server will price the order (`priceOrder`).
   */
  tax_rate: z.number().min(0).max(1).nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
