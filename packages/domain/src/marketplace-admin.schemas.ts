/**
 * The back office's marketplaces card (DESIGN §16): `GET /api/admin/marketplaces/` (admins), linking a shop
 * (`POST …/{channel}/connect/`) and pulling its orders now (`POST …/{channel}/sync/`, staff).
 */
import { z } from 'zod';
import { IsoDateTime } from './admin.schemas';
import { MARKETPLACE_CHANNELS } from './order-source';

export const MarketplaceChannelParam = z.object({ channel: z.enum(MARKETPLACE_CHANNELS) });

/** One marketplace as the card shows it; both are always listed. */
export const MarketplaceCard = z.object({
  channel: z.enum(MARKETPLACE_CHANNELS),
  /** Its keys are set on the server (else it is off: nothing else works). */
  enabled: z.boolean(),
  /** A shop is authorised. */
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
export type MarketplaceCard = z.infer<typeof MarketplaceCard>;
export const MarketplaceCards = z.array(MarketplaceCard);

/** The signed authorisation URL to open: the marketplace sends the seller back to the shop's callback. */
export const MarketplaceConnectResponse = z.object({ url: z.string() });
export type MarketplaceConnectResponse = z.infer<typeof MarketplaceConnectResponse>;

/** How many orders the pull read (each made or brought up to date). */
export const MarketplaceSyncResponse = z.object({ orders: z.int().min(0) });
export type MarketplaceSyncResponse = z.infer<typeof MarketplaceSyncResponse>;
