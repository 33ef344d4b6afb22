/**
 * The back office's marketplaces card (DESIGN §16): `GET /api/admin/marketplaces/` (admins), linking a shop
 * (`POST …/{channel}/connect/`) and pulling its orders now (`POST …/{channel}/sync/`, staff). The server answers with
 * these schemas and the admin reads its answers as them. Each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { IsoDateTime } from './admin.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from './order-source';

export const MarketplaceChannelParam = z.object({ channel: z.enum(MARKETPLACE_CHANNELS) });

/** The keys a marketplace needs in the server's environment (DESIGN §16 Config): without them it is off. */
export const MARKETPLACE_KEYS: Record<MarketplaceChannel, readonly string[]> = {
  shopee: ['SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'],
  tiktok: ['TIKTOK_APP_KEY', 'TIKTOK_APP_SECRET'],
};

/** One marketplace as the card shows it; both are always listed. */
export const MarketplaceState = z.object({
  channel: z.enum(MARKETPLACE_CHANNELS),
  /** Its keys are set on the server (else it is off: nothing else works). */
  enabled: z.boolean(),
  /** A shop authorised us (its tokens are kept). */
  linked: z.boolean(),
  shop_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  /** The access token's end (it is refreshed by itself before then); null while not linked. */
  token_expires_at: IsoDateTime.nullable(),
  /** The last poll (or "Đồng bộ ngay") that finished. */
  last_sync_at: IsoDateTime.nullable(),
  /** The last call that failed and why; null once one works again. */
  last_error: z.string().nullable(),
});
export type MarketplaceState = z.infer<typeof MarketplaceState>;
export const MarketplaceStates = z.array(MarketplaceState);

/** The signed authorisation URL to open: the marketplace sends the seller back to the shop's callback. */
export const MarketplaceConnectResponse = z.object({ url: z.string() });
export type MarketplaceConnectResponse = z.infer<typeof MarketplaceConnectResponse>;

/** How many orders the pull read (each made or brought up to date). */
export const MarketplaceSyncResponse = z.object({ orders: z.int().min(0) });
export type MarketplaceSyncResponse = z.infer<typeof MarketplaceSyncResponse>;
