// Payments against protocol peers: SePay's webhook posted as SePay posts it, and a PayOS-compatible
// server on 127.0.0.1 that checks the shop's checksum and signs its answers and webhooks.
import { type Order } from '@shop/domain/order-response.schemas';
import { SepayPaymentResponse } from '@shop/domain/payment.schemas';
import { eq, sql } from 'drizzle-orm';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentTransactions, paymentWebhooks } from '../../db/schema/index';
import { type PayosPeer, SLOW_MS, onlinePaymentEnv, startPayosPeer } from '../../testing/payos-peer';
import { readQrDataUrl } from '../../testing/qr-reader';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { ORDER_MESSAGES } from '../orders/orders.service';
import { type Shop, orderBody, placedOrder, productStock, seedShop } from '../orders/orders.testing';
import { PAYOS_CANCEL_REASON } from './payos-links.service';

const SEPAY_KEY = 'sepay-key-3f9a1c';
const PAYOS = { clientId: 'client-1', apiKey: 'api-key-1', checksumKey: 'checksum-key-1' };

let t: Awaited<ReturnType<typeof buildTestApp>>;
let peer: PayosPeer;
let shop: Shop;
let shopper: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  peer = await startPayosPeer(PAYOS);
  t = await buildTestApp({
    seedDemo: false,
    env: {
      // One shopper places and pays for most of this file's orders: more than a real one does in an hour.
      RATE_LIMIT_FACTOR: '10',
      ...onlinePaymentEnv({ sepayKey: SEPAY_KEY, payos: PAYOS, peer }),
    },
  });
  shop = await seedShop(t.db);
  [shopper, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const order = (method = 'sepay', quantity = 1) =>
  placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({ payment_method: method, items: [{ product: shop.products.oolong.id, variant: null, quantity }] }),
  );

const getOrder = async (id: number) =>
  (await call(t.app, 'GET', `/api/orders/${id}/`, { token: shopper.tokens.access })).body as Order;

let transferId = 1000;
/** A transfer as SePay's webhook reports it (docs.sepay.vn, 'Tích hợp WebHooks'). */
function transfer(content: string, amount: number, overrides: Record<string, unknown> = {}) {
  return {
    id: ++transferId,
    gateway: 'MBBank',
    transactionDate: '2026-11-22 10:15:00',
    accountNumber: '0123456789',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `FT${transferId}`,
    description: `BankAPINotify ${content}`,
    ...overrides,
  };
}

const sepayHook = (body: unknown, authorization: string | null = `Apikey ${SEPAY_KEY}`) =>
  call(t.app, 'POST', '/api/webhooks/sepay', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: authorization === null ? {} : { authorization },
  });

const deliveries = (provider: 'sepay' | 'payos') =>
  t.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.provider, provider));

describe('POST /api/orders/{id}/sepay-payment/', () => {
  it('answers the bank, account, final total and a content naming the order, as a VietQR a bank app reads', async () => {
    const placed = await order();
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect(res.status).toBe(200);
    const { data } = SepayPaymentResponse.parse(res.body);
    expect(data).toMatchObject({
      bank_name: 'MB Bank',
      account_number: '0123456789',
      account_name: 'CONG TY TRA SUA',
      amount: placed.final_total,
      content: `DH${placed.id}`,
      order_id: placed.id,
    });
    const qr = new QRPay(readQrDataUrl(data.qr_url));
    expect(qr.isValid).toBe(true);
    expect(qr.consumer).toMatchObject({ bankBin: '970422', bankNumber: '0123456789' });
    expect(qr.amount).toBe(String(placed.final_total));
    expect(qr.additionalData.purpose).toBe(`DH${placed.id}`);
  });

  it('takes an empty JSON body too (the spec client sends none) and switches a cash order to bank transfer', async () => {
    const placed = await order('cash');
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/sepay-payment/`, {
      token: shopper.tokens.access,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await getOrder(placed.id)).payment_method).toBe('sepay');
  });

  it("is 401 without a token and 404 for another shopper's or an unknown order", async () => {
    const placed = await order();
    const url = `/api/orders/${placed.id}/sepay-payment/`;
    expect((await call(t.app, 'POST', url)).status).toBe(401);
    expect((await call(t.app, 'POST', url, { token: other.tokens.access })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/orders/99999999/sepay-payment/', { token: other.tokens.access })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/orders/abc/sepay-payment/', { token: other.tokens.access })).status).toBe(
      400,
    );
  });

  it('refuses a paid or cancelled order with {success:false, error}', async () => {
    const paid = await order();
    await sepayHook(transfer(`DH${paid.id}`, paid.final_total));
    const res = await call(t.app, 'POST', `/api/orders/${paid.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect(res).toMatchObject({ status: 409, body: { success: false, error: 'Đơn hàng đã được thanh toán' } });

    const cancelled = await order();
    await call(t.app, 'POST', `/api/orders/${cancelled.id}/update_status/`, {
      token: shopper.tokens.access,
      body: { status: 'cancelled' },
    });
    const again = await call(t.app, 'POST', `/api/orders/${cancelled.id}/sepay-payment/`, {
      token: shopper.tokens.access,
    });
    expect(again).toMatchObject({ status: 409, body: { success: false } });
  });
});

describe('POST /api/webhooks/sepay', () => {
  it('marks the order paid when a transfer naming it covers the final total; the status call shows it', async () => {
    const placed = await order();
    const res = await sepayHook(transfer(`MBVCB.3278907687.DH${placed.id}.CT tu 0123`, placed.final_total));
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const status = await call(t.app, 'GET', `/api/orders/${placed.id}/sepay-status/`, { token: shopper.tokens.access });
    expect(status.body).toEqual({ payment_status: 'paid', company_payment_received: true, payment_method: 'sepay' });
    expect(await getOrder(placed.id)).toMatchObject({
      sepay_transfer_amount: placed.final_total,
      sepay_gateway: 'MBBank',
      status: 'pending',
    });
  });

  it("keeps the status call to the owner: 401 without a token, 404 for another shopper's order", async () => {
    const placed = await order();
    const url = `/api/orders/${placed.id}/sepay-status/`;
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    expect((await call(t.app, 'GET', url, { token: other.tokens.access })).status).toBe(404);
  });

  it.each([
    ['a wrong key', `Apikey not-the-key`],
    ['no key', null],
    ['the key under another scheme', `Bearer ${SEPAY_KEY}`],
    ['a key that only starts right', `Apikey ${SEPAY_KEY}x`],
  ])('refuses %s with 401, changes nothing and stores nothing', async (_, authorization) => {
    const placed = await order();
    const before = (await deliveries('sepay')).length;
    const res = await sepayHook(transfer(`DH${placed.id}`, placed.final_total), authorization);
    expect(res).toMatchObject({ status: 401, body: { success: false } });
    expect((await getOrder(placed.id)).payment_status).toBe('unpaid');
    expect((await deliveries('sepay')).length).toBe(before);
  });

  it('credits a replayed transaction once, however often and however fast it comes, and answers each 2xx', async () => {
    const placed = await order('sepay', 2);
    const half = Math.floor(placed.final_total / 2);
    const first = transfer(`DH${placed.id}`, half);
    const answers = [await sepayHook(first), ...(await Promise.all([1, 2, 3, 4].map(() => sepayHook(first))))];
    for (const res of answers) expect(res).toMatchObject({ status: 200, body: { success: true } });
    const after = await getOrder(placed.id);
    expect(after).toMatchObject({
      sepay_transfer_amount: half,
      payment_status: 'unpaid',
      company_payment_received: false,
    });
    const stored = (await deliveries('sepay')).filter((d) => d.externalId === String(first.id));
    expect(stored.map((d) => d.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'partial',
    ]);
    const credited = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, placed.id));
    expect(credited).toHaveLength(1);
  });

  it('adds up transfers for one order that arrive at the same moment, exactly', async () => {
    const placed = await order('sepay', 3);
    const parts = [0, 1, 2, 3, 4].map(() => Math.floor(placed.final_total / 5));
    parts[4]! += placed.final_total - parts.reduce((a, b) => a + b, 0);
    const answers = await Promise.all(parts.map((amount) => sepayHook(transfer(`DH${placed.id}`, amount))));
    for (const res of answers) expect(res.status).toBe(200);
    expect(await getOrder(placed.id)).toMatchObject({
      sepay_transfer_amount: placed.final_total,
      payment_status: 'paid',
      company_payment_received: true,
    });
  });

  it('leaves a short transfer unpaid, asks the QR for the rest, and the second transfer completes it', async () => {
    const placed = await order();
    await sepayHook(transfer(`DH${placed.id}`, placed.final_total - 1000));
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'unpaid', company_payment_received: false });
    const qr = await call(t.app, 'POST', `/api/orders/${placed.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect((qr.body as SepayPaymentResponse).data.amount).toBe(1000);
    await sepayHook(transfer(`dh ${placed.id}`, 1000));
    expect(await getOrder(placed.id)).toMatchObject({
      payment_status: 'paid',
      company_payment_received: true,
      sepay_transfer_amount: placed.final_total,
    });
  });

  it('records a cash order paid by transfer anyway as paid by bank transfer', async () => {
    const placed = await order('cash');
    await sepayHook(transfer(`DH${placed.id}`, placed.final_total));
    expect(await getOrder(placed.id)).toMatchObject({ payment_method: 'sepay', payment_status: 'paid' });
  });

  it('credits the order the content names, not another', async () => {
    const [mine, named] = [await order(), await order()];
    await sepayHook(transfer(`DH${named.id}`, named.final_total));
    expect((await getOrder(mine.id)).payment_status).toBe('unpaid');
    expect((await getOrder(named.id)).payment_status).toBe('paid');
  });

  it('answers 2xx and stores transfers that name no order of ours, and outgoing transfers, crediting nothing', async () => {
    for (const body of [
      transfer('chuyen tien mua iphone', 500_000),
      transfer('DH10000000', 500_000),
      transfer('DH10000000', 500_000, { transferType: 'out' }),
    ]) {
      expect(await sepayHook(body)).toMatchObject({ status: 200, body: { success: true } });
    }
    const outcomes = (await deliveries('sepay')).map((d) => d.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['unmatched', 'ignored']));
  });

  it.each([
    ['malformed JSON', '{"id": 1, "content": "DH'],
    ['a string amount', JSON.stringify(transfer('DH12345678', 0, { transferAmount: '100000' }))],
    ['a negative amount', JSON.stringify(transfer('DH12345678', -5))],
    ['a fractional amount', JSON.stringify(transfer('DH12345678', 10.5))],
    ['no id', JSON.stringify({ ...transfer('DH12345678', 1), id: undefined })],
    ['an array', '[]'],
    ['nothing', ''],
  ])('answers %s with a 400 (not a 500), logs and stores it', async (_, body) => {
    const before = (await deliveries('sepay')).length;
    const res = await sepayHook(body);
    expect(res).toMatchObject({ status: 400, body: { success: false } });
    const after = await deliveries('sepay');
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ outcome: 'invalid', body });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await sepayHook(transfer(`DH12345678`, 1, { description: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
  });

  it('keeps a huge transfer exact where it can and never fails on it', async () => {
    const placed = await order();
    const res = await sepayHook(transfer(`DH${placed.id}`, 9_000_000_000_000));
    expect(res.status).toBe(200);
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'paid', sepay_transfer_amount: 2_147_483_647 });
  });
});

describe('POST /api/orders/{orderCode}/payos-payment/', () => {
  const payos = (id: number, body?: unknown) =>
    call(t.app, 'POST', `/api/orders/${id}/payos-payment/`, { token: shopper.tokens.access, body });

  it('creates the link through PayOS with a checksum PayOS accepts, amounts and URLs from the server', async () => {
    const placed = await order('payos');
    const forged = { price: 1000, description: 'forged', returnUrl: 'https://evil.example/', orderCode: 1 };
    const res = await payos(placed.id, forged);
    expect(res.status).toBe(200);
    const { checkoutUrl } = res.body as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(new RegExp(`^${peer.url}/web/[0-9a-f]{32}$`));
    expect(peer.requests.at(-1)).toMatchObject({
      orderCode: placed.id,
      amount: placed.final_total,
      description: `DH${placed.id}`,
      returnUrl: `${TEST_PUBLIC_URL}/order-success/${placed.id}`,
      cancelUrl: `${TEST_PUBLIC_URL}/payment/${placed.id}`,
    });
  });

  it('reuses the one link of an order instead of asking PayOS again', async () => {
    const placed = await order('payos');
    const first = await payos(placed.id);
    const asked = peer.requests.length;
    const second = await payos(placed.id);
    expect(second.body).toEqual(first.body);
    expect(peer.requests.length).toBe(asked);
  });

  it('makes a new link under the next order code once the shopper cancelled the last one at PayOS', async () => {
    const placed = await order('payos');
    const first = (await payos(placed.id)).body as { checkoutUrl: string };
    const cancelled = peer.links.get(first.checkoutUrl.split('/').at(-1)!)!;
    cancelled.status = 'CANCELLED';
    const second = await payos(placed.id);
    expect(second.status).toBe(200);
    const next = (second.body as { checkoutUrl: string }).checkoutUrl;
    expect(next).not.toBe(first.checkoutUrl);
    const link = peer.links.get(next.split('/').at(-1)!)!;
    expect(link.orderCode).toBe(placed.id * 100 + 1);
    // Its webhook pays the order.
    const res = await call(t.app, 'POST', '/api/webhooks/payos', { body: JSON.stringify(peer.webhookBody(link)) });
    expect(res.status).toBe(200);
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'paid', company_payment_received: true });
  });

  it('says paid while PayOS has the money and its webhook is still on the way', async () => {
    const placed = await order('payos');
    const first = (await payos(placed.id)).body as { checkoutUrl: string };
    peer.links.get(first.checkoutUrl.split('/').at(-1)!)!.status = 'PAID';
    expect(await payos(placed.id)).toMatchObject({ status: 409, body: { error: 'Đơn hàng đã được thanh toán' } });
  });

  it.each(['refuse', 'http-500', 'bad-signature', 'not-json'] as const)(
    'cancels the order and returns its stock when PayOS fails (%s), and says so',
    async (fault) => {
      const before = await productStock(t.db, shop.products.oolong.id);
      const placed = await order('payos', 2);
      peer.failNext(fault);
      const res = await payos(placed.id);
      expect(res).toMatchObject({ status: 502, body: { success: false } });
      expect((res.body as { error: string }).error).toMatch(/hủy/);
      expect((await getOrder(placed.id)).status).toBe('cancelled');
      expect(await productStock(t.db, shop.products.oolong.id)).toEqual(before);
    },
  );

  it('cancels the order when PayOS cannot be reached', async () => {
    const down = await startPayosPeer(PAYOS);
    await down.close();
    const app = await buildTestApp({
      seedDemo: false,
      env: {
        PAYOS_CLIENT_ID: PAYOS.clientId,
        PAYOS_API_KEY: PAYOS.apiKey,
        PAYOS_CHECKSUM_KEY: PAYOS.checksumKey,
        PAYOS_BASE_URL: down.url,
      },
    });
    try {
      const s = await seedShop(app.db);
      const who = await signUp(app.app);
      const placed = await placedOrder(
        app.app,
        who.tokens.access,
        orderBody({ payment_method: 'payos', items: [{ product: s.products.oolong.id, variant: null, quantity: 1 }] }),
      );
      const res = await call(app.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: who.tokens.access });
      expect(res.status).toBe(502);
      const after = await call(app.app, 'GET', `/api/orders/${placed.id}/`, { token: who.tokens.access });
      expect((after.body as Order).status).toBe('cancelled');
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/webhooks/payos', () => {
  const payosHook = (body: unknown) =>
    call(t.app, 'POST', '/api/webhooks/payos', { body: typeof body === 'string' ? body : JSON.stringify(body) });

  async function linkedOrder() {
    const placed = await order('payos');
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: shopper.tokens.access });
    const id = (res.body as { checkoutUrl: string }).checkoutUrl.split('/').at(-1)!;
    return { placed, link: peer.links.get(id)! };
  }

  it('marks the order paid on PayOS’s signed webhook; replays change nothing and get 2xx', async () => {
    const { placed, link } = await linkedOrder();
    const body = peer.webhookBody(link);
    for (let i = 0; i < 3; i++) expect(await payosHook(body)).toMatchObject({ status: 200, body: { success: true } });
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'paid', company_payment_received: true });
    const credited = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, placed.id));
    expect(credited).toHaveLength(1);
  });

  it('is marked paid through the checkout page, as a shopper would (the peer posts the webhook over HTTP)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    peer.setWebhookUrl(`${address}/api/webhooks/payos`);
    const { placed, link } = await linkedOrder();
    const res = await fetch(`${peer.url}/web/${link.paymentLinkId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/order-success/${placed.id}\\?code=00&id=\\w+&cancel=false&status=PAID`),
    );
    expect(peer.webhooks.at(-1)).toEqual({ status: 200, body: { success: true } });
    expect((await getOrder(placed.id)).payment_status).toBe('paid');
  });

  it('refuses a forged webhook: changed amount, another key, no signature', async () => {
    const { placed, link } = await linkedOrder();
    const good = peer.webhookBody(link);
    const tampered = { ...good, data: { ...good.data, amount: 1 } };
    expect((await payosHook(tampered)).status).toBe(401);
    const other = await startPayosPeer({ ...PAYOS, checksumKey: 'someone-else' });
    other.links.set(link.paymentLinkId, link);
    expect((await payosHook(other.webhookBody(link))).status).toBe(401);
    await other.close();
    const { signature: _, ...unsigned } = good;
    expect((await payosHook(unsigned)).status).toBe(400);
    expect((await payosHook('{not json')).status).toBe(400);
    expect((await getOrder(placed.id)).payment_status).toBe('unpaid');
  });

  it('records a payment short of the total and leaves the order unpaid', async () => {
    const { placed, link } = await linkedOrder();
    const res = await payosHook(peer.webhookBody({ ...link, amount: placed.final_total - 1 }));
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'unpaid', company_payment_received: false });
    expect((await deliveries('payos')).at(-1)?.outcome).toBe('partial');
  });

  it("answers PayOS's test delivery (an order that isn't ours) with 2xx", async () => {
    const res = await payosHook(
      peer.webhookBody({ ...(await linkedOrder()).link, orderCode: 123, description: 'VQRIO123' }),
    );
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await deliveries('payos')).at(-1)?.outcome).toBe('unmatched');
  });
});

describe('money for a cancelled order, overpayments, the wrong account', () => {
  const cancel = (id: number, token = shopper.tokens.access) =>
    call(t.app, 'POST', `/api/orders/${id}/update_status/`, { token, body: { status: 'cancelled' } });
  const payosHook = (body: unknown) => call(t.app, 'POST', '/api/webhooks/payos', { body: JSON.stringify(body) });
  const lastOutcome = async (provider: 'sepay' | 'payos', externalId: string) =>
    (await deliveries(provider)).filter((d) => d.externalId === externalId).at(-1)?.outcome;

  it('a transfer for a cancelled order is a refund due with its amount, not a payment; its stock stays back', async () => {
    const placed = await order('sepay', 2);
    expect((await cancel(placed.id)).status).toBe(200);
    const stock = await productStock(t.db, shop.products.oolong.id);
    const late = transfer(`DH${placed.id}`, placed.final_total);
    for (let i = 0; i < 2; i++) expect(await sepayHook(late)).toMatchObject({ status: 200, body: { success: true } });
    expect(await getOrder(placed.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      company_payment_received: false,
      amount_received: placed.final_total,
      sepay_transfer_amount: placed.final_total,
    });
    expect(await productStock(t.db, shop.products.oolong.id)).toEqual(stock);
    const stored = (await deliveries('sepay')).filter((d) => d.externalId === String(late.id));
    expect(stored.map((d) => d.outcome)).toEqual(['refund_due', 'duplicate']);
    // Staff find it by its payment state (the back office lists payment_status=refund_due).
    const due = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, 'refund_due'));
    expect(due.map((r) => r.id)).toContain(placed.id);
    // It can't be paid again from the shop either.
    const qr = await call(t.app, 'POST', `/api/orders/${placed.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect(qr.status).toBe(409);
  });

  it('a PayOS payment that lands after the order was cancelled is a refund due too', async () => {
    const placed = await order('payos');
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: shopper.tokens.access });
    const link = peer.links.get((res.body as { checkoutUrl: string }).checkoutUrl.split('/').at(-1)!)!;
    // PayOS took the money a moment before the shop's cancel reached it: the webhook still arrives.
    const body = peer.webhookBody(link);
    expect((await cancel(placed.id)).status).toBe(200);
    expect(await payosHook(body)).toMatchObject({ status: 200, body: { success: true } });
    expect(await getOrder(placed.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      amount_received: placed.final_total,
    });
    expect(await lastOutcome('payos', body.data.reference)).toBe('refund_due');
  });

  it('the owner cannot cancel once a partial transfer arrived', async () => {
    const placed = await order('sepay', 2);
    await sepayHook(transfer(`DH${placed.id}`, 10_000));
    const res = await cancel(placed.id);
    expect(res).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.moneyReceived } });
    expect(await getOrder(placed.id)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      amount_received: 10_000,
    });
  });

  it('an overpayment pays the order and keeps the surplus on record', async () => {
    const placed = await order();
    const over = transfer(`DH${placed.id}`, placed.final_total + 50_000);
    await sepayHook(over);
    expect(await getOrder(placed.id)).toMatchObject({
      payment_status: 'paid',
      company_payment_received: true,
      amount_received: placed.final_total + 50_000,
    });
    expect(await lastOutcome('sepay', String(over.id))).toBe('overpaid');
    // A second transfer for a paid order is all surplus.
    const again = transfer(`DH${placed.id}`, 20_000);
    await sepayHook(again);
    expect((await getOrder(placed.id)).amount_received).toBe(placed.final_total + 70_000);
    expect(await lastOutcome('sepay', String(again.id))).toBe('overpaid');
    // Overpaid orders are found by their amounts.
    const overpaid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.amountReceived} > ${orders.finalTotal}`);
    expect(overpaid.map((r) => r.id)).toContain(placed.id);
  });

  it("credits nothing for a transfer into another account, still answers 2xx; the shop's own number is compared trimmed", async () => {
    const placed = await order();
    for (const accountNumber of ['9999999999', '', null, '01234567890']) {
      const wrong = transfer(`DH${placed.id}`, placed.final_total, { accountNumber });
      expect(await sepayHook(wrong)).toMatchObject({ status: 200, body: { success: true } });
      expect(await lastOutcome('sepay', String(wrong.id))).toBe('wrong_account');
    }
    expect(await getOrder(placed.id)).toMatchObject({ payment_status: 'unpaid', amount_received: 0 });
    const credited = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, placed.id));
    expect(credited).toHaveLength(0);

    await sepayHook(transfer(`DH${placed.id}`, placed.final_total, { accountNumber: ' 0123456789 ' }));
    expect((await getOrder(placed.id)).payment_status).toBe('paid');
  });

  it('cancelling an order cancels its open PayOS link at PayOS, which then refuses to take the payment', async () => {
    const placed = await order('payos');
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: shopper.tokens.access });
    const link = peer.links.get((res.body as { checkoutUrl: string }).checkoutUrl.split('/').at(-1)!)!;
    expect((await cancel(placed.id)).status).toBe(200);
    expect(peer.cancellations.at(-1)).toEqual({
      orderCode: link.orderCode,
      body: { cancellationReason: PAYOS_CANCEL_REASON },
    });
    expect(link).toMatchObject({ status: 'CANCELLED', cancellationReason: PAYOS_CANCEL_REASON });
    const pay = await fetch(`${peer.url}/web/${link.paymentLinkId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(409);
    expect((await getOrder(placed.id)).payment_status).toBe('unpaid');
  });

  it.each(['http-500', 'refuse', 'bad-signature'] as const)(
    "a PayOS failure to cancel (%s) doesn't stop the shopper's cancel",
    async (fault) => {
      const placed = await order('payos');
      await call(t.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: shopper.tokens.access });
      const asked = peer.cancellations.length;
      peer.failNext(fault);
      const res = await cancel(placed.id);
      expect(res.status).toBe(200);
      expect(peer.cancellations.length).toBe(asked + 1);
      expect((await getOrder(placed.id)).status).toBe('cancelled');
    },
  );

  it('a link PayOS hands out while the order is being cancelled is cancelled at PayOS too', async () => {
    const placed = await order('payos');
    peer.failNext('slow');
    const asking = call(t.app, 'POST', `/api/orders/${placed.id}/payos-payment/`, { token: shopper.tokens.access });
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 2));
    expect((await cancel(placed.id)).status).toBe(200);
    const res = await asking;
    expect(res).toMatchObject({ status: 409, body: { success: false } });
    const link = [...peer.links.values()].find((l) => l.orderCode === placed.id)!;
    expect(link.status).toBe('CANCELLED');
  });

  it('an order without a PayOS link is cancelled without asking PayOS', async () => {
    const placed = await order('sepay');
    const asked = peer.cancellations.length;
    expect((await cancel(placed.id)).status).toBe(200);
    expect(peer.cancellations.length).toBe(asked);
  });

  it('a cancel and a full transfer at the same moment: either paid and not cancelled, or cancelled with a refund due', async () => {
    const later = <T>(ms: number, run: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms));
    // The cancel reads the order before locking it, so it starts a little ahead in some rounds: both orders occur.
    for (const head of [0, 2, 4, 6, 8, 10, 12, 16]) {
      const placed = await order();
      const stock = await productStock(t.db, shop.products.oolong.id);
      const [cancelled, hook] = await Promise.all([
        cancel(placed.id),
        later(head, () => sepayHook(transfer(`DH${placed.id}`, placed.final_total))),
      ]);
      expect(hook.status).toBe(200);
      const after = await getOrder(placed.id);
      expect(after.amount_received).toBe(placed.final_total);
      if (cancelled.status === 200) {
        expect([after.status, after.payment_status]).toEqual(['cancelled', 'refund_due']);
        expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(stock.stock + 1);
      } else {
        expect(cancelled).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.moneyReceived } });
        expect([after.status, after.payment_status]).toEqual(['pending', 'paid']);
        expect(await productStock(t.db, shop.products.oolong.id)).toEqual(stock);
      }
    }
  });
});

describe('POST /api/orders/{id}/cash-payment/', () => {
  it('switches an unpaid order to cash on delivery; refuses paid, cancelled and other shoppers’ orders', async () => {
    const placed = await order('payos');
    const res = await call(t.app, 'POST', `/api/orders/${placed.id}/cash-payment/`, { token: shopper.tokens.access });
    expect(res).toMatchObject({ status: 200, body: { payment_method: 'cash', payment_status: 'unpaid' } });
    expect((await getOrder(placed.id)).payment_method).toBe('cash');
    const other404 = await call(t.app, 'POST', `/api/orders/${placed.id}/cash-payment/`, {
      token: other.tokens.access,
    });
    expect(other404.status).toBe(404);

    const paid = await order();
    await sepayHook(transfer(`DH${paid.id}`, paid.final_total));
    const refused = await call(t.app, 'POST', `/api/orders/${paid.id}/cash-payment/`, { token: shopper.tokens.access });
    expect(refused.status).toBe(409);
    expect((await getOrder(paid.id)).payment_method).toBe('sepay');
  });
});

describe('methods whose settings are missing', () => {
  it('are not offered and are refused with a clear message', async () => {
    const bare = await buildTestApp({ seedDemo: false });
    try {
      const config = await call(bare.app, 'GET', '/api/config');
      expect((config.body as { payment_methods: string[] }).payment_methods).toEqual(['cash']);
      const s = await seedShop(bare.db);
      const who = await signUp(bare.app);
      const placed = await placedOrder(
        bare.app,
        who.tokens.access,
        orderBody({ items: [{ product: s.products.oolong.id, variant: null, quantity: 1 }] }),
      );
      for (const path of ['sepay-payment', 'payos-payment']) {
        const res = await call(bare.app, 'POST', `/api/orders/${placed.id}/${path}/`, { token: who.tokens.access });
        expect(res).toMatchObject({
          status: 400,
          body: { success: false, error: 'Phương thức thanh toán này hiện không khả dụng.' },
        });
      }
      const hook = await call(bare.app, 'POST', '/api/webhooks/sepay', {
        body: JSON.stringify(transfer(`DH${placed.id}`, placed.final_total)),
        headers: { authorization: 'Apikey ' },
      });
      expect(hook.status).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('are offered when configured', async () => {
    const res = await call(t.app, 'GET', '/api/config');
    expect((res.body as { payment_methods: string[] }).payment_methods).toEqual(['cash', 'sepay', 'payos']);
  });
});
