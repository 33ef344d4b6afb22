// Tracking (DESIGN §11): a webhook is only a hint. A job re-reads the shipment from the carrier's API and applies what
// the carrier says: its events (each kept once), its status (only forward), the COD transfer, and the order's move
// (picked up → shipped, delivered → delivered, returned → returned with its stock back). A poll job re-reads the
// live shipments every few hours in case a webhook never came.
import { CARRIER_NAMES, type Carrier } from '@shop/domain/carrier.schemas';
import {
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  ghnStatus,
  ghtkStatus,
  orderStatusFor,
  shipmentAdvances,
} from '@shop/domain/carrier.rules';
import type { OrderStatus } from '@shop/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { type JobRow, enqueue } from '../../lib/job-queue';
import type { OrdersService } from '../orders/orders.service';
import { findOrderRow } from '../orders/orders.service';
import type { CarrierProvider, CarrierState } from './carrier-provider';
import { receiveCod } from './cod.service';
import * as repo from './shipments.repo';

export const CARRIER_SYNC_JOB = 'carrier.sync';
export const CARRIER_POLL_JOB = 'carrier.poll';
/** Why a shipment delivered in part is flagged (GHTK's `return_part_package`): staff record the return by line. */
export const PART_RETURN_FLAG =
  'Hãng báo chỉ giao được một phần đơn, phần còn lại hoàn về shop: kiểm tra hàng nhận lại và ghi nhận trả hàng theo dòng.';
/** How often the poll job re-reads live shipments. */
export const POLL_EVERY_MS = 3 * 3600_000;
/** Shipments one poll re-reads (the oldest-updated first); the rest wait for the next. */
const POLL_BATCH = 500;

/** The order's path forward: the staff table's steps from `from` to a shipment's `target`. */
export function orderSteps(from: OrderStatus, target: OrderStatus): OrderStatus[] {
  const line: OrderStatus[] = ['accounting_processing', 'processing', 'shipped', 'delivered'];
  const at = line.indexOf(from);
  if (target === 'returned') {
    if (from === 'shipped' || from === 'delivered') return ['returned'];
    return at >= 0 && at < 2 ? [...line.slice(at + 1, 3), 'returned'] : [];
  }
  const to = line.indexOf(target);
  return at >= 0 && to > at ? line.slice(at + 1, to + 1) : [];
}

const carrierStatusOf = (carrier: Carrier, s: string) => (carrier === 'ghn' ? ghnStatus(s) : ghtkStatus(s));
const isStatus = (s: string): s is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(s);

export interface SyncDeps {
  db: Db;
  log: FastifyBaseLogger;
  providers: Map<Carrier, CarrierProvider>;
  changeStatus: OrdersService['changeStatus'];
}

export function createShipmentSync({ db, log, providers, changeStatus }: SyncDeps) {
  /**
   * The carrier's state applied to our row in one transaction; the shipment's status after it. `partReturn`: the
   * webhook said the parcel was delivered in part, the rest coming back (GHTK's `return_part_package`), which the
   * carrier's order API does not repeat: the shipment is flagged for staff to record the return by line (DESIGN §17).
   * A forged hint can only make staff look: nothing moves.
   */
  async function apply(carrier: Carrier, shipmentId: number, state: CarrierState, partReturn = false) {
    return db.transaction(async (tx) => {
      const row = await repo.lockShipment(tx, shipmentId);
      if (!row || !isStatus(row.status)) return undefined;
      const events = state.events.flatMap((e) => {
        const status = carrierStatusOf(carrier, e.carrierStatus);
        return status ? [{ shipmentId, status, carrierStatus: e.carrierStatus, at: e.at, reason: e.reason }] : [];
      });
      await repo.insertEvents(tx, events);
      const next = state.status && shipmentAdvances(row.status, state.status) ? state.status : row.status;
      const flag = flagOf(row, state, next);
      const transfer = state.codTransferred && row.codAmount > 0 && !row.codTransferredAt && !flag;
      const partFlag = partReturn && !row.flagged ? PART_RETURN_FLAG : null;
      await repo.updateShipment(tx, shipmentId, {
        status: next,
        carrierStatus: next === row.status ? row.carrierStatus : state.carrierStatus,
        ...(flag || partFlag ? { flagged: true, flagReason: flag ?? partFlag } : {}),
        updatedAt: new Date(),
      });
      if (transfer) await receiveCod(tx, row);
      return { orderId: row.orderId, status: next, code: row.code ?? '' };
    });
  }

  /** Why staff must look, or null: lost or damaged, or a transfer whose COD disagrees with ours. */
  function flagOf(row: repo.ShipmentRow, state: CarrierState, next: ShipmentStatus) {
    if (next === 'lost' && !row.flagged) return `${SHIPMENT_STATUS_LABELS.lost} (${state.carrierStatus})`;
    if (state.codTransferred && !row.codTransferredAt && row.codAmount > 0 && state.codAmount !== row.codAmount) {
      return `Tiền thu hộ đơn vị vận chuyển báo (${state.codAmount}) khác số cần thu (${row.codAmount}).`;
    }
    return null;
  }

  /** Walks the order toward what the shipment's status asks (each step of the staff table, as the carrier). */
  async function moveOrder(orderId: number, carrier: Carrier, status: ShipmentStatus, code: string) {
    const target = orderStatusFor(status);
    const order = target ? await findOrderRow(db, orderId) : undefined;
    if (!target || !order) return;
    for (const step of orderSteps(order.status, target)) {
      try {
        await changeStatus(
          orderId,
          step,
          { kind: 'carrier' },
          {
            note: `${CARRIER_NAMES[carrier]}: ${SHIPMENT_STATUS_LABELS[status]}`,
            shipping: { shippingCompany: CARRIER_NAMES[carrier], trackingNumber: code },
          },
        );
      } catch (err) {
        if (!(err instanceof ConflictError)) throw err;
        log.warn({ orderId, step, err }, 'carrier status: the order could not follow');
        return;
      }
    }
  }

  /** Re-reads one shipment from its carrier and applies it; unknown codes are ignored. */
  async function sync(carrier: Carrier, code: string, partReturn = false) {
    const provider = providers.get(carrier);
    if (!provider) return;
    const id = await repo.findShipmentId(db, carrier, code);
    if (id === undefined) return;
    const state = await provider.detail(code);
    if (!state) {
      log.warn({ carrier, code }, 'carrier does not know a shipment of ours');
      return;
    }
    const applied = await apply(carrier, id, state, partReturn);
    if (applied) await moveOrder(applied.orderId, carrier, applied.status, applied.code);
  }

  function schedulePoll(now = Date.now()) {
    const slot = Math.floor(now / POLL_EVERY_MS) + 1;
    return enqueue(db, {
      kind: CARRIER_POLL_JOB,
      key: `carrier.poll:${slot}`,
      runAt: new Date(slot * POLL_EVERY_MS),
      maxAttempts: 3,
    });
  }

  return {
    sync,
    schedulePoll,

    /**
     * Queues a re-read for a webhook's code; the same body twice is one job (replays). `partReturn`: the body said the
     * parcel was delivered in part (GHTK's `return_part_package`).
     */
    hint(carrier: Carrier, code: string, bodyKey: string, opts: { partReturn?: boolean; tx?: DbOrTx } = {}) {
      return enqueue(opts.tx ?? db, {
        kind: CARRIER_SYNC_JOB,
        key: `carrier.sync:${carrier}:${code}:${bodyKey}`,
        payload: { carrier, code, ...(opts.partReturn ? { partReturn: true } : {}) },
        ref: `shipment:${carrier}:${code}`,
      });
    },

    /** The sync job's handler. */
    async runSync(job: JobRow) {
      const { carrier, code, partReturn } = job.payload as { carrier: Carrier; code: string; partReturn?: boolean };
      await sync(carrier, code, partReturn === true);
    },

    /** The poll job: every live shipment and every delivered one whose COD is not yet transferred, then the next poll. */
    async poll() {
      const rows = await repo.listToPoll(db, POLL_BATCH);
      for (const r of rows) {
        if (!r.code) continue;
        await sync(r.carrier as Carrier, r.code).catch((err: unknown) =>
          log.warn({ err, ...r }, 'poll: re-read failed'),
        );
      }
      await schedulePoll();
    },
  };
}

export type ShipmentSync = ReturnType<typeof createShipmentSync>;
