// DESIGN §3 Orders from the orders' rows: their items, promotions and history, the invoice request (the invoices
// area's), the fulfilment location (the stock's), what the shopper sees of the shipment (the carriers', through the
// ShipmentsOf port) and of the returns and refunds (the returns', through the ReturnsOf port).
import type { Order } from '@shop/domain/order-response.schemas';
import type { DbOrTx } from '../../db/client';
import { invoicesOf } from '../invoices/invoices.service';
import { locationCards } from '../stock/stock.service';
import { shapeOrder } from './order-shape';
import type { ReturnsOf } from './order-returns';
import { type ShipmentsOf, publicShipment } from './order-shipments';
import * as repo from './orders.repo';

/** The rows as Orders, in their order, without their shipment (the mails, which don't show it). */
export async function shapeOrders(db: DbOrTx, rows: repo.OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [{ items, promos, history }, invoices, locations] = await Promise.all([
    repo.listOrderParts(db, ids),
    invoicesOf(db, ids),
    locationCards(
      db,
      rows.map((r) => r.fulfilmentLocationId),
    ),
  ]);
  const group = <T extends { orderId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.orderId, [...(map.get(item.orderId) ?? []), item]);
    return map;
  };
  const itemsOf = group(items);
  const promosOf = group(promos);
  const historyOf = group(history);
  return rows.map((r) =>
    shapeOrder(
      r,
      itemsOf.get(r.id) ?? [],
      promosOf.get(r.id) ?? [],
      historyOf.get(r.id) ?? [],
      invoices.get(r.id),
      r.fulfilmentLocationId === null ? undefined : locations.get(r.fulfilmentLocationId),
    ),
  );
}

/** The other areas' parts of an order's answers: its shipment (the carriers'), its returns and refunds (returns'). */
export interface AnswerPorts {
  shipments: ShipmentsOf;
  returns: ReturnsOf;
}

/** The rows as Orders, in their order, each with its shipment, returns and refunds as the shopper sees them. */
export async function toOrders(db: DbOrTx, ports: AnswerPorts, rows: repo.OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [orders, shown] = await Promise.all([shapeOrders(db, rows), ports.shipments.shown(db, ids)]);
  // The returns name their lines from the order's items.
  const returned = await ports.returns.shown(db, orders);
  return orders.map((order) => {
    const shipment = shown.get(order.id);
    return {
      ...order,
      shipment: shipment ? publicShipment(shipment) : null,
      ...(returned.get(order.id) ?? {}),
    };
  });
}

export async function loadOrder(db: DbOrTx, ports: AnswerPorts, id: number): Promise<Order | undefined> {
  const row = await repo.findOrderRow(db, id);
  return row ? (await toOrders(db, ports, [row]))[0] : undefined;
}
