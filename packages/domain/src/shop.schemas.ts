import { z } from 'zod';
import { PAYMENT_METHODS } from './order-status';

/** `GET /api/config`: the shop's public settings the web app needs (contact links, conversion id, payment methods). */
export const PublicConfig = z.object({
  shop_name: z.string(),
  hotline: z.string(),
  zalo_url: z.string(),
  messenger_url: z.string(),
  ads_conversion_id: z.string().nullable(),
  /** The payment methods checkout offers: those whose settings are all present (DESIGN §5). */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
