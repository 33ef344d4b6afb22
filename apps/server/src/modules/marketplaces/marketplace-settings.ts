// Each marketplace's stock settings (DESIGN §16): the location whose available stock it is told and whose stock its
// orders take (default: the catalogue's selling location), and a buffer held back from the figure it is told. Kept in
// shop_settings under `marketplaces`, one entry per channel; read fresh (a push or an import reads them once).
import {
  MARKETPLACE_LINK_MESSAGES as M,
  type MarketplaceSettings,
  type MarketplaceSettingsPatch,
} from '@shop/domain/marketplace-links.schemas';
import { MARKETPLACE_CHANNELS, type MarketplaceChannel } from '@shop/domain/order-source';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { readShopSetting, saveShopSetting } from '../settings/settings.service';
import { catalogueLocation, locationFlags } from '../stock/stock.service';

const ChannelSettings = z.object({
  location: z.int().positive().optional(),
  stock_buffer: z.int().min(0).optional(),
});
const Stored = z.partialRecord(z.enum(MARKETPLACE_CHANNELS), ChannelSettings);
type Stored = z.infer<typeof Stored>;

async function stored(db: DbOrTx): Promise<Stored> {
  const parsed = Stored.safeParse((await readShopSetting(db, 'marketplaces')) ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * A marketplace's settings: the location chosen (null: the default), the one in force (the chosen one while it exists
 * and holds stock, else the catalogue's selling location) and the buffer.
 */
export async function readMarketplaceSettings(db: DbOrTx, channel: MarketplaceChannel) {
  const own = (await stored(db))[channel] ?? {};
  const chosen = own.location === undefined ? null : await locationFlags(db, own.location);
  const location = (chosen?.holdsStock ? chosen : null) ?? (await locationFlags(db, await catalogueLocation(db)))!;
  return {
    chosen: own.location ?? null,
    location: location.id,
    locationName: location.name,
    stockBuffer: own.stock_buffer ?? 0,
  };
}

/**
 * The location a marketplace's orders take stock from and its stock is read at (DESIGN §16): the order import reserves
 * there. 409 in a shop with no location at all.
 */
export async function marketplaceLocation(db: DbOrTx, channel: MarketplaceChannel): Promise<number> {
  return (await readMarketplaceSettings(db, channel)).location;
}

async function describe(db: DbOrTx, channel: MarketplaceChannel): Promise<MarketplaceSettings> {
  const s = await readMarketplaceSettings(db, channel);
  return {
    channel,
    location: s.chosen,
    effective_location: s.location,
    effective_location_name: s.locationName,
    stock_buffer: s.stockBuffer,
  };
}

/** 400 unless the location exists and holds stock. */
async function checkLocation(tx: Tx, id: number) {
  const flags = await locationFlags(tx, id);
  if (!flags) throw new BadRequestError(M.locationInvalid, { location: [M.locationInvalid] });
  if (!flags.holdsStock) {
    const message = M.locationNotHolding(flags.name);
    throw new BadRequestError(message, { location: [message] });
  }
}

/**
 * `GET|PATCH /api/admin/marketplaces/{channel}/settings/` (admins). A change of the location or the buffer changes
 * every figure the marketplace was told: each linked unit is marked for a push (`markAll`) in the write's transaction.
 */
export function createMarketplaceSettings({
  db,
  audit,
  markAll,
}: {
  db: Db;
  audit: AuditService;
  markAll: (tx: Tx, channel: MarketplaceChannel) => Promise<number>;
}) {
  return {
    get: (channel: MarketplaceChannel) => describe(db, channel),

    async update(staff: StaffContext, channel: MarketplaceChannel, patch: MarketplaceSettingsPatch) {
      return db.transaction(async (tx) => {
        if (patch.location != null) await checkLocation(tx, patch.location);
        const before = await describe(tx, channel);
        const all = await stored(tx);
        const own = { ...all[channel] };
        if (patch.location === null) delete own.location;
        else if (patch.location !== undefined) own.location = patch.location;
        if (patch.stock_buffer !== undefined) own.stock_buffer = patch.stock_buffer;
        await saveShopSetting(tx, 'marketplaces', { ...all, [channel]: own });
        const after = await describe(tx, channel);
        const pick = ({ channel: c, location, effective_location, stock_buffer }: MarketplaceSettings) => ({
          channel: c,
          location,
          effective_location,
          stock_buffer,
        });
        await audit.record(tx, staff, {
          action: 'settings.marketplace',
          targetType: 'settings',
          targetId: null,
          before: pick(before),
          after: pick(after),
        });
        if (before.effective_location !== after.effective_location || before.stock_buffer !== after.stock_buffer) {
          await markAll(tx, channel);
        }
        return after;
      });
    },
  };
}

export type MarketplaceSettingsService = ReturnType<typeof createMarketplaceSettings>;
