import { type Shared, area } from '../../lib/area';
import type { Hook } from '../../lib/hook';
import type { AdminUnits } from '../address/address.service';
import { CATALOG_CHANNEL, parseCatalogNotice } from '../catalog/catalog.service';
import { SETTINGS_CHANNEL } from '../settings/settings.service';
import { straightLineDistance } from './distance-provider';
import { shippingAdminRoutes } from './shipping-admin.routes';
import { shippingRoutes } from './shipping.routes';
import { type CarrierQuoter, createShippingService } from './shipping.service';

interface Deps {
  units: AdminUnits;
  /** The carriers' quotes, when the shop charges what a carrier quotes. */
  carriers: CarrierQuoter;
  /** Settings' and content's: run on this instance when the fee's settings or the stores change. */
  settingsChanged: Hook<[]>;
  storesChanged: Hook<[]>;
}

/** The shipping fee (DESIGN §4): the shop's rules, the nearest store, a carrier's quote. */
export function shippingArea({ database, log, guard }: Shared, deps: Deps) {
  const shipping = createShippingService({
    db: database.db,
    units: deps.units,
    distance: straightLineDistance,
    log,
    carriers: deps.carriers,
  });
  deps.settingsChanged.on(() => shipping.clearCache());
  deps.storesChanged.on(() => shipping.clearCache());
  return area({
    shipping,
    shopRoutes: [shippingRoutes(shipping)],
    staffRoutes: [shippingAdminRoutes(shipping, guard)],
    notices: [
      { channel: SETTINGS_CHANNEL, received: () => shipping.clearCache() },
      // A product's weight or a store's place changes a fee; a stock notice changes none.
      {
        channel: CATALOG_CHANNEL,
        received: (payload?: string) => {
          if (!parseCatalogNotice(payload)) shipping.clearCache();
        },
      },
    ],
  });
}
