// Each order event sends the shopper exactly one correct mail, from the job queue, at a real SMTP peer.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { OrderMail } from '@shop/domain/admin-orders.schemas';
import { AuditPage } from '@shop/domain/admin-audit.schemas';
import { GUEST_EMAIL_DOMAIN } from '@shop/domain/order.schemas';
import { formatVnd } from '@shop/domain/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { type ReceivedMail, type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { type PayosPeer, onlinePaymentEnv, startPayosPeer } from '../../testing/payos-peer';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, seedShop } from './orders.testing';

const SEPAY_KEY = 'sepay-key-mails';
const PAYOS = { clientId: 'client-m', apiKey: 'api-key-m', checksumKey: 'checksum-key-m' };
const SHOP_INBOX = 'donhang@shop.test';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpCapture;
let peer: PayosPeer;
let shop: Shop;
let shopper: SignedUp;
let staff: SignedUp;
const logLines: string[] = [];

beforeAll(async () => {
  [smtp, peer] = await Promise.all([startSmtpCapture(), startPayosPeer(PAYOS)]);
  t = await buildTestApp({
    seedDemo: false,
    env: {
      RATE_LIMIT_FACTOR: '20',
      SMTP_URL: smtp.url,
      ORDER_NOTIFY_EMAIL: SHOP_INBOX,
      HOTLINE: '1900 1234',
      ...onlinePaymentEnv({ sepayKey: SEPAY_KEY, payos: PAYOS, peer }),
    },
    jobs: { start: true, pollMs: 25, retryBaseMs: 150, retryMaxMs: 300 },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }),
    },
  });
  shop = await seedShop(t.db);
  [shopper, staff] = await Promise.all([signUp(t.app), accountWithRole(t.app, t.db, 'staff')]);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), peer?.close()]);
});

/** A fresh inbox per test, so counts at the peer are exact. */
const inbox = () => `khach-${randomBytes(4).toString('hex')}@example.com`;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

/** Waits until `to` has `count` mails, then a little longer, so a duplicate would be seen too. */
async function exactly(to: string, count: number): Promise<ReceivedMail[]> {
  await until(() => mailsTo(to).length >= count);
  await new Promise((r) => setTimeout(r, 300));
  const got = mailsTo(to);
  expect(
    got.map((m) => m.subject),
    `mails to ${to}`,
  ).toHaveLength(count);
  return got;
}

const place = (email: string, overrides: Record<string, unknown> = {}) =>
  placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({
      email,
      full_name: 'Nguyễn Văn An',
      items: [{ product: shop.products.oolong.id, variant: null, quantity: 2 }],
      ...overrides,
    }),
  );

const move = (id: number, status: string, extra: Record<string, unknown> = {}) =>
  adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/transition/`, { body: { status, ...extra } });

let transferId = 50_000;
const sepayTransfer = (orderId: number, amount: number) =>
  call(t.app, 'POST', '/api/webhooks/sepay', {
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    body: JSON.stringify({
      id: ++transferId,
      gateway: 'MBBank',
      transactionDate: '2026-11-22 10:15:00',
      accountNumber: '0123456789',
      content: `CK DH${orderId} thanh toan`,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT${transferId}`,
    }),
  });

describe('an order through its life', () => {
  it('placing, confirming, shipping, delivering and paying each send the shopper exactly one correct mail', async () => {
    const to = inbox();
    const order = await place(to);

    const [placed] = await exactly(to, 1);
    expect(placed!.subject).toBe(`Đặt hàng thành công - đơn hàng #${order.id}`);
    expect(placed!.headers.from).toContain('no-reply@localhost');
    expect(placed!.headers['content-type']).toMatch(/^multipart\/alternative/);
    for (const part of [placed!.text, placed!.html]) {
      expect(part).toContain('Xin chào Nguyễn Văn An,');
      expect(part).toContain('Trà ô long');
      expect(part).toContain(formatVnd(99_000));
      expect(part).toContain(formatVnd(198_000));
      expect(part).toContain(formatVnd(order.final_total));
      expect(part).toContain('12 Nguyễn Huệ');
      expect(part).toContain('Phường Bến Nghé');
      expect(part).toContain('Thanh toán khi nhận hàng');
      expect(part).toContain('1900 1234');
    }
    expect(placed!.html).toContain(`src="${TEST_PUBLIC_URL}/logo-mail.png"`);
    expect(placed!.html).toContain(`${TEST_PUBLIC_URL}/tracking?order_id=${order.id}&amp;email=`);
    // Cash: no transfer to make, no payment link.
    expect(placed!.text).not.toContain('Thông tin chuyển khoản');
    expect(placed!.attachments).toEqual([]);

    expect((await move(order.id, 'accounting_processing')).status).toBe(200);
    const confirmed = (await exactly(to, 2))[1]!;
    expect(confirmed.subject).toBe(`Đơn hàng #${order.id} đã được xác nhận`);

    // Moving on inside the shop sends nothing.
    expect((await move(order.id, 'processing')).status).toBe(200);
    await exactly(to, 2);

    const shipping = { shipping_company: 'Giao Hàng Nhanh', tracking_number: 'GHN123456789' };
    expect((await move(order.id, 'shipped', shipping)).status).toBe(200);
    const shipped = (await exactly(to, 3))[2]!;
    expect(shipped.subject).toBe(`Đơn hàng #${order.id} đang được giao đến bạn`);
    expect(shipped.text).toContain('Giao Hàng Nhanh');
    expect(shipped.text).toContain('GHN123456789');

    expect((await move(order.id, 'delivered')).status).toBe(200);
    const delivered = (await exactly(to, 4))[3]!;
    expect(delivered.subject).toBe(`Đơn hàng #${order.id} đã được giao thành công`);

    expect((await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`)).status).toBe(200);
    const paid = (await exactly(to, 5))[4]!;
    expect(paid.subject).toBe(`Đã nhận thanh toán cho đơn hàng #${order.id}`);

    // Every try of one mail carries its own fixed Message-ID; five mails, five ids.
    expect(new Set(mailsTo(to).map((m) => m.messageId)).size).toBe(5);
  });

  it("tells the shop's order address of each new order, with a link to it in the back office", async () => {
    const order = await place(inbox());
    const noticesOf = () => smtp.mails.filter((m) => m.to.includes(SHOP_INBOX) && m.subject.includes(`#${order.id}`));
    await until(() => noticesOf().length > 0);
    await new Promise((r) => setTimeout(r, 300));
    const notices = noticesOf();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Đơn hàng mới #${order.id} - ${formatVnd(order.final_total)}`);
    expect(notices[0]!.html).toContain(`href="${TEST_PUBLIC_URL}/admin/orders/${order.id}"`);
    expect(notices[0]!.text).toContain('Nguyễn Văn An');
    expect(notices[0]!.text).toContain('0909123456');
  });

  it('a bank-transfer order: the QR (inline GIF) and the transfer details, then one mail when the money lands', async () => {
    const to = inbox();
    const order = await place(to, { payment_method: 'sepay' });
    const [placed] = await exactly(to, 1);
    const qr = placed!.attachments.find((a) => a.contentType === 'image/gif');
    expect(qr?.content.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect(placed!.html).toContain(`src="cid:${qr!.cid}"`);
    for (const detail of ['MB Bank', '0123456789', 'CONG TY TRA SUA', `DH${order.id}`, formatVnd(order.final_total)]) {
      expect(placed!.text).toContain(detail);
    }
    expect(placed!.text).toContain('Vui lòng hoàn tất thanh toán trước');
    expect(placed!.text).toContain(`${TEST_PUBLIC_URL}/payment/sepay/${order.id}`);

    expect((await sepayTransfer(order.id, order.final_total)).status).toBe(200);
    const paid = (await exactly(to, 2))[1]!;
    expect(paid.subject).toBe(`Đã nhận thanh toán cho đơn hàng #${order.id}`);
    // SePay retries: the same transfer again, and another one, change nothing and mail nothing.
    const again = await sepayTransfer(order.id, 10_000);
    expect(again.status).toBe(200);
    await exactly(to, 2);
  });

  it('a PayOS order: the payment link to the shop’s payment page', async () => {
    const to = inbox();
    const order = await place(to, { payment_method: 'payos' });
    const [placed] = await exactly(to, 1);
    expect(placed!.text).toContain('Thanh toán trực tuyến');
    expect(placed!.html).toContain(`href="${TEST_PUBLIC_URL}/payment/${order.id}"`);
    expect(placed!.attachments).toEqual([]);
  });

  it('cancelled by staff: the reason, and a refund note when money had been received', async () => {
    const to = inbox();
    const order = await place(to, { payment_method: 'sepay' });
    await exactly(to, 1);
    await sepayTransfer(order.id, order.final_total);
    await exactly(to, 2);
    const res = await move(order.id, 'cancelled', { note: 'Hết hàng tại kho' });
    expect(res.status).toBe(200);
    const cancelled = (await exactly(to, 3))[2]!;
    expect(cancelled.subject).toBe(`Đơn hàng #${order.id} đã bị hủy`);
    expect(cancelled.text).toContain('Lý do: Hết hàng tại kho');
    expect(cancelled.text).toContain(`Cửa hàng đã nhận ${formatVnd(order.final_total)}`);
    expect(cancelled.text).toContain('hoàn lại');
  });

  it('cancelled by the shopper before paying: the mail, without a refund note', async () => {
    const to = inbox();
    const order = await place(to);
    await exactly(to, 1);
    const res = await call(t.app, 'POST', `/api/orders/${order.id}/update_status/`, {
      token: shopper.tokens.access,
      body: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    const cancelled = (await exactly(to, 2))[1]!;
    expect(cancelled.subject).toBe(`Đơn hàng #${order.id} đã bị hủy`);
    expect(cancelled.text).not.toContain('hoàn lại');
  });

  it("never mails a guest's placeholder address (the shop's notice still goes)", async () => {
    const placeholder = `0901234567@${GUEST_EMAIL_DOMAIN}`;
    const order = await place(placeholder, { phone_number: '0901234567' });
    await move(order.id, 'accounting_processing');
    await new Promise((r) => setTimeout(r, 400));
    expect(mailsTo(placeholder)).toEqual([]);
    const shopJobs = await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.kind, 'order.mail')));
    expect(shopJobs.map((j) => j.key)).toEqual([`order:${order.id}:shop_notice`]);
  });

  it('the log names each mail by recipient, subject and event, and holds no body or link', async () => {
    const to = inbox();
    const order = await place(to, { payment_method: 'sepay' });
    await exactly(to, 1);
    const lines = logLines.filter((l) => l.includes(to));
    expect(lines.length).toBeGreaterThan(0);
    const sent = lines.map((l) => JSON.parse(l) as { msg: string; mail?: unknown }).find((l) => l.msg === 'mail sent');
    expect(sent?.mail).toEqual({ to, subject: `Đặt hàng thành công - đơn hàng #${order.id}`, event: 'order.placed' });
    const all = logLines.join('\n');
    expect(all).not.toContain('/payment/sepay/');
    expect(all).not.toContain('/tracking?');
    expect(all).not.toContain('Trà ô long');
    expect(all).not.toContain('Xin chào');
  });
});

describe('SMTP down', () => {
  it('retries the mails until the server is back, and loses none', async () => {
    const to = inbox();
    smtp.setDown(true);
    let order;
    try {
      order = await place(to);
      // Tried, refused, waiting for the next try: the back office sees it as retrying, with the reason.
      const deadline = Date.now() + 10_000;
      let mails: OrderMail[] = [];
      while (Date.now() < deadline) {
        const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/mails/`);
        mails = res.body as OrderMail[];
        if (mails.find((m) => m.event === 'placed' && m.attempts >= 2)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const placed = mails.find((m) => m.event === 'placed')!;
      expect(placed.attempts).toBeGreaterThanOrEqual(2);
      expect(['retrying', 'sending']).toContain(placed.status);
      expect(placed.last_error).toMatch(/421|Service not available/);
      expect(mailsTo(to)).toEqual([]);
    } finally {
      smtp.setDown(false);
    }
    const [mail] = await exactly(to, 1);
    expect(mail!.subject).toBe(`Đặt hàng thành công - đơn hàng #${order.id}`);
    const after = (await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/mails/`)).body as OrderMail[];
    expect(after.find((m) => m.event === 'placed')).toMatchObject({ status: 'sent', last_error: null });
  });
});

describe('the back office mail log', () => {
  it('lists the order’s mails with their state, in the order detail too, and resends one (audited)', async () => {
    const to = inbox();
    const order = await place(to);
    await exactly(to, 1);
    // The shop's notice is the next job: sent a moment later (longer on a busy machine).
    let list = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/mails/`);
    for (let i = 0; i < 100 && (list.body as OrderMail[]).some((m) => m.status !== 'sent'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/mails/`);
    }
    expect(list.status).toBe(200);
    const mails = (list.body as unknown[]).map((m) => OrderMail.parse(m));
    expect(mails.map((m) => [m.event, m.to, m.status])).toEqual([
      ['placed', to, 'sent'],
      ['shop_notice', SHOP_INBOX, 'sent'],
    ]);
    expect(mails[0]).toMatchObject({
      subject: `Đặt hàng thành công - đơn hàng #${order.id}`,
      attempts: 1,
      last_error: null,
      resend_of: null,
      sent_at: expect.any(String),
    });

    const detail = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${order.id}/`);
    expect((detail.body as { mails: OrderMail[] }).mails.map((m) => m.id)).toEqual(mails.map((m) => m.id));

    const resend = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mails/${mails[0]!.id}/resend/`);
    expect(resend.status).toBe(201);
    expect(resend.body).toMatchObject({ event: 'placed', to, status: 'queued', resend_of: mails[0]!.id });
    const [, again] = await exactly(to, 2);
    expect(again!.subject).toBe(`Đặt hàng thành công - đơn hàng #${order.id}`);

    const audit = await adminCall(
      t.app,
      staff,
      'GET',
      `/api/admin/audit/?action=order.mail_resend&target_id=${order.id}`,
    );
    expect(AuditPage.parse(audit.body).results).toEqual([
      expect.objectContaining({
        actor: { id: staff.user.id, email: staff.user.email },
        target_type: 'order',
        target_id: order.id,
        after: expect.objectContaining({ resend_of: mails[0]!.id, event: 'placed', to }),
      }),
    ]);
  });

  it('404 for another order’s mail or an unknown order, 400 for a bad id, 403 for a shopper, 401 without a token', async () => {
    const a = await place(inbox());
    const b = await place(inbox());
    await new Promise((r) => setTimeout(r, 200));
    const mailsOfA = (await adminCall(t.app, staff, 'GET', `/api/admin/orders/${a.id}/mails/`)).body as OrderMail[];
    const jobsBefore = (await t.db.select({ id: jobs.id }).from(jobs)).length;
    const wrong = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${b.id}/mails/${mailsOfA[0]!.id}/resend/`);
    expect(wrong.status).toBe(404);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/99999999/mails/')).status).toBe(404);
    expect((await adminCall(t.app, staff, 'POST', `/api/admin/orders/${a.id}/mails/abc/resend/`)).status).toBe(400);
    const asShopper = await adminCall(
      t.app,
      shopper,
      'POST',
      `/api/admin/orders/${a.id}/mails/${mailsOfA[0]!.id}/resend/`,
    );
    expect(asShopper.status).toBe(403);
    expect((await adminCall(t.app, undefined, 'GET', `/api/admin/orders/${a.id}/mails/`)).status).toBe(401);
    expect((await t.db.select({ id: jobs.id }).from(jobs)).length).toBe(jobsBefore);
  });
});
