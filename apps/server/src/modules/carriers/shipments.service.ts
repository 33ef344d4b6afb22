// Shipments from the desk (DESIGN §11): create exactly once, cancel before pick-up (shipment-cancel.ts), print the
// label. A row is written before the carrier is called (status 'creating', our id as client code), so a crash or a
// lost answer is found again: the next try looks the carrier's order up by our id before creating another. A refusal
// keeps nothing; two tries at once (a double click, two instances) are one try and a 409.
import {
  CARRIER_NAMES,
  type BulkShipmentResponse,
  type Carrier,
  type CreateShipmentRequest,
  type Shipment,
  type ShipmentDraft,
} from '@shop/domain/carrier.schemas';
import { codAmountFor, parcelWeightGrams } from '@shop/domain/carrier.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, BadRequestError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { findOrderRow, listItemsOf, recordShipment } from '../orders/orders.service';
import {
  type CarrierOrder,
  type CarrierProvider,
  type CarrierState,
  type CreateInput,
  CarrierRefusal,
  CarrierUnavailable,
} from './carrier-provider';
import type { CarrierQuotes } from './carrier-quotes';
import type { CarrierSettingsService } from './carrier-settings';
import type { GhnAddressMap } from './ghn-address-map';
import type { ShipmentCancel } from './shipment-cancel';
import { createShipmentClaims } from './shipment-claim';
import { createInput } from './shipment-input';
import { CarrierError, SHIPMENT_MESSAGES as M } from './shipment-messages';
import { shipmentsOf } from './shipment-views';
import * as repo from './shipments.repo';

export { CarrierError, SHIPMENT_MESSAGES } from './shipment-messages';
import type { ShipmentSync } from './shipment-sync';

export interface ShipmentsDeps {
  db: Db;
  sync: Pick<ShipmentSync, 'hint'>;
  log: FastifyBaseLogger;
  providers: Map<Carrier, CarrierProvider>;
  settings: CarrierSettingsService;
  quotes: CarrierQuotes;
  addressMap: GhnAddressMap;
  audit: AuditService;
  cancels: ShipmentCancel;
  /** How long a try holds its 'creating' row: longer than its carrier calls (a find, the create, a find again). */
  claimMs: number;
}

export function createShipmentsService({
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
}: ShipmentsDeps) {
  const claims = createShipmentClaims({ db, claimMs });

  function provider(carrier: Carrier): CarrierProvider {
    const p = providers.get(carrier);
    if (!p) throw new BadRequestError(M.carrierOff(carrier), { carrier: [M.carrierOff(carrier)] });
    return p;
  }

  /** The form's starting values: the items' weight + packaging, the shop's parcel size, the COD to collect. */
  async function draft(orderId: number): Promise<ShipmentDraft> {
    const order = await findOrderRow(db, orderId);
    if (!order) throw new NotFoundError('Không tìm thấy đơn hàng.');
    const [s, items] = await Promise.all([settings.load(), listItemsOf(db, orderId)]);
    const lines = items.map((i) => ({ weightGrams: i.productWeightGrams, quantity: i.quantity }));
    return {
      carriers: [...providers.keys()],
      carrier: settings.quotingCarrier(s),
      weight_grams: parcelWeightGrams(lines, s.packaging_weight_grams),
      length_cm: s.length_cm,
      width_cm: s.width_cm,
      height_cm: s.height_cm,
      required_note: s.ghn_required_note,
      cod_amount: codAmountFor(order),
    };
  }

  /** The carrier's order for our id: found (a lost answer or a crash before), else created now. */
  async function findOrCreate(p: CarrierProvider, input: CreateInput): Promise<CarrierOrder> {
    const adopt = (found: CarrierState & { fee?: number }): CarrierOrder => ({
      code: found.code,
      fee: found.fee ?? 0,
      expectedDeliveryAt: null,
      codAmount: found.codAmount,
    });
    const found = await p.findByClientCode(input.clientCode);
    if (found) return adopt(found);
    try {
      return await p.create(input);
    } catch (err) {
      if (!(err instanceof CarrierUnavailable) && !(err instanceof CarrierRefusal)) throw err;
      // An outage may have made the order; a refusal may be the carrier's "our id exists already" (GHN's duplicate
      // client_order_code: another try made it meanwhile). Either way the order found by our id is ours.
      const after = await p.findByClientCode(input.clientCode).catch(() => null);
      if (after) return adopt(after);
      throw err;
    }
  }

  /** Keeps the carrier's code on the row and the order, with the first event and the audit row. */
  /** `staff` null: the poll job adopting an order a crash left behind (no person to name in the audit). */
  async function commit(
    staff: StaffContext | null,
    rowId: number,
    orderId: number,
    carrier: Carrier,
    made: CarrierOrder,
  ) {
    await db.transaction(async (tx) => {
      const row = await repo.commitCreating(tx, rowId, {
        code: made.code,
        fee: made.fee,
        expectedDeliveryAt: made.expectedDeliveryAt,
      });
      if (!row) return;
      if (made.codAmount !== undefined && made.codAmount !== row.codAmount) {
        // An order adopted from an earlier try: the carrier collects what it was told then.
        await repo.updateShipment(tx, rowId, {
          codAmount: made.codAmount,
          flagged: true,
          flagReason: M.codDiffers(made.codAmount, row.codAmount),
        });
      }
      // The carrier's own first events come with the first re-read, queued with the commit.
      await sync.hint(carrier, made.code, 'created', { tx });
      await recordShipment(tx, orderId, { shippingCompany: CARRIER_NAMES[carrier], trackingNumber: made.code });
      if (!staff) return;
      await audit.record(tx, staff, {
        action: 'order.shipment_create',
        targetType: 'order',
        targetId: orderId,
        before: null,
        after: { carrier, code: made.code, fee: made.fee, cod_amount: row.codAmount, weight_grams: row.weightGrams },
      });
    });
  }

  async function current(orderId: number): Promise<Shipment> {
    const s = (await shipmentsOf(db, [orderId])).get(orderId);
    if (!s) throw new NotFoundError(M.noShipment);
    return s;
  }

  /** `POST /api/admin/orders/{id}/shipment/`. */
  async function create(staff: StaffContext, orderId: number, body: CreateShipmentRequest): Promise<Shipment> {
    const p = provider(body.carrier);
    const { order, row } = await claims.claim(orderId, body, await draft(orderId));
    let made: CarrierOrder;
    try {
      made = await findOrCreate(p, await createInput({ db, settings, addressMap, quotes }, order, row));
    } catch (err) {
      if (err instanceof CarrierUnavailable) {
        log.warn({ err, orderId, clientCode: row.clientCode }, 'carrier did not answer a create: kept for the retry');
        // Given back at once: staff's retry claims it and looks the carrier's order up first.
        await claims.release(row);
        throw new CarrierError(M.unavailable(body.carrier));
      }
      // A refusal (or our own 400 before the call): nothing was created, nothing is kept.
      await claims.drop(row);
      if (err instanceof CarrierRefusal) throw new CarrierError(M.refused(body.carrier, err.reason));
      throw err;
    }
    await commit(staff, row.id, orderId, body.carrier, made);
    return current(orderId);
  }

  /** The live shipment with its carrier's code, else 404. */
  async function liveRow(orderId: number) {
    const row = await repo.findCurrentShipment(db, orderId);
    if (!row?.code) throw new NotFoundError(M.noShipment);
    return row as typeof row & { code: string };
  }

  return {
    draft,
    create,
    current,

    /**
     * Rows left 'creating' for `olderThanMs` (a crash, or staff who never retried): the carrier's order found by our
     * id is adopted, else the row goes (nothing was made). Run by the poll job.
     */
    async resolveStale(olderThanMs = 10 * 60_000) {
      const now = Date.now();
      // Not one a try holds right now: its claim lapsed.
      const rows = await repo.listStaleCreating(db, new Date(now - olderThanMs), new Date(now - claimMs));
      for (const row of rows) {
        const carrier = row.carrier as Carrier;
        const found = await providers
          .get(carrier)
          ?.findByClientCode(row.clientCode)
          .catch(() => undefined);
        if (found === undefined) continue;
        if (found) {
          await commit(null, row.id, row.orderId, carrier, {
            code: found.code,
            fee: found.fee ?? 0,
            expectedDeliveryAt: null,
          });
        } else {
          await repo.deleteCreating(db, row.id);
        }
      }
    },

    /** `DELETE /api/admin/orders/{id}/shipment/`: cancelled at the carrier before pick-up (409 after). */
    async cancel(staff: StaffContext, orderId: number): Promise<Shipment> {
      await cancels.cancel(staff, orderId);
      return current(orderId);
    },

    /** The carrier's printable label of these orders' shipments (one carrier at a time). */
    async label(orderIds: number[]) {
      const rows = await Promise.all(orderIds.map(liveRow));
      const carriers = new Set(rows.map((r) => r.carrier));
      if (carriers.size !== 1) throw new BadRequestError(M.oneCarrier);
      const carrier = rows[0]!.carrier as Carrier;
      try {
        return await provider(carrier).label(rows.map((r) => r.code));
      } catch (err) {
        if (err instanceof CarrierRefusal) throw new CarrierError(M.labelRefused(carrier, err.reason));
        throw new CarrierError(M.unavailable(carrier));
      }
    },

    /** `POST /api/admin/shipments/`: one after another, each with its own result. */
    async bulk(staff: StaffContext, orderIds: number[], carrier: Carrier): Promise<BulkShipmentResponse> {
      const results: BulkShipmentResponse['results'] = [];
      for (const id of orderIds) {
        try {
          results.push({ order_id: id, ok: true, status_code: 201, shipment: await create(staff, id, { carrier }) });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          results.push({ order_id: id, ok: false, status_code: err.statusCode, detail: err.message });
        }
      }
      return { results };
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
