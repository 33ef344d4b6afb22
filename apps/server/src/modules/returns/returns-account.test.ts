// Returns of orders on account (công nợ, DESIGN §17): the returned goods' value is credited to the customer's account
// (paying that order first, the rest credit like a payment's), no money is refunded, and an order whose every unit came
// back leaves the account whole: its returns' credit is taken back from the orders it paid, and what was paid of it is
// credit again. The balance, the statement and Σ orders − Σ payments agree after each step.
import { ReturnCreated, ReturnLimitBody } from '@shop/domain/returns.schemas';
import { Statement } from '@shop/domain/receivables.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerPayments } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { type Shop, seedShop } from '../orders/orders.testing';
import {
  type Customer,
  accountOf,
  accountOrderBody,
  customerOnTerms,
  deliver,
  orderRow,
  placeAccountOrder,
  recordPayment,
} from '../receivables/receivables.testing';
import { adminOrder, postRefund, postReturn } from './returns.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
});
afterAll(() => t?.close());

/** A delivered order on account of `units` oolong at `unitPrice` each; its line's id. */
async function deliveredOnAccount(customer: Customer, units: number, unitPrice: number) {
  const body = accountOrderBody(shop, customer, unitPrice, {
    items: [
      { product: shop.products.oolong.id, variant: null, quantity: units, unit_price: unitPrice, price_reason: 'Sỉ' },
    ],
  });
  const res = await placeAccountOrder(t.app, staff, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, items } = res.body as { id: number; items: { id: number }[] };
  await deliver(t.app, staff, id);
  return { id, line: items[0]!.id };
}

async function returned(orderId: number, line: number, quantity: number) {
  const res = await postReturn(t.app, staff, orderId, {
    lines: [{ order_item: line, quantity, restock: true }],
    reason: 'Khách trả bớt',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ReturnCreated.parse(res.body);
}

const paid = (customer: Customer, amount: number) => recordPayment(t.app, staff, customer, amount);

async function statementOf(customer: Customer) {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/customers/${customer.id}/statement/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Statement.parse(res.body);
}

/** The account's balance, checked against its statement's closing balance. */
async function balanceOf(customer: Customer) {
  const account = await accountOf(t.app, staff, customer.id);
  expect((await statementOf(customer)).closing_balance).toBe(account.balance);
  return account;
}

describe('a return of an order on account', () => {
  it('credits the goods’ value to the account, refunds nothing, and a whole return leaves the account whole', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const order = await deliveredOnAccount(c, 4, 250_000);
    expect((await balanceOf(c)).balance).toBe(1_000_000);

    // Money back is refused: the goods' value goes to the account.
    const withRefund = await postReturn(t.app, staff, order.id, {
      lines: [{ order_item: order.line, quantity: 1, restock: true }],
      reason: 'Khách trả bớt',
      refund: { amount: 250_000, method: 'cash' },
    });
    expect(withRefund.status).toBe(409);
    expect(ReturnLimitBody.parse(withRefund.body)).toMatchObject({ limit: 'refund' });
    expect((await adminOrder(t.app, staff, order.id)).returns).toEqual([]);

    const first = await returned(order.id, order.line, 1);
    expect(first.credited).toBe(250_000);
    const after = await balanceOf(c);
    expect(after).toMatchObject({ balance: 750_000, owed: 750_000, credit: 0 });
    expect(after.open_orders).toMatchObject([{ id: order.id, account_paid: 250_000, owed: 750_000 }]);
    expect(after.payments[0]).toMatchObject({
      method: 'return',
      amount: 250_000,
      reference: `Phiếu trả hàng #${first.id} của đơn #${order.id}`,
      allocations: [{ order: order.id, amount: 250_000 }],
    });
    const s = await statementOf(c);
    expect(s.lines.at(-1)).toMatchObject({
      kind: 'payment',
      credit: 250_000,
      description: `Trả hàng - Phiếu trả hàng #${first.id} của đơn #${order.id}`,
    });
    expect((await adminOrder(t.app, staff, order.id)).refundable).toBe(0);
    const refund = await postRefund(t.app, staff, order.id, { amount: 1, method: 'cash' });
    expect(refund.status).toBe(409);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.return'), eq(auditLog.targetId, order.id)));
    expect(audit!.after).toMatchObject({ credited: 250_000 });

    // Paid in full, then 50.000đ over: credit.
    await paid(c, 800_000);
    expect(await balanceOf(c)).toMatchObject({ balance: -50_000, credit: 50_000 });
    expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'paid', accountPaid: 1_000_000 });

    // The rest comes back: the order leaves the account, the return's credit with it; the money paid is credit.
    const last = await returned(order.id, order.line, 3);
    expect(last.credited).toBe(0);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: 'returned',
      paymentStatus: 'unpaid',
      accountPaid: 0,
    });
    expect(await balanceOf(c)).toMatchObject({ balance: -800_000, credit: 800_000, open_orders: [] });
    const credits = await t.db.select().from(customerPayments).where(eq(customerPayments.orderId, order.id));
    expect(credits).toEqual([]);
  });

  it('takes a partial return’s credit back from the other order it paid once the whole order comes back', async () => {
    const c = await customerOnTerms(t.app, staff, { payment_terms_days: 30 });
    const first = await deliveredOnAccount(c, 5, 100_000);
    await paid(c, 500_000);
    const second = await deliveredOnAccount(c, 1, 300_000);
    expect((await balanceOf(c)).balance).toBe(300_000);

    // The first order is paid: its return's 200.000đ pays the second.
    expect((await returned(first.id, first.line, 2)).credited).toBe(200_000);
    expect(await balanceOf(c)).toMatchObject({ balance: 100_000, credit: 0 });
    expect(await orderRow(t.db, second.id)).toMatchObject({ accountPaid: 200_000, paymentStatus: 'unpaid' });

    // The first order comes back whole: 500.000đ paid is credit, the second owes nothing, 200.000đ left over.
    await returned(first.id, first.line, 3);
    expect(await balanceOf(c)).toMatchObject({ balance: -200_000, credit: 200_000, open_orders: [] });
    expect(await orderRow(t.db, second.id)).toMatchObject({ accountPaid: 300_000, paymentStatus: 'paid' });
  });
});
