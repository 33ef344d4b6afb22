import { z } from 'zod';

/** `GET /api/config`: the shop's public settings the web app needs (contact links, conversion id). */
export const PublicConfig = z.object({
  shop_name: z.string(),
  hotline: z.string(),
  zalo_url: z.string(),
  messenger_url: z.string(),
  ads_conversion_id: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
