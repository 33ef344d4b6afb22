// Test support for returns by line (DESIGN §17): a delivered order of the test shop, and the return and refund calls.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { expect } from 'vitest';
import type { App } from '../../app';
import { adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { deliverOrder } from '../invoices/invoices.testing';
import { type Shop, orderBody, placedOrder } from '../orders/orders.testing';

/** Two oolong and one coconut jelly (a variant), cash, delivered by staff; `paid` also records the cash collected. */
export async function deliveredOrder(
  app: App,
  shop: Shop,
  who: { shopper: SignedUp; staff: SignedUp },
  opts: { paid?: boolean; overrides?: Record<string, unknown> } = {},
): Promise<Order> {
  const items = [
    { product: shop.products.oolong.id, variant: null, quantity: 2 },
    { product: shop.products.jelly.id, variant: shop.variants.coconut.id, quantity: 1 },
  ];
  const order = await placedOrder(app, who.shopper.tokens.access, orderBody({ items, ...opts.overrides }, shop));
  await deliverOrder(app, who.staff, order.id);
  if (opts.paid) {
    const res = await adminCall(app, who.staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return order;
}

export const lineOf = (order: Order, productName: string) => order.items.find((i) => i.product_name === productName)!;

export function postReturn(app: App, staff: SignedUp | undefined, orderId: number, body: unknown) {
  return adminCall(app, staff, 'POST', `/api/admin/orders/${orderId}/returns/`, { body });
}

export function postRefund(app: App, staff: SignedUp | undefined, orderId: number, body: unknown) {
  return adminCall(app, staff, 'POST', `/api/admin/orders/${orderId}/refunds/`, { body });
}

export async function adminOrder(app: App, staff: SignedUp, orderId: number): Promise<AdminOrder> {
  const res = await adminCall(app, staff, 'GET', `/api/admin/orders/${orderId}/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminOrder.parse(res.body);
}
