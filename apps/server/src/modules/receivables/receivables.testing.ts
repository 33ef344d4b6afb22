// Test support for receivables (DESIGN §17): customers on terms, orders on account, their delivery and due dates.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { CustomerAccount, CustomerPayment } from '@shop/domain/receivables.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { ADDRESSES, type Shop } from '../orders/orders.testing';

let phoneSeq = 0;
const freshPhone = () => `09440${String(++phoneSeq).padStart(5, '0')}`;

export interface Customer {
  id: number;
  name: string;
  phone: string;
  email: string;
}

/** A customer staff added, with these terms (absent: the group's). */
export async function customerOnTerms(
  app: App,
  staff: SignedUp,
  terms: { payment_terms_days?: number | null; credit_limit?: number | null; group?: number } = {},
): Promise<Customer> {
  const phone = freshPhone();
  const body = { name: `Quán ${phone}`, phone, email: `quan${phone}@example.com`, ...terms };
  const res = await adminCall(app, staff, 'POST', '/api/admin/customers/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: (res.body as { id: number }).id, name: body.name, phone, email: body.email };
}

/** The body of a staff order for `customer` of one line at `total` (no shipping fee), on account unless told. */
export function accountOrderBody(
  shop: Shop,
  customer: Customer,
  total: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    customer: { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email },
    items: [
      { product: shop.products.oolong.id, variant: null, quantity: 1, unit_price: total, price_reason: 'Giá sỉ' },
    ],
    shipping_address: '12 Nguyễn Huệ',
    ...ADDRESSES.near,
    shipping_fee: 0,
    payment_method: 'on_account',
    source: 'phone',
    ...overrides,
  };
}

export const placeAccountOrder = (app: App, staff: SignedUp, body: unknown) =>
  adminCall(app, staff, 'POST', '/api/admin/orders/', { body });

/** An order on account that must be placed. */
export async function accountOrder(app: App, staff: SignedUp, shop: Shop, customer: Customer, total: number) {
  const res = await placeAccountOrder(app, staff, accountOrderBody(shop, customer, total));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}

/** Moves the order through the desk's steps to delivered. */
export async function deliver(app: App, staff: SignedUp, id: number) {
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const res = await adminCall(app, staff, 'POST', `/api/admin/orders/${id}/transition/`, { body: { status } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** Makes the order fall due `daysAgo` days before now (a test cannot wait for its terms). */
export async function dueDaysAgo(db: Db, id: number, daysAgo: number) {
  await db
    .update(orders)
    .set({ dueAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(orders.id, id));
}

export async function accountOf(app: App, staff: SignedUp, customerId: number) {
  const res = await adminCall(app, staff, 'GET', `/api/admin/customers/${customerId}/account/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return CustomerAccount.parse(res.body);
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** A payment towards the customer's account that must be recorded. */
export async function recordPayment(app: App, staff: SignedUp, customer: Customer, amount: number) {
  const res = await adminCall(app, staff, 'POST', `/api/admin/customers/${customer.id}/payments/`, {
    body: { amount, method: 'transfer', reference: 'UNC 01' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CustomerPayment.parse(res.body);
}
