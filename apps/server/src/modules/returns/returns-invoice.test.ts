// A return on an order with an issued e-invoice issues an adjustment invoice through SInvoice (DESIGN §17): adjustment
// type 5 naming the original, the returned lines decreased at what the shopper paid for them, once per return even
// when SInvoice's answer is lost. Against the SInvoice peer, which checks the adjustment's fields.
import { ReturnCreated } from '@shop/domain/returns.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SinvoicePeer, sinvoiceEnv, startSinvoicePeer } from '../../testing/sinvoice-peer';
import { accountWithRole } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, signUp } from '../auth/auth.testing';
import { COMPANY } from '../invoices/invoices.testing';
import { type Shop, seedShop } from '../orders/orders.testing';
import { adminOrder, deliveredOrder, lineOf, postReturn } from './returns.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: SinvoicePeer;
let shop: Shop;
let staff: SignedUp;
let cafe: SignedUp;

beforeAll(async () => {
  peer = await startSinvoicePeer({ username: 'shop', password: 'secret' });
  t = await buildTestApp({ seedDemo: false, env: sinvoiceEnv(peer), jobs: { retryBaseMs: 0, retryMaxMs: 0 } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  cafe = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

type Sent = {
  generalInvoiceInfo: Record<string, unknown>;
  itemInfo: Record<string, unknown>[];
  taxBreakdowns: Record<string, unknown>[];
  summarizeInfo: Record<string, unknown>;
};

/** A delivered cash order with a company invoice: its e-invoice issued at delivery. */
async function invoiced(overrides: Record<string, unknown> = {}) {
  const order = await deliveredOrder(
    t.app,
    shop,
    { shopper: cafe, staff },
    { overrides: { invoice: COMPANY, ...overrides } },
  );
  const page = await adminOrder(t.app, staff, order.id);
  expect(page.invoice).toMatchObject({ status: 'issued' });
  return { order, invoice: page.invoice };
}

async function returnOne(orderId: number, orderItem: number) {
  const res = await postReturn(t.app, staff, orderId, {
    lines: [{ order_item: orderItem, quantity: 1, restock: true }],
    reason: 'Khách trả một gói',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ReturnCreated.parse(res.body);
}

const counts = () => ({ invoices: peer.invoices.size, creates: peer.created.length });
const adjustmentOf = async (orderId: number, returnId: number) =>
  (await adminOrder(t.app, staff, orderId)).returns.find((r) => r.id === returnId)!.invoice_adjustment;

describe('adjustment e-invoices', () => {
  it('issues an adjustment naming the original, decreasing the returned line; once', async () => {
    const { order, invoice } = await invoiced();
    const made = await returnOne(order.id, lineOf(order, 'Trà ô long').id);
    expect(made.invoice_adjustment).toEqual({ status: 'none', number: null, error: null });
    const before = counts();
    await t.app.jobs.runDue();
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
    const sent = peer.created.at(-1) as Sent;
    const original = [...peer.invoices.values()].find((i) => i.invoiceNo === invoice.number)!;
    expect(sent.generalInvoiceInfo).toMatchObject({
      adjustmentType: '5',
      adjustmentInvoiceType: '1',
      originalInvoiceId: invoice.number,
      originalInvoiceIssueDate: new Date(invoice.issued_at!).getTime(),
      originalTemplateCode: (original.body.generalInvoiceInfo as { templateCode: string }).templateCode,
      additionalReferenceDesc: `Phiếu trả hàng #${made.id} của đơn hàng #${order.id}`,
      additionalReferenceDate: new Date(made.created_at).getTime(),
      adjustedNote: 'Điều chỉnh giảm do khách trả hàng: Khách trả một gói',
    });
    // 99,000 ₫ with VAT at the shop's default 8%: 91,667 net and 7,333 tax.
    expect(sent.itemInfo).toEqual([
      expect.objectContaining({
        itemName: 'Trà ô long',
        quantity: 1,
        itemTotalAmountWithoutTax: 91_667,
        taxAmount: 7_333,
        adjustmentTaxAmount: 7_333,
        isIncreaseItem: false,
      }),
    ]);
    expect(sent.taxBreakdowns).toEqual([
      { taxPercentage: 8, taxableAmount: 91_667, taxAmount: 7_333, taxableAmountPos: false, taxAmountPos: false },
    ]);
    expect(sent.summarizeInfo).toMatchObject({ totalAmountWithTax: 99_000, isTotalAmountPos: false });
    const adjustment = await adjustmentOf(order.id, made.id);
    expect(adjustment).toMatchObject({ status: 'issued', error: null });
    expect(adjustment!.number).toBe([...peer.invoices.values()].at(-1)!.invoiceNo);
    await t.app.jobs.runDue();
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
  });

  it('a lost answer is looked up, never issued twice', async () => {
    const { order } = await invoiced();
    const made = await returnOne(order.id, lineOf(order, 'Thạch').id);
    const before = counts();
    peer.failNext('lost-answer');
    await t.app.jobs.runDue();
    const issued = [...peer.invoices.values()].at(-1)!;
    expect(counts()).toEqual({ invoices: before.invoices + 1, creates: before.creates + 1 });
    expect(peer.lookups.at(-1)).toBe(issued.transactionUuid);
    expect(await adjustmentOf(order.id, made.id)).toMatchObject({ status: 'issued', number: issued.invoiceNo });
  });

  it('a voucher’s goods discount lowers the returned line by its share', async () => {
    const { order } = await invoiced({ promotion_ids: [shop.promo.GIAM10.id] });
    await returnOne(order.id, lineOf(order, 'Trà ô long').id);
    await t.app.jobs.runDue();
    const sent = peer.created.at(-1) as Sent;
    // 10% off the goods: 99,000 less its 9,900 share.
    expect(sent.summarizeInfo).toMatchObject({ totalAmountWithTax: 89_100 });
  });

  it('an order whose e-invoice was refused gets no adjustment', async () => {
    peer.failNext('error-code');
    const order = await deliveredOrder(t.app, shop, { shopper: cafe, staff });
    expect((await adminOrder(t.app, staff, order.id)).invoice).toMatchObject({ status: 'failed' });
    const before = counts();
    const made = await returnOne(order.id, lineOf(order, 'Trà ô long').id);
    await t.app.jobs.runDue();
    expect(made.invoice_adjustment).toBeNull();
    expect(counts()).toEqual(before);
  });
});
