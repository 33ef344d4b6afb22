// Moving an unshipped order's stock to another location (DESIGN §15), inside the edit's transaction: the whole
// reservation is taken at the target with the guard first (409 naming the line it lacks, nothing moved), then freed
// where it was. A pickup order moves only to another pickup store: its shopper collects there.
import { ORDER_EDIT_MESSAGES as E } from '@shop/domain/admin-order-edit.schemas';
import { LOCATION_MESSAGES } from '@shop/domain/locations.rules';
import type { Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import {
  type ProductUnits,
  type StockNotice,
  locationFlags,
  locationOrFirst,
  moveReservation,
} from '../stock/stock.service';
import { nonField } from './order-voucher-check';
import * as repo from './orders.repo';

function refuse(message: string): never {
  throw new BadRequestError(message, { fulfilment_location: [message] });
}

/** The order's lines as the stock module counts them (lines of a product since deleted hold no stock). */
function unitsOf(items: repo.OrderItemRow[]): ProductUnits[] {
  const byProduct = new Map<number, ProductUnits>();
  for (const item of items) {
    if (item.productId === null) continue;
    const u = byProduct.get(item.productId) ?? { productId: item.productId, own: 0, sold: 0, variants: [] };
    u.sold += item.quantity;
    if (item.variantName === null) u.own += item.quantity;
    else if (item.variantId !== null) u.variants.push({ id: item.variantId, quantity: item.quantity });
    byProduct.set(item.productId, u);
  }
  return [...byProduct.values()];
}

/** Checks the target before the order's row is written: 400 for a place that holds no stock or can't hand over. */
export async function checkFulfilmentTarget(tx: Tx, order: repo.OrderRow, to: number) {
  const target = await locationFlags(tx, to);
  if (!target) refuse(E.locationInvalid);
  if (!target.holdsStock) refuse(E.locationHoldsNoStock);
  if (order.deliveryMethod === 'pickup' && !target.pickup) refuse(E.locationNotPickup);
  return target;
}

/** Moves the order's reservation (its lines as they are now) from where it is to `to`; 409 when `to` lacks a line. */
export async function moveFulfilment(tx: Tx, order: repo.OrderRow, to: number, touched: StockNotice[]) {
  const from = await locationOrFirst(tx, order.fulfilmentLocationId);
  if (from === to) return;
  const target = await checkFulfilmentTarget(tx, order, to);
  const items = await repo.listItemsOf(tx, order.id);
  const short = await moveReservation(tx, unitsOf(items), order.id, from, to, (n) => touched.push(n));
  if (short) {
    const line = items.find((i) => i.productId === short.productId && (i.variantId ?? null) === short.variantId);
    const label = line ? [line.productName, line.variantName].filter(Boolean).join(' - ') : '';
    nonField(409, LOCATION_MESSAGES.shortAt(label, target.name, short.left));
  }
}
