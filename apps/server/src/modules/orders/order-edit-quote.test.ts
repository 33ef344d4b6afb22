// An edit that makes the parcel heavier or sends it elsewhere is quoted again, as checkout quotes (DESIGN §11, §12):
// a 1 kg order grown to 22 kg is charged the carrier's 22 kg fee, not the 1 kg one; a typed fee wins.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghnPeerFee } from '../../testing/ghn-peer';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, carrierWorld } from '../carriers/carriers.testing';
import { ADDRESSES, orderBody, placedOrder } from './orders.testing';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld();
});
afterAll(() => w?.close());

const place = (overrides: Record<string, unknown>, quantity = 1) =>
  placedOrder(
    w.app,
    w.shopper.tokens.access,
    orderBody({ items: [{ product: w.shop.products.oolong.id, variant: null, quantity }], ...overrides }, w.shop),
  );
async function edited(id: number, body: object) {
  const res = await adminCall(w.app, w.staff, 'PATCH', `/api/admin/orders/${id}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminOrder.parse(res.body);
}
const grownTo = (o: { items: { id: number; product: { id: number | null } }[] }, quantity: number) =>
  o.items.map((i) => ({ id: i.id, product: i.product.id!, variant: null, quantity }));

describe('PATCH /api/admin/orders/{id}/ quotes the delivery again', () => {
  it('a parcel grown from 1 kg to 22 kg is charged the carrier’s 22 kg fee', async () => {
    const order = await place({ ...ADDRESSES.hanoi });
    expect(order.shipping_fee).toBe(ghnPeerFee(1000));
    const after = await edited(order.id, { version: 0, items: grownTo(order, 22) });
    expect(after.shipping_fee).toBe(ghnPeerFee(22_000));
    expect(after.final_total).toBe(after.total_price + ghnPeerFee(22_000));
    // The address alone moved within the same province: quoted again for the same weight.
    const moved = await edited(order.id, { version: 1, shipping_address: '9 Phan Đình Phùng' });
    expect(moved.shipping_fee).toBe(ghnPeerFee(22_000));
  });

  it('an order moved from Hồ Chí Minh City to Hà Nội is quoted by the carrier', async () => {
    const order = await place({ ...ADDRESSES.mid }, 3);
    expect(order.shipping_fee).not.toBe(ghnPeerFee(3000));
    const after = await edited(order.id, { version: 0, ...ADDRESSES.hanoi, shipping_address: '1 Hoàng Diệu' });
    expect(after).toMatchObject({ city: ADDRESSES.hanoi.city, shipping_fee: ghnPeerFee(3000) });
  });

  it('a fee staff type wins over the quote; an edit that keeps the weight keeps the fee', async () => {
    const order = await place({ ...ADDRESSES.hanoi });
    const typed = await edited(order.id, { version: 0, items: grownTo(order, 5), shipping_fee: 12_345 });
    expect(typed.shipping_fee).toBe(12_345);
    const noted = await edited(order.id, { version: 1, phone_number: '0987654321' });
    expect(noted.shipping_fee).toBe(12_345);
  });
});
