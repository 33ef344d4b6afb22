// A carrier's partial delivery (DESIGN §17): GHTK's webhook says `return_part_package: 1` (its order API doesn't), so
// the shipment is flagged for staff to record the return by line; an ordinary delivery flags nothing.
import type { Shipment } from '@shop/domain/carrier.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarrierWorld, carrierWorld } from '../carriers/carriers.testing';
import { PART_RETURN_FLAG } from '../carriers/shipment-sync';
import { adminOrder, postReturn } from './returns.testing';

let w: CarrierWorld;
// GHN's address mapping is synced first: slow on a busy machine.
beforeAll(async () => {
  w = await carrierWorld();
}, 240_000);
afterAll(() => w?.close());

/** An order shipped by GHTK and delivered there: the webhook with or without the partial flag. */
async function deliveredByGhtk(partReturn: boolean) {
  const order = await w.processingOrder();
  const res = await w.ship(order.id, 'ghtk');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await w.app.jobs.runDue();
  const code = (res.body as Shipment).code;
  await w.ghtk.setStatus(code, 5, { post: false });
  const body = w.ghtk.webhookBody(w.ghtk.orders.get(code)!, partReturn);
  expect(await w.webhook('ghtk', body, undefined, true)).toBe(200);
  return order;
}

describe('GHTK partial delivery', () => {
  it('flags the shipment for staff to record the return; the return is then recorded by line', async () => {
    const order = await deliveredByGhtk(true);
    const page = await adminOrder(w.app, w.staff, order.id);
    expect(page.status).toBe('delivered');
    expect(page.shipment).toMatchObject({ status: 'delivered', flagged: true, flag_reason: PART_RETURN_FLAG });
    const line = page.items[0]!;
    const made = await postReturn(w.app, w.staff, order.id, {
      lines: [{ order_item: line.id, quantity: 1, restock: true }],
      reason: 'GHTK hoàn một phần',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('an ordinary delivery flags nothing', async () => {
    const order = await deliveredByGhtk(false);
    expect((await adminOrder(w.app, w.staff, order.id)).shipment).toMatchObject({
      status: 'delivered',
      flagged: false,
      flag_reason: null,
    });
  });
});
