// Where an edited order goes and what its delivery costs now, worked out before the edit's transaction (the address
// may ask a maps provider, the fee a carrier): an edit that moves the address or changes the parcel's weight is
// quoted again as checkout quotes (DESIGN §11), unless staff typed the fee — a typed fee wins.
import type { AdminOrderEdit } from '@shop/domain/admin-order-edit.schemas';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import type { CarrierFeeResult, DeliveryLocation, ShippingService, ShopSettings } from '../shipping/shipping.service';
import * as repo from './orders.repo';
import { findProductsByIds, type ProductForOrder } from '../catalog/catalog.service';

/** The edit's delivery: the moved address (undefined: it stays), and the new quote (undefined: the fee stays). */
export interface EditDelivery {
  where?: DeliveryLocation | undefined;
  requote?: { location: DeliveryLocation; settings: ShopSettings; carrierFee?: CarrierFeeResult | undefined };
}

export const movesAddress = (b: AdminOrderEdit) =>
  [b.shipping_address, b.city, b.district, b.ward, b.city_code, b.district_code, b.ward_code].some(
    (v) => v !== undefined,
  );

/** The parcel's goods weight before and after the edit (kept lines by their snapshot, new ones by today's product). */
async function weights(db: Db, items: repo.OrderItemRow[], edited: NonNullable<AdminOrderEdit['items']>) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const before = items.reduce((sum, i) => sum + i.productWeightGrams * i.quantity, 0);
  const fresh = edited.filter((e) => e.id === undefined || !byId.has(e.id));
  const products = fresh.length
    ? await findProductsByIds(db, [...new Set(fresh.map((e) => e.product))])
    : new Map<number, ProductForOrder>();
  const after = edited.reduce((sum, e) => {
    const grams = (e.id !== undefined && byId.get(e.id)?.productWeightGrams) || products.get(e.product)?.weightGrams;
    return sum + (grams ?? 0) * e.quantity;
  }, 0);
  return { before, after };
}

export function createEditDeliveries(db: Db, shipping: ShippingService) {
  /**
   * The order's address after the edit, resolved as checkout resolves it. A name sent without its code drops the old
   * code (it named the old place).
   */
  function locate(current: repo.OrderRow, body: Partial<AdminOrderEdit>, settings: ShopSettings) {
    const keep = (code: string | null, sent: string | undefined) => (sent ? undefined : (code ?? undefined));
    return shipping.locate(
      {
        city: body.city ?? current.city,
        district: body.district ?? current.district,
        ward: body.ward ?? current.ward,
        city_code: body.city_code ?? keep(current.cityCode, body.city),
        district_code: body.district_code ?? keep(current.districtCode, body.district),
        ward_code: body.ward_code ?? keep(current.wardCode, body.ward),
      },
      settings.shipping,
    );
  }

  /** 404 for an unknown order. Outside the transaction: the version checked inside it guards what was read here. */
  return async function deliveryOf(id: number, body: AdminOrderEdit): Promise<EditDelivery> {
    const moving = movesAddress(body);
    const feeTyped = body.shipping_fee !== undefined;
    if (!moving && (feeTyped || !body.items)) return {};
    const current = await repo.findOrderRow(db, id);
    if (!current) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const settings = await shipping.settings();
    const where = moving ? await locate(current, body, settings) : undefined;
    // A counter sale and a pickup (DESIGN §15) are handed over in a store: no fee to quote.
    if (feeTyped || current.source === 'store' || current.deliveryMethod === 'pickup') return { where };
    const items = await repo.listItemsOf(db, id);
    const parcel = body.items ? await weights(db, items, body.items) : undefined;
    if (!where && (!parcel || parcel.before === parcel.after)) return { where };
    const location = where ?? (await locate(current, {}, settings));
    const lines = body.items ?? items.flatMap((i) => (i.productId === null ? [] : [{ ...i, product: i.productId }]));
    const carrierFee = await shipping.carrierFee(
      location,
      settings.shipping,
      { shipping_address: body.shipping_address ?? current.shippingAddress },
      lines.map((l) => ({ product: l.product, quantity: l.quantity })),
    );
    return { where, requote: { location, settings, carrierFee } };
  };
}
