// Fulfilment through carriers (DESIGN §11), the module's public entry: the providers of the carriers whose keys are
// set, their settings, GHN's address mapping, quotes, shipments, tracking and COD money.
import { CARRIERS, type Carrier, type ShipmentQuote } from '@shop/domain/carrier.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueue } from '../../lib/job-queue';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import { type OrdersService, findOrderRow } from '../orders/orders.service';
import type { CarrierProvider } from './carrier-provider';
import { createCarrierQuotes } from './carrier-quotes';
import { createCarrierSettings } from './carrier-settings';
import { CARRIER_KEYS } from './carrier-setup';
import { createCodService } from './cod.service';
import { type GhnProvider, createGhnProvider } from './ghn';
import { createGhnAddressMap } from './ghn-address-map';
import { createGhtkProvider } from './ghtk';
import { createShipmentCancel } from './shipment-cancel';
import { orderDestination } from './shipment-input';
import { createShipmentSync } from './shipment-sync';
import { createShipmentsService } from './shipments.service';

export { type CarrierFee, type CarrierQuotes, type QuoteDestination } from './carrier-quotes';
export { CARRIER_POLL_JOB, CARRIER_SYNC_JOB } from './shipment-sync';
export { carriersAdminRoutes } from './carriers-admin.routes';
export { carrierWebhookRoutes } from './carriers.routes';
// The orders area's ShipmentsOf port: app.ts hands it to orders, who may not import carriers.
export { shipmentsForOrders } from './shipment-views';

export const GHN_ADDRESS_SYNC_JOB = 'carrier.ghn_address_sync';

/** The carriers whose keys are set; each one off says so once in the log. */
export function carrierProviders(config: Pick<Config, 'carriers'>, log: FastifyBaseLogger) {
  const { ghn, ghtk, timeoutMs } = config.carriers;
  const providers = new Map<Carrier, CarrierProvider>();
  const ghnProvider = ghn ? createGhnProvider({ ...ghn, timeoutMs }) : undefined;
  if (ghnProvider) providers.set('ghn', ghnProvider);
  if (ghtk) providers.set('ghtk', createGhtkProvider({ ...ghtk, timeoutMs }));
  for (const c of CARRIERS)
    if (!providers.has(c)) log.info({ carrier: c }, `carrier ${c} is off: ${CARRIER_KEYS[c].join(', ')} not set`);
  return { providers, ghn: ghnProvider };
}

export interface CarriersDeps {
  db: Db;
  config: Pick<Config, 'carriers' | 'publicUrl'>;
  log: FastifyBaseLogger;
  units: AdminUnits;
  audit: AuditService;
}

/**
 * The part made before the orders area: settings, mapping and quotes (the shipping fee), and the shipment cancel
 * (staff's order cancel).
 */
export function createCarrierQuoting({ db, config, log, units, audit }: CarriersDeps) {
  const { providers, ghn } = carrierProviders(config, log);
  const addressMap = createGhnAddressMap({ db, units });
  const settings = createCarrierSettings({
    db,
    config,
    units,
    audit,
    enabled: [...providers.keys()],
    addressMap,
  });
  const quotes = createCarrierQuotes({
    db,
    providers,
    ghn,
    settings,
    addressMap,
    log,
    syncWaitMs: config.carriers.timeoutMs,
  });
  // A settings change (pickup, packaging, carrier) changes every quote.
  settings.onChange(() => quotes.clear());
  // Staff's order cancel cancels the order's shipment at its carrier first (the orders area needs it).
  const cancels = createShipmentCancel({ db, providers, audit });
  return { providers, ghn, addressMap, settings, quotes, cancels };
}

export type CarrierQuoting = ReturnType<typeof createCarrierQuoting>;

/** Shipments, tracking and COD, on top of the quoting part and the orders' status changes. */
export function createCarrierDesk(
  { db, log, audit, units, config }: CarriersDeps,
  quoting: CarrierQuoting,
  changeStatus: OrdersService['changeStatus'],
) {
  const { providers, settings, quotes, addressMap, ghn, cancels } = quoting;
  const sync = createShipmentSync({ db, log, providers, changeStatus });
  // A try's carrier calls: a find, the create, a find again after an outage or a refusal; then some slack.
  const claimMs = 3 * config.carriers.timeoutMs + 5_000;
  const shipments = createShipmentsService({
    db,
    sync,
    log,
    providers,
    settings,
    quotes,
    addressMap,
    audit,
    cancels,
    claimMs,
  });
  const cod = createCodService({ db, audit });
  return {
    shipments,
    sync,
    cod,
    /** At start: the next poll, and GHN's master data mapped once if it never was. */
    async start() {
      await sync.schedulePoll();
      if (ghn && (await addressMap.report()).synced_at === null) {
        await enqueue(db, {
          kind: GHN_ADDRESS_SYNC_JOB,
          key: `${GHN_ADDRESS_SYNC_JOB}:initial:${units.structure}`,
          maxAttempts: 5,
        });
      }
    },
    /** The poll job's handler: stale 'creating' rows settled, then every live shipment re-read. */
    async poll() {
      await shipments.resolveStale();
      await sync.poll();
    },
    /** `GET /api/admin/orders/{id}/shipment/quotes/`: each carrier's fee for the order's parcel, to its address. */
    async shipmentQuotes(orderId: number): Promise<ShipmentQuote[]> {
      const { weight_grams } = await shipments.draft(orderId); // a 404 for an unknown order
      const order = (await findOrderRow(db, orderId))!;
      return quotes.quoteEach(orderDestination(order), weight_grams);
    },
    /** The address sync job's handler: shares a fetch a quote started, and does nothing once mapped. */
    async syncGhnAddresses() {
      if (ghn) await addressMap.ensureSynced(ghn as GhnProvider);
    },
  };
}
