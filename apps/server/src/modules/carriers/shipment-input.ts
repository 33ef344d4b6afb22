// What a carrier is sent to create a shipment (DESIGN §11): the pickup, the order's recipient, address, items and
// COD, the parcel as staff confirmed it, and GHN's ids for the address (a 400 when GHN has none). A pickup GHTK can't
// use is a 400 saying what is missing; GHN without ids for the pickup picks up at the GHN account's address.
import type { Carrier } from '@shop/domain/carrier.schemas';
import { BadRequestError } from '../../http/errors';
import { type OrderRow, listItemsOf } from '../orders/orders.service';
import type { CreateInput } from './carrier-provider';
import type { QuoteDestination } from './carrier-quotes';
import { PickupMissing } from './carrier-setup';
import { SHIPMENT_MESSAGES as M } from './shipment-messages';
import type { ShipmentsDeps } from './shipments.service';
import type { ShipmentRow } from './shipments.repo';

/** The create call's input for a reserved row. */
export async function createInput(
  { db, settings, addressMap, quotes }: Pick<ShipmentsDeps, 'db' | 'settings' | 'addressMap' | 'quotes'>,
  order: OrderRow,
  row: ShipmentRow,
): Promise<CreateInput> {
  const s = await settings.load();
  const carrier = row.carrier as Carrier;
  const pickup = await settings.pickupFor(carrier, s, order.fulfilmentLocationId).catch((err: unknown) => {
    throw err instanceof PickupMissing ? new BadRequestError(err.message) : err;
  });
  if (carrier === 'ghn') await quotes.ghnMapped();
  const ghn = carrier === 'ghn' ? await addressMap.ghnWard(order.wardCode) : null;
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

/** Where an order goes, as a quote takes it (its units' codes and names, and the street). */
export function orderDestination(order: OrderRow): QuoteDestination {
  return {
    codes: {
      city: order.cityCode ?? undefined,
      district: order.districtCode ?? undefined,
      ward: order.wardCode ?? undefined,
    },
    names: { city: order.city, district: order.district, ward: order.ward },
    address: order.shippingAddress,
  };
}
