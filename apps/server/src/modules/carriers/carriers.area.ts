import { type Shared, area } from '../../lib/area';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import { carrierSetupItems } from './carrier-setup-items';
import {
  CARRIER_POLL_JOB,
  CARRIER_SYNC_JOB,
  type CarrierQuoting,
  GHN_ADDRESS_SYNC_JOB,
  carrierWebhookRoutes,
  carriersAdminRoutes,
  createCarrierDesk,
  createCarrierQuoting,
} from './carriers.service';

interface Deps {
  units: AdminUnits;
  audit: AuditService;
}

/**
 * The carriers' rates (DESIGN §11): their settings, GHN's address mapping, quotes, and a parcel's cancel. Built before
 * the shipping fee, which quotes with it, and before the orders; carriersArea (shipments) comes after the orders.
 */
export function carrierRatesArea({ config, database, log }: Shared, { units, audit }: Deps) {
  const quoting = createCarrierQuoting({ db: database.db, config, log, units, audit });
  return area({ quoting, setup: () => carrierSetupItems(quoting) });
}

/** Shipments from the desk, tracking webhooks and polls, and COD (DESIGN §11), moving orders through their status. */
export function carriersArea(
  { config, database, log, guard }: Shared,
  { units, audit, quoting, orders }: Deps & { quoting: CarrierQuoting; orders: Pick<OrdersService, 'changeStatus'> },
) {
  const desk = createCarrierDesk({ db: database.db, config, log, units, audit }, quoting, orders.changeStatus);
  const { providers, settings, addressMap, ghn } = quoting;
  return area({
    shopRoutes: [carrierWebhookRoutes({ providers, settings, sync: desk.sync })],
    staffRoutes: [
      carriersAdminRoutes({
        shipments: desk.shipments,
        shipmentQuotes: desk.shipmentQuotes,
        cod: desk.cod,
        settings,
        addressMap,
        ghn,
        guard,
        audit,
      }),
    ],
    jobs: {
      [CARRIER_SYNC_JOB]: desk.sync.runSync,
      [CARRIER_POLL_JOB]: desk.poll,
      [GHN_ADDRESS_SYNC_JOB]: desk.syncGhnAddresses,
    },
    start: async ({ jobs }) => {
      if (jobs) await desk.start();
    },
  });
}
