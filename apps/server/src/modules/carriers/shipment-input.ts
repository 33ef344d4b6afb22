// What a carrier is sent to create a shipment (DESIGN §11): the pickup, the order's recipient, address, items and
// COD, the parcel as staff confirmed it, and GHN's ids for the address (a 400 when GHN has none).
import { BadRequestError } from '../../http/errors';
import { type OrderRow, listItemsOf } from '../orders/orders.service';
import type { carrierShipments } from '../../db/schema/index';
import type { CreateInput } from './carrier-provider';
import { SHIPMENT_MESSAGES as M } from './shipment-messages';
import type { ShipmentsDeps } from './shipments.service';

/** The create call's input for a reserved row. */
export async function createInput(
  { db, settings, addressMap, quotes }: Pick<ShipmentsDeps, 'db' | 'settings' | 'addressMap' | 'quotes'>,
  order: OrderRow,
  row: typeof carrierShipments.$inferSelect,
): Promise<CreateInput> {
  const s = await settings.load();
  const pickup = await settings.pickup(s);
  if (pickup.source === 'none') throw new BadRequestError(M.noPickup);
  const ghn = row.carrier === 'ghn' ? await addressMap.ghnWard(order.wardCode) : null;
  if (row.carrier === 'ghn' && !ghn) throw new BadRequestError(M.unmapped);
  const items = await listItemsOf(db, order.id);
  return {
    clientCode: row.clientCode,
    from: await quotes.fromAddress(pickup),
    to: {
      name: order.recipientName || order.email,
      phone: order.phoneNumber,
      address: order.shippingAddress,
      province: order.city,
      district: order.district,
      ward: order.ward,
      ghn,
    },
    weightGrams: row.weightGrams,
    value: order.totalPrice,
    size: { length: row.lengthCm, width: row.widthCm, height: row.heightCm },
    codAmount: row.codAmount,
    requiredNote: row.requiredNote,
    note: row.note,
    buyerPays: s.fee_mode === 'carrier_collects',
    items: items.map((i) => ({
      name: i.variantName ? `${i.productName} - ${i.variantName}` : i.productName,
      code: String(i.variantId ?? i.productId ?? i.id),
      quantity: i.quantity,
      weightGrams: Math.max(1, i.productWeightGrams),
    })),
  };
}
